import {
  cardPayer,
  cashBook,
  cashBookDays,
  compareClassNames,
  defaulters,
  termBalanceKobo,
  termReport,
  termReportInNaira,
  type CashBookEntryKobo,
  type DefaulterCandidateKobo,
  type StudentTermKobo,
  type TermPaymentKobo,
} from './reports';

const row = (
  classroomId: string | null,
  broughtForwardKobo: number,
  chargesKobo: number,
  paidKobo: number,
): StudentTermKobo => ({ classroomId, broughtForwardKobo, chargesKobo, paidKobo });

const classNames = new Map([
  ['p10', 'Primary 10'],
  ['p2', 'Primary 2'],
  ['jss1', 'JSS 1'],
]);

const students = [
  row('p10', 0, 4_500_050, 1_000_000),
  row('p2', 500_000, 4_000_000, 4_000_000),
  // Paid ahead: a credit of NGN 2,500.
  row('p2', -100_000, 3_000_000, 3_150_000),
  // A leaver: what they still owe counts for the school, in no class.
  row(null, 2_000_000, 0, 250_000),
];

const payment = (day: string, method: TermPaymentKobo['method'], amountKobo: number) => ({
  day,
  method,
  amountKobo,
});

describe('termReport', () => {
  it('bills the charges and what was brought forward; splits balances into outstanding and credit', () => {
    const report = termReport('t2', students, classNames, []);
    expect(report).toMatchObject({
      termId: 't2',
      billedKobo: 4_500_050 + 4_500_000 + 2_900_000 + 2_000_000,
      collectedKobo: 8_400_000,
      outstandingKobo: 3_500_050 + 500_000 + 1_750_000,
      creditKobo: 250_000,
    });
    const { billedKobo, collectedKobo, outstandingKobo, creditKobo } = report;
    expect(billedKobo - collectedKobo).toBe(outstandingKobo - creditKobo);
  });

  it('lists each class a student was in, by name with numbers by value; leavers in none', () => {
    const { byClass } = termReport('t2', students, classNames, []);
    expect(byClass).toEqual([
      {
        classroomId: 'p2',
        name: 'Primary 2',
        students: 2,
        billedKobo: 7_400_000,
        collectedKobo: 7_150_000,
        // The credit in the class does not lower what the others owe.
        outstandingKobo: 500_000,
      },
      {
        classroomId: 'p10',
        name: 'Primary 10',
        students: 1,
        billedKobo: 4_500_050,
        collectedKobo: 1_000_000,
        outstandingKobo: 3_500_050,
      },
    ]);
    const inClasses = byClass.reduce((total, room) => total + room.students, 0);
    expect(inClasses).toBe(students.length - 1);
  });

  it('names a class no longer there with nothing', () => {
    const { byClass } = termReport('t1', [row('gone', 0, 100, 0)], classNames, []);
    expect(byClass.map((room) => [room.classroomId, room.name])).toEqual([['gone', '']]);
  });

  it("adds up a day's payments per method, days in order and methods as PAYMENT_METHODS lists them", () => {
    const { byDay } = termReport('t2', [], classNames, [
      payment('2026-11-03', 'transfer', 2_000_000),
      payment('2026-11-02', 'cash', 150_050),
      payment('2026-11-03', 'cash', 500_000),
      payment('2026-11-03', 'card', 700_000),
      payment('2026-11-02', 'cash', 49_950),
      payment('2026-11-03', 'transfer', 1_000_000),
    ]);
    expect(byDay).toEqual([
      { day: '2026-11-02', method: 'cash', amountKobo: 200_000 },
      { day: '2026-11-03', method: 'card', amountKobo: 700_000 },
      { day: '2026-11-03', method: 'cash', amountKobo: 500_000 },
      { day: '2026-11-03', method: 'transfer', amountKobo: 3_000_000 },
    ]);
  });

  it('is all nothing for a term with no students and no payments', () => {
    expect(termReport('t1', [], classNames, [])).toEqual({
      termId: 't1',
      billedKobo: 0,
      collectedKobo: 0,
      outstandingKobo: 0,
      creditKobo: 0,
      byClass: [],
      byDay: [],
    });
  });

  it('comes out in naira, kobo-exact', () => {
    const report = termReport('t2', students.slice(0, 1), classNames, [
      payment('2026-11-02', 'pos', 1_234_550),
    ]);
    expect(termReportInNaira(report)).toEqual({
      termId: 't2',
      billed: 45000.5,
      collected: 10000,
      outstanding: 35000.5,
      credit: 0,
      byClass: [
        {
          classroomId: 'p10',
          name: 'Primary 10',
          students: 1,
          billed: 45000.5,
          collected: 10000,
          outstanding: 35000.5,
        },
      ],
      byDay: [{ day: '2026-11-02', method: 'pos', amount: 12345.5 }],
    });
  });
});

describe('compareClassNames', () => {
  it('orders numbers by value and letters without regard to case', () => {
    const names = ['Primary 10', 'primary 3', 'JSS 1', 'Primary 2', 'KG 1'];
    expect(names.sort(compareClassNames)).toEqual([
      'JSS 1',
      'KG 1',
      'Primary 2',
      'primary 3',
      'Primary 10',
    ]);
  });
});

describe('termBalanceKobo', () => {
  it('is brought forward plus charges less payments; negative is a credit', () => {
    expect(termBalanceKobo(row(null, 100, 1_000, 300))).toBe(800);
    expect(termBalanceKobo(row(null, -500, 1_000, 800))).toBe(-300);
  });
});

const candidate = (
  studentId: string,
  fullname: string,
  owed: Partial<StudentTermKobo> = {},
): DefaulterCandidateKobo => ({
  ...row('p2', 0, 3_000_000, 0),
  ...owed,
  studentId,
  fullname,
  classroom: 'Primary 2',
  lastPaymentOn: null,
  parentPhone: '08031234567',
  parentEmail: '',
  overdueSince: null,
});

const TODAY = '2027-01-20';

describe('defaulters', () => {
  const list = [
    candidate('s1', 'Obi Ada', { paidKobo: 1_500_000 }),
    candidate('s2', 'Bello Bisi'),
    candidate('s3', 'Eze Chidi', { paidKobo: 1_500_000 }),
    // Lower case sorts after every capital, as written.
    candidate('s4', 'ade Dayo', { paidKobo: 1_500_000 }),
    candidate('s6', 'Eze Chidi', { paidKobo: 1_500_000 }),
    candidate('s5', 'Eze Chidi', { paidKobo: 1_500_000 }),
    candidate('s7', 'Ojo Efe', { paidKobo: 3_000_000 }),
    candidate('s8', 'Uche Femi', { broughtForwardKobo: -50, chargesKobo: 100 }),
    candidate('s9', 'Ali Gbenga', { paidKobo: 3_500_000 }),
  ];

  it('lists whoever owes anything, largest first, ties by name as written, then by id', () => {
    expect(
      defaulters(list, { minKobo: 0, today: TODAY }).map((one) => [one.studentId, one.balance]),
    ).toEqual([
      ['s2', 30000],
      ['s3', 15000],
      ['s5', 15000],
      ['s6', 15000],
      ['s1', 15000],
      ['s4', 15000],
      ['s8', 0.5],
    ]);
  });

  it('keeps only balances above the minimum', () => {
    expect(
      defaulters(list, { minKobo: 1_500_000, today: TODAY }).map((one) => one.studentId),
    ).toEqual(['s2']);
    expect(defaulters(list, { minKobo: 1_499_999, today: TODAY })).toHaveLength(6);
    expect(
      defaulters(list, { minKobo: 50, today: TODAY }).map((one) => one.studentId),
    ).not.toContain('s8');
    expect(defaulters(list, { minKobo: 49, today: TODAY }).map((one) => one.studentId)).toContain(
      's8',
    );
  });

  it('keeps only those late now when asked, counting the Lagos days since they became late', () => {
    const late = [
      candidate('s1', 'Obi Ada', { paidKobo: 1_500_000 }),
      { ...candidate('s2', 'Bello Bisi'), overdueSince: '2027-01-15' },
      { ...candidate('s3', 'Eze Chidi'), overdueSince: TODAY },
    ];
    expect(
      defaulters(late, { minKobo: 0, lateOnly: true, today: TODAY }).map((one) => [
        one.studentId,
        one.overdueSince,
        one.daysOverdue,
      ]),
    ).toEqual([
      ['s2', '2027-01-15', 5],
      ['s3', TODAY, 0],
    ]);
    const all = defaulters(late, { minKobo: 0, today: TODAY });
    expect(all.find((one) => one.studentId === 's1')).toMatchObject({
      overdueSince: null,
      daysOverdue: null,
    });
  });

  it('shows each in naira with what they brought forward', () => {
    const owing = candidate('s1', 'Obi Ada', {
      broughtForwardKobo: 250_050,
      paidKobo: 1_000_000,
    });
    expect(
      defaulters([{ ...owing, lastPaymentOn: '2026-11-02' }], { minKobo: 0, today: TODAY }),
    ).toEqual([
      {
        studentId: 's1',
        fullname: 'Obi Ada',
        classroom: 'Primary 2',
        broughtForward: 2500.5,
        balance: 22500.5,
        lastPaymentOn: '2026-11-02',
        parentPhone: '08031234567',
        parentEmail: '',
        overdueSince: null,
        daysOverdue: null,
      },
    ]);
  });
});

const entry = (
  _id: string,
  receivedOn: string,
  createdAt: string,
  method: CashBookEntryKobo['method'],
  amountKobo: number,
  voided = false,
): CashBookEntryKobo => ({
  _id,
  receivedOn,
  method,
  amountKobo,
  studentName: 'Obi Ada',
  recordedBy: 'Amina Bello <bursar@school.ng>',
  voided,
  createdAt,
});

describe('cashBook', () => {
  const entries = [
    entry('c', '2026-11-03', '2026-11-03T09:00:00.000Z', 'transfer', 2_000_000, true),
    entry('b', '2026-11-03', '2026-11-03T08:00:00.000Z', 'cash', 1_234_550),
    // Received the day before it was entered: it is the earlier day's.
    entry('e', '2026-11-02', '2026-11-03T10:00:00.000Z', 'pos', 500_000),
    entry('a', '2026-11-02', '2026-11-02T12:00:00.000Z', 'cash', 1_000_000),
    entry('g', '2026-11-03', '2026-11-03T11:00:00.000Z', 'other', 100_000),
    entry('f', '2026-11-03', '2026-11-03T11:00:00.000Z', 'card', 700_000),
  ];

  it('lists every payment by day, then as entered, void ones too', () => {
    const book = cashBook('2026-11-02', '2026-11-03', entries);
    expect(book.payments.map((one) => [one._id, one.receivedOn, one.voided])).toEqual([
      ['a', '2026-11-02', false],
      ['e', '2026-11-02', false],
      ['b', '2026-11-03', false],
      ['c', '2026-11-03', true],
      ['f', '2026-11-03', false],
      ['g', '2026-11-03', false],
    ]);
  });

  it('counts no void payment in its totals, per method or in all', () => {
    const book = cashBook('2026-11-02', '2026-11-03', entries);
    expect(book).toMatchObject({
      from: '2026-11-02',
      to: '2026-11-03',
      total: 35345.5,
      byMethod: { card: 7000, cash: 22345.5, transfer: 0, pos: 5000, other: 1000 },
    });
    expect(book.payments.find((one) => one._id === 'c')).toEqual({
      _id: 'c',
      receivedOn: '2026-11-03',
      method: 'transfer',
      amount: 20000,
      studentName: 'Obi Ada',
      recordedBy: 'Amina Bello <bursar@school.ng>',
      voided: true,
    });
  });

  it('is empty, every method at nothing, for days with no payment', () => {
    expect(cashBook('2026-11-04', '2026-11-04', [])).toEqual({
      from: '2026-11-04',
      to: '2026-11-04',
      total: 0,
      byMethod: { card: 0, cash: 0, transfer: 0, pos: 0, other: 0 },
      payments: [],
    });
  });
});

describe('cashBookDays', () => {
  it('counts both days, across months and years', () => {
    expect(cashBookDays('2026-11-03', '2026-11-03')).toBe(1);
    expect(cashBookDays('2026-11-01', '2026-12-01')).toBe(31);
    expect(cashBookDays('2026-12-20', '2027-01-20')).toBe(32);
  });
});

describe('cardPayer', () => {
  it('names the payer and how they paid', () => {
    expect(cardPayer({ depositorName: 'Ngozi Okafor', fromPayLink: false })).toBe(
      'Ngozi Okafor (card)',
    );
    expect(cardPayer({ depositorName: 'Ngozi Okafor', fromPayLink: true })).toBe(
      'Ngozi Okafor (pay link)',
    );
  });
});
