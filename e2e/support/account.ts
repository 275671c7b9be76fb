import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { inbox } from './mail/inbox';

export const API = 'http://localhost:4000/api';
// The API takes writes only from the dashboard's own origin (its CSRF guard).
const fromDashboard = { Origin: 'http://localhost:3000' };

export interface Account {
  email: string;
  password: string;
  firstname: string;
}

let made = 0;
// Two workers make accounts at once: the worker's number keeps their addresses apart.
const worker = process.env.TEST_WORKER_INDEX ?? '0';

/**
 * A verified account made through the API, with the code read from the loopback SMTP server:
 * the sign-up screens have their own journey test, so other specs start from here. `role` starts
 * its address, so a spec with several people can tell their mail apart.
 */
export async function createAccount(request: APIRequestContext, role = 'owner'): Promise<Account> {
  made += 1;
  const account = {
    email: `${role}.${Date.now()}.${worker}.${made}@school.ng`,
    password: 'bursar-pass-1',
    firstname: 'Funmilayo',
  };
  const since = await inbox.count();
  const signup = await request.post(`${API}/auth/signup`, {
    headers: fromDashboard,
    data: {
      firstname: account.firstname,
      lastname: 'Adeyemi',
      email: account.email,
      phone: '08035551234',
      password: account.password,
    },
  });
  expect(signup.status()).toBe(201);
  const code = await inbox.codeFor(account.email, /verif/i, since);
  const verify = await request.post(`${API}/auth/verify-email`, {
    headers: fromDashboard,
    data: { email: account.email, code },
  });
  expect(verify.ok()).toBe(true);
  return account;
}

/** Signs in through the login form, as the account holder would. */
export async function loginWithAccount(page: Page, account: Account): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL('/');
}

/**
 * Signs the page's browser in as the account through the API, for specs about what comes after
 * signing in: the page's own request context shares its cookies, so the next page it opens
 * restores the session from the cookie, as any reload does. The login form and home it leads to
 * cost a second or more of every test; the form keeps its journeys (auth/account-journey.spec.ts,
 * faults/session-return.spec.ts, a11y/account-screens.spec.ts, security/security-headers.spec.ts).
 */
export async function signInWithAccount(
  page: Page,
  account: Pick<Account, 'email' | 'password'>,
): Promise<void> {
  const login = await page.request.post(`${API}/auth/login`, {
    headers: fromDashboard,
    data: { email: account.email, password: account.password },
  });
  expect(login.ok(), await login.text()).toBe(true);
}

/** An API session of the account's own, for arranging or checking records beside the browser. */
export async function apiSession(
  request: APIRequestContext,
  account: Pick<Account, 'email' | 'password'>,
  api = API,
) {
  const login = await request.post(`${api}/auth/login`, {
    headers: fromDashboard,
    data: { email: account.email, password: account.password },
  });
  expect(login.ok()).toBe(true);
  return {
    get: (path: string) => request.get(`${api}${path}`),
    post: (path: string, data: object) =>
      request.post(`${api}${path}`, { headers: fromDashboard, data }),
    put: (path: string, data: object) =>
      request.put(`${api}${path}`, { headers: fromDashboard, data }),
    delete: (path: string, data: object) =>
      request.delete(`${api}${path}`, { headers: fromDashboard, data }),
  };
}

/** A new verified account and an API session of its own, before any test arranges its records. */
export async function newAccount(
  request: APIRequestContext,
): Promise<{ account: Account; api: ApiSession }> {
  const account = await createAccount(request);
  return { account, api: await apiSession(request, account) };
}

export interface SchoolRecords {
  school: { _id: string; name: string };
  classroom: { _id: string; name: string };
  student: { _id: string; fullname: string };
}

/** The names a school, its one classroom and its one student are arranged with. */
export interface SchoolNames {
  school: string;
  address: string;
  classroom: string;
  teacher: string;
  student: string;
}

/** The names `arrangeSchool` uses unless told others. */
export const plainNames: SchoolNames = {
  school: 'Bright Stars Academy',
  address: '12 Allen Avenue, Ikeja',
  classroom: 'Primary1',
  teacher: 'Mrs Ifeoma Eze',
  student: 'Bello Tobi',
};

export type ApiSession = Awaited<ReturnType<typeof apiSession>>;

/** A school with one classroom (NGN 80,000 a child) and one student, made through the API. */
export async function arrangeSchool(
  api: ApiSession,
  password: string,
  names: SchoolNames = plainNames,
): Promise<SchoolRecords> {
  const created = async <T>(path: string, data: object): Promise<T> => {
    const response = await api.post(path, { ...data, password });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as T;
  };
  const school = await created<SchoolRecords['school']>('/schools', {
    name: names.school,
    address: names.address,
    level: 'Primary',
  });
  const classroom = await created<SchoolRecords['classroom']>('/classrooms', {
    name: names.classroom,
    classTeacher: names.teacher,
    classFees: 80000,
    schoolId: school._id,
  });
  const student = await created<SchoolRecords['student']>('/students', {
    fullname: names.student,
    age: 7,
    sex: 'Male',
    phoneNo: '08021234567',
    discount: 0,
    classroom: classroom._id,
    schoolId: school._id,
  });
  return { school, classroom, student };
}

/** The NGN 30,000 first-term payment the specs record: 37% of a NGN 80,000 class's fees. */
export const firstTermPayment = {
  depositorName: 'Bello Kunle',
  purpose: 'First term school fees',
  amount: 30000,
  email: 'kunle.bello@example.com',
};

/**
 * A payment of the student recorded as the dashboard records one in development: started, charged
 * by the API's simulated checkout, verified.
 */
export async function arrangePayment(
  api: ApiSession,
  { school, student }: SchoolRecords,
  details: { depositorName: string; purpose: string; amount?: number; email?: string } = {
    depositorName: 'Ngozi Okafor',
    purpose: 'Second term tuition',
  },
): Promise<{ _id: string; referenceNo: string }> {
  const started = await api.post('/payments/initialize', {
    schoolId: school._id,
    studentId: student._id,
    amount: 25000,
    email: 'ngozi.okafor@example.com',
    ...details,
  });
  expect(started.status(), await started.text()).toBe(201);
  const { reference } = (await started.json()) as { reference: string };
  const charged = await api.post('/dev/paystack/charge', { reference, outcome: 'success' });
  expect(charged.ok(), await charged.text()).toBe(true);
  const verified = await api.post('/payments/verify', { reference });
  expect(verified.ok(), await verified.text()).toBe(true);
  return (await verified.json()) as { _id: string; referenceNo: string };
}
