// The browser entry: the pure core, plus the sources, stores, queries and search. Apps import from
// here; the API imports '@fees/shared-data/core' only. The demo data is not listed: loginGuest
// loads it on demand, so it stays out of every app's first download.
export * from './core';

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
