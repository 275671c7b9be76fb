/** @jest-environment ./scripts/jest/jsdom-with-fetch.cjs */
// ApiSource and authApi against the run's real API (docs/testing.md). The run's account is shared
// with every other worker, so each test makes its own school and looks only inside it; a test
// that changes an account makes one of its own.
import { createServer } from 'node:net';
import { once } from 'node:events';
import { schoolToday } from '../../format/dates';
import { ApiSource } from './api-source';
import { createAuthApi } from './auth-api';
import {
  cookieFetch,
  mailCount,
  payAtProvider,
  readMailedCode,
  signUpAccount,
} from '../../testing';
import {
  ConflictError,
  ForbiddenError,
  NetworkError,
  NotFoundError,
  RateLimitError,
  SessionExpiredError,
  ValidationError,
} from '../data-errors';

const apiUrl = process.env.FEES_TEST_API_URL ?? '';
const origin = process.env.FEES_TEST_APP_ORIGIN ?? '';
const email = process.env.FEES_TEST_ACCOUNT_EMAIL ?? '';
const password = process.env.FEES_TEST_ACCOUNT_PASSWORD ?? '';

let made = 0;
/** Unique within the run: school names are unique per account, e-mails per server. */
function unique(prefix: string) {
  made += 1;
  return `${prefix}${process.env.JEST_WORKER_ID ?? '1'}${Date.now().toString(36)}${made}`;
}

let jar: ReturnType<typeof cookieFetch>;
let source: ApiSource;

beforeEach(async () => {
  jar = cookieFetch(globalThis.fetch, { origin });
  source = new ApiSource({ apiUrl: `${apiUrl}/`, fetch: jar.fetch });
  await createAuthApi({ apiUrl, fetch: jar.fetch }).login({ email, password });
});

async function seedSchool() {
  const school = await source.create(
    'schools',
    { name: unique('Oakwood Academy '), address: '12 Allen Avenue', level: 'Secondary' },
    password,
  );
  const room = await source.create(
    'classrooms',
    { name: 'Jss1', classTeacher: 'Mrs Adebayo', classFees: 45000, schoolId: school._id },
    password,
  );
  const student = await source.create(
    'students',
    {
      fullname: 'Obi Ada',
      age: 11,
      sex: 'Female',
      phoneNo: '08031234567',
      discount: 20,
      classroom: room._id,
      schoolId: school._id,
      optionalItems: [],
    },
    password,
  );
  return { school, room, student };
}

async function addStudent(schoolId: string, classroom: string, fullname: string) {
  return source.create(
    'students',
    {
      fullname,
      age: 12,
      sex: 'Male',
      phoneNo: '07031234567',
      discount: 0,
      classroom,
      schoolId,
      optionalItems: [],
    },
    password,
  );
}

/**
 * A parent pays `amount` naira for the student: a checkout is opened and the card goes through at
 * the provider; recording it is the test's.
 */
async function payAtCheckout(school: { _id: string }, student: { _id: string }, amount: number) {
  const details = {
    schoolId: school._id,
    studentId: student._id,
    amount,
    depositorName: 'Ngozi Obi',
    email: 'ngozi@example.com',
    purpose: 'First term tuition',
  };
  const { reference } = await source.initializePayment(details);
  await payAtProvider(reference, Math.round(amount * 100));
  return {
    details,
    checkout: { reference, status: 'success', message: 'Approved', transaction: '1' },
  };
}

/** A verified account of this test's own, signed in on `auth`'s cookie jar. */
async function newAccount(auth = createAuthApi({ apiUrl, fetch: jar.fetch })) {
  const account = { email: `${unique('chidi.')}@school.ng`, password: 'chidi-pass-1' };
  const since = await mailCount();
  await auth.signup({
    firstname: 'Chidi',
    lastname: 'Okafor',
    email: account.email,
    phone: '08031234567',
    password: account.password,
  });
  const code = await readMailedCode(account.email, /verification code/, since);
  await auth.verifyEmail({ email: account.email, code });
  await auth.login(account);
  return account;
}

describe('ApiSource over HTTP', () => {
  it('sends every call with the session cookie policy, and bodies as JSON', async () => {
    await seedSchool();
    expect(jar.calls.every((init) => init.credentials === 'include')).toBe(true);
    const withBody = jar.calls.filter((init) => init.body !== undefined);
    expect(withBody.length).toBeGreaterThan(0);
    for (const init of withBody) {
      expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    }
  });

  it('creates, reads, updates and deletes through the API routes', async () => {
    const { school, room, student } = await seedSchool();
    expect(student).toMatchObject({
      classroom: 'Jss1',
      classroomId: room._id,
      totalFeesExpected: 36000,
    });
    expect(await source.get('schools', school._id)).toMatchObject({
      noOfStudents: 1,
      noOfClassrooms: 1,
    });
    const renamed = await source.update(
      'classrooms',
      room._id,
      { name: 'Jss2', classTeacher: 'Mr Okon', classFees: 50000 },
      password,
    );
    expect(renamed).toMatchObject({ name: 'Jss2', classFees: 50000 });
    expect(await source.get('students', student._id)).toMatchObject({ classroom: 'Jss2' });
    await source.remove('students', student._id, password);
    await expect(source.get('students', student._id)).rejects.toThrow(NotFoundError);
    await source.deleteSchoolCascade(school._id, password);
    await expect(source.get('schools', school._id)).rejects.toThrow(NotFoundError);
    expect(await source.list('classrooms', { filter: { schoolId: school._id } })).toMatchObject({
      items: [],
      total: 0,
    });
  });

  it('lists with filters, q and paging, reading the total the server counted', async () => {
    const { school, room } = await seedSchool();
    await addStudent(school._id, room._id, 'Bello Bisi');
    await addStudent(school._id, room._id, 'Chukwu Chidi');
    const page = await source.list('students', {
      filter: { schoolId: school._id, classroomId: room._id },
      limit: 1,
      offset: 1,
    });
    expect(page.total).toBe(3);
    expect(page.items).toHaveLength(1);
    const found = await source.list('students', { q: 'chidi', filter: { schoolId: school._id } });
    expect(found.items.map((s) => s.fullname)).toEqual(['Chukwu Chidi']);
  });

  it('filters by several values at once, leaves out an empty one, and reads the amount', async () => {
    const { school, room, student } = await seedSchool();
    const other = await source.create(
      'classrooms',
      { name: 'Jss3', classTeacher: 'Mr Okon', classFees: 30000, schoolId: school._id },
      password,
    );
    const bello = await addStudent(school._id, other._id, 'Bello Bisi');
    const page = await source.list('students', {
      filter: { classroomId: [room._id, other._id], sex: ['Male', 'Female'], schoolId: [] },
    });
    expect(page.items.map((s) => s._id).sort()).toEqual([student._id, bello._id].sort());
    const girls = await source.list('students', {
      filter: { classroomId: [room._id, other._id], sex: ['Female'] },
    });
    expect(girls.items.map((s) => s._id)).toEqual([student._id]);
    expect(page.amount).toBeUndefined();

    const { details, checkout } = await payAtCheckout(school, student, 20000.5);
    await source.recordPayment({ details, checkout });
    expect(await source.list('payments', { filter: { schoolId: [school._id] } })).toMatchObject({
      total: 1,
      amount: 20000.5,
    });
  });

  it('imports students in one call and maps a bad row to its field, importing none', async () => {
    const { school, room } = await seedSchool();
    const row = {
      fullname: 'Bello Bisi',
      age: 12,
      sex: 'Male' as const,
      phoneNo: '07031234567',
      discount: 0,
      classroom: room._id,
      optionalItems: [],
    };
    expect(await source.importStudents(school._id, [row, row], password)).toEqual({
      imported: 2,
    });
    const inSchool = { filter: { schoolId: school._id } };
    expect((await source.list('students', inSchool)).total).toBe(3);
    const bad = source.importStudents(school._id, [row, { ...row, age: 0 }], password);
    await expect(bad).rejects.toBeInstanceOf(ValidationError);
    await expect(bad).rejects.toMatchObject({
      status: 400,
      fields: { 'students[1].age': 'Minimum of 1' },
    });
    expect((await source.list('students', inSchool)).total).toBe(3);
  });

  it('initializes and records a payment, sending only the reference to verify', async () => {
    const { school, student } = await seedSchool();
    const { details, checkout } = await payAtCheckout(school, student, 20000);
    const payment = await source.recordPayment({ details, checkout });
    expect(payment).toMatchObject({
      referenceNo: checkout.reference,
      amount: 20000,
      studentName: 'Obi Ada',
    });
    expect(JSON.parse(String(jar.calls.at(-1)?.body))).toEqual({ reference: checkout.reference });
    expect((await source.get('students', student._id)).totalPaidFees).toBe(20000);
  });

  it('records a transfer and voids it, reading the sums by method', async () => {
    const { school, student } = await seedSchool();
    await source.recordPayment(await payAtCheckout(school, student, 5000));
    const input = {
      schoolId: school._id,
      studentId: student._id,
      amount: 12000.5,
      method: 'transfer' as const,
      receivedOn: schoolToday(),
      depositorName: 'Ngozi Obi',
      purpose: 'First term tuition',
      externalReference: unique('NIP'),
    };
    const entry = await source.recordOfflinePayment(input, password);
    expect(entry).toMatchObject({ method: 'transfer', status: 'success', email: '' });
    expect(JSON.parse(String(jar.calls.at(-1)?.body))).toEqual({ ...input, password });
    const inSchool = { filter: { schoolId: school._id } };
    expect(await source.list('payments', inSchool)).toMatchObject({
      amount: 17000.5,
      amountByMethod: { card: 5000, transfer: 12000.5 },
    });
    const voided = await source.voidPayment(entry._id, 'Entered by mistake', password);
    expect(voided).toMatchObject({ _id: entry._id, status: 'void' });
    expect(await source.list('payments', inSchool)).toMatchObject({
      total: 2,
      amount: 5000,
      amountByMethod: { card: 5000 },
    });
    await expect(source.voidPayment('not an id', 'Entered by mistake', password)).rejects.toThrow(
      NotFoundError,
    );
  });

  it('reads and writes terms, fee items and statements through their routes', async () => {
    const { school, room, student } = await seedSchool();
    const [first] = await source.listTerms(school._id);
    expect(first).toMatchObject({ schoolId: school._id, status: 'current', closedAt: null });
    const third = await source.setCurrentTerm(
      school._id,
      { session: '2026/2027', name: 'Third term' },
      password,
    );
    expect(third).toMatchObject({ _id: first?._id, session: '2026/2027', name: 'Third term' });

    expect(await source.getFeeItems(room._id)).toEqual([]);
    const [bus] = await source.saveFeeItems(
      room._id,
      [{ name: 'School bus', amount: 5000, optional: true }],
      password,
    );
    expect(bus).toMatchObject({ name: 'School bus', amount: 5000, optional: true });
    const { _id, classroom, classroomId, ...fields } = student;
    void classroom;
    const taking = await source.update(
      'students',
      _id,
      {
        fullname: fields.fullname,
        age: fields.age,
        sex: fields.sex,
        phoneNo: fields.phoneNo,
        discount: fields.discount,
        classroom: classroomId,
        optionalItems: [bus?._id ?? ''],
      },
      password,
    );
    expect(taking).toMatchObject({ optionalItems: [bus?._id], totalFeesExpected: 41000 });
    const paid = await source.recordOfflinePayment(
      {
        schoolId: school._id,
        studentId: _id,
        amount: 11000,
        method: 'cash',
        receivedOn: schoolToday(),
        depositorName: 'Ngozi Obi',
        purpose: 'Third term tuition',
      },
      password,
    );
    expect(paid.termId).toBe(first?._id);

    expect(await source.previewNextTerm(school._id)).toEqual({
      closing: first?._id,
      session: '2027/2028',
      name: 'First term',
      startsSession: true,
      students: 1,
      classes: [{ _id: room._id, students: 1 }],
      arrears: { students: 1, amount: 30000 },
      credit: { students: 0, amount: 0 },
    });
    const opened = await source.startNextTerm(
      school._id,
      (await source.previewNextTerm(school._id)).closing,
      { [room._id]: null },
      password,
    );
    expect(opened).toMatchObject({ session: '2027/2028', name: 'First term', status: 'current' });

    const left = await source.list('students', {
      filter: { schoolId: school._id, enrolment: 'left' },
    });
    expect(left.items).toMatchObject([{ _id, broughtForward: 30000, balance: 30000 }]);
    const inFirst = await source.list('payments', {
      filter: { schoolId: school._id, termId: first?._id ?? '' },
    });
    expect(inFirst.items.map((payment) => payment._id)).toEqual([paid._id]);
    const inNext = await source.list('payments', {
      filter: { schoolId: school._id, termId: opened._id },
    });
    expect(inNext.total).toBe(0);

    const statement = await source.getStatement(_id);
    expect(statement).toMatchObject({ studentId: _id, balance: 30000 });
    expect(statement.terms).toEqual([
      {
        termId: first?._id,
        session: '2026/2027',
        name: 'Third term',
        charges: [
          { name: 'Class fee', amount: 45000 },
          { name: 'Discount (20%)', amount: -9000 },
          { name: 'School bus', amount: 5000 },
        ],
        payments: [{ _id: paid._id, amount: 11000, method: 'cash', receivedOn: schoolToday() }],
        broughtForward: 0,
        balance: 30000,
      },
    ]);
  });

  it('refuses promotions mid-session, and ids no record can have, as the API does', async () => {
    const { school, room } = await seedSchool();
    await expect(
      source.startNextTerm(
        school._id,
        (await source.previewNextTerm(school._id)).closing,
        { [room._id]: null },
        password,
      ),
    ).rejects.toThrow(ValidationError);
    expect(await source.listTerms(school._id)).toHaveLength(1);
    await expect(source.listTerms('not an id')).rejects.toThrow(NotFoundError);
    await expect(source.getFeeItems('not an id')).rejects.toThrow(NotFoundError);
    await expect(source.getStatement('not an id')).rejects.toThrow(NotFoundError);
  });

  it('returns and updates the signed-in user', async () => {
    expect(await source.getCurrentUser()).toMatchObject({ email });
    const account = await newAccount();
    const me = await source.getCurrentUser();
    expect(me).toMatchObject({ email: account.email, firstname: 'Chidi' });
    const user = await source.updateProfile(
      me!._id,
      { firstname: 'Ada', lastname: 'Okafor', phone: '+2348031234567' },
      account.password,
    );
    expect(user.firstname).toBe('Ada');
    expect(await source.getCurrentUser()).toMatchObject({ firstname: 'Ada' });
  });
});

describe('ApiSource error mapping', () => {
  it('400 → ValidationError with the fields, including stray fields', async () => {
    const attempt = source.create(
      'schools',
      { name: 'Oak', address: '12 Allen Avenue', level: 'Primary', ownerId: 'x' } as never,
      password,
    );
    await expect(attempt).rejects.toBeInstanceOf(ValidationError);
    await expect(attempt).rejects.toMatchObject({
      status: 400,
      fields: { name: 'Minimum of 5 characters', ownerId: 'Unknown field: ownerId' },
    });
  });

  it('401 → SessionExpiredError, and getCurrentUser gives null', async () => {
    jar.clearCookies();
    await expect(source.list('schools')).rejects.toBeInstanceOf(SessionExpiredError);
    await expect(source.list('schools')).rejects.toMatchObject({ status: 401 });
    expect(await source.getCurrentUser()).toBeNull();
  });

  it("403 → ForbiddenError with the server's message, keeping the school", async () => {
    // A wrong password counts against its account's ten a quarter hour: an account of its own.
    const auth = createAuthApi({ apiUrl, fetch: jar.fetch });
    const owner = await signUpAccount(auth, 'owner');
    await auth.login({ email: owner.email, password: owner.password });
    const school = await source.create(
      'schools',
      { name: unique('Oakwood Academy '), address: '12 Allen Avenue', level: 'Secondary' },
      owner.password,
    );
    const attempt = source.deleteSchoolCascade(school._id, 'wrong-password');
    await expect(attempt).rejects.toBeInstanceOf(ForbiddenError);
    await expect(attempt).rejects.toMatchObject({ status: 403, message: 'Incorrect password' });
    expect(await source.get('schools', school._id)).toMatchObject({ name: school.name });
  });

  it('404 → NotFoundError, from the server or an id no record can have', async () => {
    await expect(source.get('schools', 'missing')).rejects.toMatchObject({
      status: 404,
      message: 'School not found',
    });
    await expect(source.get('payments', '<script>')).rejects.toMatchObject({
      status: 404,
      message: 'Payment not found',
    });
    await expect(
      source.update(
        'schools',
        'missing',
        { name: 'Oakwood', address: '1 Road', level: 'Other' },
        password,
      ),
    ).rejects.toBeInstanceOf(NotFoundError);
  });

  it("409 → ConflictError with the server's message", async () => {
    const { school, room, student } = await seedSchool();
    const { details, checkout } = await payAtCheckout(school, student, 5000);
    await source.recordPayment({ details, checkout });
    const attempt = source.remove('classrooms', room._id, password);
    await expect(attempt).rejects.toBeInstanceOf(ConflictError);
    await expect(attempt).rejects.toMatchObject({
      status: 409,
      message: 'This classroom has payments and cannot be deleted.',
    });
    expect(await source.get('classrooms', room._id)).toMatchObject({ name: 'Jss1' });
  });

  it('409 of a repeated reference → ConflictError with its field and the payment it repeats', async () => {
    const { school, student } = await seedSchool();
    const input = {
      schoolId: school._id,
      studentId: student._id,
      amount: 3000,
      method: 'pos' as const,
      receivedOn: schoolToday(),
      depositorName: 'Ngozi Obi',
      purpose: 'First term tuition',
      externalReference: unique('POS'),
    };
    const first = await source.recordOfflinePayment(input, password);
    const again = source.recordOfflinePayment(input, password);
    await expect(again).rejects.toBeInstanceOf(ConflictError);
    await expect(again).rejects.toMatchObject({
      message: 'This reference is already recorded for this school.',
      fields: { externalReference: 'This reference is already recorded for this school.' },
      existingId: first._id,
    });
  });

  it('a server nobody answers on → NetworkError', async () => {
    const probe = createServer().listen(0, '127.0.0.1');
    await once(probe, 'listening');
    const { port } = probe.address() as { port: number };
    await new Promise((resolve) => probe.close(resolve));
    const gone = new ApiSource({ apiUrl: `http://127.0.0.1:${port}/`, fetch: jar.fetch });
    const attempt = gone.list('schools');
    await expect(attempt).rejects.toBeInstanceOf(NetworkError);
    await expect(attempt).rejects.toMatchObject({
      status: 0,
      message: 'Cannot reach the server. Check your connection and try again.',
    });
  });
});

describe('authApi', () => {
  it('signs up, verifies the mailed code, holds back a resend, and resets the password', async () => {
    const auth = createAuthApi(() => ({ apiUrl, fetch: jar.fetch }));
    jar.clearCookies();
    const account = await newAccount(auth);
    await expect(
      auth.signup({
        firstname: 'Chidi',
        lastname: 'Okafor',
        email: account.email,
        phone: '08031234567',
        password: account.password,
      }),
    ).rejects.toBeInstanceOf(ConflictError);
    await expect(auth.verifyEmail({ email: account.email, code: '000000' })).rejects.toMatchObject({
      status: 400,
      message: 'Wrong code. Please check the code and retry.',
    });
    const resend = auth.resendMail({ email: account.email });
    await expect(resend).rejects.toBeInstanceOf(RateLimitError);
    await expect(resend).rejects.toMatchObject({
      status: 429,
      message: expect.stringContaining('A code was sent less than 5 minutes ago.'),
    });

    const since = await mailCount();
    await auth.requestPasswordReset({ email: account.email });
    const code = await readMailedCode(account.email, /reset code/, since);
    await auth.resetPassword({ email: account.email, code, password: 'newpass-2' });
    await auth.logout();
    await expect(auth.login(account)).rejects.toMatchObject({ status: 401 });
    expect(await auth.login({ ...account, password: 'newpass-2' })).toMatchObject({
      email: account.email,
    });
  });

  it('logs in, reports who is signed in, and logs out for good', async () => {
    const auth = createAuthApi({ apiUrl, fetch: jar.fetch });
    jar.clearCookies();
    expect(await auth.me()).toBeNull();
    const user = await auth.login({ email, password });
    expect(user).toMatchObject({ email });
    expect(await auth.me()).toEqual(user);
    await auth.logout();
    expect(await auth.me()).toBeNull();
    await expect(auth.logout()).resolves.toBeUndefined();
  });

  it('maps a wrong login to 401 and repeated failures to 429', async () => {
    const auth = createAuthApi({ apiUrl, fetch: jar.fetch });
    // An address of its own: its failures lock no one else out.
    const wrong = { email: `${unique('nobody.')}@school.ng`, password: 'nope-nope' };
    await expect(auth.login(wrong)).rejects.toMatchObject({
      status: 401,
      message: 'Incorrect email or password',
    });
    for (let i = 1; i < 10; i += 1) await auth.login(wrong).catch(() => undefined);
    const limited = auth.login(wrong);
    await expect(limited).rejects.toBeInstanceOf(RateLimitError);
    await expect(limited).rejects.toMatchObject({
      status: 429,
      message: 'Too many failed login attempts. Please try again in 15 minutes.',
    });
  });
});
