import { GUEST_CREDENTIALS } from '../constants/guest';
import { emptyGuestData, TEST_GUEST } from '../testing/guest-data';
import { PAY_LINK_INVALID, PAY_LINK_LIFE_DAYS } from '../constants/money/pay-links';
import { schoolToday } from '../format/dates';
import type { StudentImportRow } from '../validation/school-records/student-schemas';
import { BrowserSource } from './browser-source';
import {
  ConflictError,
  DataError,
  EndedPayLinkError,
  ForbiddenError,
  NotFoundError,
  StorageError,
  ValidationError,
} from './data-errors';
import { clearGuestData, collectionKey, seedGuestData } from './guest-storage';

const PASSWORD = GUEST_CREDENTIALS.password;
const guest = TEST_GUEST;

/** A browser Storage with a size limit, to reach the quota the way a full browser does. */
class LimitedStorage implements Storage {
  private items = new Map<string, string>();
  constructor(public limit = Infinity) {}
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    const others = [...this.items].reduce((n, [k, v]) => n + (k === key ? 0 : v.length), 0);
    if (others + value.length > this.limit) {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    }
    this.items.set(key, value);
  }
}

async function schoolWithStudents(source: BrowserSource) {
  const school = await source.create(
    'schools',
    { name: 'Oakwood Academy', address: '12 Allen Avenue, Ikeja', level: 'Primary' },
    PASSWORD,
  );
  const room = await source.create(
    'classrooms',
    { name: 'Primary1', classTeacher: 'Mrs Adebayo', classFees: 30000, schoolId: school._id },
    PASSWORD,
  );
  const student = (fullname: string, discount: number) =>
    source.create(
      'students',
      {
        fullname,
        age: 6,
        sex: 'Female',
        phoneNo: '08031234567',
        discount,
        classroom: room._id,
        schoolId: school._id,
        optionalItems: [],
      },
      PASSWORD,
    );
  const ada = await student('Obi Ada', 0);
  const bisi = await student('Bello Bisi', 10);
  return { school, room, ada, bisi };
}

function pay(schoolId: string, studentId: string, amount: number, reference: string) {
  return {
    details: {
      schoolId,
      studentId,
      amount,
      depositorName: 'Ngozi Obi',
      email: 'ngozi@example.com',
      purpose: 'First term tuition',
    },
    checkout: { reference, status: 'success', message: 'Approved', transaction: `tx-${reference}` },
  };
}

let storage: LimitedStorage;
let source: BrowserSource;

beforeEach(() => {
  storage = new LimitedStorage();
  seedGuestData(storage, emptyGuestData());
  source = new BrowserSource({ storage, latencyMs: 0 });
});

describe('BrowserSource writes and counters', () => {
  it('creates a school owned by the guest with zeroed counters', async () => {
    const school = await source.create(
      'schools',
      { name: 'Oakwood Academy', address: '12 Allen Avenue', level: 'Tetiary' },
      PASSWORD,
    );
    expect(school).toMatchObject({
      name: 'Oakwood Academy',
      level: 'Tetiary',
      ownerId: TEST_GUEST._id,
      noOfStudents: 0,
      noOfClassrooms: 0,
      totalFees: 0,
      totalFeesExpected: 0,
    });
    expect(school._id).toMatch(/^[0-9a-f]{24}$/);
    expect(await source.get('schools', school._id)).toEqual(school);
  });

  it('links classrooms and students and keeps counts and expected fees', async () => {
    const { school, room, bisi } = await schoolWithStudents(source);
    expect(room).toMatchObject({ schoolName: 'Oakwood Academy', schoolId: school._id });
    expect(bisi).toMatchObject({
      classroom: 'Primary1',
      classroomId: room._id,
      schoolId: school._id,
      totalFeesExpected: 27000,
      totalPaidFees: 0,
    });
    expect(await source.get('classrooms', room._id)).toMatchObject({
      noOfStudents: 2,
      totalFeesExpected: 57000,
    });
    expect(await source.get('schools', school._id)).toMatchObject({
      noOfClassrooms: 1,
      noOfStudents: 2,
      totalFeesExpected: 57000,
    });
  });

  it('records a payment once per reference and raises every paid total', async () => {
    const { school, room, ada } = await schoolWithStudents(source);
    const { reference } = await source.initializePayment(
      pay(school._id, ada._id, 5000, '').details,
    );
    expect(reference).toMatch(/^T\d{15}$/);
    const payment = await source.recordPayment(pay(school._id, ada._id, 12500.5, reference));
    expect(payment).toMatchObject({
      studentName: 'Obi Ada',
      studentClass: 'Primary1',
      classroomId: room._id,
      referenceNo: reference,
      status: 'success',
      paymentMessage: 'Approved',
      transactionNo: `tx-${reference}`,
      amount: 12500.5,
    });
    const again = await source.recordPayment(pay(school._id, ada._id, 12500.5, reference));
    expect(again._id).toBe(payment._id);
    expect((await source.get('students', ada._id)).totalPaidFees).toBe(12500.5);
    expect((await source.get('classrooms', room._id)).totalFees).toBe(12500.5);
    expect((await source.get('schools', school._id)).totalFees).toBe(12500.5);
  });

  it('refuses a payment for a student of another school', async () => {
    const { ada } = await schoolWithStudents(source);
    await expect(source.recordPayment(pay('other-school', ada._id, 5000, 'T1'))).rejects.toThrow(
      NotFoundError,
    );
    await expect(
      source.initializePayment(pay('x', ada._id, 999, 'T1').details),
    ).rejects.toMatchObject({
      fields: { amount: 'Minimum of 1000' },
    });
  });

  it('updates a school and renames it on its classrooms', async () => {
    const { school, room } = await schoolWithStudents(source);
    const updated = await source.update(
      'schools',
      school._id,
      { name: 'Oakwood College', address: '12 Allen Avenue, Ikeja', level: 'Secondary' },
      PASSWORD,
    );
    expect(updated).toMatchObject({ name: 'Oakwood College', level: 'Secondary', noOfStudents: 2 });
    expect((await source.get('classrooms', room._id)).schoolName).toBe('Oakwood College');
  });

  it('updates a classroom and carries name and fee to its students', async () => {
    const { school, room, bisi } = await schoolWithStudents(source);
    await source.update(
      'classrooms',
      room._id,
      { name: 'Primary2', classTeacher: 'Mr Okon', classFees: 40000 },
      PASSWORD,
    );
    expect(await source.get('students', bisi._id)).toMatchObject({
      classroom: 'Primary2',
      totalFeesExpected: 36000,
    });
    expect((await source.get('schools', school._id)).totalFeesExpected).toBe(76000);
  });

  it('moves a student to another classroom of the same school only', async () => {
    const { school, room, ada } = await schoolWithStudents(source);
    const other = await source.create(
      'classrooms',
      { name: 'Primary2', classTeacher: 'Mr Okon', classFees: 50000, schoolId: school._id },
      PASSWORD,
    );
    const changes = {
      fullname: 'Obi Adaeze',
      age: 7,
      sex: 'Female' as const,
      phoneNo: '08031234567',
      discount: 50,
      classroom: other._id,
      optionalItems: [],
    };
    expect(await source.update('students', ada._id, changes, PASSWORD)).toMatchObject({
      fullname: 'Obi Adaeze',
      classroom: 'Primary2',
      classroomId: other._id,
      totalFeesExpected: 25000,
    });
    expect((await source.get('classrooms', room._id)).noOfStudents).toBe(1);
    expect((await source.get('classrooms', other._id)).noOfStudents).toBe(1);
    await expect(
      source.update('students', ada._id, { ...changes, classroom: 'nope' }, PASSWORD),
    ).rejects.toThrow('Classroom not found');
  });

  it('refuses to delete a student who has payments and keeps every record', async () => {
    const { school, ada, bisi } = await schoolWithStudents(source);
    await source.recordPayment(pay(school._id, ada._id, 5000, 'T1'));
    const before = await source.get('schools', school._id);
    const refused = source.remove('students', ada._id, PASSWORD);
    await expect(refused).rejects.toBeInstanceOf(ConflictError);
    await expect(refused).rejects.toThrow('This student has payments and cannot be deleted.');
    expect(await source.get('students', ada._id)).toMatchObject({ totalPaidFees: 5000 });
    expect(await source.get('schools', school._id)).toEqual(before);
    expect((await source.list('payments')).total).toBe(1);
    await source.remove('students', bisi._id, PASSWORD);
    await expect(source.get('students', bisi._id)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('a card checkout that was started holds its student for a day, then no more', async () => {
    let now = new Date('2026-03-01T08:00:00Z');
    const clocked = new BrowserSource({ storage, latencyMs: 0, now: () => now });
    const { school, ada } = await schoolWithStudents(clocked);
    await clocked.initializePayment(pay(school._id, ada._id, 5000, 'unused').details);
    now = new Date(now.getTime() + 24 * 60 * 60 * 1000 - 60_000);
    await expect(clocked.remove('students', ada._id, PASSWORD)).rejects.toThrow(
      'A payment for this student is in progress, so the student cannot be deleted yet.',
    );
    now = new Date(now.getTime() + 120_000);
    await clocked.remove('students', ada._id, PASSWORD);
    await expect(clocked.get('students', ada._id)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('removes a student and a classroom with its students', async () => {
    const { school, room, ada } = await schoolWithStudents(source);
    await source.remove('students', ada._id, PASSWORD);
    await expect(source.get('students', ada._id)).rejects.toThrow('Student not found');
    expect((await source.get('schools', school._id)).noOfStudents).toBe(1);
    await source.remove('classrooms', room._id, PASSWORD);
    expect(await source.list('students')).toEqual({ items: [], total: 0 });
    expect(await source.get('schools', school._id)).toMatchObject({
      noOfClassrooms: 0,
      noOfStudents: 0,
    });
  });

  it('deletes a school without payments with its classrooms and students', async () => {
    const { school } = await schoolWithStudents(source);
    const keep = await source.create(
      'schools',
      { name: 'Second School', address: '3 Broad Street', level: 'Other' },
      PASSWORD,
    );
    await source.remove('schools', school._id, PASSWORD);
    expect((await source.list('schools')).items.map((s) => s._id)).toEqual([keep._id]);
    for (const collection of ['classrooms', 'students'] as const) {
      expect((await source.list(collection)).total).toBe(0);
    }
    await expect(source.deleteSchoolCascade(school._id, PASSWORD)).rejects.toThrow(
      'School not found',
    );
  });

  it('refuses, as the API does, to delete a school or classroom that has payments', async () => {
    const { school, ada } = await schoolWithStudents(source);
    const payment = await source.recordPayment(pay(school._id, ada._id, 5000, 'T1'));
    const schoolBefore = await source.get('schools', school._id);
    const roomBefore = await source.get('classrooms', ada.classroomId);
    const refusedSchool = source.remove('schools', school._id, PASSWORD);
    await expect(refusedSchool).rejects.toBeInstanceOf(ConflictError);
    await expect(refusedSchool).rejects.toThrow('This school has payments and cannot be deleted.');
    const refusedRoom = source.remove('classrooms', ada.classroomId, PASSWORD);
    await expect(refusedRoom).rejects.toBeInstanceOf(ConflictError);
    await expect(refusedRoom).rejects.toThrow('This classroom has payments and cannot be deleted.');
    expect(await source.get('schools', school._id)).toEqual(schoolBefore);
    expect(await source.get('classrooms', ada.classroomId)).toEqual(roomBefore);
    expect((await source.list('students')).total).toBe(2);
    expect(await source.get('payments', payment._id)).toEqual(payment);
  });

  it('leaves payments alone on edit and delete', async () => {
    const { school, ada } = await schoolWithStudents(source);
    const payment = await source.recordPayment(pay(school._id, ada._id, 5000, 'T1'));
    await source.remove('payments' as never, payment._id, PASSWORD);
    expect(await source.update('payments' as never, payment._id, {} as never, PASSWORD)).toEqual(
      payment,
    );
    expect(await source.get('payments', payment._id)).toEqual(payment);
  });
});

describe('BrowserSource recorded payments', () => {
  const recorded = (schoolId: string, studentId: string, overrides: object = {}) => ({
    schoolId,
    studentId,
    amount: 15000,
    method: 'transfer' as const,
    receivedOn: '2026-01-15',
    depositorName: 'Ngozi Obi',
    email: '',
    purpose: 'First term tuition',
    externalReference: 'NIP000123',
    ...overrides,
  });

  it('records a transfer with who recorded it, counts it, and lists totals by method', async () => {
    const { school, room, ada, bisi } = await schoolWithStudents(source);
    const payment = await source.recordOfflinePayment(recorded(school._id, ada._id), PASSWORD);
    expect(payment).toMatchObject({
      method: 'transfer',
      externalReference: 'NIP000123',
      receivedOn: '2026-01-15',
      recordedBy: `Guest User <${GUEST_CREDENTIALS.email}>`,
      status: 'success',
      studentClass: 'Primary1',
      voidedAt: null,
    });
    expect(payment.referenceNo).toMatch(/^R\d{15}$/);
    await source.recordPayment(pay(school._id, bisi._id, 5000.5, 'T1'));
    await source.recordOfflinePayment(
      recorded(school._id, bisi._id, { method: 'cash', amount: 1000, externalReference: '' }),
      PASSWORD,
    );
    expect((await source.get('classrooms', room._id)).totalFees).toBe(21000.5);
    const list = await source.list('payments', { filter: { schoolId: school._id } });
    expect(list).toMatchObject({
      total: 3,
      amount: 21000.5,
      amountByMethod: { transfer: 15000, card: 5000.5, cash: 1000 },
    });
    const cashOnly = await source.list('payments', { filter: { method: ['cash', 'pos'] } });
    expect(cashOnly).toMatchObject({ total: 1, amount: 1000, amountByMethod: { cash: 1000 } });
  });

  it('refuses a reference already counted for the school, naming that payment', async () => {
    const { school, ada, bisi } = await schoolWithStudents(source);
    const first = await source.recordOfflinePayment(recorded(school._id, ada._id), PASSWORD);
    const again = source.recordOfflinePayment(
      recorded(school._id, bisi._id, { externalReference: ' nip000123 ' }),
      PASSWORD,
    );
    await expect(again).rejects.toThrow(ConflictError);
    await expect(again).rejects.toMatchObject({
      message: 'This reference is already recorded for this school.',
      fields: { externalReference: 'This reference is already recorded for this school.' },
      existingId: first._id,
    });
    expect((await source.list('payments')).total).toBe(1);
    await source.voidPayment(first._id, 'Entered for the wrong child', PASSWORD);
    await expect(
      source.recordOfflinePayment(recorded(school._id, bisi._id), PASSWORD),
    ).resolves.toMatchObject({ studentName: 'Bello Bisi' });
  });

  it('refuses bad input and a wrong password, recording nothing', async () => {
    const { school, ada } = await schoolWithStudents(source);
    await expect(
      source.recordOfflinePayment(recorded(school._id, ada._id), 'wrong'),
    ).rejects.toThrow(ForbiddenError);
    await expect(
      source.recordOfflinePayment(
        recorded(school._id, ada._id, { receivedOn: '2999-01-01', externalReference: '' }),
        PASSWORD,
      ),
    ).rejects.toMatchObject({
      fields: {
        receivedOn: 'Date received cannot be in the future',
        externalReference: 'Reference is required for bank transfers and POS payments',
      },
    });
    expect((await source.list('payments')).total).toBe(0);
  });

  it('voids a recorded payment once, keeping it listed with who and why, counting nowhere', async () => {
    const { school, ada } = await schoolWithStudents(source);
    const entry = await source.recordOfflinePayment(recorded(school._id, ada._id), PASSWORD);
    await expect(source.voidPayment(entry._id, 'Entered twice', 'wrong')).rejects.toThrow(
      ForbiddenError,
    );
    const voided = await source.voidPayment(entry._id, ' Entered twice ', PASSWORD);
    expect(voided).toMatchObject({
      status: 'void',
      voidReason: 'Entered twice',
      voidedBy: `Guest User <${GUEST_CREDENTIALS.email}>`,
    });
    expect(voided.voidedAt).toEqual(expect.any(String));
    expect((await source.get('students', ada._id)).totalPaidFees).toBe(0);
    expect((await source.get('schools', school._id)).totalFees).toBe(0);
    expect(await source.list('payments')).toMatchObject({ total: 1, amount: 0 });
    await expect(source.voidPayment(entry._id, 'Entered twice', PASSWORD)).rejects.toThrow(
      'This payment is already void.',
    );
    const card = await source.recordPayment(pay(school._id, ada._id, 5000, 'T1'));
    await expect(source.voidPayment(card._id, 'Refund asked', PASSWORD)).rejects.toThrow(
      'Card payments cannot be voided here. Refund them at the card provider.',
    );
    await expect(source.voidPayment('nope', 'Refund asked', PASSWORD)).rejects.toThrow(
      NotFoundError,
    );
    await expect(source.remove('students', ada._id, PASSWORD)).rejects.toThrow(ConflictError);
  });

  it('reads payments a browser saved before methods existed as card payments', async () => {
    const { school, ada } = await schoolWithStudents(source);
    const card = await source.recordPayment(pay(school._id, ada._id, 5000, 'T1'));
    const earlier: Partial<typeof card> = { ...card };
    delete earlier.method;
    delete earlier.recordedBy;
    delete earlier.voidedAt;
    storage.setItem(collectionKey('payments'), JSON.stringify([earlier]));
    expect(await source.get('payments', card._id)).toEqual(card);
  });

  it('reads payments saved before a payment kept what was asked as charged in full', async () => {
    const { school, ada } = await schoolWithStudents(source);
    const card = await source.recordPayment(pay(school._id, ada._id, 5000, 'T1'));
    expect(card.amountAsked).toBe(5000);
    const earlier: Partial<typeof card> = { ...card };
    delete earlier.amountAsked;
    storage.setItem(collectionKey('payments'), JSON.stringify([earlier]));
    expect(await source.get('payments', card._id)).toEqual(card);
  });
});

describe('BrowserSource admin password and validation', () => {
  it('answers a wrong password like the API and changes nothing', async () => {
    const { school, ada } = await schoolWithStudents(source);
    const before = storage.getItem(collectionKey('students'));
    const attempt = source.remove('students', ada._id, 'wrong');
    await expect(attempt).rejects.toThrow(ForbiddenError);
    await expect(attempt).rejects.toMatchObject({ status: 403, message: 'Incorrect password' });
    await expect(
      source.update(
        'schools',
        school._id,
        { name: 'New Name', address: 'New Road', level: 'Other' },
        'x',
      ),
    ).rejects.toThrow('Incorrect password');
    expect(storage.getItem(collectionKey('students'))).toBe(before);
  });

  it('rejects invalid input with the field messages', async () => {
    const attempt = source.create(
      'schools',
      { name: 'Oak', address: '', level: 'Primary' },
      PASSWORD,
    );
    await expect(attempt).rejects.toThrow(ValidationError);
    await expect(attempt).rejects.toMatchObject({
      status: 400,
      fields: { name: 'Minimum of 5 characters', address: 'Address is required' },
    });
    await expect(source.deleteSchoolCascade('any', '')).rejects.toMatchObject({
      fields: { password: 'Password is required.' },
    });
  });

  it('refuses a classroom for a missing school', async () => {
    await expect(
      source.create(
        'classrooms',
        { name: 'KG1', classTeacher: 'Mrs Ade', classFees: 5000, schoolId: 'missing' },
        PASSWORD,
      ),
    ).rejects.toThrow('School not found');
  });
});

describe('BrowserSource reads', () => {
  it('lists by field equality, q, limit and offset', async () => {
    const { school, room } = await schoolWithStudents(source);
    expect((await source.list('students', { filter: { classroomId: room._id } })).total).toBe(2);
    expect((await source.list('students', { filter: { schoolId: 'other' } })).total).toBe(0);
    expect((await source.list('students', { q: 'BISI' })).items.map((s) => s.fullname)).toEqual([
      'Bello Bisi',
    ]);
    expect(await source.list('students', { limit: 1, offset: 1 })).toMatchObject({
      total: 2,
      items: [{ fullname: 'Bello Bisi' }],
    });
    expect((await source.list('classrooms', { filter: { schoolId: school._id } })).total).toBe(1);
  });

  it('matches any of several filter values; an empty list filters nothing', async () => {
    const { school, room, ada } = await schoolWithStudents(source);
    const other = await source.create(
      'classrooms',
      { name: 'Primary2', classTeacher: 'Mr Okonkwo', classFees: 40000, schoolId: school._id },
      PASSWORD,
    );
    const chidi = await source.create(
      'students',
      {
        fullname: 'Eze Chidi',
        age: 7,
        sex: 'Male',
        phoneNo: '08031234567',
        discount: 0,
        classroom: other._id,
        schoolId: school._id,
        optionalItems: [],
      },
      PASSWORD,
    );
    const names = async (filter: object) =>
      (await source.list('students', { filter })).items.map((student) => student.fullname);
    expect(await names({ sex: ['Male'] })).toEqual(['Eze Chidi']);
    expect(await names({ sex: ['Male', 'Female'] })).toHaveLength(3);
    expect(await names({ classroomId: [room._id, other._id], sex: 'Male' })).toEqual(['Eze Chidi']);
    expect(await names({ classroomId: [], sex: [] })).toHaveLength(3);
    expect(await names({ _id: [ada._id, chidi._id] })).toEqual(['Obi Ada', 'Eze Chidi']);
    expect(await names({ classroomId: ['none', room._id] })).toEqual(['Obi Ada', 'Bello Bisi']);
  });

  it('sums the amount of every matching payment, across pages', async () => {
    const { school, room, ada, bisi } = await schoolWithStudents(source);
    await source.recordPayment(pay(school._id, ada._id, 5000.25, 'T1'));
    await source.recordPayment(pay(school._id, bisi._id, 6000.5, 'T2'));
    await source.recordPayment(pay(school._id, bisi._id, 1000, 'T3'));
    const page = await source.list('payments', { filter: { schoolId: school._id }, limit: 1 });
    expect(page).toMatchObject({ total: 3, amount: 12000.75 });
    expect(page.items).toHaveLength(1);
    const bisiOnly = await source.list('payments', { filter: { studentId: [bisi._id] } });
    expect(bisiOnly).toMatchObject({ total: 2, amount: 7000.5 });
    const byClass = await source.list('payments', { filter: { classroomId: [room._id, 'x'] } });
    expect(byClass.amount).toBe(12000.75);
    expect(await source.list('payments', { q: 'nobody' })).toEqual({
      items: [],
      total: 0,
      amount: 0,
      amountByMethod: {},
      voided: 0,
    });
    expect((await source.list('payments', { q: 'NGOZI' })).total).toBe(3);
    expect((await source.list('payments', { q: 'bisi' })).amount).toBe(7000.5);
    expect((await source.list('students')).amount).toBeUndefined();
  });

  it('lists payments newest first', async () => {
    const { school, ada, bisi } = await schoolWithStudents(source);
    await source.recordPayment(pay(school._id, ada._id, 5000, 'T1'));
    await source.recordPayment(pay(school._id, bisi._id, 6000, 'T2'));
    const { items } = await source.list('payments', { filter: { schoolId: school._id } });
    expect(items.map((p) => p.referenceNo)).toEqual(['T2', 'T1']);
  });

  it('rejects a missing record with NotFoundError', async () => {
    await expect(source.get('classrooms', 'nope')).rejects.toMatchObject({
      status: 404,
      message: 'Classroom not found',
    });
  });

  it('returns and updates the guest user', async () => {
    expect(await source.getCurrentUser()).toEqual(guest);
    const user = await source.updateProfile(
      guest._id,
      { firstname: 'Ada', lastname: 'Guest', phone: '+2348031234567' },
      PASSWORD,
    );
    expect(user).toMatchObject({ firstname: 'Ada', email: guest.email });
    expect(await source.getCurrentUser()).toEqual(user);
  });

  it('waits the configured latency', async () => {
    const slow = new BrowserSource({ storage, latencyMs: 40 });
    const started = Date.now();
    await slow.list('schools');
    expect(Date.now() - started).toBeGreaterThanOrEqual(35);
  });
});

describe('BrowserSource storage failures', () => {
  it.each(['{not json', '{"a":1}', '[1,2]'])(
    'reports damaged data (%p) as StorageError',
    async (raw) => {
      storage.setItem(collectionKey('schools'), raw);
      const attempt = source.list('schools');
      await expect(attempt).rejects.toThrow(StorageError);
      await expect(attempt).rejects.toMatchObject({ problem: 'corrupt' });
      await expect(attempt).rejects.toThrow(/damaged/);
    },
  );

  it('reports a full quota and keeps the data as it was', async () => {
    const { school, ada } = await schoolWithStudents(source);
    const before = ['payments', 'students', 'schools'].map((c) =>
      storage.getItem(collectionKey(c as 'schools')),
    );
    // Room for the changed totals but not for the new payment, so a late write fails.
    const used = [...Array(storage.length).keys()].reduce(
      (n, i) => n + (storage.getItem(storage.key(i) ?? '') ?? '').length,
      0,
    );
    storage.limit = used + 100;
    const attempt = source.recordPayment(pay(school._id, ada._id, 5000, 'T9'));
    await expect(attempt).rejects.toBeInstanceOf(DataError);
    await expect(attempt).rejects.toMatchObject({ problem: 'quota', message: /storage is full/ });
    const after = ['payments', 'students', 'schools'].map((c) =>
      storage.getItem(collectionKey(c as 'schools')),
    );
    expect(after).toEqual(before);
  });

  it('reports storage the browser refuses to open', async () => {
    const blocked = new LimitedStorage();
    blocked.getItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    await expect(
      new BrowserSource({ storage: blocked, latencyMs: 0 }).list('users'),
    ).rejects.toMatchObject({
      problem: 'unavailable',
    });
  });
});

describe('BrowserSource student import', () => {
  function row(fullname: string, classroom: string, discount = 0): StudentImportRow {
    const optionalItems: string[] = [];
    return {
      fullname,
      age: 8,
      sex: 'Male',
      phoneNo: '08031234567',
      discount,
      classroom,
      optionalItems,
    };
  }

  it('imports every row in one write, with counts and expected totals right', async () => {
    const { school, room } = await schoolWithStudents(source);
    const rows = Array.from({ length: 250 }, (_, index) =>
      row(`Student Number${index}`, room._id, index % 2 === 0 ? 0 : 50),
    );
    expect(await source.importStudents(school._id, rows, PASSWORD)).toEqual({ imported: 250 });
    const students = await source.list('students', { filter: { classroomId: room._id } });
    expect(students.total).toBe(252);
    expect(students.items[2]).toMatchObject({
      fullname: 'Student Number0',
      classroom: 'Primary1',
      classroomId: room._id,
      schoolId: school._id,
      totalFeesExpected: 30000,
      totalPaidFees: 0,
    });
    expect(students.items[3]?.totalFeesExpected).toBe(15000);
    // Before: 30,000 + 27,000; added: 125 × 30,000 + 125 × 15,000.
    const expected = 57000 + 125 * 30000 + 125 * 15000;
    expect(await source.get('classrooms', room._id)).toMatchObject({
      noOfStudents: 252,
      totalFeesExpected: expected,
    });
    expect(await source.get('schools', school._id)).toMatchObject({
      noOfStudents: 252,
      totalFeesExpected: expected,
    });
  });

  it('writes nothing when one row is bad, and names the row and field', async () => {
    const { school, room } = await schoolWithStudents(source);
    const before = storage.getItem(collectionKey('students'));
    const rows = [row('Good Student', room._id), { ...row('Bad Phone', room._id), phoneNo: '1' }];
    const error = await source.importStudents(school._id, rows, PASSWORD).catch((e) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.fields).toEqual({ 'students[1].phoneNo': 'Phone number must be 11 characters' });
    expect(storage.getItem(collectionKey('students'))).toBe(before);

    // A caller outside TypeScript (a parsed file) can send a field the row does not have.
    const strayRow = { ...row('Stray Field', room._id), totalPaidFees: 5 };
    const stray: StudentImportRow[] = [strayRow];
    const strayError = await source.importStudents(school._id, stray, PASSWORD).catch((e) => e);
    expect(strayError.fields).toEqual({
      'students[0].totalPaidFees': 'Unknown field: totalPaidFees',
    });
    await expect(source.importStudents(school._id, [], PASSWORD)).rejects.toBeInstanceOf(
      ValidationError,
    );
    expect(storage.getItem(collectionKey('students'))).toBe(before);
  });

  it('refuses a wrong password, another school and its classrooms, writing nothing', async () => {
    const { school, room } = await schoolWithStudents(source);
    const second = await source.create(
      'schools',
      { name: 'Second School', address: '3 Broad Street', level: 'Other' },
      PASSWORD,
    );
    const foreign = await source.create(
      'classrooms',
      { name: 'Jss1', classTeacher: 'Mrs Okoro', classFees: 50000, schoolId: second._id },
      PASSWORD,
    );
    const before = storage.getItem(collectionKey('students'));
    await expect(
      source.importStudents(school._id, [row('Good Student', room._id)], 'wrong'),
    ).rejects.toBeInstanceOf(ForbiddenError);
    await expect(
      source.importStudents('missing', [row('Good Student', room._id)], PASSWORD),
    ).rejects.toBeInstanceOf(NotFoundError);
    const mixed = [row('Good Student', room._id), row('Wrong School', foreign._id)];
    const error = await source.importStudents(school._id, mixed, PASSWORD).catch((e) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.fields).toEqual({
      'students[1].classroom': 'Classroom not found in this school',
    });
    expect(storage.getItem(collectionKey('students'))).toBe(before);
  });
});

describe('BrowserSource pay links (the guest demo, in one browser)', () => {
  it("shows the link's one student and takes a payment through the demo checkout", async () => {
    const { school, room, ada } = await schoolWithStudents(source);
    const { token } = await source.sharePayLink(ada._id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await source.getPayLink(token)).toEqual({
      schoolName: school.name,
      studentName: 'Obi Ada',
      className: room.name,
      term: expect.stringMatching(/^First term \d{4}\/\d{4}$/),
      broughtForward: 0,
      feesExpected: 30000,
      feesPaid: 0,
      outstanding: 30000,
      parentEmail: '',
      transferAccount: null,
      // A new school's term opened today, with all of it due on that day (the default plan).
      dueNow: 30000,
      overdueSince: schoolToday(),
      instalments: [{ dueOn: schoolToday(), amount: 30000 }],
    });

    // The parent's form names no school or student: the link does.
    const details = {
      depositorName: 'Ngozi Obi',
      email: 'ngozi@example.com',
      amount: 12000,
      purpose: 'First term tuition',
    };
    const { reference } = await source.initializeLinkPayment(token, details);
    const { checkout } = pay(school._id, ada._id, 12000, reference);
    const receipt = await source.recordLinkPayment(token, { details, checkout });
    expect(receipt).toMatchObject({
      schoolName: school.name,
      studentName: 'Obi Ada',
      amount: 12000,
      referenceNo: reference,
      method: 'card',
    });
    expect((await source.getPayLink(token)).outstanding).toBe(18000);
    expect((await source.get('students', ada._id)).totalPaidFees).toBe(12000);
  });

  it('revoking ends every link of the student only; an ended link names whom to ask, an unknown one nothing', async () => {
    const { school, ada, bisi } = await schoolWithStudents(source);
    const first = await source.sharePayLink(ada._id);
    const second = await source.sharePayLink(ada._id);
    const other = await source.sharePayLink(bisi._id);
    const fresh = await source.revokePayLinks(ada._id);
    for (const dead of [first.token, second.token]) {
      const ended = await source.getPayLink(dead).catch((error: unknown) => error);
      expect(ended).toBeInstanceOf(EndedPayLinkError);
      expect(ended).toMatchObject({
        status: 404,
        message: PAY_LINK_INVALID,
        school: { name: school.name, phone: guest.phone },
      });
    }
    const unknown = await source.getPayLink('A'.repeat(32)).catch((error: unknown) => error);
    expect(unknown).toEqual(new NotFoundError(PAY_LINK_INVALID));
    expect(unknown).not.toHaveProperty('school');
    expect((await source.getPayLink(fresh.token)).studentName).toBe('Obi Ada');
    expect((await source.getPayLink(other.token)).studentName).toBe('Bello Bisi');

    clearGuestData(storage);
    await expect(source.getPayLink(fresh.token)).rejects.toThrow(PAY_LINK_INVALID);
  });

  it('a link works for PAY_LINK_LIFE_DAYS from its issue, then names whom to ask', async () => {
    let now = new Date('2026-03-01T08:00:00Z');
    const clocked = new BrowserSource({ storage, latencyMs: 0, now: () => now });
    const { school, ada } = await schoolWithStudents(clocked);
    const { token } = await clocked.sharePayLink(ada._id);
    const life = PAY_LINK_LIFE_DAYS * 24 * 60 * 60 * 1000;
    now = new Date(now.getTime() + life - 60_000);
    expect((await clocked.getPayLink(token)).studentName).toBe('Obi Ada');
    now = new Date(now.getTime() + 120_000);
    await expect(clocked.getPayLink(token)).rejects.toMatchObject({
      name: 'EndedPayLinkError',
      message: PAY_LINK_INVALID,
      school: { name: school.name, phone: guest.phone },
    });
  });

  it('says plainly that the demo sends no e-mail', async () => {
    const { room, ada } = await schoolWithStudents(source);
    const { token } = await source.sharePayLink(ada._id);
    await expect(source.mailPayLink(ada._id, token)).rejects.toBeInstanceOf(ConflictError);
    await expect(source.sendReminders(room._id)).rejects.toThrow(/guest demo sends no e-mail/);
  });
});
