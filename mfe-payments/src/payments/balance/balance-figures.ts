import {
  outstandingFee,
  overpaymentKobo,
  recordedMoney,
  toKobo,
  toNaira,
  type PayLinkView,
  type Student,
} from '@fees/shared-data/core';

/**
 * A student's figures where money is typed, in naira, as the student record names them
 * (docs/terms.md#a-students-figures): what earlier terms left, that plus this term's charges, what
 * was paid this term, and the balance (negative: a credit).
 */
export type BalanceFigures = {
  broughtForward: number;
  expected: number;
  paid: number;
  balance: number;
  /** What the plan asks to be paid by today, and since when it is late (docs/due-dates.md). */
  due?: { dueNow: number; overdueSince: string | null };
};

export function studentFigures(student: Student): BalanceFigures {
  return {
    broughtForward: student.broughtForward,
    expected: student.totalFeesExpected,
    paid: student.totalPaidFees,
    balance: student.balance,
    due: { dueNow: student.dueNow, overdueSince: student.overdueSince },
  };
}

function moneyOf(figures: Omit<BalanceFigures, 'balance'>) {
  return recordedMoney(
    toKobo(figures.broughtForward),
    toKobo(figures.expected),
    toKobo(figures.paid),
  );
}

/** The view names what is owed, not a credit: its balance is read as the record's would be. */
export function payLinkFigures(view: PayLinkView): BalanceFigures {
  const figures = {
    broughtForward: view.broughtForward,
    expected: view.feesExpected,
    paid: view.feesPaid,
  };
  return { ...figures, balance: toNaira(moneyOf(figures).balanceKobo) };
}

/** This term's own charges: expected less what earlier terms left. */
export function thisTermFees(figures: BalanceFigures): number {
  return toNaira(moneyOf(figures).chargesKobo);
}

/** What the student still owes: the balance when above nothing ('Pay full balance' fills it). */
export function owed(figures: BalanceFigures): number {
  return outstandingFee(figures.expected, figures.paid);
}

/** What a payment of `amount` adds to the student's credit. */
export function overpaid(figures: BalanceFigures, amount: number): number {
  return toNaira(overpaymentKobo(toKobo(figures.balance), toKobo(amount)));
}

/**
 * What the amount starts at: what is due now when something is, else the whole balance; a parent
 * may change it and pay ahead (docs/pay-links.md#the-parents-page).
 */
export function suggestedAmount(view: Pick<PayLinkView, 'dueNow' | 'outstanding'>): string {
  if (view.dueNow > 0) return String(view.dueNow);
  return view.outstanding > 0 ? String(view.outstanding) : '';
}
