import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildSecondTestApp, buildTestApp } from './testing/build-app';
import { APP_ORIGIN } from './testing/api-client';
import { openTestDatabase } from './testing/test-database';
import {
  createClassroom,
  createSchool,
  createStudent,
  initializePayment,
  ownerWithStudent,
  paymentBody,
  signUpOwner,
  type Owner,
} from './testing/fixtures';

/** The route table of docs/api.md#routes, in OpenAPI's path notation. */
const CONTRACT_ROUTES = [
  'POST /api/auth/signup',
  'POST /api/auth/verify-email',
  'POST /api/auth/resend-mail',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/auth/logout-everywhere',
  'GET /api/auth/',
  'POST /api/auth/reset-password/request',
  'POST /api/auth/reset-password',
  'GET /api/users/',
  'PUT /api/users/{id}',
  'GET /api/schools/',
  'POST /api/schools/',
  'PUT /api/schools/{id}',
  'DELETE /api/schools/{id}',
  'GET /api/schools/{id}/terms',
  'GET /api/schools/{id}/terms/next',
  'POST /api/schools/{id}/terms',
  'PUT /api/schools/{id}/terms/current',
  'GET /api/schools/{id}/staff',
  'POST /api/schools/{id}/staff',
  'PUT /api/schools/{id}/staff/{memberId}',
  'DELETE /api/schools/{id}/staff/{memberId}',
  'GET /api/invitations/{token}',
  'POST /api/invitations/{token}/accept',
  'GET /api/schools/{id}/audit',
  'GET /api/schools/{id}/reports/term',
  'GET /api/schools/{id}/reports/defaulters',
  'GET /api/schools/{id}/reports/cash-book',
  'POST /api/payments/{id}/void/approve',
  'POST /api/payments/{id}/void/decline',
  'GET /api/classrooms/',
  'POST /api/classrooms/',
  'PUT /api/classrooms/{id}',
  'DELETE /api/classrooms/{id}',
  'GET /api/classrooms/{id}/fee-items',
  'PUT /api/classrooms/{id}/fee-items',
  'POST /api/classrooms/{id}/fee-items/copy',
  'GET /api/students/',
  'POST /api/students/',
  'PUT /api/students/{id}',
  'DELETE /api/students/{id}',
  'POST /api/students/{id}/change/approve',
  'POST /api/students/{id}/change/decline',
  'GET /api/students/{id}/statement',
  'GET /api/payments/',
  'POST /api/payments/initialize',
  'POST /api/payments/verify',
  'POST /api/webhooks/paystack',
  'GET /api/openapi.json',
  'GET /api/health',
];

const PUBLIC_ROUTES = new Set([
  'POST /api/auth/signup',
  'POST /api/auth/verify-email',
  'POST /api/auth/resend-mail',
  'POST /api/auth/login',
  'POST /api/auth/reset-password/request',
  'POST /api/auth/reset-password',
  'POST /api/webhooks/paystack',
  'GET /api/openapi.json',
  'GET /api/health',
  'GET /api/dev/paystack/inline.js',
  'POST /api/dev/paystack/charge',
  'GET /api/pay/{token}',
  'POST /api/pay/{token}/initialize',
  'POST /api/pay/{token}/verify',
  'GET /api/pay/family/{token}',
  'POST /api/pay/family/{token}/initialize',
  'POST /api/pay/family/{token}/verify',
  'GET /api/invitations/{token}',
]);

async function openapiRoutes(
  client: ReturnType<Awaited<ReturnType<typeof buildTestApp>>['client']>,
) {
  const response = await client.get('/api/openapi.json');
  assert.equal(response.statusCode, 200);
  const doc = response.json();
  return {
    doc,
    routes: Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, methods]) =>
        Object.keys(methods)
          .filter((method) => ['get', 'post', 'put', 'delete'].includes(method))
          .map((method) => `${method.toUpperCase()} ${path}`),
    ),
  };
}

test('/api/openapi.json describes every route of the contract, with bodies and responses', async (t) => {
  const ctx = await buildTestApp(t);
  const { doc, routes } = await openapiRoutes(ctx.client());
  assert.equal(doc.openapi, '3.0.3');
  for (const route of CONTRACT_ROUTES) {
    const alias = route.endsWith('/') ? route.slice(0, -1) : `${route}/`;
    assert.ok(routes.includes(route) || routes.includes(alias), `${route} is documented`);
  }
  const post = doc.paths['/api/schools/'].post;
  const schema = post.requestBody.content['application/json'].schema;
  assert.deepEqual(schema.required, ['name', 'address', 'level', 'password']);
  assert.equal(schema.additionalProperties, false);
  assert.deepEqual(schema.properties.level.enum, ['Primary', 'Secondary', 'Tetiary', 'Other']);
  assert.equal(schema.properties.name.maxLength, 100);
  assert.ok(post.responses['201'].content['application/json'].schema.properties.noOfClassrooms);
  const list = doc.paths['/api/payments/'].get;
  assert.ok(list.parameters.some((p: { name: string }) => p.name === 'limit'));
  assert.ok(list.parameters.some((p: { name: string }) => p.name === 'classroom'));
});

test('without a session every protected route answers 401, and public ones never 5xx', async (t) => {
  const ctx = await buildTestApp(t);
  const client = ctx.client();
  const { routes } = await openapiRoutes(client);
  const protectedRoutes = routes.filter((route) => !PUBLIC_ROUTES.has(route));
  assert.ok(protectedRoutes.length >= 18, `protected routes: ${protectedRoutes.length}`);
  for (const route of protectedRoutes) {
    const [method, path] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
    const url = path.replace('{id}', 'some-id');
    const response = await client.request(
      method,
      url,
      method === 'GET' ? undefined : { password: 'x' },
    );
    assert.equal(response.statusCode, 401, route);
    assert.deepEqual(response.json(), { message: 'Please log in' }, route);
  }
  for (const route of routes.filter((r) => PUBLIC_ROUTES.has(r))) {
    const [method, path] = route.split(' ') as ['GET' | 'POST', string];
    const response = await client.request(method, path, method === 'GET' ? undefined : {});
    assert.ok(response.statusCode < 500, `${route} → ${response.statusCode}`);
  }
});

/** Everything owner A can see, through the API. */
async function snapshot(owner: Owner) {
  const out: Record<string, unknown> = {};
  for (const path of [
    '/api/users',
    '/api/schools',
    '/api/classrooms',
    '/api/students',
    '/api/payments',
  ]) {
    out[path] = (await owner.client.get(path)).json();
  }
  return out;
}

test("access matrix: owner B with A's ids on every route is refused, and A's data is unchanged", async (t) => {
  const ctx = await buildTestApp(t);
  const {
    owner: a,
    school: aSchool,
    classroom: aClass,
    student: aStudent,
  } = await ownerWithStudent(ctx);
  const paid = await initializePayment(a, aSchool._id, aStudent._id);
  ctx.provider.set(paid.reference, { amount: paid.amountKobo });
  assert.equal(
    (await a.client.post('/api/payments/verify', { reference: paid.reference })).statusCode,
    200,
  );
  const pending = await initializePayment(a, aSchool._id, aStudent._id);
  ctx.provider.set(pending.reference, { amount: pending.amountKobo });
  const [aPayment] = (await a.client.get('/api/payments')).json();

  const b = await signUpOwner(ctx);
  const bSchool = await createSchool(b, 'Bravo School');
  const bClass = await createClassroom(b, bSchool._id);
  const bStudent = await createStudent(b, bSchool._id, bClass._id);
  const before = await snapshot(a);

  // Reads: A's ids filter to nothing.
  const reads = [
    `/api/schools?_id=${aSchool._id}`,
    `/api/classrooms?_id=${aClass._id}`,
    `/api/classrooms?schoolId=${aSchool._id}`,
    `/api/students?_id=${aStudent._id}`,
    `/api/students?schoolId=${aSchool._id}`,
    `/api/students?classroom=${aClass._id}`,
    `/api/payments?_id=${aPayment._id}`,
    `/api/payments?schoolId=${aSchool._id}`,
    `/api/payments?studentId=${aStudent._id}`,
    `/api/payments?classroom=${aClass._id}`,
  ];
  const staff = await b.client.get(`/api/schools/${aSchool._id}/staff`);
  assert.equal(staff.statusCode, 404);
  for (const url of reads) {
    const response = await b.client.get(url);
    assert.equal(response.statusCode, 200, url);
    assert.deepEqual(response.json(), [], url);
    assert.equal(response.headers['x-total-count'], '0', url);
  }
  const users = (await b.client.get('/api/users')).json();
  assert.deepEqual(
    users.map((u: { _id: string }) => u._id),
    [b.user._id],
  );

  // Writes with A's ids, B's own (correct) password: 404, whatever the body.
  const pw = b.password;
  const school = { name: 'Taken Over', address: '1 Hostile Road', level: 'Primary', password: pw };
  const classroom = { name: 'Hijack', classTeacher: 'Mr Mallory', classFees: 1000, password: pw };
  const student = {
    fullname: 'Intruder Eve',
    age: 9,
    sex: 'Male',
    phoneNo: '08000000000',
    discount: 100,
    password: pw,
  };
  const writes: Array<['POST' | 'PUT' | 'DELETE', string, Record<string, unknown>]> = [
    [
      'PUT',
      `/api/users/${a.user._id}`,
      { firstname: 'Eve', lastname: 'Mallory', phone: '0800000000', password: pw },
    ],
    ['PUT', `/api/schools/${aSchool._id}`, school],
    ['DELETE', `/api/schools/${aSchool._id}`, { password: pw }],
    ['POST', '/api/classrooms', { ...classroom, schoolId: aSchool._id }],
    ['PUT', `/api/classrooms/${aClass._id}`, classroom],
    ['DELETE', `/api/classrooms/${aClass._id}`, { password: pw }],
    ['POST', '/api/students', { ...student, classroom: aClass._id, schoolId: aSchool._id }],
    ['POST', '/api/students', { ...student, classroom: aClass._id, schoolId: bSchool._id }],
    ['PUT', `/api/students/${aStudent._id}`, { ...student, classroom: aClass._id }],
    ['PUT', `/api/students/${bStudent._id}`, { ...student, classroom: aClass._id }],
    ['DELETE', `/api/students/${aStudent._id}`, { password: pw }],
    ['POST', '/api/payments/initialize', paymentBody(aSchool._id, aStudent._id)],
    ['POST', '/api/payments/initialize', paymentBody(bSchool._id, aStudent._id)],
    ['POST', '/api/payments/verify', { reference: paid.reference }],
    ['POST', '/api/payments/verify', { reference: pending.reference }],
    ['POST', `/api/students/${aStudent._id}/pay-link`, {}],
    ['POST', `/api/students/${aStudent._id}/pay-link/revoke`, {}],
    ['POST', `/api/students/${aStudent._id}/pay-link/mail`, { token: 'A'.repeat(32) }],
    ['POST', `/api/classrooms/${aClass._id}/reminders`, {}],
    ['POST', `/api/schools/${aSchool._id}/staff`, { email: b.email, role: 'bursar', password: pw }],
    ['PUT', `/api/schools/${aSchool._id}/staff/${a.user._id}`, { role: 'viewer', password: pw }],
    ['DELETE', `/api/schools/${aSchool._id}/staff/${a.user._id}`, { password: pw }],
    ['POST', `/api/payments/${aPayment._id}/void`, { reason: 'Mine now', password: pw }],
    ['POST', `/api/payments/${aPayment._id}/void/approve`, { password: pw }],
    [
      'POST',
      `/api/payments/${aPayment._id}/void/decline`,
      { reason: 'Not yours to decline', password: pw },
    ],
  ];
  for (const [method, url, body] of writes) {
    const response = await b.client.request(method, url, body);
    assert.equal(response.statusCode, 404, `${method} ${url} ${JSON.stringify(body).slice(0, 60)}`);
  }
  // A wrong password on A's ids is still 404: B learns nothing either way.
  assert.equal(
    (await b.client.request('DELETE', `/api/schools/${aSchool._id}`, { password: 'guess' }))
      .statusCode,
    404,
  );

  assert.deepEqual(await snapshot(a), before, "A's data is unchanged");
  const [bStudentNow] = (await b.client.get(`/api/students?_id=${bStudent._id}`)).json();
  assert.equal(bStudentNow.classroomId, bClass._id);
  assert.equal(ctx.provider.calls, 1, 'B never reached the provider');
});

test('two API instances with their own pools on one database share a session', async (t) => {
  const one = await buildTestApp(t);
  const two = await buildSecondTestApp(t, one);
  const owner = await signUpOwner(one);
  const browser = two.client();
  browser.cookie = owner.client.cookie;
  const me = await browser.get('/api/auth/');
  assert.equal(me.statusCode, 200);
  assert.equal(me.json()._id, owner.user._id);
  const school = await browser.post('/api/schools', {
    name: 'Made On Two',
    address: '5 Broad Street',
    level: 'Other',
    password: owner.password,
  });
  assert.equal(school.statusCode, 201);
  assert.equal((await owner.client.get('/api/schools')).json()[0].name, 'Made On Two');
  // Logout on one ends it on the other.
  await browser.post('/api/auth/logout');
  assert.equal((await owner.client.get('/api/auth/')).statusCode, 401);
});

test('CSRF and CORS: writes need JSON and an allowed Origin; credentials only for APP_ORIGINS', async (t) => {
  const ctx = await buildTestApp(t);
  const owner = await signUpOwner(ctx);
  const body = {
    name: 'Forged School',
    address: '1 Evil Lane',
    level: 'Primary',
    password: owner.password,
  };
  const evil = await owner.client.post('/api/schools', body, {
    headers: { origin: 'https://evil.example' },
  });
  assert.equal(evil.statusCode, 403);
  assert.match(evil.json().message, /Origin/);
  const noOrigin = await ctx.app.inject({
    method: 'POST',
    url: '/api/schools',
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', cookie: owner.client.cookie ?? '' },
  });
  assert.equal(noOrigin.statusCode, 403);
  const form = await owner.client.request('POST', '/api/schools', 'name=x', {
    headers: { 'content-type': 'text/plain' },
  });
  assert.equal(form.statusCode, 415);
  assert.deepEqual((await owner.client.get('/api/schools')).json(), []);

  const preflight = await ctx.app.inject({
    method: 'OPTIONS',
    url: '/api/schools',
    headers: {
      origin: APP_ORIGIN,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type',
    },
  });
  assert.equal(preflight.statusCode, 204);
  assert.equal(preflight.headers['access-control-allow-origin'], APP_ORIGIN);
  assert.equal(preflight.headers['access-control-allow-credentials'], 'true');
  const list = await owner.client.get('/api/schools');
  assert.equal(list.headers['access-control-allow-origin'], APP_ORIGIN);
  assert.match(String(list.headers['access-control-expose-headers']), /X-Total-Count/);
  const foreign = await owner.client.get('/api/schools', {
    headers: { origin: 'https://evil.example' },
  });
  assert.equal(foreign.headers['access-control-allow-origin'], undefined);
  // Every answer, refusals and unknown routes too, carries the same hardening headers.
  const missing = await owner.client.get('/api/no-such-route');
  assert.equal(missing.statusCode, 404);
  for (const answer of [list, evil, form, missing]) {
    assert.equal(answer.headers['x-content-type-options'], 'nosniff');
    assert.match(String(answer.headers['content-security-policy']), /^default-src 'none';/);
    assert.match(String(answer.headers['content-security-policy']), /frame-ancestors 'none'/);
    assert.equal(answer.headers['cross-origin-resource-policy'], 'same-site');
    assert.equal(answer.headers['x-frame-options'], 'SAMEORIGIN');
    assert.equal(answer.headers['strict-transport-security'], undefined);
  }
});

test('health answers up and nothing more; unknown routes answer 404 in the error shape', async (t) => {
  const ctx = await buildTestApp(t, { env: { PAYSTACK_SECRET_KEY: '', FEES_DEV_CHECKOUT: '1' } });
  const health = await ctx.client().get('/api/health');
  assert.equal(health.statusCode, 200);
  // Not which database, nor that the checkout is simulated: internals help only an attacker.
  assert.deepEqual(health.json(), { status: 'ok' });
  const missing = await ctx.client().get('/api/nothing-here');
  assert.equal(missing.statusCode, 404);
  assert.deepEqual(missing.json(), { message: 'Route not found' });
});

test('a database failure answers 503 with a clear message, never 500', async (t) => {
  const ctx = await buildTestApp(t, { database: await openTestDatabase({ own: true }) });
  const owner = await signUpOwner(ctx);
  await ctx.database.close();
  for (const url of ['/api/health', '/api/schools', '/api/auth/']) {
    const response = await owner.client.get(url);
    assert.equal(response.statusCode, 503, `${url}: ${response.body}`);
    assert.ok(response.json().message.length > 10);
    assert.equal(response.headers['retry-after'], '5', url);
  }
});
