import { chargesTotalKobo, type ChargeLine } from './charges';

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
    running = broughtForwardKobo + chargesTotalKobo(term.charges) - paid;
    return { ...term, broughtForwardKobo, balanceKobo: running };
  });
  return { terms: rows, balanceKobo: running };
}
