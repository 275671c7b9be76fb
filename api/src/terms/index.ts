// What the rest of the API may use of terms/ (docs/api-layout.md): other folders import it from here,
// never from the files behind it.
export { repriceClass } from './class-charges';
export { familiesInClass, repriceFamilies, siblingDiscounts } from './family-charges';
export { ledgerRecords, recountDatabase, recountDifferences } from './recount';
export {
  chargesKobo,
  choicesAmong,
  classItems,
  lateFeeCharge,
  lateFeesOf,
} from './student-charges';
export {
  countPayment,
  enrolStudents,
  lockStudent,
  placeStudent,
  type StudentFigureRow,
  unenrolStudent,
} from './student-ledger';
export { openedOn, schoolPlan, studentPlan, studentPlanColumns } from './term-plans';
export { currentTerm, findCurrentTerm, schoolTerms, type TermRow } from './terms-repository';
export { termsRoutes } from './terms-routes';
