import { recordBalanceKobo } from '../ledger/balance';
import { planProblem } from '../validation/money/plan-schemas';
import {
  channelsProblem,
  offsetsProblem,
  type ReminderChannel,
} from '../validation/money/reminder-schemas';
import type { ReminderLogEntry } from '../records/money/reminders';
import type { Instalment } from '../ledger/due-now';
import type { LateFeeCharge, LateFeeRule } from '../ledger/late-fee';
import type { ChargeLine, FeeItemKobo } from '../ledger/charges/charges';
import type { CollectionName, CollectionRecords } from '../types/collections';
import { COLLECTION_NAMES } from '../types/collections';
import { toNaira } from '../format/money/money';
import type { Payment } from '../types/payment';
import type { SchoolRole } from '../constants/staff';
import type { StaffMember } from '../types/staff';
import type { AuditEvent } from '../types/audit-event';
import type { Family } from '../types/family';
import type { FamilyPayLinkReceipt } from '../types/pay-link';
import type { TransferAccountRun } from '../records/money/transfer-account-run';
import type { Settlement, TransferAccount } from '../validation/money/settlement-schemas';
import type { School } from '../types/school';
import { NO_SIBLING_DISCOUNT } from '../ledger/charges/sibling-discount';
import type { Student } from '../types/student';
import type { StudentUpdateBody } from '../validation/school-records/student-schemas';
import type { Term } from '../types/term';
import { StorageError } from './data-errors';

/** A class's extra fee item of the current term, in kobo as the ledger takes it. */
export interface GuestFeeItem extends FeeItemKobo {
  classroomId: string;
  termId: string;
}

/** A student's charge lines of a closed term, frozen as they stood at its close (docs/terms.md). */
export interface GuestTermCharges {
  termId: string;
  studentId: string;
  /** The class the student was in at the close, which the term's reports group them by. */
  classroomId: string | null;
  lines: ChargeLine[];
}

/**
 * A late fee charged to a student (docs/due-dates.md#late-fee): a charge of its term until it is
 * waived, frozen with the term's lines at its close.
 */
export interface GuestLateFee extends LateFeeCharge {
  _id: string;
  studentId: string;
  termId: string;
  schoolId: string;
  waivedAt: string | null;
}

/**
 * The fee ledger beside the collections: terms, the classes' items, the closed terms' charges and
 * the late fees.
 */
export interface GuestLedger {
  terms: Term[];
  feeItems: GuestFeeItem[];
  termCharges: GuestTermCharges[];
  lateFees: GuestLateFee[];
}

export type GuestLedgerName = keyof GuestLedger;

export const LEDGER_NAMES = [
  'terms',
  'feeItems',
  'termCharges',
  'lateFees',
] as const satisfies readonly GuestLedgerName[];

/** A family as stored: its children, their balance and what is due are read from the students. */
export type GuestFamily = Omit<Family, 'children' | 'balance' | 'dueNow' | 'overdueSince'>;

/**
 * Guest data: one local-storage key per collection, per part of the ledger, and for the families
 * (docs/guest-demo.md), all written together.
 */
export type GuestData = { [C in CollectionName]: CollectionRecords[C][] } & GuestLedger & {
    families: GuestFamily[];
  };

const KEY_PREFIX = 'fees-manager:';
/** The guest's pay links, beside the collections under a key of their own (docs/pay-links.md). */
const PAY_LINKS_KEY = `${KEY_PREFIX}pay-links`;
/** Which of the guest's card payments a parent made through a pay link, by _id (cardPayer). */
const LINK_PAYMENTS_KEY = `${KEY_PREFIX}pay-link-payments`;
/** The guest's family pay links, apart from the students' so neither token opens the other. */
const FAMILY_PAY_LINKS_KEY = `${KEY_PREFIX}family-pay-links`;
/** The checkouts paid on family links, each with the children's payments it made. */
const FAMILY_CHECKOUTS_KEY = `${KEY_PREFIX}family-checkouts`;
/** A student's card checkouts started and not recorded yet: the API's pending payments. */
const CARD_CHECKOUTS_KEY = `${KEY_PREFIX}card-checkouts`;
/** The staff of the guest's schools beside their owner, the guest (docs/staff.md#the-guest-demo). */
const STAFF_KEY = `${KEY_PREFIX}staff`;
/** The guest schools' audit logs, one list, newest last (docs/staff.md#the-guest-demo). */
const AUDIT_KEY = `${KEY_PREFIX}audit`;
/** Whom the guest acts as in every school: its owner, or the demo bursar (docs/staff.md#the-guest-demo). */
const ROLE_KEY = `${KEY_PREFIX}acting-as`;

/** The edits of the demo bursar waiting for the owner, beside the students they would change. */
const STUDENT_EDITS_KEY = `${KEY_PREFIX}student-edits`;

/** The guest schools' families (docs/families.md). */
const FAMILIES_KEY = `${KEY_PREFIX}families`;
/** The demo schools' settlement accounts (docs/transfers.md#the-guest-demo). */
const SETTLEMENTS_KEY = `${KEY_PREFIX}settlements`;
/** The demo's transfer accounts (docs/transfers.md#the-guest-demo). */
const TRANSFER_ACCOUNTS_KEY = `${KEY_PREFIX}transfer-accounts`;
const TRANSFER_ACCOUNT_RUNS_KEY = `${KEY_PREFIX}transfer-account-runs`;
/** The demo's payment plans, per term and per student (docs/due-dates.md). */
const PLANS_KEY = `${KEY_PREFIX}plans`;
/** The demo's reminder settings per school, and its log (docs/reminders.md#the-demo). */
const REMINDERS_KEY = `${KEY_PREFIX}reminders`;
const REMINDER_LOG_KEY = `${KEY_PREFIX}reminder-log`;
/** Each school's late fee, and the last day the demo charged the late fees due. */
const LATE_FEE_RULES_KEY = `${KEY_PREFIX}late-fee-rules`;
const LATE_FEES_DAY_KEY = `${KEY_PREFIX}late-fees-charged-on`;

const LEDGER_KEYS: Record<GuestLedgerName, string> = {
  terms: `${KEY_PREFIX}terms`,
  feeItems: `${KEY_PREFIX}fee-items`,
  termCharges: `${KEY_PREFIX}term-charges`,
  lateFees: `${KEY_PREFIX}late-fees`,
};

export function collectionKey(collection: CollectionName): string {
  return `${KEY_PREFIX}${collection}`;
}

function storageKey(name: keyof GuestData): string {
  if (name === 'families') return FAMILIES_KEY;
  return name in LEDGER_KEYS
    ? LEDGER_KEYS[name as GuestLedgerName]
    : collectionKey(name as CollectionName);
}

const MESSAGES = {
  corrupt:
    'The demo data saved in this browser is damaged. Reset the demo data to start again from the demo records.',
  quota:
    'Browser storage is full, so the change was not saved. Free some space or log out of the guest demo.',
  unavailable: 'This browser does not allow saving data. Allow site storage to use the guest demo.',
} as const;

function isQuotaError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  // Browsers disagree on the name; the legacy codes 22 (most) and 1014 (old Firefox) cover the rest.
  const code = (error as { code?: unknown }).code;
  return (
    error.name === 'QuotaExceededError' ||
    error.name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
    code === 22 ||
    code === 1014
  );
}

/** What a payment holds in the void fields while it is not void and no void was asked for. */
export const NOT_VOID: Pick<
  Payment,
  'voidedAt' | 'voidedBy' | 'voidReason' | 'voidRequest' | 'voidDeclined'
> = {
  voidedAt: null,
  voidedBy: '',
  voidReason: '',
  voidRequest: null,
  voidDeclined: null,
};

/**
 * What a card payment holds in the fields of payments recorded by hand or by transfer. A browser
 * may also hold demo payments saved before those existed: each was a card payment, so it reads as
 * one.
 */
export const CARD_PAYMENT_FIELDS: Pick<
  Payment,
  'method' | 'externalReference' | 'receivedOn' | 'recordedBy' | 'narration' | keyof typeof NOT_VOID
> = {
  method: 'card',
  externalReference: '',
  receivedOn: '',
  recordedBy: '',
  narration: '',
  ...NOT_VOID,
};

/** The objects stored under `key`, none when nothing is; anything else is damaged data. */
function readList(storage: Storage, key: string, idKey: string): object[] {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    throw new StorageError('unavailable', MESSAGES.unavailable);
  }
  if (raw === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new StorageError('corrupt', MESSAGES.corrupt);
  }
  const valid =
    Array.isArray(parsed) &&
    parsed.every((item) => typeof item === 'object' && item !== null && idKey in item);
  if (!valid) throw new StorageError('corrupt', MESSAGES.corrupt);
  return parsed as object[];
}

/**
 * The ledger as stored. A browser that kept its demo data from before terms has none of it: the
 * guest source then opens each school's first term (readGuestData).
 */
export function readLedger(storage: Storage): GuestLedger {
  return {
    terms: readList(storage, LEDGER_KEYS.terms, '_id') as Term[],
    feeItems: readList(storage, LEDGER_KEYS.feeItems, '_id') as GuestFeeItem[],
    termCharges: readList(storage, LEDGER_KEYS.termCharges, 'studentId') as GuestTermCharges[],
    lateFees: readList(storage, LEDGER_KEYS.lateFees, '_id') as GuestLateFee[],
  };
}

/** The families as stored; a browser that kept its demo data from before families has none. */
export function readFamilies(storage: Storage): GuestFamily[] {
  return readList(storage, FAMILIES_KEY, '_id') as GuestFamily[];
}

export function readCollection<C extends CollectionName>(
  storage: Storage,
  collection: C,
): CollectionRecords[C][] {
  const parsed = readList(storage, collectionKey(collection), '_id');
  if (collection === 'payments') {
    // Payments saved before a payment kept what was asked were never short: asked is what was paid.
    return (parsed as Pick<Payment, 'amount'>[]).map((payment) => ({
      ...CARD_PAYMENT_FIELDS,
      amountAsked: payment.amount,
      ...payment,
    })) as CollectionRecords[C][];
  }
  // Schools saved before sibling discounts give none.
  if (collection === 'schools') {
    return (parsed as Omit<School, 'siblingDiscount'>[]).map((school) => ({
      siblingDiscount: NO_SIBLING_DISCOUNT,
      ...school,
    })) as School[] as CollectionRecords[C][];
  }
  // Students saved before parents' e-mails were kept have none; before terms, all were enrolled
  // and took no optional item, and owed nothing from an earlier term; before families, none had
  // one; before edits could wait for the owner, none waited. What is due is read against today
  // when the guest reads its students (guest-records.ts).
  if (collection === 'students') {
    return (
      parsed as Omit<
        Student,
        | 'parentEmail'
        | 'optionalItems'
        | 'enrolment'
        | 'broughtForward'
        | 'balance'
        | 'familyId'
        | 'changeRequest'
        | 'changeDeclined'
        | 'dueNow'
        | 'overdueSince'
      >[]
    ).map((student) => ({
      parentEmail: '',
      familyId: '',
      optionalItems: [],
      enrolment: 'enrolled',
      broughtForward: 0,
      changeRequest: null,
      changeDeclined: null,
      balance: toNaira(recordBalanceKobo(student)),
      dueNow: 0,
      overdueSince: null,
      ...student,
    })) as Student[] as CollectionRecords[C][];
  }
  return parsed as CollectionRecords[C][];
}

/**
 * Writes several collections as one change: if any write fails (a full quota), the ones already
 * written are put back, so counters never disagree with the records they count.
 */
export function writeCollections(storage: Storage, changes: Partial<GuestData>): void {
  const written: [string, string | null][] = [];
  try {
    for (const [collection, records] of Object.entries(changes)) {
      const key = storageKey(collection as keyof GuestData);
      const previous = storage.getItem(key);
      storage.setItem(key, JSON.stringify(records));
      written.push([key, previous]);
    }
  } catch (error) {
    for (const [key, previous] of written.reverse()) {
      try {
        if (previous === null) storage.removeItem(key);
        else storage.setItem(key, previous);
      } catch {
        // Restoring a value that was stored a moment ago only fails if storage vanished entirely.
      }
    }
    throw isQuotaError(error)
      ? new StorageError('quota', MESSAGES.quota)
      : new StorageError('unavailable', MESSAGES.unavailable);
  }
}

export function seedGuestData(storage: Storage, data: GuestData): void {
  writeCollections(storage, data);
}

export function clearGuestData(storage: Storage): void {
  for (const collection of COLLECTION_NAMES) storage.removeItem(collectionKey(collection));
  for (const name of LEDGER_NAMES) storage.removeItem(LEDGER_KEYS[name]);
  storage.removeItem(PAY_LINKS_KEY);
  storage.removeItem(LINK_PAYMENTS_KEY);
  storage.removeItem(FAMILY_PAY_LINKS_KEY);
  storage.removeItem(FAMILY_CHECKOUTS_KEY);
  storage.removeItem(CARD_CHECKOUTS_KEY);
  storage.removeItem(STAFF_KEY);
  storage.removeItem(ROLE_KEY);
  storage.removeItem(AUDIT_KEY);
  storage.removeItem(FAMILIES_KEY);
  storage.removeItem(STUDENT_EDITS_KEY);
  storage.removeItem(SETTLEMENTS_KEY);
  storage.removeItem(TRANSFER_ACCOUNTS_KEY);
  storage.removeItem(TRANSFER_ACCOUNT_RUNS_KEY);
  storage.removeItem(PLANS_KEY);
  storage.removeItem(REMINDERS_KEY);
  storage.removeItem(REMINDER_LOG_KEY);
  storage.removeItem(LATE_FEE_RULES_KEY);
  storage.removeItem(LATE_FEES_DAY_KEY);
}

/** A guest's own browser holds the token itself: there is no one to hide it from. */
interface GuestLink {
  token: string;
  revoked: boolean;
  /** ISO time of issue: the link works for PAY_LINK_LIFE_DAYS from then. */
  issuedAt: string;
}

export interface GuestPayLink extends GuestLink {
  studentId: string;
}

/** A link that pays for every child of a family (docs/families.md#the-family-pay-link). */
export interface GuestFamilyPayLink extends GuestLink {
  familyId: string;
}

/** Whether `value` is a link of whatever `holder` names (a student's, or a family's). */
function isLinkOf<K extends string>(holder: K) {
  return (value: unknown): value is GuestLink & Record<K, string> => {
    const link = value as (Partial<GuestLink> & Partial<Record<K, unknown>>) | null;
    return (
      typeof link?.token === 'string' &&
      typeof link[holder] === 'string' &&
      typeof link.revoked === 'boolean' &&
      typeof link.issuedAt === 'string'
    );
  };
}

/**
 * The readable items stored under `key`: what cannot be read is left out, so a damaged list of
 * links or log lines reads as shorter, never as damaged demo data.
 */
function readKept<T>(storage: Storage, key: string, isKept: (value: unknown) => value is T): T[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isKept) : [];
  } catch {
    return [];
  }
}

/** Links that cannot be read are no links: a parent's page then says its link is not valid. */
export function readPayLinks(storage: Storage): GuestPayLink[] {
  return readKept(storage, PAY_LINKS_KEY, isLinkOf('studentId'));
}

export function writePayLinks(storage: Storage, links: GuestPayLink[]): void {
  writeKey(storage, PAY_LINKS_KEY, links);
}

/** Family links that cannot be read are no links, as the students' are. */
export function readFamilyPayLinks(storage: Storage): GuestFamilyPayLink[] {
  return readKept(storage, FAMILY_PAY_LINKS_KEY, isLinkOf('familyId'));
}

export function writeFamilyPayLinks(storage: Storage, links: GuestFamilyPayLink[]): void {
  writeKey(storage, FAMILY_PAY_LINKS_KEY, links);
}

/** Ids that cannot be read name no payment: its payer then reads as having paid by card. */
export function readLinkPayments(storage: Storage): string[] {
  return readKept(storage, LINK_PAYMENTS_KEY, (id): id is string => typeof id === 'string');
}

export function writeLinkPayments(storage: Storage, ids: string[]): void {
  writeKey(storage, LINK_PAYMENTS_KEY, ids);
}

/**
 * A checkout paid on a family link, as the API keeps it (family_payments): what its receipt says
 * beside the children's payments, which are recorded with the others and listed here in the
 * family's order.
 */
export interface GuestFamilyCheckout extends Omit<
  FamilyPayLinkReceipt,
  'schoolName' | 'amount' | 'shares'
> {
  schoolId: string;
  paymentIds: string[];
}

function isFamilyCheckout(value: unknown): value is GuestFamilyCheckout {
  const checkout = value as Partial<GuestFamilyCheckout> | null;
  return (
    typeof checkout?.referenceNo === 'string' &&
    typeof checkout.schoolId === 'string' &&
    Array.isArray(checkout.paymentIds)
  );
}

/** A checkout that cannot be read is forgotten: recording its reference again records it anew. */
export function readFamilyCheckouts(storage: Storage): GuestFamilyCheckout[] {
  return readKept(storage, FAMILY_CHECKOUTS_KEY, isFamilyCheckout);
}

export function writeFamilyCheckouts(storage: Storage, checkouts: GuestFamilyCheckout[]): void {
  writeKey(storage, FAMILY_CHECKOUTS_KEY, checkouts);
}

/**
 * A card checkout of a student, from the dashboard or the student's pay link, that was started and
 * not recorded: while it may still be charged, it holds the student, their class and their school
 * as a received payment does (docs/payments.md#records-that-hold-money-stay).
 */
export interface GuestCardCheckout {
  reference: string;
  schoolId: string;
  classroomId: string;
  studentId: string;
  startedAt: string;
}

function isCardCheckout(value: unknown): value is GuestCardCheckout {
  const checkout = value as Partial<GuestCardCheckout> | null;
  return (['reference', 'schoolId', 'classroomId', 'studentId', 'startedAt'] as const).every(
    (field) => typeof checkout?.[field] === 'string',
  );
}

/** A checkout that cannot be read holds nothing: the demo's records it named can go. */
export function readCardCheckouts(storage: Storage): GuestCardCheckout[] {
  return readKept(storage, CARD_CHECKOUTS_KEY, isCardCheckout);
}

export function writeCardCheckouts(storage: Storage, checkouts: GuestCardCheckout[]): void {
  writeKey(storage, CARD_CHECKOUTS_KEY, checkouts);
}

function writeKey(storage: Storage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch (error) {
    throw isQuotaError(error)
      ? new StorageError('quota', MESSAGES.quota)
      : new StorageError('unavailable', MESSAGES.unavailable);
  }
}

/** The guest is every demo school's owner, and may act as its demo bursar instead. */
export type GuestRole = Extract<SchoolRole, 'owner' | 'bursar'>;

/** A line of a guest school's staff other than its owner, who is the guest. */
export interface GuestStaffLine extends StaffMember {
  schoolId: string;
}

function isStaffLine(value: unknown): value is GuestStaffLine {
  const line = value as Partial<GuestStaffLine> | null;
  return (
    typeof line?._id === 'string' &&
    typeof line.schoolId === 'string' &&
    typeof line.email === 'string' &&
    (line.role === 'bursar' || line.role === 'viewer') &&
    (line.status === 'active' || line.status === 'invited')
  );
}

/** The stored staff lines; null when the guest has changed none yet (the demo's then apply). */
export function readGuestStaff(storage: Storage): GuestStaffLine[] | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STAFF_KEY) ?? 'null');
    return Array.isArray(parsed) ? parsed.filter(isStaffLine) : null;
  } catch {
    return null;
  }
}

export function writeGuestStaff(storage: Storage, lines: GuestStaffLine[]): void {
  writeKey(storage, STAFF_KEY, lines);
}

/** The role the guest acts in; anything unreadable is the owner, the demo's default. */
export function readGuestRole(storage: Storage): GuestRole {
  try {
    return JSON.parse(storage.getItem(ROLE_KEY) ?? 'null') === 'bursar' ? 'bursar' : 'owner';
  } catch {
    return 'owner';
  }
}

export function writeGuestRole(storage: Storage, role: GuestRole): void {
  writeKey(storage, ROLE_KEY, role);
}

/** A bursar's edit of a student waiting for the owner, as it was sent (docs/students.md). */
export interface GuestStudentEdit {
  studentId: string;
  edit: Omit<StudentUpdateBody, 'password'>;
}

function isStudentEdit(value: unknown): value is GuestStudentEdit {
  const line = value as Partial<GuestStudentEdit> | null;
  return typeof line?.studentId === 'string' && typeof line.edit === 'object' && !!line.edit;
}

/** Edits that cannot be read wait no more: the owner finds nothing to approve. */
export function readStudentEdits(storage: Storage): GuestStudentEdit[] {
  return readKept(storage, STUDENT_EDITS_KEY, isStudentEdit);
}

export function writeStudentEdits(storage: Storage, edits: GuestStudentEdit[]): void {
  writeKey(storage, STUDENT_EDITS_KEY, edits);
}

/** A line of a guest school's audit log. */
export interface GuestAuditLine extends AuditEvent {
  schoolId: string;
}

function isAuditLine(value: unknown): value is GuestAuditLine {
  const line = value as Partial<GuestAuditLine> | null;
  return (
    typeof line?._id === 'string' &&
    typeof line.schoolId === 'string' &&
    typeof line.at === 'string' &&
    typeof line.action === 'string' &&
    typeof line.subject === 'string'
  );
}

/** Lines that cannot be read are left out: the log shows what it can. */
export function readGuestAudit(storage: Storage): GuestAuditLine[] {
  return readKept(storage, AUDIT_KEY, isAuditLine);
}

export function writeGuestAudit(storage: Storage, lines: GuestAuditLine[]): void {
  writeKey(storage, AUDIT_KEY, lines);
}

/** A demo school's settlement account, as the demo keeps it. */
export interface GuestSettlement extends Settlement {
  schoolId: string;
}

const isSettlement = (value: unknown): value is GuestSettlement => {
  const kept = value as Partial<GuestSettlement> | null;
  return [
    'schoolId',
    'bankName',
    'bankCode',
    'accountNumber',
    'accountName',
    'subaccountCode',
  ].every((key) => typeof kept?.[key as keyof GuestSettlement] === 'string');
};

/** Settlements that cannot be read are none: the school's money then reads as the operator's. */
export function readSettlements(storage: Storage): GuestSettlement[] {
  return readKept(storage, SETTLEMENTS_KEY, isSettlement);
}

export function writeSettlements(storage: Storage, settlements: GuestSettlement[]): void {
  writeKey(storage, SETTLEMENTS_KEY, settlements);
}

/** A plan the demo keeps: a term's, set by the owner, or one student's for that term. */
export interface GuestPlan {
  termId: string;
  /** Null for the school's plan of the term. */
  studentId: string | null;
  instalments: Instalment[];
}

const isPlan = (value: unknown): value is GuestPlan => {
  const kept = value as Partial<GuestPlan> | null;
  return (
    typeof kept?.termId === 'string' &&
    (kept.studentId === null || typeof kept.studentId === 'string') &&
    planProblem(kept.instalments) === null
  );
};

/** A plan that cannot be read is none: its term then follows the default plan. */
export function readPlans(storage: Storage): GuestPlan[] {
  return readKept(storage, PLANS_KEY, isPlan);
}

export function writePlans(storage: Storage, plans: GuestPlan[]): void {
  writeKey(storage, PLANS_KEY, plans);
}

/** A demo school's reminder settings, as the API keeps them. */
export interface GuestReminderSettings {
  schoolId: string;
  offsets: number[];
  channels: ReminderChannel[];
  smsCap: number;
}

const isReminderSettings = (value: unknown): value is GuestReminderSettings => {
  const kept = value as Partial<GuestReminderSettings> | null;
  return (
    typeof kept?.schoolId === 'string' &&
    offsetsProblem(kept.offsets) === null &&
    channelsProblem(kept.channels) === null &&
    Number.isInteger(kept.smsCap)
  );
};

/** Settings that cannot be read are none: the school then has no reminders. */
export function readReminderSettings(storage: Storage): GuestReminderSettings[] {
  return readKept(storage, REMINDERS_KEY, isReminderSettings);
}

export function writeReminderSettings(storage: Storage, settings: GuestReminderSettings[]): void {
  writeKey(storage, REMINDERS_KEY, settings);
}

/** A line of a demo school's reminder log. */
export interface GuestReminderLine extends Omit<ReminderLogEntry, 'students'> {
  schoolId: string;
}

const isReminderLine = (value: unknown): value is GuestReminderLine => {
  const kept = value as Partial<GuestReminderLine> | null;
  return (
    typeof kept?.schoolId === 'string' &&
    typeof kept.at === 'string' &&
    typeof kept.to === 'string' &&
    Array.isArray(kept.studentIds)
  );
};

export function readReminderLog(storage: Storage): GuestReminderLine[] {
  return readKept(storage, REMINDER_LOG_KEY, isReminderLine);
}

export function writeReminderLog(storage: Storage, lines: GuestReminderLine[]): void {
  writeKey(storage, REMINDER_LOG_KEY, lines);
}

/** A demo transfer account, and whose it is: a family's, or a student's in no family. */
export interface GuestTransferAccount extends TransferAccount {
  holder: 'families' | 'students';
  holderId: string;
}

const isTransferAccount = (value: unknown): value is GuestTransferAccount => {
  const kept = value as Partial<GuestTransferAccount> | null;
  return (['holder', 'holderId', 'accountNumber', 'accountName', 'bankName'] as const).every(
    (key) => typeof kept?.[key] === 'string',
  );
};

/** Accounts that cannot be read are none: a family then offers to give one again. */
export function readTransferAccounts(storage: Storage): GuestTransferAccount[] {
  return readKept(storage, TRANSFER_ACCOUNTS_KEY, isTransferAccount);
}

export function writeTransferAccounts(storage: Storage, accounts: GuestTransferAccount[]): void {
  writeKey(storage, TRANSFER_ACCOUNTS_KEY, accounts);
}

/** A demo school's last run giving every family a transfer account. */
export interface GuestTransferAccountRun extends TransferAccountRun {
  schoolId: string;
}

const isTransferAccountRun = (value: unknown): value is GuestTransferAccountRun => {
  const kept = value as Partial<GuestTransferAccountRun> | null;
  return (
    typeof kept?.schoolId === 'string' &&
    typeof kept.total === 'number' &&
    typeof kept.done === 'number' &&
    Array.isArray(kept.failed)
  );
};

/** Runs that cannot be read are none: the dialog then offers a new one. */
export function readTransferAccountRuns(storage: Storage): GuestTransferAccountRun[] {
  return readKept(storage, TRANSFER_ACCOUNT_RUNS_KEY, isTransferAccountRun);
}

export function writeTransferAccountRuns(storage: Storage, runs: GuestTransferAccountRun[]): void {
  writeKey(storage, TRANSFER_ACCOUNT_RUNS_KEY, runs);
}

/** A school's late fee as the demo keeps it; a school with none has no entry. */
export interface GuestLateFeeRule {
  schoolId: string;
  rule: LateFeeRule;
}

const isLateFeeRule = (value: unknown): value is GuestLateFeeRule => {
  const kept = value as { schoolId?: unknown; rule?: Record<string, unknown> } | null;
  const rule = kept?.rule;
  return (
    typeof kept?.schoolId === 'string' &&
    typeof rule?.graceDays === 'number' &&
    (typeof rule.amountKobo === 'number' || typeof rule.percent === 'number')
  );
};

export function readLateFeeRules(storage: Storage): GuestLateFeeRule[] {
  return readKept(storage, LATE_FEE_RULES_KEY, isLateFeeRule);
}

export function writeLateFeeRules(storage: Storage, rules: GuestLateFeeRule[]): void {
  writeKey(storage, LATE_FEE_RULES_KEY, rules);
}

/** The Lagos day the demo last charged the late fees due; null when it must look again. */
export function readLateFeesDay(storage: Storage): string | null {
  let raw: string | null;
  try {
    raw = storage.getItem(LATE_FEES_DAY_KEY);
  } catch {
    throw new StorageError('unavailable', MESSAGES.unavailable);
  }
  try {
    const day: unknown = raw === null ? null : JSON.parse(raw);
    return typeof day === 'string' ? day : null;
  } catch {
    // A day that cannot be read is none: the demo looks again.
    return null;
  }
}

export function writeLateFeesDay(storage: Storage, day: string | null): void {
  if (day === null) storage.removeItem(LATE_FEES_DAY_KEY);
  else writeKey(storage, LATE_FEES_DAY_KEY, day);
}
