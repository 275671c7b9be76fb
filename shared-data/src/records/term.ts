import { object } from 'yup';
import { TERM_NAMES, type TermName } from '../ledger/terms';
import { field } from './record-shape';

/** A term of a school (docs/terms.md). Exactly one per school is current; closed ones are frozen. */
export const termRecord = object({
  _id: field.text(),
  schoolId: field.text(),
  /** Two years such as '2026/2027'; a session runs September to August. */
  session: field.text(),
  name: field.text().oneOf<TermName>(TERM_NAMES),
  status: field.text().oneOf(['current', 'closed'] as const),
  openedAt: field.text().meta({ jsonSchema: { format: 'date-time' } }),
  closedAt: field
    .text()
    .nullable()
    .meta({ jsonSchema: { format: 'date-time' } }),
});
