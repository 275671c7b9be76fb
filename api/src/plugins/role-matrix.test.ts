import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTestApp } from '../testing/build-app';
import {
  initializePayment,
  joinStaff,
  ownerWithStudent,
  signUpOwner,
  transferBody,
  type Owner,
} from '../testing/fixtures';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** Who may call a route, as docs/staff.md's table says: any member, owner or bursar, or owner. */
type Allowed = 'members' | 'recorders' | 'owner';

interface RouteCase {
  method: Method;
  path: string;
  allowed: Allowed;
  /** The body without the password; each caller sends their own, so only the role can refuse. */
  body?: Record<string, unknown>;
  /** A write that asks no password: pay links, reminders, starting a card payment. */
  noPassword?: true;
}

const OWNER_ONLY = "Only the school's owner can do this.";
const RECORDERS_ONLY = "Only the school's owner or bursar can do this.";

test('every school route answers each role as the roles table says, and strangers as not found', async (t) => {
  const ctx = await buildTestApp(t);
  const { owner, school, classroom, student } = await ownerWithStudent(ctx);
  const recorded = await owner.client.post('/api/payments/record', {
    ...transferBody(school._id, student._id),
    password: owner.password,
  });
  assert.equal(recorded.statusCode, 201, recorded.body);
  const payment = recorded.json();
  const card = await initializePayment(owner, school._id, student._id);
  ctx.provider.set(card.reference, { amount: card.amountKobo });
  const bursar = await joinStaff(ctx, owner, school._id, 'bursar');
  const viewer = await joinStaff(ctx, owner, school._id, 'viewer');
  const stranger = await signUpOwner(ctx);
  const account = { bankCode: '058', accountNumber: '0123456789' };
  ctx.provider.addAccount(account.bankCode, account.accountNumber, 'OKAFOR NGOZI ADAEZE');
  const settled = await owner.client.put(`/api/schools/${school._id}/settlement`, {
    ...account,
    password: owner.password,
  });
  assert.equal(settled.statusCode, 200, settled.body);

  const classBody = { name: 'Primary9', classTeacher: 'Mr Bello', classFees: 20_000 };
  const studentBody = {
    fullname: 'Matrix Ada',
    age: 8,
    sex: 'Female',
    phoneNo: '08031234567',
    discount: 0,
    classroom: classroom._id,
  };
  const routes: RouteCase[] = [
    { method: 'GET', path: `/api/schools/${school._id}/terms`, allowed: 'members' },
    { method: 'GET', path: `/api/schools/${school._id}/terms/next`, allowed: 'members' },
    { method: 'GET', path: `/api/classrooms/${classroom._id}/fee-items`, allowed: 'members' },
    { method: 'GET', path: `/api/students/${student._id}/statement`, allowed: 'members' },
    { method: 'GET', path: `/api/schools/${school._id}/staff`, allowed: 'owner' },
    { method: 'GET', path: `/api/schools/${school._id}/audit`, allowed: 'owner' },
    { method: 'GET', path: `/api/schools/${school._id}/reports/term`, allowed: 'members' },
    { method: 'GET', path: `/api/schools/${school._id}/reports/defaulters`, allowed: 'members' },
    { method: 'GET', path: `/api/schools/${school._id}/reports/cash-book`, allowed: 'members' },
    { method: 'GET', path: `/api/schools/${school._id}/settlement`, allowed: 'members' },
    {
      method: 'PUT',
      path: `/api/schools/${school._id}/settlement`,
      allowed: 'owner',
      body: account,
    },
    {
      method: 'PUT',
      path: `/api/schools/${school._id}`,
      allowed: 'owner',
      body: { name: 'Taken', address: '1 Road Street', level: 'Primary' },
    },
    { method: 'DELETE', path: `/api/schools/${school._id}`, allowed: 'owner' },
    {
      method: 'POST',
      path: '/api/classrooms',
      allowed: 'owner',
      body: { ...classBody, schoolId: school._id },
    },
    { method: 'PUT', path: `/api/classrooms/${classroom._id}`, allowed: 'owner', body: classBody },
    { method: 'DELETE', path: `/api/classrooms/${classroom._id}`, allowed: 'owner' },
    {
      method: 'PUT',
      path: `/api/classrooms/${classroom._id}/fee-items`,
      allowed: 'owner',
      body: { items: [] },
    },
    {
      method: 'POST',
      path: `/api/schools/${school._id}/terms`,
      allowed: 'owner',
      body: { closing: school._id },
    },
    {
      method: 'PUT',
      path: `/api/schools/${school._id}/terms/current`,
      allowed: 'owner',
      body: { session: '2026/2027', name: 'First term' },
    },
    { method: 'DELETE', path: `/api/students/${student._id}`, allowed: 'owner' },
    {
      method: 'POST',
      path: `/api/payments/${payment._id}/void/approve`,
      allowed: 'owner',
      body: {},
    },
    {
      method: 'POST',
      path: `/api/payments/${payment._id}/void/decline`,
      allowed: 'owner',
      body: { reason: 'It stands as recorded' },
    },
    {
      method: 'POST',
      path: `/api/schools/${school._id}/staff`,
      allowed: 'owner',
      body: { email: 'someone.new@example.com', role: 'viewer' },
    },
    {
      method: 'PUT',
      path: `/api/schools/${school._id}/staff/${viewer.user._id}`,
      allowed: 'owner',
      body: { role: 'bursar' },
    },
    {
      method: 'DELETE',
      path: `/api/schools/${school._id}/staff/${viewer.user._id}`,
      allowed: 'owner',
    },
    {
      method: 'POST',
      path: '/api/students',
      allowed: 'recorders',
      body: { ...studentBody, schoolId: school._id },
    },
    {
      method: 'POST',
      path: '/api/students/import',
      allowed: 'recorders',
      body: { schoolId: school._id, students: [studentBody] },
    },
    {
      method: 'PUT',
      path: `/api/students/${student._id}`,
      allowed: 'recorders',
      body: studentBody,
    },
    {
      method: 'POST',
      path: `/api/students/${student._id}/pay-link`,
      allowed: 'recorders',
      noPassword: true,
    },
    {
      method: 'POST',
      path: `/api/students/${student._id}/pay-link/revoke`,
      allowed: 'recorders',
      noPassword: true,
    },
    {
      method: 'POST',
      path: `/api/students/${student._id}/pay-link/mail`,
      allowed: 'recorders',
      noPassword: true,
      body: { token: 'A'.repeat(32) },
    },
    {
      method: 'POST',
      path: `/api/classrooms/${classroom._id}/reminders`,
      allowed: 'recorders',
      noPassword: true,
    },
    {
      method: 'POST',
      path: '/api/payments/initialize',
      allowed: 'recorders',
      noPassword: true,
      body: {
        schoolId: school._id,
        studentId: student._id,
        amount: 5_000,
        depositorName: 'Ngozi Okafor',
        email: 'ngozi@example.com',
        purpose: 'First term tuition',
      },
    },
    {
      method: 'POST',
      path: '/api/payments/verify',
      allowed: 'recorders',
      noPassword: true,
      body: { reference: card.reference },
    },
    {
      method: 'POST',
      path: '/api/payments/record',
      allowed: 'recorders',
      body: { ...transferBody(school._id, student._id), externalReference: '', method: 'cash' },
    },
    {
      method: 'POST',
      path: `/api/payments/${payment._id}/void`,
      allowed: 'recorders',
      body: { reason: 'Entered twice' },
    },
  ];

  /** Calls a route as `person`, with their own password where the route writes. */
  const call = (person: Owner, route: RouteCase) => {
    const password =
      route.method === 'GET' || route.noPassword ? {} : { password: person.password };
    const body = route.method === 'GET' ? undefined : { ...route.body, ...password };
    return person.client.request(route.method, route.path, body);
  };

  const refusals: string[] = [];
  for (const route of routes) {
    const name = `${route.method} ${route.path}`;
    const elsewhere = await call(stranger, route);
    assert.equal(elsewhere.statusCode, 404, `a stranger: ${name} ${elsewhere.body}`);

    const asViewer = await call(viewer, route);
    if (route.allowed === 'members') {
      assert.equal(asViewer.statusCode, 200, `a viewer reads ${name}: ${asViewer.body}`);
    } else {
      assert.equal(asViewer.statusCode, 403, `a viewer: ${name}`);
      const message = route.allowed === 'owner' ? OWNER_ONLY : RECORDERS_ONLY;
      assert.equal(asViewer.json().message, message, name);
      refusals.push(name);
    }

    const asBursar = await call(bursar, route);
    if (route.allowed === 'owner') {
      assert.equal(asBursar.statusCode, 403, `a bursar: ${name}`);
      assert.equal(asBursar.json().message, OWNER_ONLY, name);
    } else {
      // Allowed, the route does its work: whatever it answers, it is not a refusal of the role.
      assert.ok(
        asBursar.statusCode < 300 || asBursar.statusCode === 409,
        `a bursar: ${name} ${asBursar.statusCode} ${asBursar.body}`,
      );
    }
  }
  assert.equal(refusals.length, routes.filter((route) => route.allowed !== 'members').length);
  // Only the bursar's verify asked the card provider: a refusal is answered before it.
  assert.equal(ctx.provider.calls, 1);

  // The refusals changed nothing the owner holds.
  const [after] = (await owner.client.get(`/api/schools?_id=${school._id}`)).json();
  assert.equal(after.name, school.name);
  assert.equal(after.noOfClassrooms, 1);
  const staff = (await owner.client.get(`/api/schools/${school._id}/staff`)).json();
  assert.deepEqual(
    staff.map((line: { email: string; role: string }) => [line.email, line.role]),
    [
      [owner.email, 'owner'],
      [bursar.email, 'bursar'],
      [viewer.email, 'viewer'],
    ],
  );
});
