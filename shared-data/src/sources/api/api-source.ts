import { FAMILY_NOT_FOUND } from '../../constants/school-records/families';
import { PAYMENT_METHODS } from '../../constants/money/payments';
import type { StaffRole } from '../../constants/staff';
import type { Promotions } from '../../ledger/promotions';
import type { SiblingDiscountRule } from '../../ledger/charges/sibling-discount';
import type { Instalment } from '../../ledger/due-now';
import type { TermPlace } from '../../ledger/terms';
import type { PaymentPlan } from '../../records/money/payment-plan';
import type {
  ReminderLogEntry,
  ReminderRun,
  ReminderSchedule,
} from '../../records/money/reminders';
import type { ReminderChannel } from '../../validation/money/reminder-schemas';
import type { LateFee, LateFeeSetting } from '../../records/money/late-fee';
import type { LateFeeBody } from '../../validation/money/late-fee-schemas';
import type { CollectionName, CollectionRecords } from '../../types/collections';
import type {
  FamilyPayLinkReceipt,
  FamilyPayLinkView,
  FamilyShareReceipt,
  PayLinkReceipt,
  PayLinkView,
  ReminderSummary,
} from '../../types/pay-link';
import type { Student } from '../../types/student';
import type { Payment, PaymentMethod } from '../../types/payment';
import type { InvitationView, Membership, StaffMember } from '../../types/staff';
import type { AuditEvent } from '../../types/audit-event';
import type { Family } from '../../types/family';
import type { School } from '../../types/school';
import type { FeeItem, NextTermPreview, Statement, Term } from '../../types/term';
import type {
  CashBook,
  CashBookQuery,
  Defaulter,
  DefaultersQuery,
  TermReport,
  TermReportQuery,
} from '../../types/report';
import type { User } from '../../types/user';
import { isRecordId } from '../../validation/rules/record-id';
import type { FeeItemInput } from '../../validation/school-records/fee-item-schemas';
import type {
  Bank,
  BankAccountQuery,
  HeldTransferAccount,
  Settlement,
  TransferAccount,
} from '../../validation/money/settlement-schemas';
import {
  TRANSFER_NOT_FOUND,
  type UnmatchedTransfer,
} from '../../validation/money/transfer-schemas';
import type { TransferAccountRun } from '../../records/money/transfer-account-run';
import type {
  FamilyPayLinkInitializeBody,
  PayLinkInitializeBody,
} from '../../validation/money/payment-schemas';
import type { StudentImportRow } from '../../validation/school-records/student-schemas';
import { apiRequest, type ApiClientOptions, type ApiRequest, type QueryValue } from './api-request';
import {
  NOT_FOUND,
  NotFoundError,
  SessionExpiredError,
  STAFF_MEMBER_NOT_FOUND,
} from '../data-errors';
import type {
  AuditParams,
  CheckoutStart,
  CreateInputs,
  DataSource,
  FamilyInput,
  FamilyListParams,
  FamilyLinkPaymentInput,
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
  TransferRecipient,
} from '../data-source';

/** The 404s of a school with no settlement account, and of a holder with no transfer account. */
const SETTLEMENT_NOT_FOUND = 'Settlement account not found';
const TRANSFER_ACCOUNT_NOT_FOUND = 'Transfer account not found';
const TRANSFER_ACCOUNT_RUN_NOT_FOUND = 'Transfer account run not found';

/**
 * Record fields whose list filter goes by another name in the API's query string: records carry
 * the classroom's _id as `classroomId` and a payment's term as `termId`, the API takes them as
 * `classroom` and `term`, as in its bodies.
 */
const QUERY_NAMES: Record<string, string> = { classroomId: 'classroom', termId: 'term' };

/** Only what the checkout opens with: the reference, and the provider's access code when sent. */
function checkoutStart({ data }: { data: CheckoutStart }): CheckoutStart {
  const { reference, email, accessCode } = data;
  return accessCode ? { reference, email, accessCode } : { reference, email };
}

function headerNumber(headers: Headers, name: string): number | undefined {
  const text = headers.get(name);
  const value = Number(text);
  return text !== null && text.trim() !== '' && Number.isFinite(value) ? value : undefined;
}

/**
 * `X-Total-By-Method` (`card=25000,cash=1500.5`): a payments list's counting sum per method. A
 * part that does not parse is left out rather than shown as a wrong figure.
 */
function methodTotals(headers: Headers): Partial<Record<PaymentMethod, number>> | undefined {
  const text = headers.get('X-Total-By-Method');
  if (text === null) return undefined;
  const totals: Partial<Record<PaymentMethod, number>> = {};
  for (const part of text.split(',')) {
    const [method, amount] = part.trim().split('=');
    const value = Number(amount);
    if (method && amount && Number.isFinite(value) && PAYMENT_METHODS.includes(method as never)) {
      totals[method as PaymentMethod] = value;
    }
  }
  return totals;
}

/** A POST about one of the owner's students; an id that cannot be one names no student. */
function studentPost(studentId: string, action: string): ApiRequest {
  if (!isRecordId(studentId)) throw new NotFoundError(NOT_FOUND.students);
  return { method: 'POST', path: `/api/students/${studentId}/${action}`, body: {} };
}

/** A path under one of the owner's records; an id that cannot be one names no such record. */
function recordPath(collection: 'schools' | 'classrooms' | 'students', id: string, rest: string) {
  if (!isRecordId(id)) throw new NotFoundError(NOT_FOUND[collection]);
  return `/api/${collection}/${id}/${rest}`;
}

function transferAccountPath(holder: TransferAccountHolder['holder'], id: string): string {
  return holder === 'families'
    ? `${familyPath(id)}/transfer-account`
    : recordPath('students', id, 'transfer-account');
}

/** A pay link's public route; the server answers any token that is not live the same way. */
function payPath(token: string, action = ''): string {
  return `/api/pay/${encodeURIComponent(token)}${action}`;
}

/** A family pay link's public route; any token that is not live is answered the same way. */
function familyPayPath(token: string, action = ''): string {
  return `/api/pay/family/${encodeURIComponent(token)}${action}`;
}

/** A family's route; an id that cannot be one names no family. */
function familyPath(familyId: string): string {
  if (!isRecordId(familyId)) throw new NotFoundError(FAMILY_NOT_FOUND);
  return `/api/families/${familyId}`;
}

/** A transfer a school received; an id that cannot be one names none. */
function transferPath(transferId: string, rest: string): string {
  if (!isRecordId(transferId)) throw new NotFoundError(TRANSFER_NOT_FOUND);
  return `/api/transfers/${transferId}/${rest}`;
}

/** A line of a school's staff; an id that cannot be one names no one there. */
function staffPath(schoolId: string, memberId: string): string {
  if (!isRecordId(memberId)) throw new NotFoundError(STAFF_MEMBER_NOT_FOUND);
  return recordPath('schools', schoolId, `staff/${memberId}`);
}

/** An invitation's public route; the server answers any token that cannot be used the same way. */
function invitationApiPath(token: string, action = ''): string {
  return `/api/invitations/${encodeURIComponent(token)}${action}`;
}

/** The account mode's data source: the API of docs/api.md, with a cookie session. */
export class ApiSource implements DataSource {
  readonly mode = 'account';
  private readonly options: ApiClientOptions;

  constructor(options: ApiClientOptions) {
    this.options = options;
  }

  async list<C extends CollectionName>(
    collection: C,
    params: ListParams<CollectionRecords[C]> = {},
  ): Promise<ListResult<CollectionRecords[C]>> {
    const query: Record<string, QueryValue> = {
      limit: params.limit,
      offset: params.offset,
      after: params.after,
      q: params.q,
      sort: params.sort?.by,
      order: params.sort?.order,
      from: params.from,
      to: params.to,
      voidRequested: params.voidRequested ? 'true' : undefined,
      receipt: params.receipt,
    };
    for (const [field, value] of Object.entries(params.filter ?? {})) {
      // Several values travel comma-separated; an empty list is no filter, so it is left out.
      const text = Array.isArray(value) ? value.join(',') : (value as QueryValue);
      query[QUERY_NAMES[field] ?? field] = text;
    }
    const { data, headers } = await this.call<CollectionRecords[C][]>({
      path: `/api/${collection}`,
      query,
    });
    const total = headerNumber(headers, 'X-Total-Count');
    const amount = headerNumber(headers, 'X-Total-Amount');
    const amountByMethod = methodTotals(headers);
    const voided = headerNumber(headers, 'X-Total-Voided');
    return {
      items: data,
      total: total ?? data.length,
      ...(amount === undefined ? {} : { amount }),
      ...(amountByMethod === undefined ? {} : { amountByMethod }),
      ...(voided === undefined ? {} : { voided }),
    };
  }

  async get<C extends CollectionName>(collection: C, id: string): Promise<CollectionRecords[C]> {
    // A text that cannot be an id (a mangled link) names no record; the API would refuse the query.
    if (!isRecordId(id)) throw new NotFoundError(NOT_FOUND[collection]);
    const { items } = await this.list(collection, { filter: { _id: id } as never, limit: 1 });
    const record = items[0];
    if (!record) throw new NotFoundError(NOT_FOUND[collection]);
    return record;
  }

  async create<C extends WritableCollection>(
    collection: C,
    input: CreateInputs[C],
    password: string,
  ): Promise<CollectionRecords[C]> {
    const body = { ...input, password };
    return (
      await this.call<CollectionRecords[C]>({ method: 'POST', path: `/api/${collection}`, body })
    ).data;
  }

  async update<C extends WritableCollection>(
    collection: C,
    id: string,
    input: UpdateInputs[C],
    password: string,
  ): Promise<CollectionRecords[C]> {
    const path = `/api/${collection}/${encodeURIComponent(id)}`;
    return (
      await this.call<CollectionRecords[C]>({ method: 'PUT', path, body: { ...input, password } })
    ).data;
  }

  async remove(collection: WritableCollection, id: string, password: string): Promise<void> {
    const path = `/api/${collection}/${encodeURIComponent(id)}`;
    await this.call({ method: 'DELETE', path, body: { password } });
  }

  /** The server removes the school's classrooms, students and payments in one transaction. */
  deleteSchoolCascade(schoolId: string, password: string): Promise<void> {
    return this.remove('schools', schoolId, password);
  }

  async importStudents(
    schoolId: string,
    rows: StudentImportRow[],
    password: string,
  ): Promise<{ imported: number }> {
    const body = { schoolId, students: rows, password };
    const path = '/api/students/import';
    return (await this.call<{ imported: number }>({ method: 'POST', path, body })).data;
  }

  async initializePayment(details: RecordPaymentInput['details']): Promise<CheckoutStart> {
    const path = '/api/payments/initialize';
    return checkoutStart(await this.call<CheckoutStart>({ method: 'POST', path, body: details }));
  }

  /** The server verifies the reference with the provider itself; only the reference is sent. */
  async recordPayment({ checkout }: RecordPaymentInput): Promise<Payment> {
    const body = { reference: checkout.reference };
    return (await this.call<Payment>({ method: 'POST', path: '/api/payments/verify', body })).data;
  }

  async recordOfflinePayment(input: OfflinePaymentInput, password: string): Promise<Payment> {
    const body = { ...input, password };
    return (await this.call<Payment>({ method: 'POST', path: '/api/payments/record', body })).data;
  }

  async voidPayment(paymentId: string, reason: string, password: string): Promise<Payment> {
    return this.paymentPost(paymentId, 'void', { reason, password });
  }

  async approveVoid(paymentId: string, password: string): Promise<Payment> {
    return this.paymentPost(paymentId, 'void/approve', { password });
  }

  async declineVoid(paymentId: string, reason: string, password: string): Promise<Payment> {
    return this.paymentPost(paymentId, 'void/decline', { reason, password });
  }

  async approveStudentChange(studentId: string, password: string): Promise<Student> {
    const request = studentPost(studentId, 'change/approve');
    return (await this.call<Student>({ ...request, body: { password } })).data;
  }

  async declineStudentChange(
    studentId: string,
    reason: string,
    password: string,
  ): Promise<Student> {
    const request = studentPost(studentId, 'change/decline');
    return (await this.call<Student>({ ...request, body: { reason, password } })).data;
  }

  private async paymentPost(paymentId: string, action: string, body: object): Promise<Payment> {
    // An id that cannot be one names no payment, as in `get`.
    if (!isRecordId(paymentId)) throw new NotFoundError(NOT_FOUND.payments);
    const path = `/api/payments/${paymentId}/${action}`;
    return (await this.call<Payment>({ method: 'POST', path, body })).data;
  }

  async sharePayLink(studentId: string): Promise<{ token: string }> {
    return (await this.call<{ token: string }>(studentPost(studentId, 'pay-link'))).data;
  }

  async revokePayLinks(studentId: string): Promise<{ token: string }> {
    return (await this.call<{ token: string }>(studentPost(studentId, 'pay-link/revoke'))).data;
  }

  async mailPayLink(studentId: string, token: string): Promise<{ sentTo: string }> {
    const request = { ...studentPost(studentId, 'pay-link/mail'), body: { token } };
    return (await this.call<{ sentTo: string }>(request)).data;
  }

  async sendReminders(classroomId: string): Promise<ReminderSummary> {
    if (!isRecordId(classroomId)) throw new NotFoundError(NOT_FOUND.classrooms);
    const path = `/api/classrooms/${classroomId}/reminders`;
    return (await this.call<ReminderSummary>({ method: 'POST', path, body: {} })).data;
  }

  async sendFamilyReminder(familyId: string): Promise<ReminderSummary> {
    const path = `${familyPath(familyId)}/reminders`;
    return (await this.call<ReminderSummary>({ method: 'POST', path, body: {} })).data;
  }

  async getPayLink(token: string): Promise<PayLinkView> {
    return (await this.call<PayLinkView>({ path: payPath(token) })).data;
  }

  async initializeLinkPayment(
    token: string,
    details: PayLinkInitializeBody,
  ): Promise<CheckoutStart> {
    const request = { method: 'POST' as const, path: payPath(token, '/initialize'), body: details };
    return checkoutStart(await this.call<CheckoutStart>(request));
  }

  /** As for the dashboard, the server asks the provider itself; only the reference is sent. */
  async recordLinkPayment(token: string, { checkout }: LinkPaymentInput): Promise<PayLinkReceipt> {
    const body = { reference: checkout.reference };
    const request = { method: 'POST' as const, path: payPath(token, '/verify'), body };
    return (await this.call<PayLinkReceipt>(request)).data;
  }

  async shareFamilyPayLink(familyId: string): Promise<{ token: string }> {
    const request = { method: 'POST' as const, path: `${familyPath(familyId)}/pay-link`, body: {} };
    return (await this.call<{ token: string }>(request)).data;
  }

  async revokeFamilyPayLinks(familyId: string): Promise<{ token: string }> {
    const path = `${familyPath(familyId)}/pay-link/revoke`;
    return (await this.call<{ token: string }>({ method: 'POST', path, body: {} })).data;
  }

  async getFamilyPayLink(token: string): Promise<FamilyPayLinkView> {
    return (await this.call<FamilyPayLinkView>({ path: familyPayPath(token) })).data;
  }

  async initializeFamilyLinkPayment(
    token: string,
    details: FamilyPayLinkInitializeBody,
  ): Promise<CheckoutStart> {
    const path = familyPayPath(token, '/initialize');
    return checkoutStart(await this.call<CheckoutStart>({ method: 'POST', path, body: details }));
  }

  /** As for one child, the server asks the provider itself; only the reference is sent. */
  async recordFamilyLinkPayment(
    token: string,
    { checkout }: FamilyLinkPaymentInput,
  ): Promise<FamilyPayLinkReceipt> {
    const body = { reference: checkout.reference };
    const path = familyPayPath(token, '/verify');
    return (await this.call<FamilyPayLinkReceipt>({ method: 'POST', path, body })).data;
  }

  async getPlan(schoolId: string): Promise<PaymentPlan> {
    return (await this.call<PaymentPlan>({ path: recordPath('schools', schoolId, 'plan') })).data;
  }

  async setPlan(
    schoolId: string,
    instalments: Instalment[],
    password: string,
  ): Promise<PaymentPlan> {
    const path = recordPath('schools', schoolId, 'plan');
    const body = { instalments, password };
    return (await this.call<PaymentPlan>({ method: 'PUT', path, body })).data;
  }

  async getStudentPlan(studentId: string): Promise<PaymentPlan> {
    return (await this.call<PaymentPlan>({ path: recordPath('students', studentId, 'plan') })).data;
  }

  async getLateFee(schoolId: string): Promise<LateFeeSetting> {
    const path = recordPath('schools', schoolId, 'late-fee');
    return (await this.call<LateFeeSetting>({ path })).data;
  }

  async setLateFee(
    schoolId: string,
    input: Omit<LateFeeBody, 'password'>,
    password: string,
  ): Promise<LateFeeSetting> {
    const path = recordPath('schools', schoolId, 'late-fee');
    const body = { ...input, password };
    return (await this.call<LateFeeSetting>({ method: 'PUT', path, body })).data;
  }

  async listLateFees(studentId: string): Promise<LateFee[]> {
    const path = recordPath('students', studentId, 'late-fees');
    return (await this.call<LateFee[]>({ path })).data;
  }

  async waiveLateFee(studentId: string, lineId: string, password: string): Promise<void> {
    const path = recordPath('students', studentId, `late-fees/${encodeURIComponent(lineId)}`);
    await this.call({ method: 'DELETE', path, body: { password } });
  }

  async setStudentPlan(
    studentId: string,
    instalments: Instalment[] | null,
    password: string,
  ): Promise<PaymentPlan> {
    const path = recordPath('students', studentId, 'plan');
    const body = { instalments, password };
    return (await this.call<PaymentPlan>({ method: 'PUT', path, body })).data;
  }
  async getReminderSchedule(schoolId: string): Promise<ReminderSchedule> {
    const path = recordPath('schools', schoolId, 'reminder-schedule');
    return (await this.call<ReminderSchedule>({ path })).data;
  }

  async setReminderSchedule(
    schoolId: string,
    schedule: { offsets: number[]; channels: ReminderChannel[] },
    password: string,
  ): Promise<ReminderSchedule> {
    const path = recordPath('schools', schoolId, 'reminder-schedule');
    const body = { ...schedule, password };
    return (await this.call<ReminderSchedule>({ method: 'PUT', path, body })).data;
  }

  async setSmsCap(schoolId: string, cap: number, password: string): Promise<ReminderSchedule> {
    const path = recordPath('schools', schoolId, 'sms-cap');
    return (await this.call<ReminderSchedule>({ method: 'PUT', path, body: { cap, password } }))
      .data;
  }

  async listReminderLog(schoolId: string): Promise<ReminderLogEntry[]> {
    const path = recordPath('schools', schoolId, 'reminders/log');
    return (await this.call<ReminderLogEntry[]>({ path })).data;
  }

  async runDueReminders(schoolId: string): Promise<ReminderRun> {
    const path = recordPath('schools', schoolId, 'reminders/run');
    return (await this.call<ReminderRun>({ method: 'POST', path, body: {} })).data;
  }

  async listTerms(schoolId: string): Promise<Term[]> {
    return (await this.call<Term[]>({ path: recordPath('schools', schoolId, 'terms') })).data;
  }

  async previewNextTerm(schoolId: string): Promise<NextTermPreview> {
    const path = recordPath('schools', schoolId, 'terms/next');
    return (await this.call<NextTermPreview>({ path })).data;
  }

  /** `promotions` is left out of the body when there are none, as the server expects mid-session. */
  async startNextTerm(
    schoolId: string,
    closing: string,
    promotions: Promotions | undefined,
    password: string,
  ): Promise<Term> {
    const path = recordPath('schools', schoolId, 'terms');
    const body =
      promotions === undefined ? { closing, password } : { closing, promotions, password };
    return (await this.call<Term>({ method: 'POST', path, body })).data;
  }

  async setCurrentTerm(schoolId: string, place: TermPlace, password: string): Promise<Term> {
    const path = recordPath('schools', schoolId, 'terms/current');
    const body = { session: place.session, name: place.name, password };
    return (await this.call<Term>({ method: 'PUT', path, body })).data;
  }

  async getFeeItems(classroomId: string): Promise<FeeItem[]> {
    const path = recordPath('classrooms', classroomId, 'fee-items');
    return (await this.call<FeeItem[]>({ path })).data;
  }

  async saveFeeItems(
    classroomId: string,
    items: FeeItemInput[],
    password: string,
  ): Promise<FeeItem[]> {
    const path = recordPath('classrooms', classroomId, 'fee-items');
    return (await this.call<FeeItem[]>({ method: 'PUT', path, body: { items, password } })).data;
  }

  async copyFeeItems(classroomId: string, from: string, password: string): Promise<FeeItem[]> {
    const path = recordPath('classrooms', classroomId, 'fee-items/copy');
    return (await this.call<FeeItem[]>({ method: 'POST', path, body: { from, password } })).data;
  }

  async getStatement(studentId: string): Promise<Statement> {
    const path = recordPath('students', studentId, 'statement');
    return (await this.call<Statement>({ path })).data;
  }

  async listFamilies(schoolId: string, params: FamilyListParams = {}): Promise<ListResult<Family>> {
    const path = recordPath('schools', schoolId, 'families');
    const { data, headers } = await this.call<Family[]>({ path, query: { ...params } });
    return { items: data, total: headerNumber(headers, 'X-Total-Count') ?? data.length };
  }

  async getFamily(familyId: string): Promise<Family> {
    return (await this.call<Family>({ path: familyPath(familyId) })).data;
  }

  async updateFamily(familyId: string, input: FamilyInput, password: string): Promise<Family> {
    const body = { ...input, password };
    return (await this.call<Family>({ method: 'PUT', path: familyPath(familyId), body })).data;
  }

  async setSiblingDiscount(
    schoolId: string,
    rule: SiblingDiscountRule,
    password: string,
  ): Promise<School> {
    const path = recordPath('schools', schoolId, 'sibling-discount');
    const body = { ...rule, password };
    return (await this.call<School>({ method: 'PUT', path, body })).data;
  }

  async listBanks(): Promise<Bank[]> {
    return (await this.call<Bank[]>({ path: '/api/banks' })).data;
  }

  async lookUpBankAccount(query: BankAccountQuery): Promise<{ accountName: string }> {
    const request = { path: '/api/banks/resolve', query: { ...query } };
    return (await this.call<{ accountName: string }>(request)).data;
  }

  async getSettlement(schoolId: string): Promise<Settlement | null> {
    try {
      return (await this.call<Settlement>({ path: recordPath('schools', schoolId, 'settlement') }))
        .data;
    } catch (error) {
      // This 404 is the answer for a school whose money settles to the operator.
      if (error instanceof NotFoundError && error.message === SETTLEMENT_NOT_FOUND) return null;
      throw error;
    }
  }

  async setSettlement(
    schoolId: string,
    account: BankAccountQuery,
    password: string,
  ): Promise<Settlement> {
    const path = recordPath('schools', schoolId, 'settlement');
    const body = { ...account, password };
    return (await this.call<Settlement>({ method: 'PUT', path, body })).data;
  }

  async getTransferAccount({ holder, id }: TransferAccountHolder): Promise<TransferAccount | null> {
    try {
      return (await this.call<TransferAccount>({ path: transferAccountPath(holder, id) })).data;
    } catch (error) {
      // 404 is also the answer for a family or student that has none yet.
      if (error instanceof NotFoundError && error.message === TRANSFER_ACCOUNT_NOT_FOUND) {
        return null;
      }
      throw error;
    }
  }

  async giveTransferAccount({ holder, id }: TransferAccountHolder): Promise<TransferAccount> {
    const request = { method: 'POST' as const, path: transferAccountPath(holder, id) };
    return (await this.call<TransferAccount>({ ...request, body: {} })).data;
  }

  async requestTransferAccountRun(schoolId: string): Promise<TransferAccountRun> {
    const path = recordPath('schools', schoolId, 'transfer-accounts/run');
    return (await this.call<TransferAccountRun>({ method: 'POST', path, body: {} })).data;
  }

  async getTransferAccountRun(schoolId: string): Promise<TransferAccountRun | null> {
    try {
      const path = recordPath('schools', schoolId, 'transfer-accounts/run');
      return (await this.call<TransferAccountRun>({ path })).data;
    } catch (error) {
      // 404 is also the answer for a school that never asked for one.
      if (error instanceof NotFoundError && error.message === TRANSFER_ACCOUNT_RUN_NOT_FOUND) {
        return null;
      }
      throw error;
    }
  }

  async listTransferAccounts(schoolId: string): Promise<HeldTransferAccount[]> {
    const path = recordPath('schools', schoolId, 'transfer-accounts');
    return (await this.call<HeldTransferAccount[]>({ path })).data;
  }

  async listUnmatchedTransfers(schoolId: string): Promise<UnmatchedTransfer[]> {
    const path = recordPath('schools', schoolId, 'transfers/unmatched');
    return (await this.call<UnmatchedTransfer[]>({ path })).data;
  }

  async assignTransfer(
    transferId: string,
    to: TransferRecipient,
    password: string,
  ): Promise<FamilyShareReceipt[]> {
    const path = transferPath(transferId, 'assign');
    const body = { ...to, password };
    return (await this.call<{ shares: FamilyShareReceipt[] }>({ method: 'POST', path, body })).data
      .shares;
  }

  async listStaff(schoolId: string): Promise<StaffMember[]> {
    const path = recordPath('schools', schoolId, 'staff');
    return (await this.call<StaffMember[]>({ path })).data;
  }

  async inviteStaff(schoolId: string, input: StaffInput, password: string): Promise<StaffMember> {
    const path = recordPath('schools', schoolId, 'staff');
    const body = { ...input, password };
    return (await this.call<StaffMember>({ method: 'POST', path, body })).data;
  }

  async changeStaffRole(
    schoolId: string,
    memberId: string,
    role: StaffRole,
    password: string,
  ): Promise<StaffMember> {
    const path = staffPath(schoolId, memberId);
    return (await this.call<StaffMember>({ method: 'PUT', path, body: { role, password } })).data;
  }

  async removeStaff(schoolId: string, memberId: string, password: string): Promise<void> {
    const path = staffPath(schoolId, memberId);
    await this.call({ method: 'DELETE', path, body: { password } });
  }

  async listAudit(schoolId: string, params: AuditParams = {}): Promise<ListResult<AuditEvent>> {
    const query: Record<string, QueryValue> = {
      action: params.actions?.length ? params.actions.join(',') : undefined,
      from: params.from,
      to: params.to,
      q: params.q,
      limit: params.limit,
      offset: params.offset,
    };
    const path = recordPath('schools', schoolId, 'audit');
    const { data, headers } = await this.call<AuditEvent[]>({ path, query });
    return { items: data, total: headerNumber(headers, 'X-Total-Count') ?? data.length };
  }

  async getTermReport(schoolId: string, query: TermReportQuery = {}): Promise<TermReport> {
    const path = recordPath('schools', schoolId, 'reports/term');
    return (await this.call<TermReport>({ path, query: { termId: query.termId } })).data;
  }

  async getDefaulters(schoolId: string, query: DefaultersQuery = {}): Promise<Defaulter[]> {
    const path = recordPath('schools', schoolId, 'reports/defaulters');
    const { termId, classroomId, min, late } = query;
    const asked = { termId, classroomId, min, late: late ? 'true' : undefined };
    return (await this.call<Defaulter[]>({ path, query: asked })).data;
  }

  async getCashBook(schoolId: string, query: CashBookQuery = {}): Promise<CashBook> {
    const path = recordPath('schools', schoolId, 'reports/cash-book');
    return (await this.call<CashBook>({ path, query: { from: query.from, to: query.to } })).data;
  }

  async getInvitation(token: string): Promise<InvitationView> {
    return (await this.call<InvitationView>({ path: invitationApiPath(token) })).data;
  }

  async acceptInvitation(token: string): Promise<Membership> {
    const request = {
      method: 'POST' as const,
      path: invitationApiPath(token, '/accept'),
      body: {},
    };
    return (await this.call<Membership>(request)).data;
  }

  async getCurrentUser(): Promise<User | null> {
    try {
      return (await this.call<User>({ path: '/api/auth/' })).data;
    } catch (error) {
      if (error instanceof SessionExpiredError) return null;
      throw error;
    }
  }

  async updateProfile(userId: string, input: ProfileInput, password: string): Promise<User> {
    const path = `/api/users/${encodeURIComponent(userId)}`;
    return (await this.call<User>({ method: 'PUT', path, body: { ...input, password } })).data;
  }

  private call<T>(request: ApiRequest) {
    return apiRequest<T>(this.options, request);
  }
}
