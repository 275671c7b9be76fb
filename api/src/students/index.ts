// What the rest of the API may use of students/ (docs/api-layout.md): other folders import it from here,
// never from the files behind it.
export { studentAuditLine } from './student-audit-line';
export { studentInParams } from './student-locators';
export { studentsRoutes } from './students-routes';
