// The browser entry: everything in core (re-listed by name) plus the sources, stores, queries and
// search. Apps import from here; the API imports '@fees/shared-data/core' only. The demo data is
// not listed: loginGuest loads it on demand, so it stays out of every app's first download.
export type { BaseRecord } from './types/base-record';
export type { User } from './types/user';
export type { School, SchoolLevel } from './types/school';
export type { Classroom } from './types/classroom';
export type { Student, Sex } from './types/student';
export type { Payment } from './types/payment';
export type { SearchEntry, SearchCollection } from './types/search-entry';
export type { CollectionName, CollectionRecords } from './types/collections';
export { COLLECTION_NAMES } from './types/collections';

export { SCHOOL_LEVELS, SCHOOL_LEVEL_LABELS } from './constants/levels';
export { SEXES, SEX_SHORT_LABELS } from './constants/sexes';
export { CLASS_PRESETS, presetClassOptions } from './constants/class-presets';
export { LIMITS } from './constants/limits';
export { TIMINGS } from './constants/timings';
export { CURRENCY, KOBO_PER_NAIRA } from './constants/money';
export { GUEST_CREDENTIALS, GUEST_USER_ID } from './constants/guest';
export { NOT_FOUND_PAGE_NAME, PAGE_NAMES, pageNameOf, pageTitle } from './constants/page-title';
export { LIST_SEARCH_FIELDS } from './constants/list-search-fields';

export {
  loginSchema,
  signupSchema,
  verificationCodeSchema,
  signupBodySchema,
  loginBodySchema,
  verifyEmailBodySchema,
  resendMailBodySchema,
  resetPasswordRequestBodySchema,
  resetPasswordBodySchema,
} from './validation/auth-schemas';
export type {
  LoginFormValues,
  SignupFormValues,
  VerificationCodeFormValues,
  SignupBody,
  LoginBody,
  VerifyEmailBody,
  ResendMailBody,
  ResetPasswordRequestBody,
  ResetPasswordBody,
} from './validation/auth-schemas';
export { profileSchema, profileBodySchema } from './validation/profile-schemas';
export type { ProfileFormValues, ProfileBody } from './validation/profile-schemas';
export { adminPasswordSchema, deleteBodySchema } from './validation/password-schemas';
export type { AdminPasswordFormValues, DeleteBody } from './validation/password-schemas';
export { schoolSchema, schoolBodySchema } from './validation/school-schemas';
export type { SchoolFormValues, SchoolBody } from './validation/school-schemas';
export {
  classroomSchema,
  classroomCreateBodySchema,
  classroomUpdateBodySchema,
} from './validation/classroom-schemas';
export type {
  ClassroomFormValues,
  ClassroomCreateBody,
  ClassroomUpdateBody,
} from './validation/classroom-schemas';
export {
  studentRegisterSchema,
  studentEditSchema,
  studentCreateBodySchema,
  studentUpdateBodySchema,
  studentImportBodySchema,
} from './validation/student-schemas';
export type {
  StudentFormValues,
  StudentCreateBody,
  StudentUpdateBody,
  StudentImportRow,
  StudentImportBody,
} from './validation/student-schemas';
export {
  paymentSchema,
  paymentInitializeBodySchema,
  paymentVerifyBodySchema,
} from './validation/payment-schemas';
export type {
  PaymentFormValues,
  PaymentInitializeBody,
  PaymentVerifyBody,
} from './validation/payment-schemas';
export { validateBody } from './validation/validate-body';
export { RECORD_ID_PATTERN, isRecordId } from './validation/record-id';
export type { BodyResult, FieldErrors, InvalidBody } from './validation/validate-body';

export { formatMoney, toKobo, toNaira } from './format/money';
export { formatDate, formatUtc } from './format/dates';
export { feePercent, formatPercent } from './format/percent';
export { feesPaidSummary } from './format/fees-paid-summary';
export { expectedFee, sumNaira } from './format/fees';
export { joinFullname, splitFullname } from './format/fullname';
export { parseCsv, toCsv } from './format/csv';
export type { CsvCell, ParsedCsv } from './format/csv';
export {
  DataError,
  ValidationError,
  SessionExpiredError,
  ForbiddenError,
  NotFoundError,
  ConflictError,
  RateLimitError,
  NetworkError,
  StorageError,
  errorMessage,
  RETRY_MESSAGE,
  NETWORK_MESSAGE,
} from './sources/data-errors';
export type { StorageProblem } from './sources/data-errors';
export type {
  DataSource,
  ListParams,
  ListResult,
  RecordFilter,
  WritableCollection,
  CreateInputs,
  UpdateInputs,
  ProfileInput,
  CheckoutResult,
  RecordPaymentInput,
} from './sources/data-source';
export { BrowserSource } from './sources/browser-source';
export type { BrowserSourceOptions } from './sources/browser-source';
export { ApiSource } from './sources/api-source';
export type { ApiClientOptions } from './sources/api-request';
export { authApi, createAuthApi } from './sources/auth-api';
export type { AuthApi } from './sources/auth-api';
export { getSource } from './sources/get-source';
export {
  collectionKey,
  readCollection,
  seedGuestData,
  clearGuestData,
} from './sources/guest-storage';
export type { GuestData } from './sources/guest-storage';
export { recomputeTotals } from './sources/recompute-totals';

export { useConfigStore, DEFAULT_CONFIG } from './stores/config-store';
export type { AppConfig, ConfigState, PaystackConfig } from './stores/config-store';
export { useSessionStore, GUEST_SESSION_KEY } from './stores/session-store';
export type { SessionMode, SessionState } from './stores/session-store';
export { useCurrentSchoolStore, CURRENT_SCHOOL_KEY } from './stores/current-school-store';
export type { CurrentSchoolState } from './stores/current-school-store';
export {
  useNotificationsStore,
  countUnreadPayments,
  NOTIFICATIONS_KEY,
} from './stores/notifications-store';
export type { NotificationsState } from './stores/notifications-store';

export { queryClient } from './queries/query-client';
export {
  schoolKeys,
  classroomKeys,
  studentKeys,
  paymentKeys,
  userKeys,
  searchKeys,
  SCHOOL_SCOPED_KEYS,
} from './queries/query-keys';
export {
  schoolsQueryOptions,
  schoolQueryOptions,
  createSchoolMutationOptions,
  updateSchoolMutationOptions,
  deleteSchoolMutationOptions,
} from './queries/schools';
export {
  classroomsQueryOptions,
  classroomQueryOptions,
  createClassroomMutationOptions,
  updateClassroomMutationOptions,
  deleteClassroomMutationOptions,
} from './queries/classrooms';
export {
  studentsQueryOptions,
  studentQueryOptions,
  studentPagesQueryOptions,
  createStudentMutationOptions,
  updateStudentMutationOptions,
  deleteStudentMutationOptions,
  importStudentsMutationOptions,
} from './queries/students';
export {
  paymentsQueryOptions,
  paymentQueryOptions,
  paymentPagesQueryOptions,
  initializePaymentMutationOptions,
  recordPaymentMutationOptions,
} from './queries/payments';
export { currentUserQueryOptions, updateProfileMutationOptions } from './queries/users';
export { searchIndexQueryOptions } from './queries/search';

export { buildSearchIndex, searchEntries, searchEntryPath } from './search/search-index';
export type { SearchSources } from './search/search-index';
export { useCurrentSchool } from './queries/use-current-school';
export { useSchoolClassrooms } from './queries/use-school-classrooms';
export { LIST_PAGE_SIZE } from './queries/record-queries';
export type { PagedListParams } from './queries/record-queries';
