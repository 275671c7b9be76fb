import { toNaira } from '../format/money/money';
import type { PaymentMethod } from '../types/payment';
import type { Statement } from '../types/term';
import { balanceKobo } from './balance';
import { chargesTotalKobo, type ChargeLine } from './charges/charges';
import type { UnmetPart } from './due-now';
import { unmetInNaira } from './due-sentence';
import type { TermName } from './terms';

/** A counted payment as a statement lists it. */
export interface StatementPaymentKobo {
  _id: string;
  amountKobo: number;
  method: string;
  /** The day the money arrived (YYYY-MM-DD, Lagos). */
  receivedOn: string;
}

/** One term of a statement, before the running figures. */
export interface StatementTermInput {
  termId: string;
  session: string;
  name: string;
  charges: readonly ChargeLine[];
  payments: readonly StatementPaymentKobo[];
}

export interface StatementTermKobo extends StatementTermInput {
  /** What the terms before this one left: arrears, or a credit when negative. */
  broughtForwardKobo: number;
  /** Brought forward plus this term's charges less its payments. */
  balanceKobo: number;
}

export interface StatementKobo {
  terms: StatementTermKobo[];
  /** The last term's balance: what the student owes now (negative is a credit). */
  balanceKobo: number;
}

/**
 * A student's statement: each term they were charged in, oldest first, with the balance running
 * from one to the next (docs/terms.md#statement). Its last balance is studentMoney's balance.
 */
export function buildStatement(terms: readonly StatementTermInput[]): StatementKobo {
  let running = 0;
  const rows = terms.map((term) => {
    const broughtForwardKobo = running;
    const paid = term.payments.reduce((total, payment) => total + payment.amountKobo, 0);
    running = balanceKobo(broughtForwardKobo + chargesTotalKobo(term.charges), paid);
    return { ...term, broughtForwardKobo, balanceKobo: running };
  });
  return { terms: rows, balanceKobo: running };
}

/**
 * A statement as the contract gives it, in naira: the API's JSON and the guest source alike. Its
 * terms and payments are the sources' own records, so their names and methods are theirs; `unmet`
 * is what is left of each due day of the current term.
 */
export function statementInNaira(
  studentId: string,
  statement: StatementKobo,
  unmet: readonly UnmetPart[],
): Statement {
  return {
    studentId,
    terms: statement.terms.map((term) => ({
      termId: term.termId,
      session: term.session,
      name: term.name as TermName,
      charges: term.charges.map((line) => ({ name: line.name, amount: toNaira(line.amountKobo) })),
      payments: term.payments.map((payment) => ({
        _id: payment._id,
        amount: toNaira(payment.amountKobo),
        method: payment.method as PaymentMethod,
        receivedOn: payment.receivedOn,
      })),
      broughtForward: toNaira(term.broughtForwardKobo),
      balance: toNaira(term.balanceKobo),
    })),
    balance: toNaira(statement.balanceKobo),
    instalments: unmetInNaira(unmet),
  };
}
