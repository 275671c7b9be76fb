import { TIMINGS } from '../constants/timings';
import type { Promotions } from '../ledger/promotions';
import type { TermPlace } from '../ledger/terms';
import type { FeeItem, NextTermPreview, Statement, Term } from '../types/term';
import type { FeeItemInput } from '../validation/fee-item-schemas';
import type { CollectionName, CollectionRecords } from '../types/collections';
import type { PayLinkReceipt, PayLinkView, ReminderSummary } from '../types/pay-link';
import type { Payment } from '../types/payment';
import type { InvitationView, Membership, StaffMember } from '../types/staff';
import type { StaffRole } from '../constants/staff';
import type { User } from '../types/user';
import type { PayLinkInitializeBody } from '../validation/payment-schemas';
import { profileBodySchema } from '../validation/profile-schemas';
import type { StudentImportRow } from '../validation/student-schemas';
import type {
  CreateInputs,
  DataSource,
  LinkPaymentInput,
  ListParams,
  ListResult,
  OfflinePaymentInput,
  ProfileInput,
  RecordPaymentInput,
  StaffInput,
  UpdateInputs,
  WritableCollection,
} from './data-source';
import { createClassroom, removeClassroom, updateClassroom } from './guest/guest-classrooms';
import { listRecords } from './guest/guest-lists';
import {
  linkedStudent,
  payLinkView,
  refuseMail,
  revokePayLinks,
  sharePayLink,
} from './guest/guest-pay-links';
import {
  approveVoid,
  declineVoid,
  initializePayment,
  recordOfflinePayment,
  recordPayment,
  voidPayment,
} from './guest/guest-payments';
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
import { getFeeItems, saveFeeItems } from './guest/guest-fee-items';
import { createSchool, deleteSchoolCascade, updateSchool } from './guest/guest-schools';
import {
  changeStaffRole,
  inviteStaff,
  listStaff,
  refuseInvitation,
  removeStaff,
} from './guest/guest-staff';
import { getStatement } from './guest/guest-statements';
import { listTerms, previewNextTerm, setCurrentTerm, startNextTerm } from './guest/guest-terms';
import {
  createStudent,
  importStudents,
  removeStudent,
  updateStudent,
} from './guest/guest-students';

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
    const updated =
      collection === 'schools'
        ? updateSchool(this.context, id, input as UpdateInputs['schools'], password)
        : collection === 'classrooms'
          ? updateClassroom(this.context, id, input as UpdateInputs['classrooms'], password)
          : updateStudent(this.context, id, input as UpdateInputs['students'], password);
    return updated as CollectionRecords[C];
  }

  async remove(collection: WritableCollection, id: string, password: string): Promise<void> {
    // A guest payment is never deleted (docs/guest-demo.md): this does nothing
    // (callers outside TypeScript may still ask).
    if ((collection as CollectionName) === 'payments') return this.wait();
    if (collection === 'schools') return this.deleteSchoolCascade(id, password);
    await this.wait();
    if (collection === 'classrooms') removeClassroom(this.context, id, password);
    else removeStudent(this.context, id, password);
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
    return importStudents(this.context, schoolId, rows, password);
  }

  async initializePayment(details: RecordPaymentInput['details']): Promise<{ reference: string }> {
    await this.wait();
    return initializePayment(this.context, details);
  }

  async recordPayment(input: RecordPaymentInput): Promise<Payment> {
    await this.wait();
    return recordPayment(this.context, input);
  }

  async recordOfflinePayment(input: OfflinePaymentInput, password: string): Promise<Payment> {
    await this.wait();
    return recordOfflinePayment(this.context, input, password);
  }

  async voidPayment(paymentId: string, reason: string, password: string): Promise<Payment> {
    await this.wait();
    return voidPayment(this.context, paymentId, reason, password);
  }

  async approveVoid(paymentId: string, password: string): Promise<Payment> {
    await this.wait();
    return approveVoid(this.context, paymentId, password);
  }

  async declineVoid(paymentId: string, reason: string, password: string): Promise<Payment> {
    await this.wait();
    return declineVoid(this.context, paymentId, reason, password);
  }

  async sharePayLink(studentId: string): Promise<{ token: string }> {
    await this.wait();
    return sharePayLink(this.context, studentId);
  }

  async revokePayLinks(studentId: string): Promise<{ token: string }> {
    await this.wait();
    return revokePayLinks(this.context, studentId);
  }

  async mailPayLink(studentId: string, _token: string): Promise<{ sentTo: string }> {
    await this.wait();
    return refuseMail(this.context, 'students', studentId);
  }

  async sendReminders(classroomId: string): Promise<ReminderSummary> {
    await this.wait();
    return refuseMail(this.context, 'classrooms', classroomId);
  }

  async getPayLink(token: string): Promise<PayLinkView> {
    await this.wait();
    return payLinkView(this.context, token);
  }

  async initializeLinkPayment(
    token: string,
    details: PayLinkInitializeBody,
  ): Promise<{ reference: string }> {
    const student = linkedStudent(this.context, token);
    return this.initializePayment({
      ...details,
      schoolId: student.schoolId,
      studentId: student._id,
    });
  }

  async recordLinkPayment(token: string, input: LinkPaymentInput): Promise<PayLinkReceipt> {
    const student = linkedStudent(this.context, token);
    const details = { ...input.details, schoolId: student.schoolId, studentId: student._id };
    const payment = await this.recordPayment({ details, checkout: input.checkout });
    return { ...payment, schoolName: findRecord(this.context, 'schools', student.schoolId).name };
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
    promotions: Promotions | undefined,
    password: string,
  ): Promise<Term> {
    await this.wait();
    return startNextTerm(this.context, schoolId, promotions, password);
  }

  async setCurrentTerm(schoolId: string, place: TermPlace, password: string): Promise<Term> {
    await this.wait();
    return setCurrentTerm(this.context, schoolId, place, password);
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
    return saveFeeItems(this.context, classroomId, items, password);
  }

  async getStatement(studentId: string): Promise<Statement> {
    await this.wait();
    return getStatement(this.context, studentId);
  }

  async listStaff(schoolId: string): Promise<StaffMember[]> {
    await this.wait();
    return listStaff(this.context, schoolId);
  }

  async inviteStaff(schoolId: string, input: StaffInput, password: string): Promise<StaffMember> {
    await this.wait();
    return inviteStaff(this.context, schoolId, input, password);
  }

  async changeStaffRole(
    schoolId: string,
    memberId: string,
    role: StaffRole,
    password: string,
  ): Promise<StaffMember> {
    await this.wait();
    return changeStaffRole(this.context, schoolId, memberId, role, password);
  }

  async removeStaff(schoolId: string, memberId: string, password: string): Promise<void> {
    await this.wait();
    removeStaff(this.context, schoolId, memberId, password);
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

  private wait(): Promise<void> {
    if (this.latencyMs <= 0) return Promise.resolve();
    return new Promise((resolve) => setTimeout(resolve, this.latencyMs));
  }
}
