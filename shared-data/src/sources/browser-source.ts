import { GUEST_CREDENTIALS } from '../constants/guest';
import { PAY_LINK_INVALID, PAY_LINK_LIFE_DAYS } from '../constants/pay-links';
import { PAYMENT_REFUSALS, PAYMENT_STATUS } from '../constants/payments';
import { LIST_SEARCH_FIELDS } from '../constants/list-search-fields';
import { TIMINGS } from '../constants/timings';
import { accountLabel } from '../format/account-label';
import { expectedFee, outstandingFee, sumNaira } from '../format/fees';
import type { Classroom } from '../types/classroom';
import type { CollectionName, CollectionRecords } from '../types/collections';
import type { BaseRecord } from '../types/base-record';
import type { PayLinkReceipt, PayLinkView, ReminderSummary } from '../types/pay-link';
import type { Payment, PaymentMethod } from '../types/payment';
import type { School } from '../types/school';
import type { Student } from '../types/student';
import type { User } from '../types/user';
import {
  classroomCreateBodySchema,
  classroomUpdateBodySchema,
} from '../validation/classroom-schemas';
import { deleteBodySchema } from '../validation/password-schemas';
import {
  paymentInitializeBodySchema,
  paymentRecordBodySchema,
  paymentVoidBodySchema,
  type PayLinkInitializeBody,
} from '../validation/payment-schemas';
import { profileBodySchema } from '../validation/profile-schemas';
import { schoolBodySchema } from '../validation/school-schemas';
import {
  studentCreateBodySchema,
  studentImportBodySchema,
  studentUpdateBodySchema,
  type StudentImportRow,
} from '../validation/student-schemas';
import { validateBody } from '../validation/validate-body';
import {
  ConflictError,
  ForbiddenError,
  NOT_FOUND,
  NotFoundError,
  ValidationError,
} from './data-errors';
import type {
  CreateInputs,
  DataSource,
  LinkPaymentInput,
  ListParams,
  ListResult,
  OfflinePaymentInput,
  ProfileInput,
  RecordPaymentInput,
  UpdateInputs,
  WritableCollection,
} from './data-source';
import {
  CARD_PAYMENT_FIELDS,
  readCollection,
  readPayLinks,
  writeCollections,
  writePayLinks,
  type GuestData,
} from './guest-storage';
import { objectId } from './object-id';
import { randomToken } from './random-token';
import { recomputeTotals } from './recompute-totals';

export interface BrowserSourceOptions {
  storage: Storage;
  /** Simulated latency of every call (500 ms, docs/guest-demo.md); 0 in tests. */
  latencyMs?: number;
  now?: () => Date;
}

const STUDENT_HAS_PAYMENTS = 'This student has payments and cannot be deleted.';
const CLASSROOM_HAS_PAYMENTS = 'This classroom has payments and cannot be deleted.';
const SCHOOL_HAS_PAYMENTS = 'This school has payments and cannot be deleted.';
const CLASSROOM_NOT_FOUND = 'Classroom not found in this school';
const GUEST_SENDS_NO_MAIL =
  'The guest demo sends no e-mail. Copy the link instead, or create an account to e-mail parents.';

type Body = Parameters<typeof validateBody>[0];

/** Validates like the API does, so guest and account mode reject the same input the same way. */
function checkBody(schema: Body, body: unknown): void {
  const result = validateBody(schema, body);
  if ('fields' in result) throw new ValidationError(result.message, result.fields);
}

function checkPassword(password: string): void {
  if (password !== GUEST_CREDENTIALS.password) throw new ForbiddenError('Incorrect password');
}

/** Fifteen random digits, the shape of the demo's references. */
function referenceDigits(): string {
  return Array.from({ length: 15 }, () => Math.floor(Math.random() * 10)).join('');
}

/** What every payment that counts adds up to, in all and per method. */
function countingTotals(payments: readonly Payment[]) {
  const counting = payments.filter((payment) => payment.status === PAYMENT_STATUS.paid);
  const amountByMethod: Partial<Record<PaymentMethod, number>> = {};
  for (const payment of counting) {
    amountByMethod[payment.method] = sumNaira([
      amountByMethod[payment.method] ?? 0,
      payment.amount,
    ]);
  }
  return { amount: sumNaira(counting.map((payment) => payment.amount)), amountByMethod };
}

/** What a payment copies from its student. */
type StudentFields = 'schoolId' | 'studentName' | 'studentId' | 'studentClass' | 'classroomId';

const sameReference = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function fieldOf(record: object, key: string): unknown {
  return (record as Record<string, unknown>)[key];
}

/**
 * Query strings carry text, so '7' finds age 7. A list of values matches any of them; an empty
 * list filters nothing, as the API's query string leaves it out.
 */
function matches(record: object, filter: object): boolean {
  return Object.entries(filter).every(([key, value]) => {
    const wanted: unknown[] = Array.isArray(value) ? value : [value];
    if (value === undefined || wanted.length === 0) return true;
    const actual = String(fieldOf(record, key));
    return wanted.some((one) => String(one) === actual);
  });
}

/** The guest demo's data source: local storage, one key per collection (docs/guest-demo.md). */
export class BrowserSource implements DataSource {
  readonly mode = 'guest';
  private readonly storage: Storage;
  private readonly latencyMs: number;
  private readonly now: () => Date;

  constructor(options: BrowserSourceOptions) {
    this.storage = options.storage;
    this.latencyMs = options.latencyMs ?? TIMINGS.localStorageLatencyMs;
    this.now = options.now ?? (() => new Date());
  }

  async list<C extends CollectionName>(
    collection: C,
    params: ListParams<CollectionRecords[C]> = {},
  ): Promise<ListResult<CollectionRecords[C]>> {
    await this.wait();
    const fields: readonly string[] = LIST_SEARCH_FIELDS[collection];
    const q = params.q?.trim().toLowerCase();
    let items = this.read(collection).filter(
      (record) =>
        matches(record, params.filter ?? {}) &&
        (!q || fields.some((field) => String(fieldOf(record, field)).toLowerCase().includes(q))),
    );
    const offset = Math.max(0, params.offset ?? 0);
    const end = params.limit === undefined ? undefined : offset + Math.max(0, params.limit);
    if (collection !== 'payments') return { items: items.slice(offset, end), total: items.length };
    items = items.reverse();
    const totals = countingTotals(items as Payment[]);
    return { items: items.slice(offset, end), total: items.length, ...totals };
  }

  async get<C extends CollectionName>(collection: C, id: string): Promise<CollectionRecords[C]> {
    await this.wait();
    return this.find(collection, id);
  }

  async create<C extends WritableCollection>(
    collection: C,
    input: CreateInputs[C],
    password: string,
  ): Promise<CollectionRecords[C]> {
    await this.wait();
    const stamp = this.now().toISOString();
    const base = { _id: objectId(this.now().getTime()), createdAt: stamp, updatedAt: stamp };
    const data = this.readAll();
    let created: School | Classroom | Student;
    if (collection === 'schools') {
      const school = input as CreateInputs['schools'];
      checkBody(schoolBodySchema, { ...school, password });
      checkPassword(password);
      const owner = data.users[0];
      if (!owner) throw new NotFoundError(NOT_FOUND.users);
      created = {
        ...base,
        name: school.name,
        address: school.address,
        level: school.level,
        ownerId: owner._id,
        noOfStudents: 0,
        noOfClassrooms: 0,
        totalFees: 0,
        totalFeesExpected: 0,
      } satisfies School;
      data.schools.push(created);
    } else if (collection === 'classrooms') {
      const room = input as CreateInputs['classrooms'];
      checkBody(classroomCreateBodySchema, { ...room, password });
      checkPassword(password);
      const school = this.findIn(data, 'schools', room.schoolId);
      created = {
        ...base,
        name: room.name,
        classTeacher: room.classTeacher,
        classFees: room.classFees,
        schoolId: school._id,
        schoolName: school.name,
        noOfStudents: 0,
        totalFeesExpected: 0,
        totalFees: 0,
      } satisfies Classroom;
      data.classrooms.push(created);
    } else {
      const student = input as CreateInputs['students'];
      checkBody(studentCreateBodySchema, { ...student, password });
      checkPassword(password);
      const room = this.classroomOf(data, student.classroom, student.schoolId);
      created = {
        ...base,
        fullname: student.fullname,
        age: student.age,
        sex: student.sex,
        phoneNo: student.phoneNo,
        parentEmail: student.parentEmail?.trim() ?? '',
        discount: student.discount,
        classroom: room.name,
        classroomId: room._id,
        schoolId: room.schoolId,
        totalPaidFees: 0,
        totalFeesExpected: expectedFee(room.classFees, student.discount),
      } satisfies Student;
      data.students.push(created);
    }
    return this.save(data, collection, created._id);
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
    if ((collection as CollectionName) === 'payments') return this.find(collection, id);
    const updatedAt = this.now().toISOString();
    const data = this.readAll();
    if (collection === 'schools') {
      const changes = input as UpdateInputs['schools'];
      checkBody(schoolBodySchema, { ...changes, password });
      checkPassword(password);
      const school = this.findIn(data, 'schools', id);
      Object.assign(school, { ...changes, updatedAt });
      for (const room of data.classrooms) if (room.schoolId === id) room.schoolName = school.name;
    } else if (collection === 'classrooms') {
      const changes = input as UpdateInputs['classrooms'];
      checkBody(classroomUpdateBodySchema, { ...changes, password });
      checkPassword(password);
      const room = this.findIn(data, 'classrooms', id);
      Object.assign(room, { ...changes, updatedAt });
      for (const student of data.students)
        if (student.classroomId === id) student.classroom = room.name;
    } else {
      const changes = input as UpdateInputs['students'];
      checkBody(studentUpdateBodySchema, { ...changes, password });
      checkPassword(password);
      const student = this.findIn(data, 'students', id);
      const room = this.classroomOf(data, changes.classroom, student.schoolId);
      Object.assign(student, {
        ...changes,
        parentEmail: changes.parentEmail?.trim() ?? '',
        classroom: room.name,
        classroomId: room._id,
        updatedAt,
      });
    }
    return this.save(data, collection, id);
  }

  async remove(collection: WritableCollection, id: string, password: string): Promise<void> {
    // A guest payment is never deleted (docs/guest-demo.md): this does nothing
    // (callers outside TypeScript may still ask).
    if ((collection as CollectionName) === 'payments') return this.wait();
    if (collection === 'schools') return this.deleteSchoolCascade(id, password);
    await this.wait();
    checkBody(deleteBodySchema, { password });
    checkPassword(password);
    const data = this.readAll();
    this.findIn(data, collection, id);
    if (collection === 'classrooms') {
      // Money is never erased: payments made in the classroom, or by a student now in it, keep it.
      const inRoom = new Set(
        data.students.filter((student) => student.classroomId === id).map((s) => s._id),
      );
      if (data.payments.some((p) => p.classroomId === id || inRoom.has(p.studentId))) {
        throw new ConflictError(CLASSROOM_HAS_PAYMENTS);
      }
      data.classrooms = data.classrooms.filter((room) => room._id !== id);
      data.students = data.students.filter((student) => student.classroomId !== id);
    } else {
      // Money is never erased, so a student who has paid stays.
      if (data.payments.some((payment) => payment.studentId === id)) {
        throw new ConflictError(STUDENT_HAS_PAYMENTS);
      }
      // Delete the first match; ids are unique anyway.
      const index = data.students.findIndex((student) => student._id === id);
      data.students.splice(index, 1);
    }
    this.write(data);
  }

  async deleteSchoolCascade(schoolId: string, password: string): Promise<void> {
    await this.wait();
    checkBody(deleteBodySchema, { password });
    checkPassword(password);
    const data = this.readAll();
    this.findIn(data, 'schools', schoolId);
    // Money is never erased: a school that has received a payment stays.
    if (data.payments.some((payment) => payment.schoolId === schoolId)) {
      throw new ConflictError(SCHOOL_HAS_PAYMENTS);
    }
    const keep = <T extends { schoolId: string }>(records: T[]) =>
      records.filter((record) => record.schoolId !== schoolId);
    this.write({
      ...data,
      schools: data.schools.filter((school) => school._id !== schoolId),
      classrooms: keep(data.classrooms),
      students: keep(data.students),
    });
  }

  async importStudents(
    schoolId: string,
    rows: StudentImportRow[],
    password: string,
  ): Promise<{ imported: number }> {
    await this.wait();
    checkBody(studentImportBodySchema, { schoolId, students: rows, password });
    const data = this.readAll();
    this.findIn(data, 'schools', schoolId);
    checkPassword(password);
    const rooms = new Map(
      data.classrooms.filter((room) => room.schoolId === schoolId).map((room) => [room._id, room]),
    );
    const missing: Record<string, string> = {};
    rows.forEach((row, index) => {
      if (!rooms.has(row.classroom)) missing[`students[${index}].classroom`] = CLASSROOM_NOT_FOUND;
    });
    const [firstMissing] = Object.values(missing);
    if (firstMissing) throw new ValidationError(firstMissing, missing);
    const stamp = this.now().toISOString();
    const time = this.now().getTime();
    for (const row of rows) {
      const room = rooms.get(row.classroom) as Classroom;
      const discount = row.discount ?? 0;
      data.students.push({
        _id: objectId(time),
        createdAt: stamp,
        updatedAt: stamp,
        fullname: row.fullname.trim(),
        age: row.age,
        sex: row.sex,
        phoneNo: row.phoneNo.trim(),
        parentEmail: row.parentEmail?.trim() ?? '',
        discount,
        classroom: room.name,
        classroomId: room._id,
        schoolId,
        totalPaidFees: 0,
        totalFeesExpected: expectedFee(room.classFees, discount),
      });
    }
    this.write(data);
    return { imported: rows.length };
  }

  async initializePayment(details: RecordPaymentInput['details']): Promise<{ reference: string }> {
    await this.wait();
    checkBody(paymentInitializeBodySchema, details);
    this.studentOf(this.readAll(), details.studentId, details.schoolId);
    return { reference: `T${referenceDigits()}` };
  }

  async recordPayment({ details, checkout }: RecordPaymentInput): Promise<Payment> {
    await this.wait();
    checkBody(paymentInitializeBodySchema, details);
    const data = this.readAll();
    const existing = data.payments.find((payment) => payment.referenceNo === checkout.reference);
    if (existing) return existing;
    const student = this.studentOf(data, details.studentId, details.schoolId);
    const payment = this.newPayment(student, {
      depositorName: details.depositorName,
      email: details.email,
      amount: details.amount,
      amountAsked: details.amount,
      purpose: details.purpose,
      referenceNo: checkout.reference,
      status: checkout.status,
      paymentMessage: checkout.message,
      transactionNo: checkout.transaction,
      ...CARD_PAYMENT_FIELDS,
    });
    data.payments.push(payment);
    return this.save(data, 'payments', payment._id);
  }

  async recordOfflinePayment(input: OfflinePaymentInput, password: string): Promise<Payment> {
    await this.wait();
    checkBody(paymentRecordBodySchema, { ...input, password });
    checkPassword(password);
    const data = this.readAll();
    const student = this.studentOf(data, input.studentId, input.schoolId);
    const externalReference = input.externalReference?.trim() ?? '';
    const repeated =
      externalReference &&
      data.payments.find(
        (payment) =>
          payment.schoolId === student.schoolId &&
          payment.status === PAYMENT_STATUS.paid &&
          sameReference(payment.externalReference, externalReference),
      );
    if (repeated) {
      const message = PAYMENT_REFUSALS.duplicateReference;
      throw new ConflictError(message, {
        fields: { externalReference: message },
        existingId: repeated._id,
      });
    }
    const payment = this.newPayment(student, {
      depositorName: input.depositorName.trim(),
      email: input.email?.trim() ?? '',
      amount: input.amount,
      amountAsked: input.amount,
      purpose: input.purpose.trim(),
      referenceNo: `R${referenceDigits()}`,
      status: PAYMENT_STATUS.paid,
      paymentMessage: '',
      transactionNo: '',
      method: input.method,
      externalReference,
      receivedOn: input.receivedOn,
      recordedBy: this.auditName(data),
      voidedAt: null,
      voidedBy: '',
      voidReason: '',
    });
    data.payments.push(payment);
    return this.save(data, 'payments', payment._id);
  }

  async voidPayment(paymentId: string, reason: string, password: string): Promise<Payment> {
    await this.wait();
    checkBody(paymentVoidBodySchema, { reason, password });
    checkPassword(password);
    const data = this.readAll();
    const payment = this.findIn(data, 'payments', paymentId);
    if (payment.method === 'card') throw new ConflictError(PAYMENT_REFUSALS.cardNotVoidable);
    if (payment.status === PAYMENT_STATUS.void) {
      throw new ConflictError(PAYMENT_REFUSALS.alreadyVoid);
    }
    const stamp = this.now().toISOString();
    Object.assign(payment, {
      status: PAYMENT_STATUS.void,
      voidedAt: stamp,
      voidedBy: this.auditName(data),
      voidReason: reason.trim(),
      updatedAt: stamp,
    });
    return this.save(data, 'payments', paymentId);
  }

  async sharePayLink(studentId: string): Promise<{ token: string }> {
    await this.wait();
    this.find('students', studentId);
    const token = randomToken();
    writePayLinks(this.storage, [
      ...readPayLinks(this.storage),
      { token, studentId, revoked: false, issuedAt: this.now().toISOString() },
    ]);
    return { token };
  }

  async revokePayLinks(studentId: string): Promise<{ token: string }> {
    await this.wait();
    this.find('students', studentId);
    const token = randomToken();
    const links = readPayLinks(this.storage).map((link) =>
      link.studentId === studentId ? { ...link, revoked: true } : link,
    );
    writePayLinks(this.storage, [
      ...links,
      { token, studentId, revoked: false, issuedAt: this.now().toISOString() },
    ]);
    return { token };
  }

  /** The demo has no mail server: saying so beats pretending a parent was mailed. */
  async mailPayLink(studentId: string, _token: string): Promise<{ sentTo: string }> {
    await this.wait();
    this.find('students', studentId);
    throw new ConflictError(GUEST_SENDS_NO_MAIL);
  }

  async sendReminders(classroomId: string): Promise<ReminderSummary> {
    await this.wait();
    this.find('classrooms', classroomId);
    throw new ConflictError(GUEST_SENDS_NO_MAIL);
  }

  async getPayLink(token: string): Promise<PayLinkView> {
    await this.wait();
    const { student } = this.linked(this.readAll(), token);
    const school = this.find('schools', student.schoolId);
    return {
      schoolName: school.name,
      studentName: student.fullname,
      className: student.classroom,
      feesExpected: student.totalFeesExpected,
      feesPaid: student.totalPaidFees,
      outstanding: outstandingFee(student.totalFeesExpected, student.totalPaidFees),
      parentEmail: student.parentEmail,
    };
  }

  async initializeLinkPayment(
    token: string,
    details: PayLinkInitializeBody,
  ): Promise<{ reference: string }> {
    const { student } = this.linked(this.readAll(), token);
    return this.initializePayment({
      ...details,
      schoolId: student.schoolId,
      studentId: student._id,
    });
  }

  async recordLinkPayment(token: string, input: LinkPaymentInput): Promise<PayLinkReceipt> {
    const { student } = this.linked(this.readAll(), token);
    const details = { ...input.details, schoolId: student.schoolId, studentId: student._id };
    const payment = await this.recordPayment({ details, checkout: input.checkout });
    return { ...payment, schoolName: this.find('schools', student.schoolId).name };
  }

  async getCurrentUser(): Promise<User | null> {
    await this.wait();
    return this.read('users')[0] ?? null;
  }

  async updateProfile(userId: string, input: ProfileInput, password: string): Promise<User> {
    await this.wait();
    checkBody(profileBodySchema, { ...input, password });
    checkPassword(password);
    const data = this.readAll();
    const user = this.findIn(data, 'users', userId);
    Object.assign(user, { ...input, updatedAt: this.now().toISOString() });
    return this.save(data, 'users', userId);
  }

  private wait(): Promise<void> {
    if (this.latencyMs <= 0) return Promise.resolve();
    return new Promise((resolve) => setTimeout(resolve, this.latencyMs));
  }

  private read<C extends CollectionName>(collection: C): CollectionRecords[C][] {
    return readCollection(this.storage, collection);
  }

  private readAll(): GuestData {
    return {
      users: this.read('users'),
      schools: this.read('schools'),
      classrooms: this.read('classrooms'),
      students: this.read('students'),
      payments: this.read('payments'),
    };
  }

  private write(data: GuestData): void {
    const totals = recomputeTotals(data);
    writeCollections(this.storage, { ...data, ...totals });
  }

  /** Writes everything, then returns the stored (recomputed) version of one record. */
  private save<C extends CollectionName>(data: GuestData, collection: C, id: string) {
    this.write(data);
    return this.find(collection, id);
  }

  private find<C extends CollectionName>(collection: C, id: string): CollectionRecords[C] {
    const record = this.read(collection).find((item) => item._id === id);
    if (!record) throw new NotFoundError(NOT_FOUND[collection]);
    return record;
  }

  private findIn<C extends CollectionName>(data: GuestData, collection: C, id: string) {
    const records = data[collection] as CollectionRecords[C][];
    const record = records.find((item) => item._id === id);
    if (!record) throw new NotFoundError(NOT_FOUND[collection]);
    return record;
  }

  private classroomOf(data: GuestData, classroomId: string, schoolId: string): Classroom {
    const room = data.classrooms.find((item) => item._id === classroomId);
    if (!room || room.schoolId !== schoolId) throw new NotFoundError(NOT_FOUND.classrooms);
    return room;
  }

  /** A new payment of `student`, who names its school and class. */
  private newPayment(student: Student, fields: Omit<Payment, keyof BaseRecord | StudentFields>) {
    const stamp = this.now().toISOString();
    const payment: Payment = {
      _id: objectId(this.now().getTime()),
      createdAt: stamp,
      updatedAt: stamp,
      schoolId: student.schoolId,
      studentName: student.fullname,
      studentId: student._id,
      studentClass: student.classroom,
      classroomId: student.classroomId,
      ...fields,
    };
    return payment;
  }

  /** The guest is the one account the demo has. */
  private auditName(data: GuestData): string {
    const user = data.users[0];
    return user ? accountLabel(user) : '';
  }

  /** The student of a live link; any other token is answered as the API answers it. */
  private linked(data: GuestData, token: string): { student: Student } {
    const issuedSince = this.now().getTime() - PAY_LINK_LIFE_DAYS * 24 * 60 * 60 * 1000;
    const link = readPayLinks(this.storage).find(
      (item) => item.token === token && !item.revoked && Date.parse(item.issuedAt) > issuedSince,
    );
    const student = link && data.students.find((item) => item._id === link.studentId);
    if (!student) throw new NotFoundError(PAY_LINK_INVALID);
    return { student };
  }

  private studentOf(data: GuestData, studentId: string, schoolId: string): Student {
    const student = data.students.find((item) => item._id === studentId);
    if (!student || student.schoolId !== schoolId) throw new NotFoundError(NOT_FOUND.students);
    return student;
  }
}
