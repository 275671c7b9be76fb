import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertFieldError } from '../testing/assert-field-error';
import { buildTestApp, type TestApp } from '../testing/build-app';
import { joinStaff, ownerWithSchool, signUpOwner } from '../testing/fixtures';
import { ACCOUNT_NOT_RESOLVED, ONLY_OWNERS_RESOLVE, UNKNOWN_BANK } from './settlement-routes';

const ACCOUNT = { bankCode: '058', accountNumber: '0123456789' };
const HOLDER = 'OKAFOR NGOZI ADAEZE';

async function world(t: import('node:test').TestContext, env?: Record<string, string>) {
  const ctx = await buildTestApp(t, { env });
  ctx.provider.addAccount('058', '0123456789', HOLDER);
  ctx.provider.addAccount('044', '1112223334', 'BRIGHT STARS SCHOOL LTD');
  const { owner, school } = await ownerWithSchool(ctx);
  const path = `/api/schools/${school._id}/settlement`;
  return { ctx, owner, school, path };
}

const subaccountCalls = (ctx: TestApp) =>
  ctx.provider.requests.filter((request) => request.path.startsWith('/subaccount'));

test('any signed-in user lists the banks, asked of the provider once an hour', async (t) => {
  const { ctx, owner } = await world(t);
  const stranger = await signUpOwner(ctx);
  const first = await owner.client.get('/api/banks');
  assert.equal(first.statusCode, 200, first.body);
  assert.deepEqual(
    first.json(),
    [...ctx.provider.banks].sort((a, b) => a.name.localeCompare(b.name)),
  );
  assert.equal((await stranger.client.get('/api/banks')).statusCode, 200);
  const asked = ctx.provider.requests.filter((request) => request.path.startsWith('/bank?'));
  assert.equal(asked.length, 1);
  assert.equal((await ctx.client().get('/api/banks')).statusCode, 401);
});

test("the owner sets the school's settlement account, then changes it; GET answers it", async (t) => {
  const { ctx, owner, school, path } = await world(t, { PLATFORM_PERCENT: '1.5' });
  assert.equal((await owner.client.get(path)).statusCode, 404);

  const set = await owner.client.put(path, { ...ACCOUNT, password: owner.password });
  assert.equal(set.statusCode, 200, set.body);
  const settlement = set.json();
  assert.deepEqual(
    { ...settlement, subaccountCode: undefined },
    {
      bankName: 'Guaranty Trust Bank',
      bankCode: '058',
      accountNumber: '0123456789',
      accountName: HOLDER,
      subaccountCode: undefined,
    },
  );
  assert.deepEqual(ctx.provider.subaccounts.get(settlement.subaccountCode), {
    subaccount_code: settlement.subaccountCode,
    business_name: school.name,
    settlement_bank: 'Guaranty Trust Bank',
    account_number: '0123456789',
    percentage_charge: 1.5,
  });
  assert.deepEqual((await owner.client.get(path)).json(), settlement);

  const changed = await owner.client.put(path, {
    bankCode: '044',
    accountNumber: '1112223334',
    password: owner.password,
  });
  assert.equal(changed.statusCode, 200, changed.body);
  assert.equal(changed.json().subaccountCode, settlement.subaccountCode, 'the same subaccount');
  assert.equal(changed.json().accountName, 'BRIGHT STARS SCHOOL LTD');
  assert.equal(ctx.provider.subaccounts.size, 1);
  assert.equal(
    ctx.provider.subaccounts.get(settlement.subaccountCode)?.settlement_bank,
    'Access Bank',
  );

  const audit = await owner.client.get(`/api/schools/${school._id}/audit?action=settlement.set`);
  assert.deepEqual(
    audit.json().map((line: { subject: string }) => line.subject),
    ['Access Bank ••••3334', 'Guaranty Trust Bank ••••6789'],
  );
});

test('an account the bank does not know, or an unknown bank, is refused on its field and changes nothing', async (t) => {
  const { ctx, owner, path } = await world(t);
  const password = owner.password;
  const unknown = await owner.client.put(path, {
    ...ACCOUNT,
    accountNumber: '9999999999',
    password,
  });
  assertFieldError(unknown, 'accountNumber', /does not know this account/, 'unresolved');
  const noBank = await owner.client.put(path, { ...ACCOUNT, bankCode: '999', password });
  assertFieldError(noBank, 'bankCode', 'Choose a bank from the list', 'unknown bank');
  const short = await owner.client.put(path, { ...ACCOUNT, accountNumber: '12345', password });
  assertFieldError(short, 'accountNumber', 'Account number must be 10 digits', 'not a NUBAN');
  assert.equal(subaccountCalls(ctx).length, 0);
  assert.equal((await owner.client.get(path)).statusCode, 404);
});

test('a wrong password, a bursar, a viewer and a stranger change nothing', async (t) => {
  const { ctx, owner, school, path } = await world(t);
  const bursar = await joinStaff(ctx, owner, school._id, 'bursar');
  const viewer = await joinStaff(ctx, owner, school._id, 'viewer');
  const stranger = await signUpOwner(ctx);
  const wrong = await owner.client.put(path, { ...ACCOUNT, password: 'not-the-password' });
  assert.equal(wrong.statusCode, 403);
  assert.equal(wrong.json().message, 'Incorrect password');
  for (const [who, member, status] of [
    ['bursar', bursar, 403],
    ['viewer', viewer, 403],
    ['stranger', stranger, 404],
  ] as const) {
    const refused = await member.client.put(path, { ...ACCOUNT, password: member.password });
    assert.equal(refused.statusCode, status, who);
  }
  assert.equal((await stranger.client.get(path)).statusCode, 404);
  assert.equal(ctx.provider.requests.length, 0, 'the provider was never asked');
  assert.equal((await owner.client.get(path)).statusCode, 404);
});

test('a provider that is down answers 503 with a message, and nothing is made', async (t) => {
  const { ctx, owner, path } = await world(t);
  ctx.provider.setDown(true);
  const down = await owner.client.put(path, { ...ACCOUNT, password: owner.password });
  assert.equal(down.statusCode, 503);
  assert.match(down.json().message, /could not be reached\. Nothing was changed/);
  assert.equal((await owner.client.get('/api/banks')).statusCode, 503);
  ctx.provider.setDown(false);
  assert.equal((await owner.client.get(path)).statusCode, 404);
  assert.equal(ctx.provider.subaccounts.size, 0);
  const later = await owner.client.put(path, { ...ACCOUNT, password: owner.password });
  assert.equal(later.statusCode, 200, 'the failed list was not kept');
});

test("an owner looks up an account's holder before saving; no one else can, and nothing is kept", async (t) => {
  const { ctx, owner, school, path } = await world(t);
  const ask = (client: typeof owner.client, query: string) =>
    client.get(`/api/banks/resolve?${query}`);

  const found = await ask(owner.client, 'bankCode=058&accountNumber=0123456789');
  assert.equal(found.statusCode, 200, found.body);
  assert.deepEqual(found.json(), { accountName: HOLDER });
  assert.equal((await owner.client.get(path)).statusCode, 404, 'looking up saves nothing');

  assertFieldError(
    await ask(owner.client, 'bankCode=058&accountNumber=9999999999'),
    'accountNumber',
    ACCOUNT_NOT_RESOLVED,
    'an account the bank does not know',
  );
  assertFieldError(
    await ask(owner.client, 'bankCode=999&accountNumber=0123456789'),
    'bankCode',
    UNKNOWN_BANK,
    'a bank not in the list',
  );
  assertFieldError(
    await ask(owner.client, 'bankCode=058&accountNumber=12345'),
    'accountNumber',
    'Account number must be 10 digits',
    'not a NUBAN',
  );

  // A bursar owns no school; an account with no school at all cannot fish for names either.
  const bursar = await joinStaff(ctx, owner, school._id, 'bursar');
  const newcomer = await signUpOwner(ctx);
  for (const other of [bursar, newcomer]) {
    const refused = await ask(other.client, 'bankCode=058&accountNumber=0123456789');
    assert.equal(refused.statusCode, 403, refused.body);
    assert.equal(refused.json().message, ONLY_OWNERS_RESOLVE);
  }
  assert.equal((await ctx.client().get('/api/banks/resolve?bankCode=058')).statusCode, 401);
});
