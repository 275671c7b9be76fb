// The pure entry: types, constants, validation and formatters. No React, DOM or Node, because the
// API imports it. Names are listed one by one so the package's surface is visible here.
export type { User } from './types/user';
export type { School, SchoolLevel } from './types/school';
export type { Classroom } from './types/classroom';
export type { Student, Sex } from './types/student';
export type { Family } from './types/family';
export type { Term, FeeItem, NextTermPreview, Statement, StatementTerm } from './types/term';
export type { Payment, PaymentMethod, RecordedPaymentMethod } from './types/payment';
export type { SearchEntry } from './types/search-entry';
export type {
  FamilyPayLinkReceipt,
  FamilyPayLinkView,
  FamilyShareReceipt,
  PayLinkView,
  PayLinkReceipt,
  PayLinkSchool,
  ReminderSummary,
} from './types/pay-link';
export type { StaffMember, InvitationView, Membership } from './types/staff';
export type { AuditEvent } from './types/audit-event';
export type {
  CashBook,
  CashBookEntry,
  CashBookQuery,
  ClassReport,
  DayReport,
  Defaulter,
  DefaultersQuery,
  TermReport,
  TermReportQuery,
} from './types/report';

// The response shapes the record types above are the InferType of, for the API's JSON Schema.
// Apps never import a shape: they take the types, with `import type`.
export { field, recordShape } from './records/record-shape';
export { userRecord } from './records/user';
export { schoolRecord } from './records/school';
export { classroomRecord } from './records/classroom';
export { studentRecord } from './records/student';
export { familyRecord } from './records/family';
export { termRecord } from './records/term';
export { feeItemRecord } from './records/fee-item';
export { nextTermPreviewRecord } from './records/next-term-preview';
export { statementRecord, statementTermRecord } from './records/money/statement';
export { paymentRecord } from './records/money/payment';
export { payLinkViewRecord, transferAccountRecord } from './records/money/pay-link-view';
export { payLinkReceiptRecord } from './records/money/pay-link-receipt';
export {
  familyPayLinkReceiptRecord,
  familyPayLinkViewRecord,
  familyShareRecord,
} from './records/money/family-pay-link';
export { reminderSummaryRecord } from './records/money/reminder-summary';
export { transferAccountRunRecord } from './records/money/transfer-account-run';
export { paymentPlanRecord } from './records/money/payment-plan';
export {
  LATE_FEE_ALREADY_WAIVED,
  LATE_FEE_FROZEN,
  lateFeeListRecord,
  lateFeeRecord,
  lateFeeSetting,
  lateFeeSettingRecord,
} from './records/money/late-fee';
export type { LateFee, LateFeeSetting } from './records/money/late-fee';
export {
  LATE_FEE_KINDS,
  lateFeeBodySchema,
  lateFeeFormSchema,
  lateFeeInput,
  lateFeeRuleOf,
  MAX_GRACE_DAYS,
} from './validation/money/late-fee-schemas';
export type {
  LateFeeBody,
  LateFeeFormValues,
  LateFeeKind,
} from './validation/money/late-fee-schemas';
export type { PaymentPlan } from './records/money/payment-plan';
export {
  reminderLogRecord,
  reminderRunRecord,
  reminderScheduleRecord,
} from './records/money/reminders';
export type {
  ReminderLogEntry,
  ReminderRun,
  ReminderSchedule,
  WouldSend,
} from './records/money/reminders';
export {
  channelsProblem,
  COMMON_OFFSETS,
  formOffsets,
  MAX_SMS_CAP,
  offsetsProblem,
  offsetWords,
  REMINDER_CHANNELS,
  REMINDER_OFFSET_LIMITS,
  reminderScheduleBodySchema,
  reminderScheduleFormSchema,
  smsCapBodySchema,
  smsCapFormSchema,
  typedOffsets,
} from './validation/money/reminder-schemas';
export type {
  ReminderChannel,
  ReminderScheduleBody,
  ReminderScheduleFormValues,
  SmsCapBody,
  SmsCapFormValues,
} from './validation/money/reminder-schemas';
export type { TransferAccountRun } from './records/money/transfer-account-run';
export { staffMemberRecord, invitationViewRecord, membershipRecord } from './records/staff';
export { auditEventRecord } from './records/audit-event';
export {
  cashBookEntryRecord,
  cashBookRecord,
  classReportRecord,
  dayReportRecord,
  defaulterRecord,
  termReportRecord,
} from './records/money/report';
export { ENROLMENTS, type Enrolment } from './constants/school-records/enrolments';

export { SCHOOL_LEVELS, SCHOOL_LEVEL_LABELS } from './constants/school-records/levels';
export { SEXES, SEX_SHORT_LABELS } from './constants/school-records/sexes';
export { PAYMENT_SORTS, STUDENT_SORTS, SORT_ORDERS } from './constants/list-sorts';
export type { PaymentSort, SortOrder, StudentSort } from './constants/list-sorts';
export { presetClassOptions } from './constants/school-records/class-presets';
export { LIMITS } from './constants/limits';
export { TIMINGS } from './constants/timings';
export { CURRENCY } from './constants/money/money';
export {
  PAYMENT_METHODS,
  RECORDED_PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  METHODS_NEEDING_REFERENCE,
  PAYMENT_STATUS,
  PAYMENT_REFUSALS,
} from './constants/money/payments';
export { STUDENT_CHANGE_REFUSALS } from './constants/school-records/students';
export { DEMO_BURSAR, GUEST_CREDENTIALS } from './constants/guest';
export {
  DEMO_LINK_ELSEWHERE,
  DEMO_LINK_HINT,
  DEMO_LINK_PARAM,
  PAY_LINK_INVALID,
  PAY_LINK_LIFE_DAYS,
  PAY_LINK_TOKEN_PATTERN,
  payLinkPath,
  familyPayLinkPath,
} from './constants/money/pay-links';
export {
  SCHOOL_ROLES,
  STAFF_ROLES,
  SCHOOL_ROLE_LABELS,
  INVITATION_LIFE_DAYS,
  INVITATION_INVALID,
  INVITATION_TOKEN_PATTERN,
  invitationPath,
} from './constants/staff';
export type { SchoolRole, StaffRole } from './constants/staff';
export { ACTIONS, mayDo, refusal, type ActionRule, type SchoolAction } from './roles/actions';
export {
  FAMILY_NOT_FOUND,
  FAMILY_REFUSALS,
  FAMILY_SHARE_REFUSALS,
  familyNameOf,
} from './constants/school-records/families';
export { importFamilies } from './families/import-families';
export type { FoundedFamily, ParentOf, RowFamily } from './families/import-families';
export { AUDIT_ACTIONS, AUDIT_ACTION_LABELS } from './constants/audit';
export type { AuditAction } from './constants/audit';
export { NOT_FOUND_PAGE_NAME, PAGE_NAMES, pageNameOf, pageTitle } from './constants/page-title';

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
} from './validation/accounts/auth-schemas';
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
} from './validation/accounts/auth-schemas';
export { profileSchema, profileBodySchema } from './validation/accounts/profile-schemas';
export type { ProfileFormValues, ProfileBody } from './validation/accounts/profile-schemas';
export { checkoutAddress } from './validation/accounts/email-rules';
export { adminPasswordSchema, deleteBodySchema } from './validation/accounts/password-schemas';
export type { AdminPasswordFormValues, DeleteBody } from './validation/accounts/password-schemas';
export { schoolSchema, schoolBodySchema } from './validation/school-records/school-schemas';
export type { SchoolFormValues, SchoolBody } from './validation/school-records/school-schemas';
export {
  classroomSchema,
  classroomCreateBodySchema,
  classroomUpdateBodySchema,
} from './validation/school-records/classroom-schemas';
export type {
  ClassroomFormValues,
  ClassroomCreateBody,
  ClassroomUpdateBody,
} from './validation/school-records/classroom-schemas';
export {
  studentFormSchema,
  studentCreateBodySchema,
  studentUpdateBodySchema,
  studentImportBodySchema,
  studentImportFileSchema,
  studentImportRowSchema,
} from './validation/school-records/student-schemas';
export type {
  StudentFormValues,
  StudentCreateBody,
  StudentUpdateBody,
  StudentImportRow,
  StudentImportBody,
  StudentImportFile,
} from './validation/school-records/student-schemas';
export {
  paymentSchema,
  paymentInitializeBodySchema,
  payLinkInitializeBodySchema,
  familyPayLinkInitializeBodySchema,
  payLinkFormSchema,
  paymentVerifyBodySchema,
  recordedPaymentSchema,
  paymentRecordBodySchema,
  paymentVoidSchema,
  paymentVoidBodySchema,
} from './validation/money/payment-schemas';
export type {
  PaymentFormValues,
  PaymentInitializeBody,
  PayLinkInitializeBody,
  FamilyPayLinkInitializeBody,
  PayLinkFormValues,
  PaymentVerifyBody,
  RecordedPaymentFormValues,
  PaymentRecordBody,
  PaymentVoidFormValues,
  PaymentVoidBody,
} from './validation/money/payment-schemas';
export { payLinkMailBodySchema } from './validation/money/pay-link-schemas';
export type { PayLinkMailBody } from './validation/money/pay-link-schemas';
export {
  staffInviteSchema,
  staffInviteBodySchema,
  staffRoleBodySchema,
} from './validation/accounts/staff-schemas';
export type {
  StaffInviteFormValues,
  StaffInviteBody,
  StaffRoleBody,
} from './validation/accounts/staff-schemas';
export {
  familyFormSchema,
  familyUpdateBodySchema,
} from './validation/school-records/family-schemas';
export {
  siblingDiscountBodySchema,
  siblingDiscountFormSchema,
} from './validation/school-records/sibling-discount-schemas';
export type {
  SiblingDiscountBody,
  SiblingDiscountFormValues,
} from './validation/school-records/sibling-discount-schemas';
export type {
  FamilyFormValues,
  FamilyUpdateBody,
} from './validation/school-records/family-schemas';
export {
  bankAccountQuerySchema,
  NUBAN_PATTERN,
  SETTLEMENT_REFUSALS,
  TRANSFER_ACCOUNT_NEEDS_SETTLEMENT,
  settlementBodySchema,
  settlementFormSchema,
  settlementLabel,
  heldTransferAccountRecord,
  studentTransferAccounts,
} from './validation/money/settlement-schemas';
export type {
  Bank,
  BankAccountQuery,
  HeldTransferAccount,
  Settlement,
  SettlementBody,
  SettlementFormValues,
  TransferAccount,
} from './validation/money/settlement-schemas';
export {
  simulatedTransferBodySchema,
  simulatedTransferSchema,
  TRANSFER_NEEDS_ACCOUNT,
  TRANSFER_PURPOSE,
  TRANSFER_RECORDER,
  transferAssignBodySchema,
  UNMATCHED_REASONS,
  transferPayer,
} from './validation/money/transfer-schemas';
export type {
  SimulatedTransfer,
  SimulatedTransferBody,
  TransferAssignBody,
  UnmatchedTransfer,
} from './validation/money/transfer-schemas';
export {
  MAX_INSTALMENTS,
  planBodySchema,
  planFormSchema,
  planProblem,
  studentPlanBodySchema,
} from './validation/money/plan-schemas';
export type {
  PlanBody,
  PlanFormInput,
  PlanFormValues,
  StudentPlanBody,
} from './validation/money/plan-schemas';
export { validateBody } from './validation/rules/validate-body';
export { RECORD_ID_PATTERN, isRecordId } from './validation/rules/record-id';
export type { FieldErrors } from './validation/rules/validate-body';

export { formatMoney, toKobo, toNaira } from './format/money/money';
export { formatBalance, formatBroughtForward } from './format/money/balance';
export { internationalPhone } from './format/people/phone';
export { formatPaymentAmount, isShortCharge } from './format/money/payment-amount';
export { accountName, receivedBy, transferAccountWords } from './format/money/payment-words';
export { RECEIPT_NUMBER, receiptNumber, receiptPrefix } from './format/money/receipt-number';
export {
  daysAfter,
  daysBefore,
  daysBetween,
  formatDate,
  formatDay,
  formatLateSince,
  formatLongDay,
  formatDayMonth,
  formatSchoolDateTime,
  formatSchoolTime,
  paymentDate,
  schoolToday,
  isCalendarDay,
  SCHOOL_TIME_ZONE,
} from './format/dates';
export { accountLabel } from './format/money/account-label';
export {
  countOf,
  paymentSubject,
  siblingDiscountSubject,
  studentChangeSubject,
  studentSubject,
} from './format/audit-subjects';
export {
  chargeChangeLine,
  declinedChangeLine,
  studentChanges,
  type StudentFacts,
} from './format/people/student-change';
export { feePercent, formatPercent } from './format/money/percent';
export { feesPaidSummary } from './format/fees-paid-summary';
export {
  expectedFee,
  expectedFeeKobo,
  outstandingFee,
  outstandingFeeKobo,
  sumNaira,
} from './format/fees';
export { deriveFigures, termLedgers } from './figures/school-figures';
export {
  EARLY_CLOSE_DAYS,
  TERM_NAMES,
  isSession,
  openedAgo,
  termDaysRun,
  isTermName,
  sessionDays,
  sessionOf,
  firstTerm,
  nextTerm,
  termLabel,
  termOfDay,
} from './ledger/terms';
export type { TermName, TermPlace, TermSpan } from './ledger/terms';
export {
  CLASS_FEE_LINE,
  chargeLines,
  chargesTotalKobo,
  discountLine,
  siblingDiscountLine,
  termChargesKobo,
} from './ledger/charges/charges';
export type { ChargeInputs, ChargeLine, FeeItemKobo } from './ledger/charges/charges';
export {
  familyDiscounts,
  NO_SIBLING_DISCOUNT,
  SIBLING_ORDERS,
  siblingOrder,
  siblingPercents,
} from './ledger/charges/sibling-discount';
export type {
  SiblingDiscountRule,
  SiblingOrder,
  SiblingPlace,
} from './ledger/charges/sibling-discount';
export {
  balanceKobo,
  countsAsPaid,
  creditKobo,
  overpaymentKobo,
  recordBalanceKobo,
  recordedMoney,
  studentMoney,
  wasReceived,
} from './ledger/balance';
export {
  arrearsKobo,
  chosenShares,
  owedKobo,
  splitFamilyPayment,
} from './ledger/charges/family-split';
export type { FamilyChildDebt, FamilyShare } from './ledger/charges/family-split';
export type { StudentMoneyKobo, TermLedgerKobo } from './ledger/balance';
export {
  defaultPlan,
  dueNow,
  dueParts,
  familyDue,
  familyUnmet,
  movePlan,
  planStanding,
  scheduleKobo,
  studentDue,
  studentStanding,
  studentUnmet,
  unmetParts,
} from './ledger/due-now';
export type {
  DueAtOnce,
  DueNow,
  DuePart,
  Instalment,
  InstalmentStanding,
  ScheduledInstalment,
  StandingInstalment,
  UnmetPart,
} from './ledger/due-now';
export { SMS_PAGE_CHARS, smsCostKobo, smsPages } from './ledger/sms-cost';
export {
  channelBlocked,
  childDue,
  dueDateHit,
  dueReminderMailText,
  dueReminderSms,
  owingChildren,
  parentKey,
  parentsOn,
  plannedReminders,
  REMINDER_SKIPS,
  smsCapReached,
} from './ledger/due-reminders';
export type { ChildDue, DueParent, DueReminder, PayWay, Pupil } from './ledger/due-reminders';
export { dueInNaira, dueSentence, unmetInKobo, unmetInNaira } from './ledger/due-sentence';
export {
  lateFeeIsOn,
  lateFeeKobo,
  lateFeeLine,
  lateFeesDueAtOnce,
  lateFeesKobo,
  lateFeesToCharge,
  NO_LATE_FEE,
} from './ledger/late-fee';
export type { LateFeeCharge, LateFeeRule } from './ledger/late-fee';
export { buildStatement, statementInNaira } from './ledger/statement';
export type {
  StatementKobo,
  StatementPaymentKobo,
  StatementTermInput,
  StatementTermKobo,
} from './ledger/statement';
export { chargedNextTerm, defaultPromotions } from './ledger/promotions';
export {
  cardPayer,
  cashBook,
  cashBookDays,
  compareClassReports,
  compareDayReports,
  defaulters,
  termBalanceKobo,
  termReport,
  termReportInNaira,
} from './ledger/reports';
export type {
  CashBookEntryKobo,
  ClassReportKobo,
  DayReportKobo,
  DefaulterCandidateKobo,
  StudentTermKobo,
  TermPaymentKobo,
  TermReportKobo,
} from './ledger/reports';
export { DAY_RANGE_BACKWARDS, REPORT_LIMITS, REPORT_REFUSALS } from './constants/money/reports';
export {
  calendarDayRule,
  cashBookQuerySchema,
  dayRangeShape,
  defaultersQuerySchema,
  termReportQuerySchema,
} from './validation/rules/report-query-schemas';
export type { Promotions } from './ledger/promotions';
export {
  copyFeeItemsBodySchema,
  feeItemsSchema,
  feeItemsBodySchema,
} from './validation/school-records/fee-item-schemas';
export type {
  CopyFeeItemsBody,
  FeeItemsFormValues,
  FeeItemsBody,
  FeeItemInput,
} from './validation/school-records/fee-item-schemas';
export { joinFullname, splitFullname } from './format/people/fullname';
export { FEE_ITEM_COPY_REFUSALS, TERM_REFUSALS } from './constants/school-records/terms';
export { termPlaceBodySchema, nextTermBodySchema } from './validation/school-records/term-schemas';
export type { TermPlaceBody, NextTermBody } from './validation/school-records/term-schemas';
