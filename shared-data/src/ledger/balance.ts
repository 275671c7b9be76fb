import { PAYMENT_STATUS } from '../constants/money/payments';
import { toKobo } from '../format/money/money';

/**
 * The balance rule, the one place it is written: what was expected less what was paid, in kobo;
 * negative is a credit. The API's SQL states it once too (api/src/ledger/counted-payments.ts),
 * and a test holds the two equal.
 */
export function balanceKobo(expectedKobo: number, paidKobo: number): number {
  return expectedKobo - paidKobo;
}

/** A student record's balance, from the running totals it carries in naira. */
export function recordBalanceKobo(student: {
  totalFeesExpected: number;
  totalPaidFees: number;
}): number {
  return balanceKobo(toKobo(student.totalFeesExpected), toKobo(student.totalPaidFees));
}

/** A payment counts in every figure while it is paid; a void one counts nowhere. */
export function countsAsPaid(payment: { status: string }): boolean {
  return payment.status === PAYMENT_STATUS.paid;
}

/** A payment was received and given a receipt: it counts, or it did until it was voided. */
export function wasReceived(payment: { status: string }): boolean {
  return countsAsPaid(payment) || payment.status === PAYMENT_STATUS.void;
}

/** What a student owes across terms, in kobo (docs/terms.md#a-students-figures). */
export interface StudentMoneyKobo {
  /** Charges of closed terms less their counted payments; negative is a credit. */
  broughtForwardKobo: number;
  /** This term's charges. */
  chargesKobo: number;
  /** Brought forward plus this term's charges: the student record's totalFeesExpected. */
  expectedKobo: number;
  /** Counted payments of this term: the student record's totalPaidFees. */
  paidKobo: number;
  /** Expected less paid; negative is a credit. */
  balanceKobo: number;
}

/** One term of a student's ledger: what they were charged and what they paid in it. */
export interface TermLedgerKobo {
  chargesKobo: number;
  paidKobo: number;
}

/**
 * A student's figures from their ledger: `closed` are the closed terms (any order), `current` this
 * term's. The API's running figures and the guest demo are both held to this.
 */
export function studentMoney(
  closed: readonly TermLedgerKobo[],
  current: TermLedgerKobo,
): StudentMoneyKobo {
  const broughtForwardKobo = closed.reduce(
    (total, term) => total + balanceKobo(term.chargesKobo, term.paidKobo),
    0,
  );
  const expectedKobo = broughtForwardKobo + current.chargesKobo;
  return {
    broughtForwardKobo,
    chargesKobo: current.chargesKobo,
    expectedKobo,
    paidKobo: current.paidKobo,
    balanceKobo: balanceKobo(expectedKobo, current.paidKobo),
  };
}

/** A credit is a balance below nothing: money paid ahead, shown as 'Credit NGN 5,000'. */
export function creditKobo(balanceKobo: number): number {
  return Math.max(0, -balanceKobo);
}

/**
 * A student's figures from the running totals a record or a pay link's view carries (what earlier
 * terms left, that plus this term's charges, paid this term): this term's charges and the balance
 * follow as the table in docs/terms.md#a-students-figures says.
 */
export function recordedMoney(
  broughtForwardKobo: number,
  expectedKobo: number,
  paidKobo: number,
): StudentMoneyKobo {
  return {
    broughtForwardKobo,
    chargesKobo: expectedKobo - broughtForwardKobo,
    expectedKobo,
    paidKobo,
    balanceKobo: balanceKobo(expectedKobo, paidKobo),
  };
}

/**
 * What a payment adds to a student's credit: the part of it beyond what is owed, all of it when
 * nothing is. The forms ask before taking one (docs/forms.md#the-balance-where-money-is-typed).
 */
export function overpaymentKobo(balanceKobo: number, amountKobo: number): number {
  return creditKobo(balanceKobo - amountKobo) - creditKobo(balanceKobo);
}
