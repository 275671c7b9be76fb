import { GUEST_CREDENTIALS } from '../constants/guest';
import { TEST_GUEST } from '../testing/guest-data';
import type { School } from '../types/school';
import type { Student } from '../types/student';
import type { Term } from '../types/term';
import { BrowserSource } from './browser-source';
import { collectionKey, readLedger, seedGuestData, type GuestData } from './guest-storage';

const PASSWORD = GUEST_CREDENTIALS.password;
const NOW = new Date('2026-11-16T10:00:00Z');
let source: BrowserSource;

function seed(data: Partial<GuestData>) {
  localStorage.clear();
  seedGuestData(localStorage, {
    ...{ users: [TEST_GUEST], schools: [], classrooms: [], students: [], payments: [] },
    ...{ terms: [], feeItems: [], termCharges: [], lateFees: [], families: [] },
    ...data,
  });
}

beforeEach(() => {
  seed({});
  source = new BrowserSource({ storage: localStorage, latencyMs: 0, now: () => NOW });
});

async function oneStudent(classFees = 30000, discount = 0) {
  const school = await source.create(
    'schools',
    { name: 'Oakwood Academy', address: '12 Allen Avenue, Ikeja', level: 'Primary' },
    PASSWORD,
  );
  const room = await source.create(
    'classrooms',
    { name: 'Primary1', classTeacher: 'Mrs Adebayo', classFees, schoolId: school._id },
    PASSWORD,
  );
  const student = await source.create(
    'students',
    {
      fullname: 'Obi Ada',
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
  return { school, room, student };
}

describe('BrowserSource terms in guest storage', () => {
  it("opens a new school's 'First term' of the session holding today", async () => {
    const { school } = await oneStudent();
    expect(readLedger(localStorage).terms).toEqual([
      expect.objectContaining({
        schoolId: school._id,
        session: '2026/2027',
        name: 'First term',
        status: 'current',
        closedAt: null,
      }),
    ]);
  });

  it("keeps the spec's figures on a student, with nothing brought forward in a first term", async () => {
    const { student } = await oneStudent(30000, 10);
    expect(student).toMatchObject({
      totalFeesExpected: 27000,
      totalPaidFees: 0,
      broughtForward: 0,
      balance: 27000,
      optionalItems: [],
      enrolment: 'enrolled',
    });
  });

  it('files a payment under the current term and moves the balance in the same write', async () => {
    const { student } = await oneStudent();
    const [term] = readLedger(localStorage).terms as [Term];
    const payment = await cash(student, 12500);
    expect(payment.termId).toBe(term._id);
    expect(await source.get('students', student._id)).toMatchObject({
      totalPaidFees: 12500,
      balance: 17500,
    });
  });

  it('brings a closed term forward from its frozen lines; leavers count for the school only', async () => {
    const { school, room, student } = await oneStudent(30000);
    const [first] = readLedger(localStorage).terms as [Term];
    const leaver = await source.create(
      'students',
      { ...studentForm(student), fullname: 'Eze Chidi', classroom: room._id, schoolId: school._id },
      PASSWORD,
    );
    // As a close of 'First term' leaves the storage: its lines frozen, 'Second term' open.
    const second: Term = {
      ...first,
      _id: 'second-term',
      name: 'Second term',
      openedAt: '2027-01-05T08:00:00.000Z',
    };
    const frozen = (studentId: string, amountKobo: number) => ({
      termId: first._id,
      studentId,
      classroomId: room._id,
      lines: [{ name: 'Class fee', amountKobo }],
    });
    const stored = JSON.parse(localStorage.getItem(collectionKey('students')) as string);
    seed({
      schools: [school],
      classrooms: [room],
      students: stored.map((one: Student) =>
        one._id === leaver._id ? { ...one, enrolment: 'left' } : one,
      ),
      terms: [{ ...first, status: 'closed', closedAt: second.openedAt }, second],
      termCharges: [frozen(student._id, 2_500_000), frozen(leaver._id, 3_000_000)],
    });
    await source.update('schools', school._id, schoolForm(school), PASSWORD);

    expect(await source.get('students', student._id)).toMatchObject({
      broughtForward: 25000,
      totalFeesExpected: 55000,
      totalPaidFees: 0,
      balance: 55000,
    });
    expect(await source.get('students', leaver._id)).toMatchObject({
      broughtForward: 30000,
      totalFeesExpected: 30000,
      balance: 30000,
    });
    expect(await source.get('classrooms', room._id)).toMatchObject({
      noOfStudents: 1,
      totalFeesExpected: 55000,
    });
    expect(await source.get('schools', school._id)).toMatchObject({
      noOfStudents: 1,
      totalFeesExpected: 85000,
    });
  });

  it('reads data saved before terms as one current term, every figure unchanged', async () => {
    const { school, student } = await oneStudent(30000, 10);
    const payment = await source.recordPayment({
      details: {
        schoolId: school._id,
        studentId: student._id,
        amount: 5000,
        depositorName: 'Ngozi Obi',
        email: 'ngozi@example.com',
        purpose: 'First term tuition',
      },
      checkout: { reference: 'T1', status: 'success', message: 'Approved', transaction: 'tx' },
    });
    const studentFields = ['broughtForward', 'balance', 'optionalItems', 'enrolment'];
    const students = old(await all('students'), studentFields);
    const schools = await all('schools');
    const classrooms = await all('classrooms');
    const payments = old(await allStored('payments'), ['termId']);
    localStorage.clear();
    for (const [key, records] of Object.entries({
      users: [TEST_GUEST],
      schools,
      classrooms,
      students,
      payments,
    })) {
      localStorage.setItem(collectionKey(key as 'users'), JSON.stringify(records));
    }

    const [read] = await all('payments');
    expect(read?.termId).toBeTruthy();
    expect((await source.get('payments', payment._id)).termId).toBe(read?.termId);
    expect(await source.get('students', student._id)).toMatchObject({
      totalFeesExpected: 27000,
      totalPaidFees: 5000,
      broughtForward: 0,
      balance: 22000,
      optionalItems: [],
      enrolment: 'enrolled',
    });
    await source.update('schools', school._id, schoolForm(school), PASSWORD);
    expect(await all('schools')).toEqual(schools);
    expect(await all('classrooms')).toEqual(classrooms);
    expect(readLedger(localStorage).terms).toEqual([
      expect.objectContaining({ _id: read?.termId, status: 'current', name: 'First term' }),
    ]);
  });

  it('gives payments saved before receipts their numbers in the order they were made', async () => {
    let clock = NOW.getTime();
    // A minute between writes, so the payments have an order.
    source = new BrowserSource({
      storage: localStorage,
      latencyMs: 0,
      now: () => new Date((clock += 60_000)),
    });
    const { student } = await oneStudent(30000);
    await cash(student, 10000);
    await cash(student, 5000);
    const saved = old(await allStored('payments'), ['receiptNo', 'paidToDate', 'balanceAfter']);
    localStorage.setItem(collectionKey('payments'), JSON.stringify(saved.reverse()));

    const receipts = (await all('payments')).map((payment) => [
      payment.receiptNo,
      payment.paidToDate,
      payment.balanceAfter,
    ]);
    expect(receipts.sort()).toEqual([
      ['OA-000001', 10000, 20000],
      ['OA-000002', 15000, 15000],
    ]);
    expect((await cash(student, 1000)).receiptNo).toBe('OA-000003');
  });

  it('gives payments made in the same millisecond their figures in the order they were made', async () => {
    source = new BrowserSource({ storage: localStorage, latencyMs: 0, now: () => NOW });
    const { student } = await oneStudent(30000);
    const made = [];
    for (const amount of [1000, 2000, 3000, 4000, 5000]) made.push(await cash(student, amount));
    expect(made.map((payment) => [payment.receiptNo, payment.paidToDate])).toEqual([
      ['OA-000001', 1000],
      ['OA-000002', 3000],
      ['OA-000003', 6000],
      ['OA-000004', 10000],
      ['OA-000005', 15000],
    ]);
  });
});

async function all<C extends 'schools' | 'classrooms' | 'students' | 'payments'>(collection: C) {
  return (await source.list(collection)).items;
}

/** Cash the bursar received for `student` on the tests' day. */
function cash(student: Student, amount: number) {
  return source.recordOfflinePayment(
    {
      schoolId: student.schoolId,
      studentId: student._id,
      amount,
      method: 'cash',
      receivedOn: '2026-11-16',
      depositorName: 'Ngozi Obi',
      email: '',
      purpose: 'First term tuition',
      externalReference: '',
    },
    PASSWORD,
  );
}

/** Records as a browser saved them before the fields `drop` existed. */
const old = <T extends object>(records: T[], drop: string[]) =>
  records.map((record) =>
    Object.fromEntries(Object.entries(record).filter(([key]) => !drop.includes(key))),
  );

/** Payments as stored, oldest first, before the list's newest-first order. */
async function allStored(collection: 'payments') {
  return (await all(collection)).reverse();
}

/** What the school's edit form sends back unchanged: a write that recounts nothing by itself. */
function schoolForm({ name, address, level }: School) {
  return { name, address, level };
}

/** A student's form fields, to register another like them. */
function studentForm({ age, sex, phoneNo, discount, optionalItems }: Student) {
  return { age, sex, phoneNo, discount, optionalItems };
}
