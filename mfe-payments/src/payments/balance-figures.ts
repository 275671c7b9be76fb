import {
  creditKobo,
  outstandingFee,
  toKobo,
  toNaira,
  type PayLinkView,
  type Student,
} from '@fees/shared-data';

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
};

export function studentFigures(student: Student): BalanceFigures {
  return {
    broughtForward: student.broughtForward,
    expected: student.totalFeesExpected,
    paid: student.totalPaidFees,
    balance: student.balance,
  };
}

export function payLinkFigures(view: PayLinkView): BalanceFigures {
  return {
    broughtForward: view.broughtForward,
    expected: view.feesExpected,
    paid: view.feesPaid,
    // The view names what is owed, not a credit: the balance is expected less paid, as on the record.
    balance: toNaira(toKobo(view.feesExpected) - toKobo(view.feesPaid)),
  };
}

/** This term's own charges: expected less what earlier terms left. */
export function thisTermFees(figures: BalanceFigures): number {
  return toNaira(toKobo(figures.expected) - toKobo(figures.broughtForward));
}

/** What the student still owes: the balance when above nothing ('Pay full balance' fills it). */
export function owed(figures: BalanceFigures): number {
  return outstandingFee(figures.expected, figures.paid);
}

/** What a payment of `amount` adds to the student's credit: the credit after it less before. */
export function overpaid(figures: BalanceFigures, amount: number): number {
  const balanceKobo = toKobo(figures.balance);
  return toNaira(creditKobo(balanceKobo - toKobo(amount)) - creditKobo(balanceKobo));
}
