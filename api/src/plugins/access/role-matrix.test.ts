import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ACTIONS, mayDo, refusal, type SchoolAction } from '@fees/shared-data/core';
import { buildTestApp } from '../../testing/build-app';
import {
  addSibling,
  initializePayment,
  joinStaff,
  ownerWithStudent,
  signUpOwner,
  transferBody,
  type Owner,
} from '../../testing/fixtures';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface RouteCase {
  method: Method;
  path: string;
  /** What the route does in the role table; unset, a read every member may make. */
  action?: SchoolAction;
  /** The body without the password; each caller sends their own, so only the role can refuse. */
  body?: Record<string, unknown>;
  /** A write that asks no password: pay links, reminders, starting a card payment. */
  noPassword?: true;
}

test('every school route answers each role as the role table says, and strangers as not found', async (t) => {
  const ctx = await buildTestApp(t);
  const { owner, school, classroom, student } = await ownerWithStudent(ctx);
  const sibling = await addSibling(owner, {
    schoolId: school._id,
    classroomId: classroom._id,
    siblingOf: student._id,
  });
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
    { method: 'GET', path: `/api/schools/${school._id}/terms` },
    { method: 'GET', path: `/api/schools/${school._id}/terms/next` },
    { method: 'GET', path: `/api/classrooms/${classroom._id}/fee-items` },
    { method: 'GET', path: `/api/students/${student._id}/statement` },
    { method: 'GET', path: `/api/schools/${school._id}/staff`, action: 'manageStaff' },
    { method: 'GET', path: `/api/schools/${school._id}/audit`, action: 'readAudit' },
    { method: 'GET', path: `/api/schools/${school._id}/reports/term` },
    { method: 'GET', path: `/api/schools/${school._id}/reports/defaulters` },
    { method: 'GET', path: `/api/schools/${school._id}/reports/cash-book` },
    { method: 'GET', path: `/api/schools/${school._id}/settlement` },
    {
      method: 'PUT',
      path: `/api/schools/${school._id}/settlement`,
      action: 'setSettlement',
      body: account,
    },
    {
      method: 'PUT',
      path: `/api/schools/${school._id}`,
      action: 'changeSchool',
      body: { name: 'Taken', address: '1 Road Street', level: 'Primary' },
    },
    { method: 'DELETE', path: `/api/schools/${school._id}`, action: 'changeSchool' },
    {
      method: 'POST',
      path: '/api/classrooms',
      action: 'changeClasses',
      body: { ...classBody, schoolId: school._id },
    },
    {
      method: 'PUT',
      path: `/api/classrooms/${classroom._id}`,
      action: 'changeClasses',
      body: classBody,
    },
    { method: 'DELETE', path: `/api/classrooms/${classroom._id}`, action: 'changeClasses' },
    {
      method: 'PUT',
      path: `/api/classrooms/${classroom._id}/fee-items`,
      action: 'setFeeItems',
      body: { items: [] },
    },
    { method: 'GET', path: `/api/schools/${school._id}/plan` },
    {
      method: 'PUT',
      path: `/api/schools/${school._id}/plan`,
      action: 'setPlans',
      body: { instalments: [{ dueOn: '2027-01-15', percent: 100 }] },
    },
    { method: 'GET', path: `/api/students/${student._id}/plan` },
    {
      method: 'PUT',
      path: `/api/students/${student._id}/plan`,
      action: 'setPlans',
      body: { instalments: null },
    },
    { method: 'GET', path: `/api/schools/${school._id}/late-fee` },
    {
      method: 'PUT',
      path: `/api/schools/${school._id}/late-fee`,
      action: 'setLateFee',
      body: { amount: 1_000, graceDays: 7 },
    },
    { method: 'GET', path: `/api/students/${student._id}/late-fees` },
    {
      method: 'DELETE',
      path: `/api/students/${student._id}/late-fees/no-such-fee`,
      action: 'waiveLateFees',
    },
    { method: 'GET', path: `/api/schools/${school._id}/reminder-schedule` },
    { method: 'GET', path: `/api/schools/${school._id}/reminders/log` },
    {
      method: 'PUT',
      path: `/api/schools/${school._id}/reminder-schedule`,
      action: 'setReminders',
      body: { offsets: [0], channels: ['email'] },
    },
    {
      method: 'PUT',
      path: `/api/schools/${school._id}/sms-cap`,
      action: 'setReminders',
      body: { cap: 10 },
    },
    {
      method: 'POST',
      path: `/api/schools/${school._id}/reminders/run`,
      action: 'runReminders',
      noPassword: true,
    },
    {
      method: 'POST',
      path: `/api/schools/${school._id}/terms`,
      action: 'runTerms',
      body: { closing: school._id },
    },
    {
      method: 'PUT',
      path: `/api/schools/${school._id}/terms/current`,
      action: 'runTerms',
      body: { session: '2026/2027', name: 'First term' },
    },
    { method: 'DELETE', path: `/api/students/${student._id}`, action: 'deleteStudent' },
    {
      method: 'POST',
      path: `/api/payments/${payment._id}/void/approve`,
      action: 'answerVoid',
      body: {},
    },
    {
      method: 'POST',
      path: `/api/payments/${payment._id}/void/decline`,
      action: 'answerVoid',
      body: { reason: 'It stands as recorded' },
    },
    {
      method: 'POST',
      path: `/api/schools/${school._id}/staff`,
      action: 'manageStaff',
      body: { email: 'someone.new@example.com', role: 'viewer' },
    },
    {
      method: 'PUT',
      path: `/api/schools/${school._id}/staff/${viewer.user._id}`,
      action: 'manageStaff',
      body: { role: 'bursar' },
    },
    {
      method: 'DELETE',
      path: `/api/schools/${school._id}/staff/${viewer.user._id}`,
      action: 'manageStaff',
    },
    {
      method: 'POST',
      path: '/api/students',
      action: 'registerStudents',
      body: { ...studentBody, schoolId: school._id },
    },
    {
      method: 'POST',
      path: '/api/students/import',
      action: 'importStudents',
      body: { schoolId: school._id, students: [studentBody] },
    },
    {
      method: 'PUT',
      path: `/api/students/${student._id}`,
      action: 'changeStudents',
      body: studentBody,
    },
    {
      method: 'POST',
      path: `/api/students/${student._id}/pay-link`,
      action: 'sharePayLinks',
      noPassword: true,
    },
    {
      method: 'POST',
      path: `/api/students/${student._id}/pay-link/revoke`,
      action: 'sharePayLinks',
      noPassword: true,
    },
    {
      method: 'POST',
      path: `/api/students/${student._id}/pay-link/mail`,
      action: 'sharePayLinks',
      noPassword: true,
      body: { token: 'A'.repeat(32) },
    },
    {
      method: 'POST',
      path: `/api/classrooms/${classroom._id}/reminders`,
      action: 'sendReminders',
      noPassword: true,
    },
    {
      method: 'POST',
      path: '/api/payments/initialize',
      action: 'takeCardPayment',
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
      action: 'takeCardPayment',
      noPassword: true,
      body: { reference: card.reference },
    },
    {
      method: 'POST',
      path: '/api/payments/record',
      action: 'recordPayment',
      body: { ...transferBody(school._id, student._id), externalReference: '', method: 'cash' },
    },
    {
      method: 'POST',
      path: `/api/payments/${payment._id}/void`,
      action: 'askVoid',
      body: { reason: 'Entered twice' },
    },
    {
      method: 'PUT',
      path: `/api/schools/${school._id}/sibling-discount`,
      action: 'setSiblingDiscount',
      body: { second: 10, later: 15, order: 'age' },
    },
    {
      method: 'POST',
      path: `/api/students/${student._id}/change/approve`,
      action: 'answerStudentChange',
      body: {},
    },
    {
      method: 'POST',
      path: `/api/students/${student._id}/change/decline`,
      action: 'answerStudentChange',
      body: { reason: 'The fee stands' },
    },
    {
      method: 'PUT',
      path: `/api/families/${sibling.familyId}`,
      action: 'changeFamilies',
      body: { name: 'Mrs Ngozi Okafor', phoneNo: '08031234567', parentEmail: '' },
    },
    {
      method: 'POST',
      path: `/api/families/${sibling.familyId}/pay-link`,
      action: 'sharePayLinks',
      noPassword: true,
    },
    {
      method: 'POST',
      path: `/api/families/${sibling.familyId}/reminders`,
      action: 'sendReminders',
      noPassword: true,
    },
    {
      method: 'POST',
      path: `/api/families/${sibling.familyId}/transfer-account`,
      action: 'giveTransferAccounts',
      noPassword: true,
    },
    {
      method: 'GET',
      path: `/api/schools/${school._id}/transfers/unmatched`,
      action: 'matchTransfers',
    },
  ];
  // Each action of the table is walked by at least one of its routes.
  assert.deepEqual(
    [...new Set(routes.flatMap((route) => (route.action ? [route.action] : [])))].sort(),
    Object.keys(ACTIONS).sort(),
  );

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

    for (const [role, person] of [
      ['viewer', viewer],
      ['bursar', bursar],
    ] as const) {
      const answer = await call(person, route);
      if (route.action && !mayDo(role, route.action)) {
        assert.equal(answer.statusCode, 403, `a ${role}: ${name}`);
        assert.equal(answer.json().message, refusal(route.action), `a ${role}: ${name}`);
        refusals.push(`${role} ${name}`);
      } else if (!route.action) {
        assert.equal(answer.statusCode, 200, `a ${role} reads ${name}: ${answer.body}`);
      } else {
        // Allowed, the route does its work: whatever it answers, it is not a refusal of the role.
        assert.ok(
          answer.statusCode < 300 || answer.statusCode === 409,
          `a ${role}: ${name} ${answer.statusCode} ${answer.body}`,
        );
      }
    }
  }
  // No action is a viewer's; the bursar is kept from the owner's.
  const acting = routes.filter((route) => route.action).length;
  assert.equal(refusals.filter((line) => line.startsWith('viewer')).length, acting);
  assert.ok(refusals.some((line) => line.startsWith('bursar')));
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
