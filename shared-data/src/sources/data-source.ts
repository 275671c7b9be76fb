import type { PaymentSort, SortOrder, StudentSort } from '../constants/list-sorts';
import type { Promotions } from '../ledger/promotions';
import type { SiblingDiscountRule } from '../ledger/charges/sibling-discount';
import type { Instalment } from '../ledger/due-now';
import type { TermPlace } from '../ledger/terms';
import type { PaymentPlan } from '../records/money/payment-plan';
import type { ReminderLogEntry, ReminderRun, ReminderSchedule } from '../records/money/reminders';
import type { ReminderChannel } from '../validation/money/reminder-schemas';
import type { LateFee, LateFeeSetting } from '../records/money/late-fee';
import type { LateFeeBody } from '../validation/money/late-fee-schemas';
import type { CollectionName, CollectionRecords } from '../types/collections';
import type {
  FamilyPayLinkReceipt,
  FamilyPayLinkView,
  FamilyShareReceipt,
  PayLinkReceipt,
  PayLinkView,
  ReminderSummary,
} from '../types/pay-link';
import type { Payment, PaymentMethod } from '../types/payment';
import type { InvitationView, Membership, StaffMember } from '../types/staff';
import type { AuditEvent } from '../types/audit-event';
import type { AuditAction } from '../constants/audit';
import type {
  CashBook,
  CashBookQuery,
  Defaulter,
  DefaultersQuery,
  TermReport,
  TermReportQuery,
} from '../types/report';
import type { Family } from '../types/family';
import type { School } from '../types/school';
import type { Student } from '../types/student';
import type { FeeItem, NextTermPreview, Statement, Term } from '../types/term';
import type { User } from '../types/user';
import type {
  ClassroomCreateBody,
  ClassroomUpdateBody,
} from '../validation/school-records/classroom-schemas';
import type {
  FamilyPayLinkInitializeBody,
  PayLinkInitializeBody,
  PaymentInitializeBody,
  PaymentRecordBody,
} from '../validation/money/payment-schemas';
import type { FeeItemInput } from '../validation/school-records/fee-item-schemas';
import type { FamilyUpdateBody } from '../validation/school-records/family-schemas';
import type { ProfileBody } from '../validation/accounts/profile-schemas';
import type { SchoolBody } from '../validation/school-records/school-schemas';
import type {
  Bank,
  BankAccountQuery,
  Settlement,
  HeldTransferAccount,
  TransferAccount,
} from '../validation/money/settlement-schemas';
import type { StaffInviteBody } from '../validation/accounts/staff-schemas';
import type { SimulatedTransfer, UnmatchedTransfer } from '../validation/money/transfer-schemas';
import type { TransferAccountRun } from '../records/money/transfer-account-run';
import type { StaffRole } from '../constants/staff';
import type {
  StudentCreateBody,
  StudentImportRow,
  StudentUpdateBody,
} from '../validation/school-records/student-schemas';

type FilterValue = string | number;

/**
 * Field-equality filter on a record's own fields, e.g. `{ schoolId }` or `{ classroomId }`. A key
 * may hold several values, matching any of them (`{ sex: ['Male', 'Female'] }`); an empty array,
 * like a missing key, filters nothing.
 */
export type RecordFilter<T> = {
  [K in keyof T]?: T[K] extends FilterValue ? T[K] | readonly T[K][] : never;
};

/**
 * The keys a record's list sorts by: students by balance, payments by date or amount; other lists
 * only in their own order.
 */
export type SortKey<T> = T extends Student ? StudentSort : T extends Payment ? PaymentSort : never;

/** A parameter only the payments list takes. */
type PaymentsOnly<T, V> = T extends Payment ? V : never;

/** A list in another order than its own; a tie keeps the list's own order. */
export interface ListSort<K extends string> {
  by: K;
  order: SortOrder;
}

export interface ListParams<T> {
  filter?: RecordFilter<T>;
  /** Page size and start, applied after filter, q and sort. */
  limit?: number;
  offset?: number;
  /**
   * Payments: the `_id` of the last payment of the page before; the page starts after it, in
   * place of `offset`. The API finds it in an index however deep it is (docs/api.md#routes).
   */
  after?: PaymentsOnly<T, string>;
  /** Case-insensitive substring of the collection's LIST_SEARCH_FIELDS field. */
  q?: string;
  /** Left out, the list keeps its own order. */
  sort?: ListSort<SortKey<T>>;
  /**
   * Payments whose day (`paymentDay`: received, else made, in Lagos) is on or after this
   * calendar day, YYYY-MM-DD (docs/payments.md#the-list).
   */
  from?: PaymentsOnly<T, string>;
  /** Payments whose day is on or before this one, YYYY-MM-DD. */
  to?: PaymentsOnly<T, string>;
  /** Payments only: those whose void waits for the owner (docs/staff.md#voids). */
  voidRequested?: PaymentsOnly<T, boolean>;
  /**
   * Payments whose receipt number holds this text, in any case ('ska-000123'): the top bar's
   * search (docs/routes.md#search).
   */
  receipt?: PaymentsOnly<T, string>;
}

export interface ListResult<T> {
  items: T[];
  /** How many records match filter, q, from and to, before limit and offset. */
  total: number;
  /** Payments only: the naira sum of `amount` over every match that counts (not void), all pages. */
  amount?: number;
  /** Payments only: `amount` split by method; a method with no counting match is left out. */
  amountByMethod?: Partial<Record<PaymentMethod, number>>;
  /** Payments only: how many of the `total` matches are void (listed, counting nowhere). */
  voided?: number;
}

/** Payments are written only through their own calls and are never edited or deleted, only voided. */
export type WritableCollection = 'schools' | 'classrooms' | 'students';

/** What a form sends, the admin password aside (it travels as its own argument). */
export interface CreateInputs {
  schools: Omit<SchoolBody, 'password'>;
  classrooms: Omit<ClassroomCreateBody, 'password'>;
  students: Omit<StudentCreateBody, 'password'>;
}

export interface UpdateInputs {
  schools: Omit<SchoolBody, 'password'>;
  classrooms: Omit<ClassroomUpdateBody, 'password'>;
  students: Omit<StudentUpdateBody, 'password'>;
}

export type ProfileInput = Omit<ProfileBody, 'password'>;

/** Whose transfer account: a family's, or a student's. */
export interface TransferAccountHolder {
  holder: 'families' | 'students';
  id: string;
}

/** Whom an unmatched transfer is recorded for: a student, or a family. */
export type TransferRecipient = { studentId: string } | { familyId: string };

/** What a school's audit log is asked for: a page of it, by action, day and words. */
export interface AuditParams {
  actions?: readonly AuditAction[];
  /** Days in Lagos, YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
  q?: string;
  limit?: number;
  offset?: number;
}

/** A page of a school's families; `q` matches a family's name, phone or e-mail. */
export interface FamilyListParams {
  q?: string;
  limit?: number;
  offset?: number;
}

/** A family's details, which every child of it shares. */
export type FamilyInput = Omit<FamilyUpdateBody, 'password'>;

/** Whom to invite to a school's staff, and as what. */
export type StaffInput = Omit<StaffInviteBody, 'password'>;

/**
 * A checkout's start: our reference, and, when the server already started it with the provider
 * (a school whose card money settles to its own account, docs/payments.md#settlement), the access
 * code the browser resumes it by, stating no amount.
 */
export interface CheckoutStart {
  reference: string;
  /**
   * The address the checkout is in the name of: the payer's, or the school owner's for a parent
   * who gave none (docs/pay-links.md#paying-without-an-e-mail).
   */
  email: string;
  accessCode?: string;
}

/** What the provider's checkout returns on success (docs/payments.md#the-path-of-a-payment). */
export interface CheckoutResult {
  reference: string;
  status: string;
  message: string;
  transaction: string;
}

/** A parent's completed checkout on a pay link, with the details it was initialized with. */
export interface LinkPaymentInput {
  details: PayLinkInitializeBody;
  checkout: CheckoutResult;
}

/** A parent's completed checkout on a family's pay link, with what it was initialized with. */
export interface FamilyLinkPaymentInput {
  details: FamilyPayLinkInitializeBody;
  checkout: CheckoutResult;
}

/** A payment the bursary received outside the checkout; the admin password travels apart. */
export type OfflinePaymentInput = Omit<PaymentRecordBody, 'password'>;

export interface RecordPaymentInput {
  /** The details the payment was initialized with. */
  details: PaymentInitializeBody;
  checkout: CheckoutResult;
}

/**
 * The one data interface every screen uses; BrowserSource (guest) and ApiSource (account) behave
 * alike, including errors (all DataError subclasses). Writes that change data carry the account's
 * password; a wrong one rejects with ForbiddenError('Incorrect password') and changes nothing.
 * Lists come in creation order, payments newest first, unless `sort` asks for another.
 */
export interface DataSource {
  readonly mode: 'guest' | 'account';
  list<C extends CollectionName>(
    collection: C,
    params?: ListParams<CollectionRecords[C]>,
  ): Promise<ListResult<CollectionRecords[C]>>;
  /** Rejects with NotFoundError when there is no such record (or it is not the user's). */
  get<C extends CollectionName>(collection: C, id: string): Promise<CollectionRecords[C]>;
  create<C extends WritableCollection>(
    collection: C,
    input: CreateInputs[C],
    password: string,
  ): Promise<CollectionRecords[C]>;
  /**
   * A bursar's edit of a student that lowers what any student owes this term waits for the owner
   * (docs/students.md#edits-that-lower-charges): the student comes back unchanged but for its
   * `changeRequest`.
   */
  update<C extends WritableCollection>(
    collection: C,
    id: string,
    input: UpdateInputs[C],
    password: string,
  ): Promise<CollectionRecords[C]>;
  /**
   * A school takes its classrooms and students with it; a classroom its students. A record that
   * holds money (a received payment, or a card checkout that may still be charged) is kept:
   * ConflictError, nothing changes (docs/payments.md#records-that-hold-money-stay).
   */
  remove(collection: WritableCollection, id: string, password: string): Promise<void>;
  deleteSchoolCascade(schoolId: string, password: string): Promise<void>;
  /**
   * Registers a whole file of students in one school, all or none: one bad row rejects with
   * ValidationError keyed by its path (`students[3].phoneNo`) and nothing is written.
   */
  importStudents(
    schoolId: string,
    rows: StudentImportRow[],
    password: string,
  ): Promise<{ imported: number }>;
  /** Creates the provider reference the checkout is opened with. */
  initializePayment(details: PaymentInitializeBody): Promise<CheckoutStart>;
  /** Records a completed checkout once per reference and updates every total it touches. */
  recordPayment(input: RecordPaymentInput): Promise<Payment>;
  /**
   * Records cash, a transfer, POS or other payment (docs/payments.md#recorded-payments). A
   * reference already counted for the school rejects with ConflictError naming that payment in
   * `existingId`; nothing is written.
   */
  recordOfflinePayment(input: OfflinePaymentInput, password: string): Promise<Payment>;
  /**
   * Voids a recorded payment with a reason: it stays, marked void, and stops counting. A card
   * payment, or one already void, rejects with ConflictError. A bursar's void is a request the
   * owner answers (docs/staff.md#voids): the payment comes back with its `voidRequest`, counting.
   */
  voidPayment(paymentId: string, reason: string, password: string): Promise<Payment>;
  /** The owner approves a bursar's waiting request: the payment is void for the reason asked. */
  approveVoid(paymentId: string, password: string): Promise<Payment>;
  /** The owner declines it with a reason: the payment counts on, with `voidDeclined`. */
  declineVoid(paymentId: string, reason: string, password: string): Promise<Payment>;
  /** The owner approves a student's waiting edit: it applies as sent, checked against today's data. */
  approveStudentChange(studentId: string, password: string): Promise<Student>;
  /** The owner declines it with a reason: nothing of it applies; the student shows `changeDeclined`. */
  declineStudentChange(studentId: string, reason: string, password: string): Promise<Student>;
  /**
   * Issues a link a parent pays this student's fees by and returns its token; the link is
   * `payLinkPath(token)` (docs/pay-links.md). Earlier links stay live until revoked.
   */
  sharePayLink(studentId: string): Promise<{ token: string }>;
  /** Ends every link of the student and issues a new one. */
  revokePayLinks(studentId: string): Promise<{ token: string }>;
  /** E-mails the live link `token` to the student's parent; ConflictError without an e-mail. */
  mailPayLink(studentId: string, token: string): Promise<{ sentTo: string }>;
  /** E-mails each parent of the classroom who owes, at most once a day each. */
  sendReminders(classroomId: string): Promise<ReminderSummary>;
  /**
   * E-mails the family's parent one reminder naming every child who owes, at most once a day
   * (docs/families.md#reminders).
   */
  sendFamilyReminder(familyId: string): Promise<ReminderSummary>;
  /** What a pay link shows; NotFoundError(PAY_LINK_INVALID) for any token that is not live. */
  getPayLink(token: string): Promise<PayLinkView>;
  /** Creates the reference a parent's checkout opens with, for the link's student. */
  initializeLinkPayment(token: string, details: PayLinkInitializeBody): Promise<CheckoutStart>;
  /** Records the parent's completed checkout once, as recordPayment does, and gives the receipt. */
  recordLinkPayment(token: string, input: LinkPaymentInput): Promise<PayLinkReceipt>;
  /**
   * Issues a link the parent pays all the family's children by, and returns its token; the link is
   * `familyPayLinkPath(token)` (docs/families.md#the-family-pay-link).
   */
  shareFamilyPayLink(familyId: string): Promise<{ token: string }>;
  /** Ends every link of the family and issues a new one. */
  revokeFamilyPayLinks(familyId: string): Promise<{ token: string }>;
  /** What a family's link shows; NotFoundError(PAY_LINK_INVALID) for any token that is not live. */
  getFamilyPayLink(token: string): Promise<FamilyPayLinkView>;
  /**
   * Creates the reference of one checkout for the family; shares the parent chose must be the
   * family's children and add up to the amount (ValidationError on `shares` otherwise).
   */
  initializeFamilyLinkPayment(
    token: string,
    details: FamilyPayLinkInitializeBody,
  ): Promise<CheckoutStart>;
  /**
   * Records the completed checkout once, split among the children (one payment each that receives
   * money, in one write), and gives the receipt of what went to whom.
   */
  recordFamilyLinkPayment(
    token: string,
    input: FamilyLinkPaymentInput,
  ): Promise<FamilyPayLinkReceipt>;
  /** The school's terms, oldest first; the last is the current one (docs/terms.md). */
  listTerms(schoolId: string): Promise<Term[]>;
  /** What starting the next term would carry into it. */
  previewNextTerm(schoolId: string): Promise<NextTermPreview>;
  /**
   * Closes the current term, which `closing` names, and opens the next; ConflictError when
   * `closing` is no longer current. `promotions` only when the next term starts a session
   * (ValidationError otherwise, or for a class that is not the school's).
   */
  startNextTerm(
    schoolId: string,
    closing: string,
    promotions: Promotions | undefined,
    password: string,
  ): Promise<Term>;
  /** Says which session and term the school is in; ConflictError once it has a payment. */
  setCurrentTerm(schoolId: string, place: TermPlace, password: string): Promise<Term>;
  /**
   * The school's payment plan for its current term: the owner's, else all due the day the term
   * opened (docs/due-dates.md).
   */
  getPlan(schoolId: string): Promise<PaymentPlan>;
  /** Sets it (owner only); ValidationError on `instalments` for a plan that is none. */
  setPlan(schoolId: string, instalments: Instalment[], password: string): Promise<PaymentPlan>;
  /** The plan that applies to a student this term: their own (`own`), else the school's. */
  getStudentPlan(studentId: string): Promise<PaymentPlan>;
  /**
   * Gives a student a plan of their own for the current term (owner only), or null to follow the
   * school's again; answers the plan that now applies to them.
   */
  setStudentPlan(
    studentId: string,
    instalments: Instalment[] | null,
    password: string,
  ): Promise<PaymentPlan>;
  /**
   * When the school's reminders send themselves, by which channels, its SMS cap and month, and the
   * next days they go (docs/reminders.md).
   */
  getReminderSchedule(schoolId: string): Promise<ReminderSchedule>;
  /** Sets the days and channels (owner only); ValidationError on `offsets` or `channels`. */
  setReminderSchedule(
    schoolId: string,
    schedule: { offsets: number[]; channels: ReminderChannel[] },
    password: string,
  ): Promise<ReminderSchedule>;
  /** Sets how many SMS the school's reminders may send a month (owner only). */
  setSmsCap(schoolId: string, cap: number, password: string): Promise<ReminderSchedule>;
  /** The school's reminder log, newest first. */
  listReminderLog(schoolId: string): Promise<ReminderLogEntry[]>;
  /**
   * Sends today's due reminders at once (owner only); the guest demo sends nothing and says what
   * it would have sent.
   */
  runDueReminders(schoolId: string): Promise<ReminderRun>;
  /** The school's late fee (docs/due-dates.md#late-fee): an amount of 0 when it has none. */
  getLateFee(schoolId: string): Promise<LateFeeSetting>;
  /**
   * Sets it (owner only): `amount` in naira or `percent`, and `graceDays`; `{ amount: 0 }` turns it
   * off. ValidationError on the field at fault.
   */
  setLateFee(
    schoolId: string,
    input: Omit<LateFeeBody, 'password'>,
    password: string,
  ): Promise<LateFeeSetting>;
  /** A student's late fees of the current term, in the order they were charged. */
  listLateFees(studentId: string): Promise<LateFee[]>;
  /**
   * Waives one (owner only): it stays listed, waived, and no longer counts in their charges;
   * ConflictError for one already waived or of a closed term.
   */
  waiveLateFee(studentId: string, lineId: string, password: string): Promise<void>;
  /** The classroom's extra fee items for the current term. */
  getFeeItems(classroomId: string): Promise<FeeItem[]>;
  /** Replaces them for the current term, re-pricing the class at once. */
  saveFeeItems(classroomId: string, items: FeeItemInput[], password: string): Promise<FeeItem[]>;
  /**
   * Replaces them with the current term's items of the school's class `from`, as saveFeeItems
   * would; ValidationError on `from` for the class itself, another school's or one with none.
   */
  copyFeeItems(classroomId: string, from: string, password: string): Promise<FeeItem[]>;
  /** Every term the student was charged in, with the running balance. */
  getStatement(studentId: string): Promise<Statement>;
  /**
   * The school's families in the order they were founded (docs/families.md); their children are
   * the students listed with the filter `{ familyId }`.
   */
  listFamilies(schoolId: string, params?: FamilyListParams): Promise<ListResult<Family>>;
  getFamily(familyId: string): Promise<Family>;
  /** Edits a family's details, and so every child's parent phone and e-mail, in one write. */
  updateFamily(familyId: string, input: FamilyInput, password: string): Promise<Family>;
  /**
   * Sets the school's sibling discount (owner only); every family child's charges this term move
   * with it in the same write (docs/families.md#sibling-discount).
   */
  setSiblingDiscount(
    schoolId: string,
    rule: SiblingDiscountRule,
    password: string,
  ): Promise<School>;
  /** The banks a school's card money can settle to (docs/transfers.md#settlement). */
  listBanks(): Promise<Bank[]>;
  /** Whose account a bank and number are, asked before saving it; a school's owner only. */
  lookUpBankAccount(query: BankAccountQuery): Promise<{ accountName: string }>;
  /** Where the school's card money settles; null while it settles to the operator. */
  getSettlement(schoolId: string): Promise<Settlement | null>;
  /** Sets the school's settlement account (owner only); the holder's name comes from the bank. */
  setSettlement(schoolId: string, account: BankAccountQuery, password: string): Promise<Settlement>;
  /**
   * The account a family, or a student in no family, pays the school by transfer into; a student
   * in a family has the family's (docs/transfers.md#transfer-accounts). Null while there is none.
   */
  getTransferAccount(holder: TransferAccountHolder): Promise<TransferAccount | null>;
  /** Gives one (owner or bursar; the school's settlement account first), or answers the one made. */
  giveTransferAccount(holder: TransferAccountHolder): Promise<TransferAccount>;
  /** Every transfer account of the school's families and lone students, any member. */
  listTransferAccounts(schoolId: string): Promise<HeldTransferAccount[]>;
  /**
   * Asks for every family of the school and every enrolled student in no family to be given one,
   * in the background (docs/transfers.md#giving-every-family-one); owner or bursar. Answers the
   * run, or the one that still waits or runs.
   */
  requestTransferAccountRun(schoolId: string): Promise<TransferAccountRun>;
  /** The school's latest such run, as far as it has got; null before the first. */
  getTransferAccountRun(schoolId: string): Promise<TransferAccountRun | null>;
  /**
   * Transfers into the school's transfer accounts that could not be recorded as they arrived,
   * newest first (docs/transfers.md#unmatched-transfers); owner or bursar.
   */
  listUnmatchedTransfers(schoolId: string): Promise<UnmatchedTransfer[]>;
  /** Records an unmatched transfer for a student or a family (a family's split); owner or bursar. */
  assignTransfer(
    transferId: string,
    to: TransferRecipient,
    password: string,
  ): Promise<FamilyShareReceipt[]>;
  /**
   * The guest demo only (no bank moves money into a demo account): a parent's transfer into the
   * holder's transfer account, recorded as the provider's notice is in an account.
   */
  simulateTransfer?(holder: TransferAccountHolder, transfer: SimulatedTransfer): Promise<Payment[]>;
  /** The school's members, owner first, and the invitations waiting (docs/staff.md); owner only. */
  listStaff(schoolId: string): Promise<StaffMember[]>;
  /**
   * Invites `email` as `role` and mails the link (the guest demo sends none); inviting the same
   * address again ends the earlier link. Someone already on the staff: ConflictError.
   */
  inviteStaff(schoolId: string, input: StaffInput, password: string): Promise<StaffMember>;
  /** A member's or a waiting invitation's new role; the owner's: ConflictError. */
  changeStaffRole(
    schoolId: string,
    memberId: string,
    role: StaffRole,
    password: string,
  ): Promise<StaffMember>;
  /** Removes a member, at once, or revokes an invitation; the owner: ConflictError. */
  removeStaff(schoolId: string, memberId: string, password: string): Promise<void>;
  /**
   * The school's audit log, newest first (docs/staff.md#the-audit-log); owner only. `actions`
   * keeps the lines of those; `from`, `to` and `q` as the payments list takes them.
   */
  listAudit(schoolId: string, params?: AuditParams): Promise<ListResult<AuditEvent>>;
  /**
   * A term at a glance: billed, collected, outstanding and credit, by class and by day
   * (docs/reports.md); every member of the school. An unknown term: NotFoundError.
   */
  getTermReport(schoolId: string, query?: TermReportQuery): Promise<TermReport>;
  /** The students owing at the end of the term, largest balance first (docs/reports.md). */
  getDefaulters(schoolId: string, query?: DefaultersQuery): Promise<Defaulter[]>;
  /** The money received over some days, void payments listed and not counted (docs/reports.md). */
  getCashBook(schoolId: string, query?: CashBookQuery): Promise<CashBook>;
  /** What an invitation is for; NotFoundError(INVITATION_INVALID) once it cannot be accepted. */
  getInvitation(token: string): Promise<InvitationView>;
  /** Accepts it as the signed-in account: the school it grants, and the role there. */
  acceptInvitation(token: string): Promise<Membership>;
  /** The signed-in user, or null when there is none. */
  getCurrentUser(): Promise<User | null>;
  updateProfile(userId: string, input: ProfileInput, password: string): Promise<User>;
}
