import { array, object } from 'yup';
import { TERM_NAMES, type TermName } from '../ledger/terms';
import { field } from './record-shape';

/** How many students carry an amount, and how much in all (naira). */
const share = object({ students: field.whole(), amount: field.amount() }).defined();

/** What the school page shows before a next term starts (docs/terms.md#next-term). */
export const nextTermPreviewRecord = object({
  /** The `_id` of the current term, the one the step closes: what `startNextTerm` names. */
  closing: field.text(),
  session: field.text(),
  name: field.text().oneOf<TermName>(TERM_NAMES),
  /** The next term begins a session: classes move up (the promotion table). */
  startsSession: field.bool(),
  /** Students enrolled now, all charged in the next term unless a new session sends a class out. */
  students: field.whole(),
  /**
   * Each class with students enrolled in it now, by `_id`: what the promotion table moves, so the
   * page can say how many a chosen table charges (`chargedNextTerm`).
   */
  classes: array(object({ _id: field.text(), students: field.whole() }).defined()).defined(),
  /** Students who carry arrears into it. */
  arrears: share,
  /** Students who carry a credit into it. */
  credit: share,
});
