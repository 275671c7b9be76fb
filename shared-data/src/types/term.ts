import type { TermName } from '../ledger/terms';
import type { PaymentMethod } from './payment';

/** A term of a school (docs/terms.md). Exactly one per school is current; closed ones are frozen. */
export interface Term {
  _id: string;
  schoolId: string;
  /** Two years such as '2026/2027'; a session runs September to August. */
  session: string;
  name: TermName;
  status: 'closed' | 'current';
  openedAt: string;
  closedAt: string | null;
}

/** One of a class's extra fee items for the current term. Amounts are naira. */
export interface FeeItem {
  _id: string;
  name: string;
  amount: number;
  /** Charged only to the students who take it (their optionalItems). */
  optional: boolean;
}

/** What the school page shows before a next term starts (docs/terms.md#next-term). */
export interface NextTermPreview {
  session: string;
  name: TermName;
  /** The next term begins a session: classes move up (the promotion table). */
  startsSession: boolean;
  /** Students enrolled now, who are charged in the next term. */
  students: number;
  /** Students who carry arrears into it, and how much in all (naira). */
  arrears: { students: number; amount: number };
  /** Students who carry a credit into it, and how much in all (naira). */
  credit: { students: number; amount: number };
}

/** A student's statement: every term they were charged in, oldest first. Amounts are naira. */
export interface Statement {
  studentId: string;
  terms: StatementTerm[];
  /** What they owe now; negative is a credit. */
  balance: number;
}

export interface StatementTerm {
  termId: string;
  session: string;
  name: TermName;
  charges: { name: string; amount: number }[];
  payments: { _id: string; amount: number; method: PaymentMethod; receivedOn: string }[];
  broughtForward: number;
  balance: number;
}
