import assert from 'node:assert/strict';
import { test } from 'node:test';
import { startFakePaystack } from '../testing/fake-paystack';
import {
  createPaystackClient,
  ProviderRefusedError,
  ProviderUnavailableError,
} from './payment-provider';

async function setup(t: import('node:test').TestContext) {
  const fake = await startFakePaystack();
  t.after(() => fake.close());
  const client = createPaystackClient({
    apiUrl: fake.url,
    secretKey: fake.secretKey,
    retryDelaysMs: [1, 1],
  });
  return { fake, client };
}

const school = {
  businessName: 'Bright Stars',
  bankCode: '058',
  accountNumber: '0123456789',
  percentageCharge: 0,
};

test('lists the Nigerian banks and resolves an account holder, or null for an unknown account', async (t) => {
  const { fake, client } = await setup(t);
  fake.addAccount('058', '0123456789', 'OKAFOR NGOZI ADAEZE');
  const banks = await client.listBanks();
  assert.deepEqual(banks, fake.banks);
  assert.match(fake.requests[0]?.path ?? '', /^\/bank\?country=nigeria&currency=NGN/);
  assert.equal(await client.resolveAccount('058', '0123456789'), 'OKAFOR NGOZI ADAEZE');
  assert.equal(await client.resolveAccount('058', '9999999999'), null);
});

test('makes and updates a subaccount with the settlement bank and the operator share', async (t) => {
  const { fake, client } = await setup(t);
  fake.addAccount('058', '0123456789', 'OKAFOR NGOZI ADAEZE');
  fake.addAccount('044', '1112223334', 'BRIGHT STARS SCHOOL');
  const code = await client.createSubaccount({ ...school, percentageCharge: 1.5 });
  assert.deepEqual(fake.subaccounts.get(code), {
    subaccount_code: code,
    business_name: 'Bright Stars',
    settlement_bank: 'Guaranty Trust Bank',
    account_number: '0123456789',
    percentage_charge: 1.5,
  });
  await client.updateSubaccount(code, { ...school, bankCode: '044', accountNumber: '1112223334' });
  assert.equal(fake.subaccounts.get(code)?.settlement_bank, 'Access Bank');
  assert.equal(fake.subaccounts.get(code)?.account_number, '1112223334');
  await assert.rejects(
    client.createSubaccount({ ...school, bankCode: '999' }),
    ProviderRefusedError,
  );
});

test('initializes a checkout with the subaccount, and verify names the subaccount it settled to', async (t) => {
  const { fake, client } = await setup(t);
  fake.addAccount('058', '0123456789', 'OKAFOR NGOZI ADAEZE');
  const subaccount = await client.createSubaccount(school);
  const checkout = await client.initializeCheckout({
    email: 'parent@example.com',
    amount: 500_000,
    reference: 'ref-1',
    subaccount,
    metadata: { studentId: 's1' },
  });
  assert.equal(checkout.reference, 'ref-1');
  assert.equal(checkout.accessCode, fake.initialized.get('ref-1')?.access_code);
  assert.match(checkout.authorizationUrl, /^https:\/\//);
  assert.equal(fake.initialized.get('ref-1')?.subaccount, subaccount);
  fake.pay('ref-1');
  const transaction = await client.verify('ref-1');
  assert.equal(transaction?.subaccountCode, subaccount);
  assert.equal(transaction?.amount, 500_000);
  fake.set('ref-2', { amount: 100 });
  assert.equal((await client.verify('ref-2'))?.subaccountCode, null);
});

test('a provider that is down: reads are tried three times, a creation once, then unavailable', async (t) => {
  const { fake, client } = await setup(t);
  fake.setDown(true);
  await assert.rejects(client.listBanks(), ProviderUnavailableError);
  assert.equal(fake.requests.length, 3);
  await assert.rejects(client.createSubaccount(school), ProviderUnavailableError);
  assert.equal(fake.requests.length, 4);
  await assert.rejects(client.verify('ref-1'), ProviderUnavailableError);
  assert.equal(fake.requests.length, 5);
});
