import { toKobo, toNaira } from '../format/money/money';
import type { GuestData } from '../sources/guest-storage';
import type { Payment } from '../types/payment';
import { receivedAtBursary } from './generate-demo-ledger';
import type { Prng } from './prng';

type Stamps = (time: number) => { _id: string; createdAt: string; updatedAt: string };

const MINUTE = 60 * 1000;

/** How long before the demo clock's now each school's bursary took this morning's payment. */
const MINUTES_BEFORE_NOW = [40, 25, 55, 70];

/**
 * The demo's morning (docs/guest-demo.md#the-demos-data): each school received one payment at the
 * bursary in the hour or so before the demo clock's now, half of what a student still owed this
 * term, so the payments list's 'Today' has takings however late in the day the demo is opened.
 * One a school keeps a new guest's bell a handful. It draws from the generator after every other
 * record, so adding it changed none of them.
 */
export function morningTakings(
  random: Prng,
  records: Omit<GuestData, 'users' | 'families'>,
  now: number,
  stamps: Stamps,
  recorder: string,
): Payment[] {
  return records.schools.flatMap((school, index) => {
    const term = records.terms.find(
      (one) => one.schoolId === school._id && one.status === 'current',
    );
    // A student who owes at least NGN 2,000 and has paid before, so the depositor is known.
    const owing = records.students.filter(
      (student) =>
        student.schoolId === school._id &&
        student.balance >= 2000 &&
        records.payments.some((payment) => payment.studentId === student._id),
    );
    if (!term || owing.length === 0) return [];
    const student = random.pick(owing);
    const last = records.payments.filter((payment) => payment.studentId === student._id).at(-1)!;
    const time = now - (MINUTES_BEFORE_NOW[index % MINUTES_BEFORE_NOW.length] ?? 30) * MINUTE;
    const digits = random.digits(15);
    const transfer = index % 2 === 1;
    const amount = toNaira(Math.round(toKobo(student.balance) / 100_000) * 50_000);
    return [
      {
        ...last,
        ...stamps(time),
        studentName: student.fullname,
        studentClass: student.classroom,
        classroomId: student.classroomId,
        termId: term._id,
        amount,
        amountAsked: amount,
        purpose: 'Part payment of tuition',
        referenceNo: `R${digits}`,
        method: transfer ? 'transfer' : 'cash',
        externalReference: transfer ? `NIP${digits.slice(0, 12)}` : '',
        ...receivedAtBursary(time, recorder),
      },
    ];
  });
}
