import { chargeLines } from './charges/charges';
import { studentDue } from './due-now';
import {
  lateFeeKobo,
  lateFeeLine,
  lateFeesToCharge,
  NO_LATE_FEE,
  type LateFeeCharge,
  type LateFeeRule,
} from './late-fee';

const OPENED = '2027-01-05';
const SIXTY_FORTY = [
  { dueOn: '2027-01-15', percent: 60 },
  { dueOn: '2027-02-12', percent: 40 },
];
const FIXED: LateFeeRule = { amountKobo: 500_000, graceDays: 7 };
const FIVE_PERCENT: LateFeeRule = { percent: 5, graceDays: 7 };
// NGN 100,000 charged this term, nothing brought forward.
const money = (paidKobo: number, broughtForwardKobo = 0, lateKobo = 0) => ({
  broughtForwardKobo,
  expectedKobo: broughtForwardKobo + 10_000_000 + lateKobo,
  paidKobo,
});
const charge = (
  dueOn: string,
  chargedOn: string,
  amountKobo: number,
  waived = false,
): LateFeeCharge => ({ dueOn, chargedOn, amountKobo, waived });

describe('lateFeeLine', () => {
  it("names the instalment's due day", () => {
    expect(lateFeeLine('2027-01-15')).toBe('Late fee (due 15 Jan 2027)');
    expect(lateFeeLine('2026-12-01')).toBe('Late fee (due 1 Dec 2026)');
  });
});

describe('lateFeeKobo', () => {
  it('is the fixed amount whatever is unmet, and nothing when all is met', () => {
    expect(lateFeeKobo(FIXED, 1)).toBe(500_000);
    expect(lateFeeKobo(FIXED, 0)).toBe(0);
  });

  it('rounds a percent of the unmet part down to the kobo, to the hundredth of a percent', () => {
    expect(lateFeeKobo(FIVE_PERCENT, 4_000_001)).toBe(200_000);
    expect(lateFeeKobo({ percent: 2.5, graceDays: 0 }, 399)).toBe(9);
    expect(lateFeeKobo({ percent: 0.01, graceDays: 0 }, 10_000)).toBe(1);
  });
});

describe('lateFeesToCharge', () => {
  const due = (
    paid: number,
    today: string,
    rule: LateFeeRule = FIXED,
    charged: LateFeeCharge[] = [],
  ) => lateFeesToCharge(money(paid), SIXTY_FORTY, OPENED, today, rule, charged);

  it('charges nothing before the grace ends, and on its last day charges the instalment', () => {
    expect(due(0, '2027-01-21')).toEqual([]);
    expect(due(0, '2027-01-22')).toEqual([{ dueOn: '2027-01-15', amountKobo: 500_000 }]);
  });

  it('charges nothing for an instalment met in full, however late the day', () => {
    expect(due(6_000_000, '2027-01-30')).toEqual([]);
  });

  it('takes the percent of what a partial payment left unmet of that instalment', () => {
    // NGN 60,000 due by 15 January, NGN 20,000 paid: NGN 40,000 unmet, 5% is NGN 2,000.
    expect(due(2_000_000, '2027-01-22', FIVE_PERCENT)).toEqual([
      { dueOn: '2027-01-15', amountKobo: 200_000 },
    ]);
  });

  it('lets a credit brought forward meet the instalment first', () => {
    const fees = lateFeesToCharge(
      money(1_000_000, -5_000_001),
      SIXTY_FORTY,
      OPENED,
      '2027-01-22',
      FIVE_PERCENT,
      [],
    );
    // 60,000.00 − 50,000.01 − 10,000.00 leaves NGN 0 unmet.
    expect(fees).toEqual([]);
    const short = lateFeesToCharge(
      money(999_999, -5_000_000),
      SIXTY_FORTY,
      OPENED,
      '2027-01-22',
      FIVE_PERCENT,
      [],
    );
    // 1 kobo unmet: 5% of it rounds down to nothing, so no line.
    expect(short).toEqual([]);
  });

  it('lets arrears take a payment before the instalment', () => {
    const fees = lateFeesToCharge(
      money(6_000_000, 1_000_000),
      SIXTY_FORTY,
      OPENED,
      '2027-01-22',
      FIVE_PERCENT,
      [],
    );
    // NGN 10,000 of arrears met first: NGN 10,000 of the instalment unmet, 5% is NGN 500.
    expect(fees).toEqual([{ dueOn: '2027-01-15', amountKobo: 50_000 }]);
  });

  it('charges each instalment once, a waived one included', () => {
    const first = charge('2027-01-15', '2027-01-22', 500_000);
    expect(
      lateFeesToCharge(money(0, 0, 500_000), SIXTY_FORTY, OPENED, '2027-03-01', FIXED, [first]),
    ).toEqual([{ dueOn: '2027-02-12', amountKobo: 500_000 }]);
    const waived = charge('2027-01-15', '2027-01-22', 500_000, true);
    expect(lateFeesToCharge(money(0), SIXTY_FORTY, OPENED, '2027-01-30', FIXED, [waived])).toEqual(
      [],
    );
  });

  it('finds the second instalment unmet after a late fee charged before it took a payment', () => {
    // Paid NGN 65,000: the first instalment (60,000), its late fee (5,000) due from 22 January.
    const first = charge('2027-01-15', '2027-01-22', 500_000);
    const fees = lateFeesToCharge(
      money(6_500_000, 0, 500_000),
      SIXTY_FORTY,
      OPENED,
      '2027-02-19',
      FIVE_PERCENT,
      [first],
    );
    expect(fees).toEqual([{ dueOn: '2027-02-12', amountKobo: 200_000 }]);
  });

  it('charges nothing while the late fee is off', () => {
    expect(due(0, '2027-06-01', NO_LATE_FEE)).toEqual([]);
  });
});

describe('a late fee in the charges and in what is due', () => {
  it('is a charge line while not waived', () => {
    const lines = chargeLines({
      classFeesKobo: 10_000_000,
      discount: 0,
      items: [],
      optionalItems: [],
      lateFees: [
        charge('2027-01-15', '2027-01-22', 500_000),
        charge('2027-02-12', '2027-02-19', 200_000, true),
      ],
    });
    expect(lines).toEqual([
      { name: 'Class fee', amountKobo: 10_000_000 },
      { name: 'Late fee (due 15 Jan 2027)', amountKobo: 500_000 },
    ]);
  });

  it('is due at once from the day it was charged, not split by the plan', () => {
    const fee = [{ dueOn: '2027-01-22', amountKobo: 500_000 }];
    // Paid the first instalment: only the late fee is due, late since the day it was charged.
    expect(
      studentDue(money(6_000_000, 0, 500_000), SIXTY_FORTY, OPENED, '2027-01-30', fee),
    ).toEqual({ dueNowKobo: 500_000, overdueSince: '2027-01-22' });
    // On 12 February the rest is due too: the parts still add up to the balance.
    expect(
      studentDue(money(6_000_000, 0, 500_000), SIXTY_FORTY, OPENED, '2027-02-12', fee),
    ).toEqual({ dueNowKobo: 4_500_000, overdueSince: '2027-01-22' });
    // Waived, it is gone from the charges and from what is due.
    expect(studentDue(money(6_000_000), SIXTY_FORTY, OPENED, '2027-01-30', [])).toEqual({
      dueNowKobo: 0,
      overdueSince: null,
    });
  });
});
