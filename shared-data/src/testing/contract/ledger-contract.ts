// The fee ledger's cases (docs/terms.md), written once and run against every DataSource in the
// schools of contract-schools.ts.
import { FEE_ITEM_COPY_REFUSALS, TERM_REFUSALS } from '../../constants/school-records/terms';
import { receiptNumber, receiptPrefix } from '../../format/money/receipt-number';
import { chargedNextTerm } from '../../ledger/promotions';
import { nextTerm, sessionOf } from '../../ledger/terms';
import type { Student } from '../../types/student';
import type { Payment } from '../../types/payment';
import type { ListParams } from '../../sources/data-source';
import { ConflictError } from '../../sources/data-errors';
import { classroom, daysAgo, pay, startNext, student, today, yesterday } from './contract-records';
import type { ContractCases, ContractSetup } from './contract-schools';

async function itemsOf(setup: ContractSetup, classroomId: string) {
  const saved = await setup.source.saveFeeItems(
    classroomId,
    [
      { name: 'Books and materials', amount: 12500, optional: false },
      { name: 'School bus', amount: 30000, optional: true },
      { name: 'Lunch', amount: 20000, optional: true },
    ],
    setup.password,
  );
  const named = (name: string) => saved.find((item) => item.name === name)!;
  return { books: named('Books and materials'), bus: named('School bus'), lunch: named('Lunch') };
}

const money = (one: Student) => ({
  broughtForward: one.broughtForward,
  totalFeesExpected: one.totalFeesExpected,
  totalPaidFees: one.totalPaidFees,
  balance: one.balance,
});

export const LEDGER_CASES: ContractCases = {
  async 'charges the class fee, the discount off it, required items and the optional ones taken'(
    setup,
  ) {
    const { source, schoolId } = setup;
    const room = await classroom(setup, 'Primary5', 40000);
    const { bus } = await itemsOf(setup, room._id);
    const ada = await student(setup, room._id, 'Obi Ada', {
      discount: 10,
      optionalItems: [bus._id],
    });
    expect(money(ada)).toEqual({
      broughtForward: 0,
      totalFeesExpected: 78500,
      totalPaidFees: 0,
      balance: 78500,
    });
    const statement = await source.getStatement(ada._id);
    expect(statement.terms.map((term) => term.charges)).toEqual([
      [
        { name: 'Class fee', amount: 40000 },
        { name: 'Discount (10%)', amount: -4000 },
        { name: 'Books and materials', amount: 12500 },
        { name: 'School bus', amount: 30000 },
      ],
    ]);
    expect((await source.get('classrooms', room._id)).totalFeesExpected).toBe(78500);
    expect((await source.get('schools', schoolId)).totalFeesExpected).toBe(78500);
  },

  async "copying fee items gives a class another class's items and re-prices it, or says why not"(
    setup,
  ) {
    const { source, password, schoolId } = setup;
    const p5 = await classroom(setup, 'Primary 5', 40000);
    const p6 = await classroom(setup, 'Primary 6', 45000);
    const empty = await classroom(setup, 'Primary 4', 40000);
    await itemsOf(setup, p5._id);
    await source.saveFeeItems(
      p6._id,
      [{ name: 'Uniform', amount: 5000, optional: false }],
      password,
    );
    const ada = await student(setup, p6._id, 'Obi Ada');
    const from = await source.getFeeItems(p5._id);

    const refusals = [
      [p6._id, FEE_ITEM_COPY_REFUSALS.itself],
      ['000000000000000000000000', FEE_ITEM_COPY_REFUSALS.otherSchool],
      [empty._id, FEE_ITEM_COPY_REFUSALS.nothing('Primary 4')],
    ] as const;
    for (const [id, message] of refusals) {
      await expect(source.copyFeeItems(p6._id, id, password)).rejects.toMatchObject({
        status: 400,
        fields: { from: message },
      });
    }
    expect((await source.getFeeItems(p6._id)).map((item) => item.name)).toEqual(['Uniform']);

    const copied = await source.copyFeeItems(p6._id, p5._id, password);
    const shape = ({ name, amount, optional }: (typeof from)[number]) => ({
      name,
      amount,
      optional,
    });
    expect(copied.map(shape)).toEqual(from.map(shape));
    expect(await source.getFeeItems(p6._id)).toEqual(copied);
    expect(await source.getFeeItems(p5._id)).toEqual(from);
    expect((await source.get('students', ada._id)).totalFeesExpected).toBe(45000 + 12500);
    expect((await source.get('schools', schoolId)).totalFeesExpected).toBe(57500);
  },

  async 'an imported file charges each row the optional items it takes, as the form does'(setup) {
    const { source, password, schoolId } = setup;
    const room = await classroom(setup, 'Primary5', 40000);
    const { books, bus, lunch } = await itemsOf(setup, room._id);
    const row = (fullname: string, optionalItems: string[]) => ({
      fullname,
      age: 10,
      sex: 'Female' as const,
      phoneNo: '08031234567',
      parentEmail: '',
      discount: 10,
      classroom: room._id,
      optionalItems,
    });
    const refused = source.importStudents(
      schoolId,
      [row('Obi Ada', [bus._id]), row('Eze Chidi', [books._id])],
      password,
    );
    await expect(refused).rejects.toMatchObject({
      status: 400,
      message: TERM_REFUSALS.optionalItemNotInClass,
      fields: { 'students[1].optionalItems': TERM_REFUSALS.optionalItemNotInClass },
    });
    expect((await source.list('students', { filter: { schoolId } })).total).toBe(0);

    const rows = [row('Obi Ada', [lunch._id, bus._id, lunch._id]), row('Eze Chidi', [])];
    expect(await source.importStudents(schoolId, rows, password)).toEqual({ imported: 2 });
    const { items } = await source.list('students', { filter: { schoolId } });
    expect(items.map((one) => [one.fullname, one.optionalItems, one.totalFeesExpected])).toEqual([
      ['Obi Ada', [bus._id, lunch._id], 98500],
      ['Eze Chidi', [], 48500],
    ]);
    const statement = await source.getStatement(items[0]!._id);
    expect(statement.terms.map((term) => term.charges)).toEqual([
      [
        { name: 'Class fee', amount: 40000 },
        { name: 'Discount (10%)', amount: -4000 },
        { name: 'Books and materials', amount: 12500 },
        { name: 'School bus', amount: 30000 },
        { name: 'Lunch', amount: 20000 },
      ],
    ]);
    expect((await source.get('classrooms', room._id)).totalFeesExpected).toBe(147000);
    expect((await source.get('schools', schoolId)).totalFeesExpected).toBe(147000);
  },

  async 'a partial payment lowers the balance and raises every paid total'(setup) {
    const { source, schoolId } = setup;
    const room = await classroom(setup, 'Primary5', 40000);
    const ada = await student(setup, room._id, 'Obi Ada');
    const payment = await pay(setup, ada._id, 15000);
    const [term] = await source.listTerms(schoolId);
    expect(payment.termId).toBe(term?._id);
    expect(money(await source.get('students', ada._id))).toEqual({
      broughtForward: 0,
      totalFeesExpected: 40000,
      totalPaidFees: 15000,
      balance: 25000,
    });
    expect((await source.get('classrooms', room._id)).totalFees).toBe(15000);
    expect((await source.get('schools', schoolId)).totalFees).toBe(15000);
  },

  async 'the next term carries arrears, fee items and choices'(setup) {
    const { source, schoolId } = setup;
    const room = await classroom(setup, 'Primary5', 40000);
    const { bus } = await itemsOf(setup, room._id);
    const ada = await student(setup, room._id, 'Obi Ada', { optionalItems: [bus._id] });
    await pay(setup, ada._id, 50000);
    const [first] = await source.listTerms(schoolId);
    expect(await source.previewNextTerm(schoolId)).toEqual({
      closing: first!._id,
      session: sessionOf(),
      name: 'Second term',
      startsSession: false,
      students: 1,
      classes: [{ _id: room._id, students: 1 }],
      arrears: { students: 1, amount: 32500 },
      credit: { students: 0, amount: 0 },
    });
    const second = await startNext(setup);
    expect(second).toMatchObject({ name: 'Second term', status: 'current' });
    const carried = await source.get('students', ada._id);
    expect(money(carried)).toEqual({
      broughtForward: 32500,
      totalFeesExpected: 32500 + 82500,
      totalPaidFees: 0,
      balance: 115000,
    });
    expect(carried.optionalItems).toEqual([bus._id]);
    expect((await source.getFeeItems(room._id)).map((item) => item.name)).toEqual([
      'Books and materials',
      'School bus',
      'Lunch',
    ]);
    const thisTerm = await source.list('payments', { filter: { schoolId, termId: second._id } });
    expect(thisTerm.total).toBe(0);
  },

  async 'the same next-term step sent twice closes one term: the second is refused'(setup) {
    const { source, password, schoolId } = setup;
    const room = await classroom(setup, 'Primary5', 40000);
    const ada = await student(setup, room._id, 'Obi Ada');
    const { closing } = await source.previewNextTerm(schoolId);
    const steps = await Promise.allSettled([
      source.startNextTerm(schoolId, closing, undefined, password),
      source.startNextTerm(schoolId, closing, undefined, password),
    ]);
    expect(steps.map((step) => step.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = steps.find((step) => step.status === 'rejected');
    expect(refused?.reason).toBeInstanceOf(ConflictError);
    expect(refused?.reason).toMatchObject({ status: 409, message: TERM_REFUSALS.alreadyClosed });
    expect((await source.listTerms(schoolId)).map((term) => term.status)).toEqual([
      'closed',
      'current',
    ]);
    expect(money(await source.get('students', ada._id))).toMatchObject({
      broughtForward: 40000,
      balance: 80000,
    });
  },

  async 'an overpayment is carried as a credit that the next term spends first'(setup) {
    const { source, schoolId } = setup;
    const room = await classroom(setup, 'Primary5', 40000);
    const ada = await student(setup, room._id, 'Obi Ada');
    await pay(setup, ada._id, 100000);
    expect((await source.get('students', ada._id)).balance).toBe(-60000);
    expect((await source.previewNextTerm(schoolId)).credit).toEqual({ students: 1, amount: 60000 });
    await startNext(setup);
    expect(money(await source.get('students', ada._id))).toEqual({
      broughtForward: -60000,
      totalFeesExpected: -20000,
      totalPaidFees: 0,
      balance: -20000,
    });
  },

  async 'voiding a payment of a closed term raises what is brought forward'(setup) {
    const { source, password, schoolId } = setup;
    const room = await classroom(setup, 'Primary5', 40000);
    const ada = await student(setup, room._id, 'Obi Ada');
    const payment = await pay(setup, ada._id, 10000, { receivedOn: yesterday() });
    const [first] = await source.listTerms(schoolId);
    expect(payment.termId).toBe(first?._id);
    await startNext(setup);
    expect((await source.get('students', ada._id)).broughtForward).toBe(30000);
    await source.voidPayment(payment._id, 'Cheque bounced', password);
    expect(money(await source.get('students', ada._id))).toEqual({
      broughtForward: 40000,
      totalFeesExpected: 80000,
      totalPaidFees: 0,
      balance: 80000,
    });
    expect((await source.get('schools', schoolId)).totalFeesExpected).toBe(80000);
  },

  async "numbers the school's receipts in turn; each keeps what was paid and left when counted"(
    setup,
  ) {
    const { source, password, schoolId } = setup;
    const room = await classroom(setup, 'Primary5', 30000);
    const ada = await student(setup, room._id, 'Obi Ada');
    const { name } = await source.get('schools', schoolId);
    const number = (count: number) => receiptNumber(receiptPrefix(name), count);
    const receipt = (payment: Payment) => [
      payment.receiptNo,
      payment.paidToDate,
      payment.balanceAfter,
    ];
    const first = await pay(setup, ada._id, 10000);
    expect(receipt(first)).toEqual([number(1), 10000, 20000]);
    const second = await pay(setup, ada._id, 25000);
    expect(receipt(second)).toEqual([number(2), 35000, -5000]);
    // A void keeps its number and what it said; the next payment takes a new number.
    const voided = await source.voidPayment(first._id, 'Entered twice by mistake', password);
    expect(receipt(voided)).toEqual([number(1), 10000, 20000]);
    const third = await pay(setup, ada._id, 1000);
    expect(receipt(third)).toEqual([number(3), 26000, 4000]);
    expect(receipt(await source.get('payments', second._id))).toEqual([number(2), 35000, -5000]);
  },

  async 'finds a receipt by its number or part of it, in any case, a void one too'(setup) {
    const { source, password, schoolId } = setup;
    const room = await classroom(setup, 'Primary5', 30000);
    const ada = await student(setup, room._id, 'Obi Ada');
    const { name } = await source.get('schools', schoolId);
    const first = await pay(setup, ada._id, 10000);
    const second = await pay(setup, ada._id, 2500);
    await source.voidPayment(first._id, 'Entered twice by mistake', password);
    // The account holds other schools of the same prefix, so each search stays in this one.
    const found = async (receipt: string) =>
      (await source.list('payments', { receipt, filter: { schoolId } })).items.map(
        (payment) => payment.receiptNo,
      );
    const number = (count: number) => receiptNumber(receiptPrefix(name), count);
    expect(await found(number(2).toLowerCase())).toEqual([second.receiptNo]);
    expect(await found(` ${number(1)} `)).toEqual([number(1)]);
    expect(await found('-00000')).toEqual([number(2), number(1)]);
    expect(await found('%')).toEqual([]);
    const counted = await source.list('payments', { receipt: '-00000', filter: { schoolId } });
    expect([counted.total, counted.amount]).toEqual([2, 2500]);
  },

  async 'a new session moves classes up; leavers keep their record and balance and can pay'(setup) {
    const { source, schoolId } = setup;
    const p5 = await classroom(setup, 'Primary5', 40000);
    const p6 = await classroom(setup, 'Primary6', 50000);
    const ada = await student(setup, p5._id, 'Obi Ada');
    const bisi = await student(setup, p6._id, 'Bello Bisi');
    const refused = startNext(setup, { [p5._id]: p6._id });
    await expect(refused).rejects.toMatchObject({
      status: 400,
      message: TERM_REFUSALS.promotionsOutsideSession,
      fields: { promotions: TERM_REFUSALS.promotionsOutsideSession },
    });
    await startNext(setup);
    await startNext(setup);
    const terms = await source.listTerms(schoolId);
    expect(terms.map((term) => term.name)).toEqual(['First term', 'Second term', 'Third term']);
    await expect(startNext(setup, { [p5._id]: '000000000000000000000000' })).rejects.toMatchObject({
      status: 400,
    });
    expect(await source.listTerms(schoolId)).toEqual(terms);
    const preview = await source.previewNextTerm(schoolId);
    expect(preview.startsSession).toBe(true);
    const promotions = { [p5._id]: p6._id, [p6._id]: null };
    expect(chargedNextTerm(preview, promotions)).toBe(1);

    const opened = await startNext(setup, promotions);
    expect(opened).toMatchObject({
      name: 'First term',
      session: nextTerm({ session: sessionOf(), name: 'Third term' }).session,
    });
    expect(await source.get('students', ada._id)).toMatchObject({
      classroomId: p6._id,
      classroom: 'Primary6',
      enrolment: 'enrolled',
      broughtForward: 120000,
      totalFeesExpected: 170000,
    });
    expect(await source.get('students', bisi._id)).toMatchObject({
      enrolment: 'left',
      broughtForward: 150000,
      totalFeesExpected: 150000,
      balance: 150000,
    });
    const left = await source.list('students', { filter: { schoolId, enrolment: 'left' } });
    expect(left.items.map((one) => one._id)).toEqual([bisi._id]);
    const enrolled = await source.list('students', { filter: { schoolId, enrolment: 'enrolled' } });
    expect(enrolled.total).toBe(chargedNextTerm(preview, promotions));
    expect(await source.get('classrooms', p6._id)).toMatchObject({
      noOfStudents: 1,
      totalFeesExpected: 170000,
    });
    expect((await source.get('classrooms', p5._id)).noOfStudents).toBe(0);

    await pay(setup, bisi._id, 20000);
    expect((await source.get('students', bisi._id)).balance).toBe(130000);
    // The school counts its enrolled students; its money still holds the leaver's arrears.
    expect(await source.get('schools', schoolId)).toMatchObject({
      noOfStudents: 1,
      totalFeesExpected: 320000,
      totalFees: 20000,
    });
    expect((await source.get('classrooms', p6._id)).totalFees).toBe(0);
  },

  async 'the term can be set until the school has a payment, then no more'(setup) {
    const { source, password, schoolId } = setup;
    const place = { session: sessionOf(), name: 'Second term' as const };
    const set = await source.setCurrentTerm(schoolId, place, password);
    expect(set).toMatchObject({ ...place, status: 'current' });
    expect(await source.listTerms(schoolId)).toEqual([set]);
    const room = await classroom(setup, 'Primary5', 40000);
    const ada = await student(setup, room._id, 'Obi Ada');
    await pay(setup, ada._id, 1000);
    const refused = source.setCurrentTerm(schoolId, { ...place, name: 'Third term' }, password);
    await expect(refused).rejects.toMatchObject({
      status: 409,
      message: TERM_REFUSALS.termLocked,
    });
    expect(await source.listTerms(schoolId)).toEqual([set]);
  },

  async 'the students list sorts by balance either way, ties in registration order'(setup) {
    const { source, schoolId } = setup;
    const p5 = await classroom(setup, 'Primary5', 40000);
    const p6 = await classroom(setup, 'Primary6', 50000);
    const ada = await student(setup, p5._id, 'Obi Ada');
    const bisi = await student(setup, p5._id, 'Bello Bisi');
    const chidi = await student(setup, p5._id, 'Eze Chidi');
    const dayo = await student(setup, p6._id, 'Ade Dayo');
    const efe = await student(setup, p6._id, 'Ojo Efe', { discount: 50 });
    await pay(setup, bisi._id, 10000.5);
    await pay(setup, dayo._id, 60000);
    // Balances: Ada 40,000; Bisi 29,999.50; Chidi 40,000, Ada's tie; Dayo a credit of 10,000;
    // Efe 25,000.
    const ids = async (params: ListParams<Student>) =>
      (await source.list('students', params)).items.map((one) => one._id);
    const byBalance = (order: 'asc' | 'desc') => ({ by: 'balance' as const, order });
    expect(await ids({ filter: { schoolId }, sort: byBalance('asc') })).toEqual([
      dayo._id,
      efe._id,
      bisi._id,
      ada._id,
      chidi._id,
    ]);
    const descending = [ada._id, chidi._id, bisi._id, efe._id, dayo._id];
    expect(await ids({ filter: { schoolId }, sort: byBalance('desc') })).toEqual(descending);
    const pages = [0, 2, 4].map((offset) =>
      source.list('students', { filter: { schoolId }, sort: byBalance('desc'), limit: 2, offset }),
    );
    const answered = await Promise.all(pages);
    expect(answered.map((page) => page.total)).toEqual([5, 5, 5]);
    expect(answered.flatMap((page) => page.items.map((one) => one._id))).toEqual(descending);
    expect(
      await ids({ filter: { schoolId, classroomId: p6._id }, sort: byBalance('desc'), q: 'o' }),
    ).toEqual([efe._id, dayo._id]);
    expect(await ids({ filter: { schoolId } })).toEqual([
      ada._id,
      bisi._id,
      chidi._id,
      dayo._id,
      efe._id,
    ]);
  },

  async 'the payments list keeps the days asked for and sorts by date or amount, totals and voids included'(
    setup,
  ) {
    const { source, password, schoolId } = setup;
    const room = await classroom(setup, 'Primary5', 90000);
    const ada = await student(setup, room._id, 'Obi Ada');
    const [twoDaysAgo, dayBefore, thisDay] = [daysAgo(2), yesterday(), today()];
    const early = await pay(setup, ada._id, 10000.5, { receivedOn: twoDaysAgo });
    const cash = await pay(setup, ada._id, 20000, { receivedOn: thisDay });
    const transfer = await source.recordOfflinePayment(
      {
        ...{ schoolId, studentId: ada._id, amount: 20000, method: 'transfer' },
        ...{ receivedOn: dayBefore, depositorName: 'Ngozi Obi', email: '' },
        ...{ purpose: 'School fees this term', externalReference: `NIP${Date.now()}` },
      },
      password,
    );
    const voided = await pay(setup, ada._id, 5000, { receivedOn: thisDay });
    await source.voidPayment(voided._id, 'Entered twice by mistake', password);
    const list = async (params: Omit<ListParams<Payment>, 'filter'>) => {
      const answer = await source.list('payments', { filter: { schoolId }, ...params });
      return { ...answer, items: answer.items.map((one) => one._id) };
    };
    expect(await list({ from: dayBefore, to: thisDay })).toEqual({
      items: [voided._id, transfer._id, cash._id],
      total: 3,
      amount: 40000,
      amountByMethod: { cash: 20000, transfer: 20000 },
      voided: 1,
    });
    expect(await list({ from: twoDaysAgo, to: twoDaysAgo })).toEqual({
      items: [early._id],
      total: 1,
      amount: 10000.5,
      amountByMethod: { cash: 10000.5 },
      voided: 0,
    });
    expect((await list({ to: dayBefore })).items).toEqual([transfer._id, early._id]);
    expect((await list({ from: daysAgo(40), to: daysAgo(30) })).total).toBe(0);
    // Ties keep the list's order, newest first: the same day, or cash and transfer at 20,000.
    const sorted = async (by: 'date' | 'amount', order: 'asc' | 'desc') =>
      (await list({ sort: { by, order } })).items;
    expect(await sorted('date', 'desc')).toEqual([voided._id, cash._id, transfer._id, early._id]);
    expect(await sorted('date', 'asc')).toEqual([early._id, transfer._id, voided._id, cash._id]);
    const amountDescending = [transfer._id, cash._id, early._id, voided._id];
    expect(await sorted('amount', 'desc')).toEqual(amountDescending);
    expect(await sorted('amount', 'asc')).toEqual([voided._id, early._id, transfer._id, cash._id]);
    const pages = await Promise.all(
      [0, 2].map((offset) => list({ sort: { by: 'amount', order: 'desc' }, limit: 2, offset })),
    );
    expect(pages.map((page) => [page.total, page.amount])).toEqual([
      [4, 50000.5],
      [4, 50000.5],
    ]);
    expect(pages.flatMap((page) => page.items)).toEqual(amountDescending);
    // A page after a payment follows it in the list's order, with the whole list's figures.
    const afterCash = await list({
      sort: { by: 'amount', order: 'desc' },
      limit: 2,
      after: cash._id,
    });
    expect(afterCash).toMatchObject({ items: [early._id, voided._id], total: 4, amount: 50000.5 });
    expect((await list({ after: early._id })).items).toEqual([]);
    expect((await list({ after: voided._id, limit: 1 })).items).toEqual([transfer._id]);
  },

  async 'the statement runs the balance from term to term and ends at the student’s'(setup) {
    const { source } = setup;
    const room = await classroom(setup, 'Primary5', 40000);
    const ada = await student(setup, room._id, 'Obi Ada');
    await pay(setup, ada._id, 25000);
    await startNext(setup);
    await pay(setup, ada._id, 50000);
    const statement = await source.getStatement(ada._id);
    expect(
      statement.terms.map((term) => ({
        name: term.name,
        broughtForward: term.broughtForward,
        paid: term.payments.map((payment) => [payment.amount, payment.method]),
        balance: term.balance,
      })),
    ).toEqual([
      { name: 'First term', broughtForward: 0, paid: [[25000, 'cash']], balance: 15000 },
      { name: 'Second term', broughtForward: 15000, paid: [[50000, 'cash']], balance: 5000 },
    ]);
    expect(statement.balance).toBe(5000);
    expect((await source.get('students', ada._id)).balance).toBe(statement.balance);
  },
};
