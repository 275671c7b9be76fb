// The school's reports (docs/reports.md), written once and run against every DataSource in the
// schools of contract-schools.ts: the same records give the same figures, to the kobo and in the
// same order, and the same refusals.
import { REPORT_LIMITS, REPORT_REFUSALS } from '../../constants/money/reports';
import { accountLabel } from '../../format/money/account-label';
import { paymentDay } from '../../format/dates';
import { toKobo } from '../../format/money/money';
import { NotFoundError, ValidationError } from '../../sources/data-errors';
import type { Payment } from '../../types/payment';
import {
  classroom,
  daysAgo,
  pay,
  refused,
  startNext,
  student,
  today,
  yesterday,
} from './contract-records';
import type { ContractCases, ContractSetup } from './contract-schools';

const NO_MONEY = { card: 0, cash: 0, transfer: 0, pos: 0, other: 0 };

/** An id shaped like a term's that is no term of the school. */
const UNKNOWN_TERM = '000000000000000000000000';

/** A parent pays by card: the run's provider takes it in account mode, the demo's checkout else. */
async function payByCard(
  { source, schoolId, chargeCard }: ContractSetup,
  studentId: string,
  amount: number,
) {
  const details = {
    schoolId,
    studentId,
    amount,
    depositorName: 'Ngozi Obi',
    email: 'ngozi@example.com',
    purpose: 'School fees this term',
  };
  const { reference } = await source.initializePayment(details);
  await chargeCard(reference, toKobo(amount));
  const checkout = { reference, status: 'success', message: 'Approved', transaction: '1' };
  return source.recordPayment({ details, checkout });
}

/** Who recorded a payment, as the source names the signed-in account. */
async function recorder({ source }: ContractSetup) {
  const user = await source.getCurrentUser();
  if (!user) throw new Error('no one is signed in');
  return accountLabel(user);
}

/** Payments as the cash book lists them: by day, then as entered. */
const inBookOrder = (payments: Payment[]) =>
  [...payments].sort(
    (a, b) =>
      paymentDay(a).localeCompare(paymentDay(b)) ||
      (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0) ||
      (a._id < b._id ? -1 : 1),
  );

export const REPORTS_CASES: ContractCases = {
  async 'a new school’s reports are of its current term and hold nothing'(setup) {
    const { source, schoolId } = setup;
    const [term] = await source.listTerms(schoolId);
    expect(await source.getTermReport(schoolId)).toEqual({
      termId: term?._id,
      billed: 0,
      collected: 0,
      outstanding: 0,
      credit: 0,
      byClass: [],
      byDay: [],
    });
    expect(await source.getDefaulters(schoolId)).toEqual([]);
    expect(await source.getCashBook(schoolId)).toEqual({
      from: today(),
      to: today(),
      total: 0,
      byMethod: NO_MONEY,
      payments: [],
    });
  },

  async 'a term at a glance: billed, collected and outstanding, by class and by day'(setup) {
    const { source, schoolId } = setup;
    const p10 = await classroom(setup, 'Primary 10', 45000.5);
    const p2 = await classroom(setup, 'Primary 2', 40000);
    const ada = await student(setup, p2._id, 'Obi Ada');
    const chidi = await student(setup, p2._id, 'Eze Chidi', { discount: 25 });
    const bisi = await student(setup, p10._id, 'Bello Bisi', { discount: 10 });
    await student(setup, p10._id, 'Ade Dayo');
    await pay(setup, ada._id, 12345.5);
    await pay(setup, chidi._id, 30000, { method: 'transfer', receivedOn: yesterday() });
    await pay(setup, bisi._id, 10000, { receivedOn: yesterday() });
    await pay(setup, bisi._id, 5000.25, { method: 'transfer' });
    const [term] = await source.listTerms(schoolId);
    // Charged: Ada 40,000, Chidi 30,000, Bisi 40,500.45, Dayo 45,000.50.
    const report = await source.getTermReport(schoolId);
    expect(report).toEqual({
      termId: term?._id,
      billed: 155500.95,
      collected: 57345.75,
      outstanding: 98155.2,
      credit: 0,
      byClass: [
        {
          classroomId: p2._id,
          name: 'Primary 2',
          students: 2,
          billed: 70000,
          collected: 42345.5,
          outstanding: 27654.5,
        },
        {
          classroomId: p10._id,
          name: 'Primary 10',
          students: 2,
          billed: 85500.95,
          collected: 15000.25,
          outstanding: 70500.7,
        },
      ],
      byDay: [
        { day: yesterday(), method: 'cash', amount: 10000 },
        { day: yesterday(), method: 'transfer', amount: 30000 },
        { day: today(), method: 'cash', amount: 12345.5 },
        { day: today(), method: 'transfer', amount: 5000.25 },
      ],
    });
    expect(await source.getTermReport(schoolId, { termId: term?._id })).toEqual(report);
  },

  async 'an overpayment shows as credit, not as less outstanding'(setup) {
    const { source, schoolId } = setup;
    const room = await classroom(setup, 'Primary 3', 30000);
    const ada = await student(setup, room._id, 'Obi Ada');
    const chidi = await student(setup, room._id, 'Eze Chidi');
    await pay(setup, ada._id, 35000);
    expect(await source.getTermReport(schoolId)).toMatchObject({
      billed: 60000,
      collected: 35000,
      outstanding: 30000,
      credit: 5000,
      byClass: [
        {
          classroomId: room._id,
          name: 'Primary 3',
          students: 2,
          billed: 60000,
          collected: 35000,
          outstanding: 30000,
        },
      ],
    });
    const owing = await source.getDefaulters(schoolId);
    expect(owing.map((one) => [one.studentId, one.balance])).toEqual([[chidi._id, 30000]]);
  },

  async 'a void payment counts nowhere but stays listed in the cash book'(setup) {
    const { source, password, schoolId } = setup;
    const room = await classroom(setup, 'Primary 4', 40000);
    const ada = await student(setup, room._id, 'Obi Ada');
    const cash = await pay(setup, ada._id, 10000, { receivedOn: yesterday() });
    const transfer = await pay(setup, ada._id, 20000, { method: 'transfer' });
    await source.voidPayment(transfer._id, 'Entered twice by mistake', password);
    expect(await source.getTermReport(schoolId)).toMatchObject({
      billed: 40000,
      collected: 10000,
      outstanding: 30000,
      credit: 0,
      byClass: [{ classroomId: room._id, collected: 10000, outstanding: 30000 }],
      byDay: [{ day: yesterday(), method: 'cash', amount: 10000 }],
    });
    const [owing] = await source.getDefaulters(schoolId);
    expect(owing).toMatchObject({ balance: 30000, lastPaymentOn: yesterday() });
    const by = await recorder(setup);
    expect(await source.getCashBook(schoolId, { from: yesterday(), to: today() })).toEqual({
      from: yesterday(),
      to: today(),
      total: 10000,
      byMethod: { ...NO_MONEY, cash: 10000 },
      payments: [
        {
          _id: cash._id,
          receivedOn: yesterday(),
          method: 'cash',
          amount: 10000,
          studentName: 'Obi Ada',
          recordedBy: by,
          voided: false,
        },
        {
          _id: transfer._id,
          receivedOn: today(),
          method: 'transfer',
          amount: 20000,
          studentName: 'Obi Ada',
          recordedBy: by,
          voided: true,
        },
      ],
    });
  },

  async 'a closed term keeps its figures; the next one bills what was brought into it'(setup) {
    const { source, schoolId } = setup;
    const room = await classroom(setup, 'Primary 5', 40000);
    const ada = await student(setup, room._id, 'Obi Ada');
    const chidi = await student(setup, room._id, 'Eze Chidi', { discount: 50 });
    await pay(setup, ada._id, 25000);
    await pay(setup, chidi._id, 30000);
    const [first] = await source.listTerms(schoolId);
    const second = await startNext(setup);
    await pay(setup, ada._id, 5000);

    expect(await source.getTermReport(schoolId, { termId: first?._id })).toEqual({
      termId: first?._id,
      billed: 60000,
      collected: 55000,
      outstanding: 15000,
      credit: 10000,
      byClass: [
        {
          classroomId: room._id,
          name: 'Primary 5',
          students: 2,
          billed: 60000,
          collected: 55000,
          outstanding: 15000,
        },
      ],
      byDay: [{ day: today(), method: 'cash', amount: 55000 }],
    });
    // Ada brings 15,000 and Chidi a credit of 10,000 into 40,000 and 20,000 of charges.
    const current = await source.getTermReport(schoolId);
    expect(current).toEqual({
      termId: second._id,
      billed: 65000,
      collected: 5000,
      outstanding: 60000,
      credit: 0,
      byClass: [
        {
          classroomId: room._id,
          name: 'Primary 5',
          students: 2,
          billed: 65000,
          collected: 5000,
          outstanding: 60000,
        },
      ],
      byDay: [{ day: today(), method: 'cash', amount: 5000 }],
    });
    expect(await source.getTermReport(schoolId, { termId: second._id })).toEqual(current);

    const owed = async (termId?: string) =>
      (await source.getDefaulters(schoolId, { termId })).map((one) => [
        one.studentId,
        one.broughtForward,
        one.balance,
      ]);
    expect(await owed(first?._id)).toEqual([[ada._id, 0, 15000]]);
    expect(await owed()).toEqual([
      [ada._id, 15000, 50000],
      [chidi._id, -10000, 10000],
    ]);
  },

  async 'a term groups students by the class they were in then; a leaver counts in the totals only'(
    setup,
  ) {
    const { source, schoolId } = setup;
    const p5 = await classroom(setup, 'Primary 5', 40000);
    const p6 = await classroom(setup, 'Primary 6', 50000);
    const ada = await student(setup, p5._id, 'Obi Ada');
    const bisi = await student(setup, p6._id, 'Bello Bisi');
    await startNext(setup);
    const third = await startNext(setup);
    await startNext(setup, { [p5._id]: p6._id, [p6._id]: null });
    await pay(setup, bisi._id, 20000);

    expect(await source.getTermReport(schoolId, { termId: third._id })).toEqual({
      termId: third._id,
      billed: 270000,
      collected: 0,
      outstanding: 270000,
      credit: 0,
      byClass: [
        {
          classroomId: p5._id,
          name: 'Primary 5',
          students: 1,
          billed: 120000,
          collected: 0,
          outstanding: 120000,
        },
        {
          classroomId: p6._id,
          name: 'Primary 6',
          students: 1,
          billed: 150000,
          collected: 0,
          outstanding: 150000,
        },
      ],
      byDay: [],
    });
    expect(await source.getTermReport(schoolId)).toMatchObject({
      billed: 320000,
      collected: 20000,
      outstanding: 300000,
      credit: 0,
      byClass: [
        {
          classroomId: p6._id,
          name: 'Primary 6',
          students: 1,
          billed: 170000,
          collected: 0,
          outstanding: 170000,
        },
      ],
      byDay: [{ day: today(), method: 'cash', amount: 20000 }],
    });

    expect(await source.getDefaulters(schoolId)).toEqual([
      {
        studentId: ada._id,
        fullname: 'Obi Ada',
        classroom: 'Primary 6',
        broughtForward: 120000,
        balance: 170000,
        lastPaymentOn: null,
        parentPhone: '08031234567',
        parentEmail: '',
        // The default plan: all of it due the day the term opened, today.
        overdueSince: today(),
        daysOverdue: 0,
      },
      {
        studentId: bisi._id,
        fullname: 'Bello Bisi',
        classroom: '',
        broughtForward: 150000,
        balance: 130000,
        lastPaymentOn: today(),
        parentPhone: '08031234567',
        parentEmail: '',
        overdueSince: today(),
        daysOverdue: 0,
      },
    ]);
    const inClass = async (classroomId: string, termId?: string) =>
      (await source.getDefaulters(schoolId, { termId, classroomId })).map((one) => [
        one.studentId,
        one.classroom,
        one.balance,
      ]);
    expect(await inClass(p5._id)).toEqual([]);
    expect(await inClass(p6._id)).toEqual([[ada._id, 'Primary 6', 170000]]);
    expect(await inClass(p5._id, third._id)).toEqual([[ada._id, 'Primary 5', 120000]]);
    expect(await inClass(p6._id, third._id)).toEqual([[bisi._id, 'Primary 6', 150000]]);
  },

  async 'defaulters: above the minimum, largest first, ties by name as written, then id'(setup) {
    const { source, schoolId } = setup;
    const p1 = await classroom(setup, 'Primary 1', 30000);
    const p2 = await classroom(setup, 'Primary 2', 30000);
    const ada = await student(setup, p1._id, 'Obi Ada');
    const bisis = [
      await student(setup, p1._id, 'Bello Bisi'),
      await student(setup, p1._id, 'Bello Bisi'),
    ];
    const chidi = await student(setup, p2._id, 'Eze Chidi', { parentEmail: 'chidi@example.com' });
    const dayo = await student(setup, p2._id, 'ade Dayo');
    const efe = await student(setup, p2._id, 'Ojo Efe');
    const femi = await student(setup, p2._id, 'Uche Femi');
    await pay(setup, ada._id, 10000, { receivedOn: yesterday() });
    await pay(setup, ada._id, 5000);
    await pay(setup, chidi._id, 15000, { receivedOn: yesterday() });
    await pay(setup, dayo._id, 15000, { method: 'pos' });
    await pay(setup, efe._id, 29999.5);
    await pay(setup, femi._id, 30000);

    const ids = async (query: { min?: number; classroomId?: string } = {}) =>
      (await source.getDefaulters(schoolId, query)).map((one) => one.studentId);
    const bisiIds = bisis.map((one) => one._id).sort();
    const owing = [...bisiIds, chidi._id, ada._id, dayo._id, efe._id];
    expect(await ids()).toEqual(owing);
    expect(await ids({ min: 0 })).toEqual(owing);
    expect(await ids({ min: 15000 })).toEqual(bisiIds);
    expect(await ids({ min: 14999.99 })).toEqual(owing.slice(0, 5));
    expect(await ids({ min: 0.5 })).toEqual(owing.slice(0, 5));
    expect(await ids({ min: 0.49 })).toEqual(owing);
    expect(await ids({ classroomId: p2._id })).toEqual([chidi._id, dayo._id, efe._id]);

    const listed = await source.getDefaulters(schoolId);
    expect(listed.find((one) => one.studentId === chidi._id)).toEqual({
      studentId: chidi._id,
      fullname: 'Eze Chidi',
      classroom: 'Primary 2',
      broughtForward: 0,
      balance: 15000,
      lastPaymentOn: yesterday(),
      parentPhone: '08031234567',
      parentEmail: 'chidi@example.com',
      overdueSince: today(),
      daysOverdue: 0,
    });
    expect(listed.map((one) => [one.balance, one.lastPaymentOn])).toEqual([
      [30000, null],
      [30000, null],
      [15000, yesterday()],
      [15000, today()],
      [15000, today()],
      [0.5, today()],
    ]);
  },

  async 'the cash book lists the days’ payments by method, with who put each on the books'(setup) {
    const { source, schoolId } = setup;
    const room = await classroom(setup, 'Primary 4', 100000);
    const ada = await student(setup, room._id, 'Obi Ada');
    const chidi = await student(setup, room._id, 'Eze Chidi');
    const early = await pay(setup, chidi._id, 3000, { method: 'transfer', receivedOn: daysAgo(2) });
    const before = [
      await pay(setup, ada._id, 10000, { receivedOn: yesterday() }),
      await pay(setup, chidi._id, 20000, { method: 'transfer', receivedOn: yesterday() }),
    ];
    const todays = [
      await pay(setup, ada._id, 2500.5, { method: 'pos' }),
      await payByCard(setup, ada._id, 7000),
      await pay(setup, chidi._id, 1000, { method: 'other' }),
    ];
    const by = await recorder(setup);
    const listed = (payments: Payment[]) =>
      inBookOrder(payments).map((payment) => ({
        _id: payment._id,
        receivedOn: paymentDay(payment),
        method: payment.method,
        amount: payment.amount,
        studentName: payment.studentName,
        recordedBy: payment.method === 'card' ? 'Ngozi Obi (card)' : by,
        voided: false,
      }));

    expect(await source.getCashBook(schoolId, { from: yesterday(), to: today() })).toEqual({
      from: yesterday(),
      to: today(),
      total: 40500.5,
      byMethod: { card: 7000, cash: 10000, transfer: 20000, pos: 2500.5, other: 1000 },
      payments: listed([...before, ...todays]),
    });
    expect(await source.getCashBook(schoolId, { from: daysAgo(2) })).toEqual({
      from: daysAgo(2),
      to: daysAgo(2),
      total: 3000,
      byMethod: { ...NO_MONEY, transfer: 3000 },
      payments: listed([early]),
    });
    expect(await source.getCashBook(schoolId, { to: yesterday() })).toMatchObject({
      from: yesterday(),
      to: yesterday(),
      total: 30000,
      payments: listed(before),
    });
    expect(await source.getCashBook(schoolId)).toMatchObject({
      from: today(),
      to: today(),
      total: 10500.5,
      payments: listed(todays),
    });
  },

  async 'refuses an unknown term, a minimum below nothing, and days the wrong way round, too many or badly written'(
    setup,
  ) {
    const { source, schoolId } = setup;
    const notFound = { status: 404, message: REPORT_REFUSALS.termNotFound };
    await refused(
      source.getTermReport(schoolId, { termId: UNKNOWN_TERM }),
      NotFoundError,
      notFound,
    );
    await refused(
      source.getDefaulters(schoolId, { termId: UNKNOWN_TERM }),
      NotFoundError,
      notFound,
    );

    const below = 'min must be at least 0';
    const negative = source.getDefaulters(schoolId, { min: -1 });
    await refused(negative, ValidationError, {
      status: 400,
      message: below,
      fields: { min: below },
    });

    const invalid = (field: 'from' | 'to', message: string) => ({
      status: 400,
      message,
      fields: { [field]: message },
    });
    const backwards = source.getCashBook(schoolId, { from: today(), to: yesterday() });
    await refused(backwards, ValidationError, invalid('from', 'from must not be after to'));
    const days = REPORT_LIMITS.cashBookDaysMax;
    const tooMany = source.getCashBook(schoolId, { from: daysAgo(days), to: today() });
    await refused(tooMany, ValidationError, invalid('to', REPORT_REFUSALS.cashBookTooLong));
    const fortyDays = source.getCashBook(schoolId, { from: daysAgo(39), to: today() });
    await refused(fortyDays, ValidationError, invalid('to', REPORT_REFUSALS.cashBookTooLong));
    expect(await source.getCashBook(schoolId, { from: daysAgo(days - 1), to: today() })).toEqual({
      from: daysAgo(days - 1),
      to: today(),
      total: 0,
      byMethod: NO_MONEY,
      payments: [],
    });
    const notADay = source.getCashBook(schoolId, { from: '2026-02-30' });
    await refused(
      notADay,
      ValidationError,
      invalid('from', 'from must be a day written YYYY-MM-DD'),
    );
    const written = source.getCashBook(schoolId, { to: '27-11-2026' });
    await refused(written, ValidationError, invalid('to', 'to must be a day written YYYY-MM-DD'));
  },
};
