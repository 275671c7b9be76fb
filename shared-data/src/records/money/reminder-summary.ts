import { array, object } from 'yup';
import { field } from '../record-shape';

/** Parents, each with the children of theirs in the class who owe. */
const parentList = array(
  object({ email: field.text(), students: array(field.text()).defined() }),
).defined();

/** What 'Send reminders' did for a classroom, by parent. */
export const reminderSummaryRecord = object({
  /** One mail each, naming every child of theirs in the class who owes. */
  mailed: parentList,
  /** Mailed in the last 24 hours, so not again. */
  alreadyReminded: parentList,
  /** Students who owe but whose parent's e-mail the school does not have. */
  noEmail: array(field.text()).defined(),
});
