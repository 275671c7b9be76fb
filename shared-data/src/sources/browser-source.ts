import { countsAsPaid } from '../ledger/balance';
import { TIMINGS } from '../constants/timings';
import type { Promotions } from '../ledger/promotions';
import type { TermPlace } from '../ledger/terms';
import type { FeeItem, NextTermPreview, Statement, Term } from '../types/term';
import type { FeeItemInput } from '../validation/school-records/fee-item-schemas';
import type { CollectionName, CollectionRecords } from '../types/collections';
import type {
  FamilyPayLinkReceipt,
  FamilyPayLinkView,
  FamilyShareReceipt,
  PayLinkReceipt,
  PayLinkView,
  ReminderSummary,
} from '../types/pay-link';
import type { Payment } from '../types/payment';
import type { InvitationView, Membership, StaffMember } from '../types/staff';
import { SCHOOL_ROLE_LABELS, type StaffRole } from '../constants/staff';
import type { AuditAction } from '../constants/audit';
import { PAYMENT_STATUS } from '../constants/money/payments';
import {
  countOf,
  paymentSubject,
  siblingDiscountSubject,
  studentSubject,
} from '../format/audit-subjects';
import type { SiblingDiscountRule } from '../ledger/charges/sibling-discount';
import { cardPayer } from '../ledger/reports';
import { termLabel } from '../ledger/terms';
import type { AuditEvent } from '../types/audit-event';
import type {
  CashBook,
  CashBookQuery,
  Defaulter,
  DefaultersQuery,
  TermReport,
  TermReportQuery,
} from '../types/report';
import type { Classroom } from '../types/classroom';
import type { School } from '../types/school';
import type { Family } from '../types/family';
import type { Student } from '../types/student';
import type { User } from '../types/user';
import type {
  FamilyPayLinkInitializeBody,
  PayLinkInitializeBody,
} from '../validation/money/payment-schemas';
import { profileBodySchema } from '../validation/accounts/profile-schemas';
import type { StudentImportRow } from '../validation/school-records/student-schemas';
import type {
  AuditParams,
  CheckoutStart,
  CreateInputs,
  DataSource,
  FamilyInput,
  FamilyLinkPaymentInput,
  FamilyListParams,
  LinkPaymentInput,
  ListParams,
  ListResult,
  OfflinePaymentInput,
  ProfileInput,
  RecordPaymentInput,
  StaffInput,
  UpdateInputs,
  WritableCollection,
  TransferAccountHolder,
} from './data-source';
import {
  createClassroom,
  removeClassroom,
  updateClassroom,
} from './guest/school-records/guest-classrooms';
import { listAudit, logGuest, logGuestEach } from './guest/guest-audit';
import { listRecords } from './guest/guest-lists';
import {
  familyPayLinkView,
  initializeFamilyPayment,
  recordFamilyPayment,
  revokeFamilyPayLinks,
  shareFamilyPayLink,
} from './guest/money/guest-family-pay-links';
import {
  linkedStudent,
  markLinkPayment,
  payLinkReceipt,
  payLinkView,
  refuseMail,
  revokePayLinks,
  sharePayLink,
} from './guest/money/guest-pay-links';
import {
  approveVoid,
  declineVoid,
  initializeLinkPayment,
  initializePayment,
  recordLinkPayment,
  recordOfflinePayment,
  recordPayment,
  voidPayment,
} from './guest/money/guest-payments';
import {
  checkBody,
  checkPassword,
  findIn,
  findRecord,
  readAll,
  readRecords,
  saveAll,
  type GuestContext,
} from './guest/guest-records';
import { copyFeeItems, getFeeItems, saveFeeItems } from './guest/school-records/guest-fee-items';
import {
  createSchool,
  deleteSchoolCascade,
  setSiblingDiscount,
  updateSchool,
} from './guest/school-records/guest-schools';
import {
  changeStaffRole,
  inviteStaff,
  listStaff,
  refuseInvitation,
  removeStaff,
} from './guest/guest-staff';
import { getCashBook, getDefaulters, getTermReport } from './guest/guest-reports';
import { getStatement } from './guest/money/guest-statements';
import { getPlan, getStudentPlan, setPlan, setStudentPlan } from './guest/money/guest-plans';
import {
  getReminderSchedule,
  listReminderLog,
  runDueReminders,
  setReminderSchedule,
  setSmsCap,
} from './guest/money/guest-reminders';
import { getLateFee, listLateFees, setLateFee, waiveLateFee } from './guest/money/guest-late-fees';
import type { LateFee, LateFeeSetting } from '../records/money/late-fee';
import type { LateFeeBody } from '../validation/money/late-fee-schemas';
import type { Instalment } from '../ledger/due-now';
import type { PaymentPlan } from '../records/money/payment-plan';
import type { ReminderLogEntry, ReminderRun, ReminderSchedule } from '../records/money/reminders';
import type { ReminderChannel } from '../validation/money/reminder-schemas';
import {
  DEMO_BANKS,
  getSettlement,
  lookUpAccount,
  setSettlement,
} from './guest/money/guest-settlement';
import {
  settlementLabel,
  type Bank,
  type BankAccountQuery,
  type HeldTransferAccount,
  type Settlement,
  type TransferAccount,
} from '../validation/money/settlement-schemas';
import {
  getTransferAccount,
  giveTransferAccount,
  lastTransferAccountRun,
  listTransferAccounts,
  runTransferAccounts,
} from './guest/money/guest-transfer-accounts';
import type { TransferAccountRun } from '../records/money/transfer-account-run';
import {
  assignTransfer,
  listUnmatchedTransfers,
  simulateTransfer,
} from './guest/money/guest-transfers';
import {
  transferPayer,
  type SimulatedTransfer,
  type UnmatchedTransfer,
} from '../validation/money/transfer-schemas';
import { getFamily, listFamilies, updateFamily } from './guest/school-records/guest-families';
import {
  listTerms,
  previewNextTerm,
  setCurrentTerm,
  startNextTerm,
} from './guest/school-records/guest-terms';
import {
  approveStudentChange,
  createStudent,
  declineStudentChange,
  importStudents,
  removeStudent,
  updateStudent,
} from './guest/school-records/guest-students';

export interface BrowserSourceOptions {
  storage: Storage;
  /** Simulated latency of every call (500 ms, docs/guest-demo.md); 0 in tests. */
  latencyMs?: number;
  now?: () => Date;
}

/**
 * The guest demo's data source: local storage, one key per collection (docs/guest-demo.md). Each
 * call waits the demo's latency, then hands over to the module of its domain in `guest/`, as the
 * API's routes live in one folder per domain.
 */
export class BrowserSource implements DataSource {
  readonly mode = 'guest';
  private readonly context: GuestContext;
  private readonly latencyMs: number;

  constructor(options: BrowserSourceOptions) {
    this.context = { storage: options.storage, now: options.now ?? (() => new Date()) };
    this.latencyMs = options.latencyMs ?? TIMINGS.localStorageLatencyMs;
  }

  async list<C extends CollectionName>(
    collection: C,
    params: ListParams<CollectionRecords[C]> = {},
  ): Promise<ListResult<CollectionRecords[C]>> {
    await this.wait();
    return listRecords(this.context, collection, params);
  }

  async get<C extends CollectionName>(collection: C, id: string): Promise<CollectionRecords[C]> {
    await this.wait();
    return findRecord(this.context, collection, id);
  }

  async create<C extends WritableCollection>(
    collection: C,
    input: CreateInputs[C],
    password: string,
  ): Promise<CollectionRecords[C]> {
    await this.wait();
    const created =
      collection === 'schools'
        ? createSchool(this.context, input as CreateInputs['schools'], password)
        : collection === 'classrooms'
          ? createClassroom(this.context, input as CreateInputs['classrooms'], password)
          : createStudent(this.context, input as CreateInputs['students'], password);
    this.logRecord(created, 'created');
    return created as CollectionRecords[C];
  }

  async update<C extends WritableCollection>(
    collection: C,
    id: string,
    input: UpdateInputs[C],
    password: string,
  ): Promise<CollectionRecords[C]> {
    await this.wait();
    // A guest payment is never edited (docs/guest-demo.md): this does nothing
    // (callers outside TypeScript may still ask).
    if ((collection as CollectionName) === 'payments')
      return findRecord(this.context, collection, id);
    if (collection === 'students') {
      const edit = updateStudent(this.context, id, input as UpdateInputs['students'], password);
      this.log(edit.student.schoolId, edit.action, edit.subject);
      return edit.student as CollectionRecords[C];
    }
    const updated =
      collection === 'schools'
        ? updateSchool(this.context, id, input as UpdateInputs['schools'], password)
        : updateClassroom(this.context, id, input as UpdateInputs['classrooms'], password);
    this.logRecord(updated, 'updated');
    return updated as CollectionRecords[C];
  }

  async remove(collection: WritableCollection, id: string, password: string): Promise<void> {
    // A guest payment is never deleted (docs/guest-demo.md): this does nothing
    // (callers outside TypeScript may still ask).
    if ((collection as CollectionName) === 'payments') return this.wait();
    if (collection === 'schools') return this.deleteSchoolCascade(id, password);
    await this.wait();
    const gone = findRecord(this.context, collection, id);
    if (collection === 'classrooms') removeClassroom(this.context, id, password);
    else removeStudent(this.context, id, password);
    this.logRecord(gone, 'deleted');
  }

  async deleteSchoolCascade(schoolId: string, password: string): Promise<void> {
    await this.wait();
    deleteSchoolCascade(this.context, schoolId, password);
  }

  async importStudents(
    schoolId: string,
    rows: StudentImportRow[],
    password: string,
  ): Promise<{ imported: number }> {
    await this.wait();
    const result = importStudents(this.context, schoolId, rows, password);
    this.log(schoolId, 'students.imported', countOf(result.imported, 'student', 'students'));
    return result;
  }

  async initializePayment(details: RecordPaymentInput['details']): Promise<CheckoutStart> {
    await this.wait();
    return initializePayment(this.context, details);
  }

  async recordPayment(input: RecordPaymentInput): Promise<Payment> {
    return this.settleCard(() => recordPayment(this.context, input), 'card');
  }

  /** A card payment, counted once; the log names its depositor, as the API's does. */
  private async settleCard(
    record: () => { payment: Payment; recorded: boolean },
    how: 'card' | 'pay link',
  ) {
    await this.wait();
    const { payment, recorded } = record();
    if (!recorded) return payment;
    if (how === 'pay link') markLinkPayment(this.context, payment._id);
    this.logCard(payment, how);
    return payment;
  }

  /** A card payment that counts is logged in its depositor's name, and how they came. */
  private logCard(payment: Payment, how: 'card' | 'pay link'): void {
    if (!countsAsPaid(payment)) return;
    const actor = cardPayer({ ...payment, fromPayLink: how === 'pay link' });
    logGuest(this.context, payment.schoolId, 'payment.paid', paymentSubject(payment), actor);
  }

  async recordOfflinePayment(input: OfflinePaymentInput, password: string): Promise<Payment> {
    await this.wait();
    const payment = recordOfflinePayment(this.context, input, password);
    this.log(payment.schoolId, 'payment.recorded', paymentSubject(payment));
    return payment;
  }

  async voidPayment(paymentId: string, reason: string, password: string): Promise<Payment> {
    await this.wait();
    const payment = voidPayment(this.context, paymentId, reason, password);
    const voided = payment.status === PAYMENT_STATUS.void;
    const action = voided ? 'payment.voided' : 'payment.void-requested';
    this.log(payment.schoolId, action, paymentSubject(payment, reason));
    return payment;
  }

  async approveVoid(paymentId: string, password: string): Promise<Payment> {
    await this.wait();
    const payment = approveVoid(this.context, paymentId, password);
    const subject = paymentSubject(payment, payment.voidReason);
    this.log(payment.schoolId, 'payment.void-approved', subject);
    return payment;
  }

  async declineVoid(paymentId: string, reason: string, password: string): Promise<Payment> {
    await this.wait();
    const payment = declineVoid(this.context, paymentId, reason, password);
    this.log(payment.schoolId, 'payment.void-declined', paymentSubject(payment, reason));
    return payment;
  }

  async approveStudentChange(studentId: string, password: string): Promise<Student> {
    await this.wait();
    const { student, subject } = approveStudentChange(this.context, studentId, password);
    this.log(student.schoolId, 'student.change-approved', subject);
    return student;
  }

  async declineStudentChange(
    studentId: string,
    reason: string,
    password: string,
  ): Promise<Student> {
    await this.wait();
    const answer = declineStudentChange(this.context, studentId, reason, password);
    this.log(answer.student.schoolId, 'student.change-declined', answer.subject);
    return answer.student;
  }

  async sharePayLink(studentId: string): Promise<{ token: string }> {
    await this.wait();
    const link = sharePayLink(this.context, studentId);
    this.logStudent(studentId, 'pay-link.shared');
    return link;
  }

  async revokePayLinks(studentId: string): Promise<{ token: string }> {
    await this.wait();
    const link = revokePayLinks(this.context, studentId);
    this.logStudent(studentId, 'pay-link.revoked');
    return link;
  }

  async mailPayLink(studentId: string, _token: string): Promise<{ sentTo: string }> {
    await this.wait();
    return refuseMail(this.context, { collection: 'students', id: studentId }, 'sharePayLinks');
  }

  async sendReminders(classroomId: string): Promise<ReminderSummary> {
    await this.wait();
    return refuseMail(this.context, { collection: 'classrooms', id: classroomId }, 'sendReminders');
  }

  async sendFamilyReminder(familyId: string): Promise<ReminderSummary> {
    await this.wait();
    return refuseMail(this.context, { familyId }, 'sendReminders');
  }

  async getPayLink(token: string): Promise<PayLinkView> {
    await this.wait();
    return payLinkView(this.context, token);
  }

  async initializeLinkPayment(
    token: string,
    details: PayLinkInitializeBody,
  ): Promise<CheckoutStart> {
    await this.wait();
    return initializeLinkPayment(this.context, linkedStudent(this.context, token), details);
  }

  async recordLinkPayment(token: string, input: LinkPaymentInput): Promise<PayLinkReceipt> {
    const student = linkedStudent(this.context, token);
    const payment = await this.settleCard(
      () => recordLinkPayment(this.context, student, input),
      'pay link',
    );
    return payLinkReceipt(payment, findRecord(this.context, 'schools', student.schoolId).name);
  }

  async shareFamilyPayLink(familyId: string): Promise<{ token: string }> {
    await this.wait();
    const link = shareFamilyPayLink(this.context, familyId);
    this.logFamily(familyId, 'pay-link.shared');
    return link;
  }

  async revokeFamilyPayLinks(familyId: string): Promise<{ token: string }> {
    await this.wait();
    const link = revokeFamilyPayLinks(this.context, familyId);
    this.logFamily(familyId, 'pay-link.revoked');
    return link;
  }

  async getFamilyPayLink(token: string): Promise<FamilyPayLinkView> {
    await this.wait();
    return familyPayLinkView(this.context, token);
  }

  async initializeFamilyLinkPayment(
    token: string,
    details: FamilyPayLinkInitializeBody,
  ): Promise<CheckoutStart> {
    await this.wait();
    return initializeFamilyPayment(this.context, token, details);
  }

  async recordFamilyLinkPayment(
    token: string,
    input: FamilyLinkPaymentInput,
  ): Promise<FamilyPayLinkReceipt> {
    await this.wait();
    const { receipt, payments } = recordFamilyPayment(this.context, token, input);
    for (const payment of payments) this.logCard(payment, 'pay link');
    return receipt;
  }

  async getPlan(schoolId: string): Promise<PaymentPlan> {
    await this.wait();
    return getPlan(this.context, schoolId);
  }

  async setPlan(
    schoolId: string,
    instalments: Instalment[],
    password: string,
  ): Promise<PaymentPlan> {
    await this.wait();
    const { plan, schoolName } = setPlan(this.context, schoolId, instalments, password);
    this.log(schoolId, 'plan.set', schoolName);
    return plan;
  }

  async getStudentPlan(studentId: string): Promise<PaymentPlan> {
    await this.wait();
    return getStudentPlan(this.context, studentId);
  }

  async getLateFee(schoolId: string): Promise<LateFeeSetting> {
    await this.wait();
    return getLateFee(this.context, schoolId);
  }

  async setLateFee(
    schoolId: string,
    input: Omit<LateFeeBody, 'password'>,
    password: string,
  ): Promise<LateFeeSetting> {
    await this.wait();
    const { setting, schoolName } = setLateFee(this.context, schoolId, input, password);
    this.log(schoolId, 'late-fee.set', schoolName);
    return setting;
  }

  async listLateFees(studentId: string): Promise<LateFee[]> {
    await this.wait();
    return listLateFees(this.context, studentId);
  }

  async waiveLateFee(studentId: string, lineId: string, password: string): Promise<void> {
    await this.wait();
    const { schoolId, subject } = waiveLateFee(this.context, studentId, lineId, password);
    this.log(schoolId, 'late-fee.waived', subject);
  }

  async setStudentPlan(
    studentId: string,
    instalments: Instalment[] | null,
    password: string,
  ): Promise<PaymentPlan> {
    await this.wait();
    const { plan, schoolId, fullname } = setStudentPlan(
      this.context,
      studentId,
      instalments,
      password,
    );
    this.log(schoolId, 'plan.set', instalments === null ? `${fullname}: the school's` : fullname);
    return plan;
  }

  async getReminderSchedule(schoolId: string): Promise<ReminderSchedule> {
    await this.wait();
    return getReminderSchedule(this.context, schoolId);
  }

  async setReminderSchedule(
    schoolId: string,
    schedule: { offsets: number[]; channels: ReminderChannel[] },
    password: string,
  ): Promise<ReminderSchedule> {
    await this.wait();
    const set = setReminderSchedule(this.context, schoolId, schedule, password);
    this.log(schoolId, 'reminders.scheduled', set.schoolName);
    return set.schedule;
  }

  async setSmsCap(schoolId: string, cap: number, password: string): Promise<ReminderSchedule> {
    await this.wait();
    const set = setSmsCap(this.context, schoolId, cap, password);
    this.log(schoolId, 'sms-cap.set', `${set.schoolName}: ${cap} a month`);
    return set.schedule;
  }

  async listReminderLog(schoolId: string): Promise<ReminderLogEntry[]> {
    await this.wait();
    return listReminderLog(this.context, schoolId);
  }

  async runDueReminders(schoolId: string): Promise<ReminderRun> {
    await this.wait();
    const { run, schoolName } = runDueReminders(this.context, schoolId);
    this.log(schoolId, 'reminders.run', `${schoolName}: ${run.sent} sent, ${run.skipped} skipped`);
    return run;
  }

  async listTerms(schoolId: string): Promise<Term[]> {
    await this.wait();
    return listTerms(this.context, schoolId);
  }

  async previewNextTerm(schoolId: string): Promise<NextTermPreview> {
    await this.wait();
    return previewNextTerm(this.context, schoolId);
  }

  async startNextTerm(
    schoolId: string,
    closing: string,
    promotions: Promotions | undefined,
    password: string,
  ): Promise<Term> {
    await this.wait();
    const term = startNextTerm(this.context, schoolId, closing, promotions, password);
    this.log(schoolId, 'term.started', termLabel(term));
    return term;
  }

  async setCurrentTerm(schoolId: string, place: TermPlace, password: string): Promise<Term> {
    await this.wait();
    const term = setCurrentTerm(this.context, schoolId, place, password);
    this.log(schoolId, 'term.set', termLabel(term));
    return term;
  }

  async getFeeItems(classroomId: string): Promise<FeeItem[]> {
    await this.wait();
    return getFeeItems(this.context, classroomId);
  }

  async saveFeeItems(
    classroomId: string,
    items: FeeItemInput[],
    password: string,
  ): Promise<FeeItem[]> {
    await this.wait();
    const saved = saveFeeItems(this.context, classroomId, items, password);
    const room = findRecord(this.context, 'classrooms', classroomId);
    const subject = `${room.name}: ${countOf(saved.length, 'item', 'items')}`;
    this.log(room.schoolId, 'fee-items.saved', subject);
    return saved;
  }

  async copyFeeItems(classroomId: string, from: string, password: string): Promise<FeeItem[]> {
    await this.wait();
    const { saved, room, source } = copyFeeItems(this.context, classroomId, from, password);
    const subject = `${room.name}: ${countOf(saved.length, 'item', 'items')}, copied from ${source.name}`;
    this.log(room.schoolId, 'fee-items.saved', subject);
    return saved;
  }

  async getStatement(studentId: string): Promise<Statement> {
    await this.wait();
    return getStatement(this.context, studentId);
  }

  async listFamilies(schoolId: string, params?: FamilyListParams): Promise<ListResult<Family>> {
    await this.wait();
    return listFamilies(this.context, schoolId, params);
  }

  async getFamily(familyId: string): Promise<Family> {
    await this.wait();
    return getFamily(this.context, familyId);
  }

  async updateFamily(familyId: string, input: FamilyInput, password: string): Promise<Family> {
    await this.wait();
    const family = updateFamily(this.context, familyId, input, password);
    this.log(family.schoolId, 'family.updated', family.name);
    return family;
  }

  async setSiblingDiscount(
    schoolId: string,
    rule: SiblingDiscountRule,
    password: string,
  ): Promise<School> {
    await this.wait();
    const school = setSiblingDiscount(this.context, schoolId, rule, password);
    this.log(schoolId, 'sibling-discount.set', siblingDiscountSubject(school.siblingDiscount));
    return school;
  }

  async listBanks(): Promise<Bank[]> {
    await this.wait();
    return [...DEMO_BANKS];
  }

  async lookUpBankAccount(query: BankAccountQuery): Promise<{ accountName: string }> {
    await this.wait();
    return { accountName: lookUpAccount(this.context, query) };
  }

  async getSettlement(schoolId: string): Promise<Settlement | null> {
    await this.wait();
    return getSettlement(this.context, schoolId);
  }

  async setSettlement(
    schoolId: string,
    account: BankAccountQuery,
    password: string,
  ): Promise<Settlement> {
    await this.wait();
    const settlement = setSettlement(this.context, schoolId, account, password);
    this.log(schoolId, 'settlement.set', settlementLabel(settlement));
    return settlement;
  }

  async getTransferAccount(holder: TransferAccountHolder): Promise<TransferAccount | null> {
    await this.wait();
    return getTransferAccount(this.context, holder);
  }

  async giveTransferAccount(holder: TransferAccountHolder): Promise<TransferAccount> {
    await this.wait();
    const given = giveTransferAccount(this.context, holder);
    if (given.made) {
      this.log(
        given.schoolId,
        'transfer-account.made',
        `${given.label}: ${given.account.accountNumber}`,
      );
    }
    return given.account;
  }

  async requestTransferAccountRun(schoolId: string): Promise<TransferAccountRun> {
    await this.wait();
    const { run, made } = runTransferAccounts(this.context, schoolId);
    logGuestEach(
      this.context,
      schoolId,
      'transfer-account.made',
      made.map(({ label, account }) => `${label}: ${account.accountNumber}`),
    );
    return run;
  }

  async getTransferAccountRun(schoolId: string): Promise<TransferAccountRun | null> {
    await this.wait();
    return lastTransferAccountRun(this.context, schoolId);
  }

  async listTransferAccounts(schoolId: string): Promise<HeldTransferAccount[]> {
    await this.wait();
    return listTransferAccounts(this.context, schoolId);
  }

  async listUnmatchedTransfers(schoolId: string): Promise<UnmatchedTransfer[]> {
    await this.wait();
    return listUnmatchedTransfers(this.context, schoolId);
  }

  async assignTransfer(transferId: string): Promise<FamilyShareReceipt[]> {
    await this.wait();
    return assignTransfer(this.context, transferId);
  }

  async simulateTransfer(
    holder: TransferAccountHolder,
    transfer: SimulatedTransfer,
  ): Promise<Payment[]> {
    await this.wait();
    const payments = simulateTransfer(this.context, holder, transfer);
    const payer = transferPayer(transfer.senderName.trim(), this.context.now());
    for (const payment of payments) {
      logGuest(this.context, payment.schoolId, 'payment.paid', paymentSubject(payment), payer);
    }
    return payments;
  }

  async listStaff(schoolId: string): Promise<StaffMember[]> {
    await this.wait();
    return listStaff(this.context, schoolId);
  }

  async inviteStaff(schoolId: string, input: StaffInput, password: string): Promise<StaffMember> {
    await this.wait();
    const line = inviteStaff(this.context, schoolId, input, password);
    this.log(
      schoolId,
      'staff.invited',
      `${line.email} as ${SCHOOL_ROLE_LABELS[line.role].toLowerCase()}`,
    );
    return line;
  }

  async changeStaffRole(
    schoolId: string,
    memberId: string,
    role: StaffRole,
    password: string,
  ): Promise<StaffMember> {
    await this.wait();
    const line = changeStaffRole(this.context, schoolId, memberId, role, password);
    this.log(
      schoolId,
      'staff.role-changed',
      `${line.email} to ${SCHOOL_ROLE_LABELS[role].toLowerCase()}`,
    );
    return line;
  }

  async removeStaff(schoolId: string, memberId: string, password: string): Promise<void> {
    await this.wait();
    const line = listStaff(this.context, schoolId).find((member) => member._id === memberId);
    removeStaff(this.context, schoolId, memberId, password);
    if (line) {
      const action = line.status === 'invited' ? 'staff.invitation-revoked' : 'staff.removed';
      this.log(schoolId, action, line.email);
    }
  }

  async getInvitation(_token: string): Promise<InvitationView> {
    await this.wait();
    return refuseInvitation();
  }

  async acceptInvitation(_token: string): Promise<Membership> {
    await this.wait();
    return refuseInvitation();
  }

  async getCurrentUser(): Promise<User | null> {
    await this.wait();
    return readRecords(this.context, 'users')[0] ?? null;
  }

  async updateProfile(userId: string, input: ProfileInput, password: string): Promise<User> {
    await this.wait();
    checkBody(profileBodySchema, { ...input, password });
    checkPassword(password);
    const data = readAll(this.context);
    const user = findIn(data, 'users', userId);
    Object.assign(user, { ...input, updatedAt: this.context.now().toISOString() });
    return saveAll(this.context, data, 'users', userId);
  }

  async listAudit(schoolId: string, params?: AuditParams): Promise<ListResult<AuditEvent>> {
    await this.wait();
    return listAudit(this.context, schoolId, params);
  }

  async getTermReport(schoolId: string, query?: TermReportQuery): Promise<TermReport> {
    await this.wait();
    return getTermReport(this.context, schoolId, query);
  }

  async getDefaulters(schoolId: string, query?: DefaultersQuery): Promise<Defaulter[]> {
    await this.wait();
    return getDefaulters(this.context, schoolId, query);
  }

  async getCashBook(schoolId: string, query?: CashBookQuery): Promise<CashBook> {
    await this.wait();
    return getCashBook(this.context, schoolId, query);
  }

  /** A line in the school's log, in the name of whom the guest acts as. */
  private log(schoolId: string, action: AuditAction, subject: string): void {
    logGuest(this.context, schoolId, action, subject);
  }

  /** A school, class or student written: its line, named as the API names it. */
  private logRecord(
    record: School | Classroom | Student,
    change: 'created' | 'updated' | 'deleted',
  ) {
    if ('fullname' in record) {
      this.log(record.schoolId, `student.${change}`, studentSubject(record));
    } else if ('classFees' in record) {
      this.log(record.schoolId, `classroom.${change}`, record.name);
    } else if (change !== 'deleted') {
      this.log(record._id, `school.${change}`, record.name);
    }
  }

  private logStudent(studentId: string, action: AuditAction): void {
    const student = findRecord(this.context, 'students', studentId);
    this.log(student.schoolId, action, studentSubject(student));
  }

  /** A family's line names it as its edits do: by its name. */
  private logFamily(familyId: string, action: AuditAction): void {
    const family = getFamily(this.context, familyId);
    this.log(family.schoolId, action, family.name);
  }

  private wait(): Promise<void> {
    if (this.latencyMs <= 0) return Promise.resolve();
    return new Promise((resolve) => setTimeout(resolve, this.latencyMs));
  }
}
