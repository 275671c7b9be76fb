import { field, recordShape } from './record-shape';

/** The signed-in account. The API never sends the password hash or session data. */
export const userRecord = recordShape({
  firstname: field.text(),
  lastname: field.text(),
  email: field.text(),
  phone: field.text(),
});
