/** @jest-environment node */
import { ApiSource } from './api-source';
import { createAuthApi } from './auth-api';
import { cookieFetch } from '../testing/cookie-fetch';
import {
  ConflictError,
  DataError,
  ForbiddenError,
  NetworkError,
  NotFoundError,
  RateLimitError,
  SessionExpiredError,
  ValidationError,
} from './data-errors';
import { startStubApi, type StubApi } from './stub-api-server';

let stub: StubApi;
let jar: ReturnType<typeof cookieFetch>;
let source: ApiSource;

beforeEach(async () => {
  stub = await startStubApi();
  jar = cookieFetch();
  source = new ApiSource({ apiUrl: `${stub.url}/`, fetch: jar.fetch });
  await createAuthApi({ apiUrl: stub.url, fetch: jar.fetch }).login({
    email: stub.user.email,
    password: stub.password,
  });
});

afterEach(() => stub.close());

async function seedSchool() {
  const school = await source.create(
    'schools',
    { name: 'Oakwood Academy', address: '12 Allen Avenue', level: 'Secondary' },
    stub.password,
  );
  const room = await source.create(
    'classrooms',
    { name: 'Jss1', classTeacher: 'Mrs Adebayo', classFees: 45000, schoolId: school._id },
    stub.password,
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
    },
    stub.password,
  );
  return { school, room, student };
}

describe('ApiSource over HTTP', () => {
  it('sends every call with the session cookie policy and JSON', async () => {
    await source.list('schools');
    await seedSchool();
    expect(jar.calls.every((init) => init.credentials === 'include')).toBe(true);
    const post = stub.requests.find((r) => r.method === 'POST' && r.url === '/api/schools');
    expect(post?.headers['content-type']).toBe('application/json');
  });

  it('creates, reads, updates and deletes through the contract routes', async () => {
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
      stub.password,
    );
    expect(renamed).toMatchObject({ name: 'Jss2', classFees: 50000 });
    expect(await source.get('students', student._id)).toMatchObject({ classroom: 'Jss2' });
    await source.remove('students', student._id, stub.password);
    await expect(source.get('students', student._id)).rejects.toThrow(NotFoundError);
    await source.deleteSchoolCascade(school._id, stub.password);
    expect(await source.list('classrooms')).toEqual({ items: [], total: 0 });
  });

  it('lists with filters, q and paging, reading the total from X-Total-Count', async () => {
    const { school, room } = await seedSchool();
    for (const fullname of ['Bello Bisi', 'Chukwu Chidi']) {
      await source.create(
        'students',
        {
          fullname,
          age: 12,
          sex: 'Male',
          phoneNo: '07031234567',
          discount: 0,
          classroom: room._id,
          schoolId: school._id,
        },
        stub.password,
      );
    }
    const page = await source.list('students', {
      filter: { schoolId: school._id, classroomId: room._id },
      limit: 1,
      offset: 1,
    });
    expect(page.total).toBe(3);
    expect(page.items.map((s) => s.fullname)).toEqual(['Bello Bisi']);
    expect(stub.requests.at(-1)?.url).toContain(`classroom=${room._id}`);
    expect((await source.list('students', { q: 'chidi' })).items).toHaveLength(1);
  });

  it('sends several filter values comma-separated and reads X-Total-Amount', async () => {
    const { school, room, student } = await seedSchool();
    const page = await source.list('students', {
      filter: { classroomId: [room._id, 'other'], sex: ['Male', 'Female'], schoolId: [] },
    });
    expect(page.items.map((s) => s._id)).toEqual([student._id]);
    const url = new URL(String(stub.requests.at(-1)?.url), stub.url);
    expect(url.searchParams.get('classroom')).toBe(`${room._id},other`);
    expect(url.searchParams.get('sex')).toBe('Male,Female');
    expect(url.searchParams.has('schoolId')).toBe(false);
    expect(page.amount).toBeUndefined();

    const details = {
      schoolId: school._id,
      studentId: student._id,
      amount: 20000.5,
      depositorName: 'Ngozi Obi',
      email: 'ngozi@example.com',
      purpose: 'First term tuition',
    };
    const { reference } = await source.initializePayment(details);
    const checkout = { reference, status: 'success', message: 'Approved', transaction: '1' };
    await source.recordPayment({ details, checkout });
    expect(await source.list('payments', { filter: { schoolId: [school._id] } })).toMatchObject({
      total: 1,
      amount: 20000.5,
    });
  });

  it('imports students in one call and maps a bad row to its field', async () => {
    const { school, room } = await seedSchool();
    const row = {
      fullname: 'Bello Bisi',
      age: 12,
      sex: 'Male' as const,
      phoneNo: '07031234567',
      discount: 0,
      classroom: room._id,
    };
    expect(await source.importStudents(school._id, [row, row], stub.password)).toEqual({
      imported: 2,
    });
    expect(stub.requests.at(-1)).toMatchObject({ method: 'POST', url: '/api/students/import' });
    expect((await source.list('students')).total).toBe(3);
    const bad = source.importStudents(school._id, [row, { ...row, age: 0 }], stub.password);
    await expect(bad).rejects.toMatchObject({
      status: 400,
      fields: { 'students[1].age': 'Minimum of 1' },
    });
    expect((await source.list('students')).total).toBe(3);
  });

  it('initializes and records a payment, sending only the reference to verify', async () => {
    const { school, student } = await seedSchool();
    const details = {
      schoolId: school._id,
      studentId: student._id,
      amount: 20000,
      depositorName: 'Ngozi Obi',
      email: 'ngozi@example.com',
      purpose: 'First term tuition',
    };
    const { reference } = await source.initializePayment(details);
    const checkout = { reference, status: 'success', message: 'Approved', transaction: '1' };
    const payment = await source.recordPayment({ details, checkout });
    expect(payment).toMatchObject({
      referenceNo: reference,
      amount: 20000,
      studentName: 'Obi Ada',
    });
    expect(JSON.parse(String(jar.calls.at(-1)?.body))).toEqual({ reference });
    expect((await source.get('students', student._id)).totalPaidFees).toBe(20000);
  });

  it('returns and updates the signed-in user', async () => {
    expect(await source.getCurrentUser()).toEqual(stub.user);
    const user = await source.updateProfile(
      stub.user._id,
      { firstname: 'Ada', lastname: 'Okafor', phone: '+2348031234567' },
      stub.password,
    );
    expect(user.firstname).toBe('Ada');
  });
});

describe('ApiSource error mapping', () => {
  it('400 → ValidationError with the fields, including stray fields', async () => {
    const attempt = source.create(
      'schools',
      { name: 'Oak', address: '12 Allen Avenue', level: 'Primary', ownerId: 'x' } as never,
      stub.password,
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

  it("403 → ForbiddenError with the server's message", async () => {
    const { school } = await seedSchool();
    const attempt = source.deleteSchoolCascade(school._id, 'wrong-password');
    await expect(attempt).rejects.toBeInstanceOf(ForbiddenError);
    await expect(attempt).rejects.toMatchObject({ status: 403, message: 'Incorrect password' });
    expect((await source.list('schools')).total).toBe(1);
  });

  it('404 → NotFoundError, from the server or an empty _id lookup', async () => {
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
        stub.password,
      ),
    ).rejects.toBeInstanceOf(NotFoundError);
  });

  it('409 → ConflictError and 429 → RateLimitError with the server message', async () => {
    stub.failNext(409, { message: 'Classroom has students', fields: {} });
    await expect(source.list('classrooms')).rejects.toEqual(
      new ConflictError('Classroom has students'),
    );
    stub.failNext(429, { message: 'Slow down', fields: {} });
    const limited = source.list('classrooms');
    await expect(limited).rejects.toBeInstanceOf(RateLimitError);
    await expect(limited).rejects.toMatchObject({ status: 429, message: 'Slow down' });
  });

  it('5xx without a message → DataError with a readable one', async () => {
    stub.failNext(503);
    const attempt = source.list('schools');
    await expect(attempt).rejects.toBeInstanceOf(DataError);
    await expect(attempt).rejects.toMatchObject({
      status: 503,
      message: 'An error occured. Please retry',
    });
  });

  it('a dropped connection or a dead server → NetworkError', async () => {
    stub.dropNext();
    await expect(source.list('schools')).rejects.toBeInstanceOf(NetworkError);
    await stub.close();
    const attempt = source.list('schools');
    await expect(attempt).rejects.toBeInstanceOf(NetworkError);
    await expect(attempt).rejects.toMatchObject({
      status: 0,
      message: 'Cannot reach the server. Check your connection and try again.',
    });
    stub = await startStubApi();
  });
});

describe('authApi', () => {
  it('signs up, verifies, resends and resets against the contract routes', async () => {
    const auth = createAuthApi(() => ({ apiUrl: stub.url, fetch: jar.fetch }));
    const email = 'chidi@example.com';
    await auth.signup({
      firstname: 'Chidi',
      lastname: 'Okafor',
      email,
      phone: '08031234567',
      password: 'abcde',
    });
    await expect(
      auth.signup({
        firstname: 'Chidi',
        lastname: 'Okafor',
        email,
        phone: '08031234567',
        password: 'abcde',
      }),
    ).rejects.toBeInstanceOf(ConflictError);
    await expect(auth.verifyEmail({ email, code: '000000' })).rejects.toMatchObject({
      status: 400,
      message: 'Wrong code. Please check the code and retry.',
    });
    await auth.verifyEmail({ email, code: stub.code });
    await auth.resendMail({ email });
    await auth.requestPasswordReset({ email });
    await auth.resetPassword({ email, code: stub.code, password: 'newpass' });
    expect(stub.requests.map((r) => r.url)).toEqual(
      expect.arrayContaining([
        '/api/auth/signup',
        '/api/auth/verify-email',
        '/api/auth/resend-mail',
        '/api/auth/reset-password/request',
        '/api/auth/reset-password',
      ]),
    );
  });

  it('logs in, reports who is signed in, and logs out for good', async () => {
    const auth = createAuthApi({ apiUrl: stub.url, fetch: jar.fetch });
    jar.clearCookies();
    expect(await auth.me()).toBeNull();
    expect(await auth.login({ email: stub.user.email, password: stub.password })).toEqual(
      stub.user,
    );
    expect(await auth.me()).toEqual(stub.user);
    await auth.logout();
    expect(await auth.me()).toBeNull();
    await expect(auth.logout()).resolves.toBeUndefined();
  });

  it('maps a wrong login to 401 and repeated failures to 429', async () => {
    const auth = createAuthApi({ apiUrl: stub.url, fetch: jar.fetch });
    const wrong = { email: stub.user.email, password: 'nope' };
    await expect(auth.login(wrong)).rejects.toMatchObject({
      status: 401,
      message: 'Incorrect email or password',
    });
    for (let i = 1; i < 10; i += 1) await auth.login(wrong).catch(() => undefined);
    await expect(auth.login(wrong)).rejects.toBeInstanceOf(RateLimitError);
  });
});
