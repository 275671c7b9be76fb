// What the rest of the API may use of schools/ (docs/api-layout.md): other folders import it from here,
// never from the files behind it.
export { auditRoutes } from './audit-routes';
export {
  classroomFiguresUpdate,
  lockSchool,
  moveClassroomFigures,
  moveSchoolFigures,
  schoolFiguresUpdate,
  schoolReceiptUpdate,
  shareSchool,
} from './school-figures';
export { schoolInBody, schoolInParams } from './school-locators';
export { findMember, memberRole, reachableBy, roleIn } from './school-members';
export { findSchool } from './schools-repository';
export { schoolsRoutes } from './schools-routes';
export { type SchoolRow, siblingRule, toSchool } from './schools-schemas';
