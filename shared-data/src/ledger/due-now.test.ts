import { createPrng } from '../demo/prng';
import { daysAfter } from '../format/dates';
import { studentMoney } from './balance';
import { planProblem } from '../validation/money/plan-schemas';
import {
  defaultPlan,
  dueNow,
  familyUnmet,
  movePlan,
  planStanding,
  scheduleKobo,
  studentStanding,
  studentUnmet,
  unmetParts,
} from './due-now';
import { sessionOf } from './terms';

const OPENED = '2027-01-05';
const SIXTY_FORTY = [
  { dueOn: '2027-01-15', percent: 60 },
  { dueOn: '2027-02-12', percent: 40 },
];
const money = (broughtForwardKobo: number, chargesKobo: number, paidKobo: number) => ({
  broughtForwardKobo,
  chargesKobo,
  paidKobo,
});

describe('scheduleKobo', () => {
  it('splits the charges by percent, rounding down all but the last part', () => {
    const thirds = [
      { dueOn: '2027-01-05', percent: 33 },
      { dueOn: '2027-02-05', percent: 33 },
      { dueOn: '2027-03-05', percent: 34 },
    ];
    expect(scheduleKobo(1_001, thirds).map((part) => part.amountKobo)).toEqual([330, 330, 341]);
  });

  it('rounds the cumulative share, so no part drifts by more than a kobo', () => {
    const parts = Array.from({ length: 3 }, (_, i) => ({ dueOn: `2027-0${i + 1}-01`, percent: 1 }));
    const plan = [...parts, { dueOn: '2027-04-01', percent: 97 }];
    // 1% of 250 kobo is 2.5: cumulative 2, 5, 7, then the rest.
    expect(scheduleKobo(250, plan).map((part) => part.amountKobo)).toEqual([2, 3, 2, 243]);
  });
});

describe('dueNow', () => {
  it('asks for everything on the opening day under the default plan', () => {
    const due = dueNow(money(0, 4_500_000, 1_000_000), defaultPlan(OPENED), OPENED, OPENED);
    expect(due).toEqual({
      dueNowKobo: 3_500_000,
      overdueSince: OPENED,
      schedule: [{ dueOn: OPENED, percent: 100, amountKobo: 4_500_000 }],
    });
  });

  it('asks for nothing of the term before its first due date, but for arrears at once', () => {
    expect(dueNow(money(0, 10_000_000, 0), SIXTY_FORTY, OPENED, '2027-01-14')).toMatchObject({
      dueNowKobo: 0,
      overdueSince: null,
    });
    expect(
      dueNow(money(1_500_000, 10_000_000, 0), SIXTY_FORTY, OPENED, '2027-01-14'),
    ).toMatchObject({ dueNowKobo: 1_500_000, overdueSince: OPENED });
  });

  it('adds each part on its due day', () => {
    const figures = money(0, 10_000_000, 0);
    expect(dueNow(figures, SIXTY_FORTY, OPENED, '2027-01-15')).toMatchObject({
      dueNowKobo: 6_000_000,
      overdueSince: '2027-01-15',
    });
    expect(dueNow(figures, SIXTY_FORTY, OPENED, '2027-02-12').dueNowKobo).toBe(10_000_000);
  });

  it('lets payments meet the earliest due first, arrears before this term', () => {
    // 15,000 brought forward and 60,000 due on the 15th: 20,000 paid meets the arrears.
    const due = dueNow(money(1_500_000, 10_000_000, 2_000_000), SIXTY_FORTY, OPENED, '2027-01-20');
    expect(due).toMatchObject({ dueNowKobo: 5_500_000, overdueSince: '2027-01-15' });
  });

  it('is nothing, and late since no day, once what is due is paid', () => {
    const due = dueNow(money(0, 10_000_000, 6_000_000), SIXTY_FORTY, OPENED, '2027-01-20');
    expect(due).toMatchObject({ dueNowKobo: 0, overdueSince: null });
  });

  it('spends a credit brought forward on the earliest part', () => {
    const due = dueNow(money(-2_000_000, 10_000_000, 0), SIXTY_FORTY, OPENED, '2027-01-20');
    expect(due).toMatchObject({ dueNowKobo: 4_000_000, overdueSince: '2027-01-15' });
    const covered = dueNow(money(-7_000_000, 10_000_000, 0), SIXTY_FORTY, OPENED, '2027-02-12');
    expect(covered).toMatchObject({ dueNowKobo: 3_000_000, overdueSince: '2027-02-12' });
  });

  it('is never below 0 for a student paid ahead', () => {
    const due = dueNow(money(0, 10_000_000, 12_000_000), SIXTY_FORTY, OPENED, '2027-03-01');
    expect(due).toMatchObject({ dueNowKobo: 0, overdueSince: null });
  });

  it('counts a part due before the term opened from its own day', () => {
    const plan = [
      { dueOn: '2027-01-02', percent: 50 },
      { dueOn: '2027-02-01', percent: 50 },
    ];
    const due = dueNow(money(1_000_000, 4_000_000, 500_000), plan, OPENED, '2027-01-10');
    expect(due).toMatchObject({ dueNowKobo: 2_500_000, overdueSince: '2027-01-02' });
  });

  it('keeps its schedule adding up to the charges and dueNow within the balance', () => {
    const random = createPrng(51);
    for (let run = 0; run < 2_000; run += 1) {
      const count = random.int(1, 12);
      let percentLeft = 100;
      let offset = random.int(-10, 10);
      const plan = Array.from({ length: count }, (_, i) => {
        const last = i === count - 1;
        const percent = last ? percentLeft : random.int(1, percentLeft - (count - 1 - i));
        percentLeft -= percent;
        offset += random.int(1, 20);
        return { dueOn: daysAfter(OPENED, offset), percent };
      });
      const figures = studentMoney(
        [{ chargesKobo: random.int(0, 5_000_000), paidKobo: random.int(0, 5_000_000) }],
        { chargesKobo: random.int(0, 20_000_000), paidKobo: random.int(0, 20_000_000) },
      );
      const today = daysAfter(OPENED, random.int(-5, 250));
      const due = dueNow(figures, plan, OPENED, today);
      const total = due.schedule.reduce((sum, part) => sum + part.amountKobo, 0);
      expect(total).toBe(figures.chargesKobo);
      expect(due.schedule.every((part) => part.amountKobo >= 0)).toBe(true);
      expect(due.dueNowKobo).toBeGreaterThanOrEqual(0);
      expect(due.dueNowKobo).toBeLessThanOrEqual(Math.max(0, figures.balanceKobo));
      expect(due.overdueSince === null).toBe(due.dueNowKobo === 0);
      if (due.overdueSince !== null) expect(due.overdueSince <= today).toBe(true);
    }
  });
});

describe('planStanding', () => {
  const standings = (figures: ReturnType<typeof money>, today: string) =>
    planStanding(figures, SIXTY_FORTY, OPENED, today).map(({ amountKobo, standing }) => [
      amountKobo,
      standing,
    ]);

  it('is due before each date and late from it while unpaid', () => {
    const figures = money(0, 10_000_000, 0);
    expect(standings(figures, '2027-01-14')).toEqual([
      [6_000_000, 'due'],
      [4_000_000, 'due'],
    ]);
    expect(standings(figures, '2027-01-15')).toEqual([
      [6_000_000, 'late'],
      [4_000_000, 'due'],
    ]);
  });

  it('is met once payments cover it in date order, after what earlier terms left', () => {
    // 15,000 brought forward and 60,000 paid: the arrears are met, the first part is 15,000 short.
    expect(standings(money(1_500_000, 10_000_000, 6_000_000), '2027-01-20')).toEqual([
      [6_000_000, 'late'],
      [4_000_000, 'due'],
    ]);
    expect(standings(money(0, 10_000_000, 6_000_000), '2027-02-20')).toEqual([
      [6_000_000, 'met'],
      [4_000_000, 'late'],
    ]);
    expect(standings(money(-10_000_000, 10_000_000, 0), '2027-02-20')).toEqual([
      [6_000_000, 'met'],
      [4_000_000, 'met'],
    ]);
  });

  it('names late the very part dueNow says the student is late since', () => {
    const figures = money(0, 10_000_000, 2_000_000);
    const late = planStanding(figures, SIXTY_FORTY, OPENED, '2027-02-20').find(
      ({ standing }) => standing === 'late',
    );
    expect(late?.dueOn).toBe(dueNow(figures, SIXTY_FORTY, OPENED, '2027-02-20').overdueSince);
  });
});

describe('movePlan', () => {
  it('moves every date by the days between the two openings', () => {
    expect(movePlan(SIXTY_FORTY, OPENED, '2027-04-26', '2026/2027')).toEqual([
      { dueOn: '2027-05-06', percent: 60 },
      { dueOn: '2027-06-03', percent: 40 },
    ]);
  });

  it("keeps every date within the new term's session, joining parts that meet on its last day", () => {
    const third = [
      { dueOn: '2027-04-26', percent: 50 },
      { dueOn: '2027-06-30', percent: 30 },
      { dueOn: '2027-08-20', percent: 20 },
    ];
    // The next term of the same session opens 60 days later: the last two parts would fall in
    // August and October, so both fall on 31 August.
    expect(movePlan(third, '2027-04-26', '2027-06-25', '2026/2027')).toEqual([
      { dueOn: '2027-06-25', percent: 50 },
      { dueOn: '2027-08-29', percent: 30 },
      { dueOn: '2027-08-31', percent: 20 },
    ]);
    expect(movePlan(third, '2027-04-26', '2027-07-25', '2026/2027')).toEqual([
      { dueOn: '2027-07-25', percent: 50 },
      { dueOn: '2027-08-31', percent: 50 },
    ]);
  });

  it("moves a date before the new session's first day onto it", () => {
    // A school that joined mid-term gave a day before its opening; the next session starts later.
    const joined = [
      { dueOn: '2027-04-01', percent: 40 },
      { dueOn: '2027-05-10', percent: 60 },
    ];
    expect(movePlan(joined, '2027-04-20', '2027-09-06', '2027/2028')).toEqual([
      { dueOn: '2027-09-01', percent: 40 },
      { dueOn: '2027-09-26', percent: 60 },
    ]);
  });

  it('always gives a plan the rules accept, for any shift', () => {
    for (let shift = 0; shift < 400; shift += 7) {
      const to = daysAfter(OPENED, shift);
      const session = sessionOf(new Date(`${to}T12:00:00Z`));
      expect(planProblem(movePlan(SIXTY_FORTY, OPENED, to, session), session)).toBeNull();
    }
  });
});

describe('unmetParts', () => {
  it('lets what was paid meet the earliest part first and leaves out parts fully met', () => {
    expect(unmetParts(money(0, 10_000_000, 7_000_000), SIXTY_FORTY, OPENED)).toEqual([
      { dueOn: '2027-02-12', amountKobo: 3_000_000 },
    ]);
    expect(unmetParts(money(0, 10_000_000, 2_000_000), SIXTY_FORTY, OPENED)).toEqual([
      { dueOn: '2027-01-15', amountKobo: 4_000_000 },
      { dueOn: '2027-02-12', amountKobo: 4_000_000 },
    ]);
  });

  it('puts arrears on the opening day, before the plan, and spends a credit first', () => {
    expect(unmetParts(money(1_500_000, 10_000_000, 0), SIXTY_FORTY, OPENED)).toEqual([
      { dueOn: OPENED, amountKobo: 1_500_000 },
      { dueOn: '2027-01-15', amountKobo: 6_000_000 },
      { dueOn: '2027-02-12', amountKobo: 4_000_000 },
    ]);
    expect(unmetParts(money(-2_000_000, 10_000_000, 0), SIXTY_FORTY, OPENED)[0]).toEqual({
      dueOn: '2027-01-15',
      amountKobo: 4_000_000,
    });
  });

  it('counts arrears and a part due the day the term opened as one day', () => {
    expect(
      unmetParts(money(1_500_000, 10_000_000, 500_000), [{ dueOn: OPENED, percent: 100 }], OPENED),
    ).toEqual([{ dueOn: OPENED, amountKobo: 11_000_000 }]);
  });

  it('is empty for a student paid up or ahead', () => {
    expect(unmetParts(money(0, 10_000_000, 12_000_000), SIXTY_FORTY, OPENED)).toEqual([]);
  });
});

describe('studentUnmet', () => {
  it('reads the figures a record has, under the default plan when none is given', () => {
    const figures = { broughtForwardKobo: 0, expectedKobo: 10_000_000, paidKobo: 2_500_000 };
    expect(studentUnmet(figures, null, OPENED)).toEqual([{ dueOn: OPENED, amountKobo: 7_500_000 }]);
  });
});

describe('familyUnmet', () => {
  it("adds the children's parts of the same day and keeps the days in order", () => {
    expect(
      familyUnmet([
        [
          { dueOn: '2027-01-15', amountKobo: 100 },
          { dueOn: '2027-02-12', amountKobo: 200 },
        ],
        [
          { dueOn: '2027-01-05', amountKobo: 50 },
          { dueOn: '2027-02-12', amountKobo: 25 },
        ],
      ]),
    ).toEqual([
      { dueOn: '2027-01-05', amountKobo: 50 },
      { dueOn: '2027-01-15', amountKobo: 100 },
      { dueOn: '2027-02-12', amountKobo: 225 },
    ]);
  });
});

describe('studentStanding', () => {
  it('reads a late fee as due at once, so the plan still splits the term charges alone', () => {
    // NGN 100,000 of charges and a NGN 5,000 late fee charged on 22 January; NGN 60,000 paid.
    const money = { broughtForwardKobo: 0, expectedKobo: 10_500_000, paidKobo: 6_000_000 };
    const lateFee = [{ dueOn: '2027-01-22', amountKobo: 500_000 }];
    expect(
      studentStanding(money, SIXTY_FORTY, OPENED, '2027-01-29', lateFee).map((one) => [
        one.amountKobo,
        one.standing,
      ]),
    ).toEqual([
      [6_000_000, 'met'],
      [4_000_000, 'due'],
    ]);
  });
});
