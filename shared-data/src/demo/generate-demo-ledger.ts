import { countsAsPaid } from '../ledger/balance';
import { PAYMENT_STATUS } from '../constants/money/payments';
import { schoolToday } from '../format/dates';
import { toKobo } from '../format/money/money';
import { chargeLines, chargesTotalKobo } from '../ledger/charges/charges';
import { termOfDay } from '../ledger/terms';
import {
  NOT_VOID,
  type GuestData,
  type GuestFeeItem,
  type GuestTermCharges,
} from '../sources/guest-storage';
import type { Payment } from '../types/payment';
import type { Term } from '../types/term';
import type { Prng } from './prng';

/**
 * The demo's calendar (docs/terms.md#the-guest-demo): 'First term' of the session holding the
 * demo clock's today is closed, and 'Second term' opened three weeks before that today.
 */
const SESSION = '2026/2027';
const FIRST_TERM_OPENED = '2026-09-07T07:00:00.000Z';
const SECOND_TERM_OPENED = '2026-10-26T07:00:00.000Z';

/** The classes that bill extra items this term: the demo's first two schools, two classes each. */
const ITEM_CLASSES: Record<string, { books: number; bus: number; lunch: number }> = {
  Primary1: { books: 12500, bus: 30000, lunch: 20000 },
  Primary3: { books: 15000, bus: 30000, lunch: 20000 },
  Jss1: { books: 25000, bus: 45000, lunch: 25000 },
  SSS1: { books: 30000, bus: 45000, lunch: 25000 },
};

/** About one student in twelve who paid 'First term' in full paid ahead as well: a credit. */
const ADVANCE_SHARE = 1 / 12;

/** A generated payment before it is filed under its term and takes its receipt (withReceipts). */
export type UnfiledPayment = Omit<Payment, 'termId' | 'receiptNo' | 'paidToDate' | 'balanceAfter'>;

type Records = Omit<
  GuestData,
  'users' | 'terms' | 'feeItems' | 'termCharges' | 'lateFees' | 'payments' | 'families'
> & {
  payments: UnfiledPayment[];
};
type Stamps = (time: number) => { _id: string; createdAt: string; updatedAt: string };

/**
 * The ledger over the generated records: each school's two terms, 'First term' charged at the
 * class fee less discount and frozen, every payment filed under the term of its day, a few
 * advances that leave a credit, and this term's fee items with the students who take them. It
 * draws from the generator after every other record, so adding it changed none of them.
 */
export function generateDemoLedger(
  random: Prng,
  records: Records,
  stamps: Stamps,
  recorder: string,
): Omit<GuestData, 'users' | 'families'> {
  const terms: Term[] = records.schools.flatMap((school) => {
    const first = stamps(Date.parse(FIRST_TERM_OPENED))._id;
    const second = stamps(Date.parse(SECOND_TERM_OPENED))._id;
    return [
      {
        _id: first,
        schoolId: school._id,
        session: SESSION,
        name: 'First term',
        status: 'closed',
        openedAt: FIRST_TERM_OPENED,
        closedAt: SECOND_TERM_OPENED,
      },
      {
        _id: second,
        schoolId: school._id,
        session: SESSION,
        name: 'Second term',
        status: 'current',
        openedAt: SECOND_TERM_OPENED,
        closedAt: null,
      },
    ] satisfies Term[];
  });
  const termOf = (payment: UnfiledPayment) =>
    termOfDay(
      terms.filter((term) => term.schoolId === payment.schoolId),
      payment.receivedOn || schoolToday(new Date(payment.createdAt)),
    )._id;
  const fees = new Map(records.classrooms.map((room) => [room._id, toKobo(room.classFees)]));
  const termCharges: GuestTermCharges[] = records.students.map((student) => ({
    termId: terms.find((term) => term.schoolId === student.schoolId)?._id as string,
    studentId: student._id,
    classroomId: student.classroomId,
    lines: chargeLines({
      classFeesKobo: fees.get(student.classroomId) ?? 0,
      discount: student.discount,
      items: [],
      optionalItems: [],
    }),
  }));
  const payments: Payment[] = records.payments.map((payment) => ({
    ...payment,
    termId: termOf(payment),
    receiptNo: '',
    paidToDate: null,
    balanceAfter: null,
  }));
  payments.push(...advances(random, payments, termCharges, stamps, recorder));
  payments.sort((a, b) => a.createdAt.localeCompare(b.createdAt));

  const itemSchools = new Set(records.schools.slice(0, 2).map((one) => one._id));
  const feeItems: GuestFeeItem[] = [];
  const students = records.students.map((student) => ({
    ...student,
    optionalItems: [] as string[],
  }));
  for (const room of records.classrooms) {
    const prices = ITEM_CLASSES[room.name];
    const termId = terms.find(
      (term) => term.schoolId === room.schoolId && term.status === 'current',
    )?._id as string;
    if (!prices || !itemSchools.has(room.schoolId)) continue;
    const item = (name: string, naira: number, optional: boolean) => ({
      _id: stamps(Date.parse(SECOND_TERM_OPENED))._id,
      classroomId: room._id,
      termId,
      name,
      amountKobo: toKobo(naira),
      optional,
    });
    const bus = item('School bus', prices.bus, true);
    const lunch = item('Lunch', prices.lunch, true);
    feeItems.push(item('Books and materials', prices.books, false), bus, lunch);
    for (const student of students) {
      if (student.classroomId !== room._id) continue;
      if (random.next() < 0.3) student.optionalItems.push(bus._id);
      if (random.next() < 0.5) student.optionalItems.push(lunch._id);
    }
  }
  return {
    schools: records.schools,
    classrooms: records.classrooms,
    students,
    payments,
    terms,
    feeItems,
    termCharges,
    lateFees: [],
  };
}

/** What a payment the guest recorded at the bursary at `time` holds beside its money. */
export function receivedAtBursary(time: number, recorder: string) {
  return {
    receivedOn: schoolToday(new Date(time)),
    recordedBy: recorder,
    paymentMessage: '',
    transactionNo: '',
    status: PAYMENT_STATUS.paid,
    ...NOT_VOID,
  };
}

/** A transfer a week before 'Second term' from a few students who had paid 'First term' in full. */
function advances(
  random: Prng,
  payments: readonly Payment[],
  termCharges: readonly GuestTermCharges[],
  stamps: Stamps,
  recorder: string,
): Payment[] {
  const paidIn = new Map<string, number>();
  for (const payment of payments) {
    if (!countsAsPaid(payment)) continue;
    const key = `${payment.studentId} ${payment.termId}`;
    paidIn.set(key, (paidIn.get(key) ?? 0) + toKobo(payment.amount));
  }
  const result: Payment[] = [];
  for (const charged of termCharges) {
    const paid = paidIn.get(`${charged.studentId} ${charged.termId}`) ?? 0;
    if (paid < chargesTotalKobo(charged.lines) || random.next() >= ADVANCE_SHARE) continue;
    const last = payments.filter((payment) => payment.studentId === charged.studentId).at(-1);
    if (!last) continue;
    const time = Date.parse(SECOND_TERM_OPENED) - random.int(3, 7) * 24 * 60 * 60 * 1000;
    const digits = random.digits(15);
    result.push({
      ...last,
      ...stamps(time),
      amount: random.pick([5000, 10000, 15000, 20000]),
      purpose: 'Advance on Second term fees',
      referenceNo: `R${digits}`,
      method: 'transfer',
      externalReference: `NIP${digits.slice(0, 12)}`,
      ...receivedAtBursary(time, recorder),
      termId: charged.termId,
    });
  }
  return result.map((payment) => ({ ...payment, amountAsked: payment.amount }));
}
