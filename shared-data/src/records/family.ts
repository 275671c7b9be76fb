import { dueFields } from './due-fields';
import { field, recordShape } from './record-shape';

/**
 * A family: the parent whose children are students of one school (docs/families.md). Its phone
 * and e-mail are every child's; `children`, `balance` and `dueNow` sum the children now linked,
 * and `overdueSince` is the earliest of theirs.
 */
export const familyRecord = recordShape({
  schoolId: field.text(),
  /** What the bursary calls the parent, e.g. 'Mrs Ngozi Okafor' or 'Okafor family'. */
  name: field.text(),
  phoneNo: field.text(),
  parentEmail: field.text().meta({ jsonSchema: { description: "'' when unknown" } }),
  children: field.whole(),
  balance: field.amount().meta({
    jsonSchema: { description: "The children's balances added up; negative: credit" },
  }),
  ...dueFields('What the children have due now, added up'),
});
