// The browser entry: the sources, stores, queries and search, and of the pure core only what every
// page's frame and the sign-in screens use, each name from its own file. Every other rule, type and
// schema is imported from '@fees/shared-data/core', an entry the page loads when a screen first
// imports it, so the sign-in page does not fetch the ledger, the reports or the records' forms
// (docs/federation.md#entries-of-their-own). The API imports '@fees/shared-data/core' only. The
// demo data is not listed: loginGuest loads it on demand, so it stays out of every app's first
// download.
export type { User } from './types/user';
export type { Payment } from './types/payment';
export type { SearchEntry } from './types/search-entry';
export type { InvitationView } from './types/staff';
export type { Defaulter } from './types/report';
export { LIMITS } from './constants/limits';
export { TIMINGS } from './constants/timings';
export { PAYMENT_STATUS } from './constants/money/payments';
export { DEMO_BURSAR, GUEST_CREDENTIALS } from './constants/guest';
export {
  SCHOOL_ROLE_LABELS,
  INVITATION_INVALID,
  INVITATION_TOKEN_PATTERN,
  invitationPath,
} from './constants/staff';
export { mayDo } from './roles/actions';
export { NOT_FOUND_PAGE_NAME, PAGE_NAMES, pageNameOf, pageTitle } from './constants/page-title';
export {
  loginSchema,
  signupSchema,
  verificationCodeSchema,
} from './validation/accounts/auth-schemas';
export type {
  LoginFormValues,
  SignupFormValues,
  VerificationCodeFormValues,
} from './validation/accounts/auth-schemas';
export { profileSchema } from './validation/accounts/profile-schemas';
export type { ProfileFormValues } from './validation/accounts/profile-schemas';
export { adminPasswordSchema } from './validation/accounts/password-schemas';
export type { AdminPasswordFormValues } from './validation/accounts/password-schemas';
export { formatMoney } from './format/money/money';
export { formatDate, formatDay, schoolToday } from './format/dates';
export { countOf } from './format/audit-subjects';
export { feePercent, formatPercent } from './format/money/percent';
export { feesPaidSummary } from './format/fees-paid-summary';
export { termLabel } from './ledger/terms';

export { parseCsv, toCsv } from './format/csv';
export {
  DataError,
  ValidationError,
  SessionExpiredError,
  ForbiddenError,
  isWrongPassword,
  NotFoundError,
  EndedPayLinkError,
  ConflictError,
  RateLimitError,
  NetworkError,
  StorageError,
  errorMessage,
  isRefusal,
  RETRY_MESSAGE,
} from './sources/data-errors';
export type {
  CheckoutResult,
  CheckoutStart,
  DataSource,
  FamilyLinkPaymentInput,
  LinkPaymentInput,
  ListParams,
  ListSort,
  OfflinePaymentInput,
  RecordPaymentInput,
  StaffInput,
  TransferAccountHolder,
  TransferRecipient,
  AuditParams,
  FamilyInput,
  FamilyListParams,
} from './sources/data-source';
export { ApiSource } from './sources/api/api-source';
export { authApi, createAuthApi } from './sources/api/auth-api';
export { getSource } from './sources/get-source';
export { collectionKey, readCollection } from './sources/guest-storage';

export { useConfigStore, DEFAULT_CONFIG } from './stores/config-store';
export type { AppConfig, PaystackConfig } from './stores/config-store';
export { useSessionStore } from './stores/session-store';
export type { SessionMode } from './stores/session-store';
export { useCurrentSchoolStore } from './stores/current-school-store';
export { useNotificationsStore, countUnreadPayments } from './stores/notifications-store';

export { queryClient } from './queries/query-client';
export { schoolKeys, classroomKeys, studentKeys } from './queries/query-keys';
export {
  schoolsQueryOptions,
  schoolQueryOptions,
  createSchoolMutationOptions,
  updateSchoolMutationOptions,
  deleteSchoolMutationOptions,
  setSiblingDiscountMutationOptions,
} from './queries/school-records/schools';
export {
  lateFeeQueryOptions,
  lateFeesQueryOptions,
  setLateFeeMutationOptions,
  waiveLateFeeMutationOptions,
} from './queries/money/late-fees';
export {
  bankAccountQueryOptions,
  banksQueryOptions,
  setSettlementMutationOptions,
  settlementQueryOptions,
} from './queries/money/settlement';
export {
  planQueryOptions,
  setPlanMutationOptions,
  setStudentPlanMutationOptions,
  studentPlanQueryOptions,
} from './queries/money/plans';
export {
  reminderLogQueryOptions,
  reminderScheduleQueryOptions,
  runDueRemindersMutationOptions,
  setReminderScheduleMutationOptions,
  setSmsCapMutationOptions,
} from './queries/money/reminders';
export {
  giveTransferAccountMutationOptions,
  requestTransferAccountRunMutationOptions,
  transferAccountQueryOptions,
  transferAccountRunQueryOptions,
} from './queries/money/transfer-accounts';
export {
  assignTransferMutationOptions,
  canSimulateTransfer,
  simulateTransferMutationOptions,
  unmatchedTransfersQueryOptions,
} from './queries/money/transfers';
export {
  classroomQueryOptions,
  createClassroomMutationOptions,
  updateClassroomMutationOptions,
  deleteClassroomMutationOptions,
} from './queries/school-records/classrooms';
export {
  studentsQueryOptions,
  studentQueryOptions,
  studentPagesQueryOptions,
  createStudentMutationOptions,
  updateStudentMutationOptions,
  deleteStudentMutationOptions,
  importStudentsMutationOptions,
  approveStudentChangeMutationOptions,
  declineStudentChangeMutationOptions,
} from './queries/school-records/students';
export {
  paymentsQueryOptions,
  paymentQueryOptions,
  paymentPagesQueryOptions,
  initializePaymentMutationOptions,
  recordPaymentMutationOptions,
  recordOfflinePaymentMutationOptions,
  voidPaymentMutationOptions,
  approveVoidMutationOptions,
  declineVoidMutationOptions,
} from './queries/money/payments';
export {
  payLinkQueryOptions,
  sharePayLinkMutationOptions,
  revokePayLinksMutationOptions,
  mailPayLinkMutationOptions,
  sendRemindersMutationOptions,
  sendFamilyReminderMutationOptions,
  initializeLinkPaymentMutationOptions,
  recordLinkPaymentMutationOptions,
  familyPayLinkQueryOptions,
  shareFamilyPayLinkMutationOptions,
  revokeFamilyPayLinksMutationOptions,
  initializeFamilyLinkPaymentMutationOptions,
  recordFamilyLinkPaymentMutationOptions,
} from './queries/money/pay-links';
export {
  termsQueryOptions,
  nextTermQueryOptions,
  startNextTermMutationOptions,
  setCurrentTermMutationOptions,
  feeItemsQueryOptions,
  saveFeeItemsMutationOptions,
  copyFeeItemsMutationOptions,
  statementQueryOptions,
} from './queries/school-records/terms';
export {
  staffQueryOptions,
  inviteStaffMutationOptions,
  changeStaffRoleMutationOptions,
  removeStaffMutationOptions,
  invitationQueryOptions,
  acceptInvitationMutationOptions,
} from './queries/accounts/staff';
export {
  familiesQueryOptions,
  familyQueryOptions,
  updateFamilyMutationOptions,
} from './queries/school-records/families';
export { auditQueryOptions } from './queries/accounts/audit';
export {
  cashBookQueryOptions,
  defaultersQueryOptions,
  termReportQueryOptions,
} from './queries/money/reports';
export { updateProfileMutationOptions } from './queries/accounts/users';
export { receiptSearchQueryOptions, searchIndexQueryOptions } from './queries/search';

export {
  receiptEntries,
  receiptSearchText,
  searchEntries,
  searchEntryPath,
} from './search/search-index';
export { useCurrentSchool } from './queries/use-current-school';
export { actAsInDemo, guestRole } from './queries/accounts/guest-role';
export type { GuestRole } from './sources/guest-storage';
export { useSchoolClassrooms } from './queries/school-records/use-school-classrooms';
