import assert from 'node:assert/strict';
import { test } from 'node:test';
import { schoolToday } from '@fees/shared-data/core';
import { eq } from 'drizzle-orm';
import { payments } from '../db/schema/schools';
import { assertFieldError } from '../testing/assert-field-error';
import { initializePayment, paymentWorld, transferBody } from '../testing/fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Lagos day `back` days before today, YYYY-MM-DD. */
const daysAgo = (back: number) => schoolToday(new Date(Date.now() - back * DAY_MS));

/**
 * Five payments over three days: two card payments made at 23:30 and 00:30 in Lagos, the same UTC
 * day but two school days, and three recorded ones, one voided, received on those days and today.
 */
async function paymentsOverThreeDays(t: Parameters<typeof paymentWorld>[0]) {
  const world = await paymentWorld(t);
  const { ctx, owner, school, student } = world;
  const [first, second, third] = [daysAgo(5), daysAgo(4), daysAgo(0)];
  const card = async (amountKobo: number, madeAt: string) => {
    const init = await initializePayment(owner, school._id, student._id, amountKobo / 100);
    ctx.provider.set(init.reference, { amount: amountKobo });
    const verify = await owner.client.post('/api/payments/verify', { reference: init.reference });
    assert.equal(verify.statusCode, 200, verify.body);
    // When a card payment was made is the server's own clock; the test sets the moment it needs.
    await ctx.database.db
      .update(payments)
      .set({ createdAt: new Date(madeAt) })
      .where(eq(payments.referenceNo, init.reference));
    return verify.json()._id as string;
  };
  let references = 0;
  const recorded = async (amount: number, method: string, receivedOn: string) => {
    references += 1;
    const response = await owner.client.post('/api/payments/record', {
      ...transferBody(school._id, student._id),
      amount,
      method,
      receivedOn,
      externalReference: `NIP00012345678${references}`,
      password: owner.password,
    });
    assert.equal(response.statusCode, 201, response.body);
    return response.json()._id as string;
  };
  const lateNight = await card(1_000_000, `${first}T22:30:00Z`);
  const pastMidnight = await card(2_000_000, `${first}T23:30:00Z`);
  const transfer = await recorded(15_000, 'transfer', second);
  const voided = await recorded(5_000, 'cash', first);
  const voiding = await owner.client.post(`/api/payments/${voided}/void`, {
    reason: 'Entered twice by mistake',
    password: owner.password,
  });
  assert.equal(voiding.statusCode, 200, voiding.body);
  const cash = await recorded(20_000, 'cash', third);
  const list = async (query: string) => {
    const response = await owner.client.get(`/api/payments?schoolId=${school._id}&${query}`);
    assert.equal(response.statusCode, 200, `${query}: ${response.body}`);
    return {
      ids: response.json().map((payment: { _id: string }) => payment._id),
      total: response.headers['x-total-count'],
      amount: response.headers['x-total-amount'],
      byMethod: response.headers['x-total-by-method'],
      voided: response.headers['x-total-voided'],
    };
  };
  return {
    ...world,
    days: { first, second, third },
    ids: { lateNight, pastMidnight, transfer, voided, cash },
    list,
  };
}

test('from and to keep the Lagos days the Date column shows, and the count, voids and sums follow', async (t) => {
  const { days, ids, list } = await paymentsOverThreeDays(t);
  const { first, second, third } = days;
  // 23:30 in Lagos is still the first day; 00:30 is the next, though UTC calls both the first.
  assert.deepEqual(await list(`from=${first}&to=${first}`), {
    ids: [ids.voided, ids.lateNight],
    total: '2',
    amount: '10000',
    byMethod: 'card=10000',
    voided: '1',
  });
  assert.deepEqual(await list(`from=${second}&to=${second}`), {
    ids: [ids.transfer, ids.pastMidnight],
    total: '2',
    amount: '35000',
    byMethod: 'card=20000,transfer=15000',
    voided: '0',
  });
  assert.deepEqual(await list(`from=${third}&to=${third}`), {
    ids: [ids.cash],
    total: '1',
    amount: '20000',
    byMethod: 'cash=20000',
    voided: '0',
  });
  // Either end alone, and with the other filters.
  assert.deepEqual((await list(`from=${second}`)).ids, [ids.cash, ids.transfer, ids.pastMidnight]);
  assert.deepEqual((await list(`to=${first}`)).ids, [ids.voided, ids.lateNight]);
  assert.deepEqual((await list(`from=${first}&to=${second}&method=card`)).ids, [
    ids.pastMidnight,
    ids.lateNight,
  ]);
  assert.deepEqual(await list(`from=${daysAgo(3)}&to=${daysAgo(1)}`), {
    ids: [],
    total: '0',
    amount: '0',
    byMethod: '',
    voided: '0',
  });
});

test('payments sort by date or amount either way, ties newest first, pages never repeat', async (t) => {
  const { ids, list } = await paymentsOverThreeDays(t);
  const newestFirst = [ids.cash, ids.voided, ids.transfer, ids.pastMidnight, ids.lateNight];
  assert.deepEqual((await list('')).ids, newestFirst, 'no sort: newest first');
  // Days: cash the third; transfer and the 00:30 card the second; void cash and 23:30 card the first.
  const dateDescending = [ids.cash, ids.transfer, ids.pastMidnight, ids.voided, ids.lateNight];
  assert.deepEqual((await list('sort=date&order=desc')).ids, dateDescending);
  const dateAscending = [ids.voided, ids.lateNight, ids.transfer, ids.pastMidnight, ids.cash];
  assert.deepEqual((await list('sort=date')).ids, dateAscending, 'ascending by default');
  assert.deepEqual((await list('sort=date&order=asc')).ids, dateAscending);
  // Amounts: cash 20,000 and the 00:30 card 20,000 (a tie), transfer 15,000, card 10,000, void 5,000.
  const amountDescending = [ids.cash, ids.pastMidnight, ids.transfer, ids.lateNight, ids.voided];
  assert.deepEqual((await list('sort=amount&order=desc')).ids, amountDescending);
  assert.deepEqual((await list('sort=amount&order=asc')).ids, [
    ids.voided,
    ids.lateNight,
    ids.transfer,
    ids.cash,
    ids.pastMidnight,
  ]);
  for (const [query, whole] of [
    ['sort=amount&order=desc', amountDescending],
    ['sort=date&order=asc', dateAscending],
  ] as const) {
    const paged: string[] = [];
    for (let offset = 0; offset < 5; offset += 2) {
      const page = await list(`${query}&limit=2&offset=${offset}`);
      assert.equal(page.total, '5', query);
      assert.equal(page.amount, '65000', query);
      paged.push(...page.ids);
    }
    assert.deepEqual(paged, whole, query);
  }
});

test('a bad day, a range the wrong way round or an unknown sort answers 400 naming it', async (t) => {
  const { owner, school } = await paymentWorld(t);
  const today = schoolToday();
  const yesterday = daysAgo(1);
  const bad: Array<[string, string, RegExp]> = [
    ['from=2026-02-30', 'from', /^from must be a day written YYYY-MM-DD$/],
    ['from=yesterday', 'from', /^from must be a day written YYYY-MM-DD$/],
    ['to=26-11-2026', 'to', /^to must be a day written YYYY-MM-DD$/],
    [`from=${today}&from=${today}`, 'from', /^from must be one day written YYYY-MM-DD$/],
    [`from=${today}&to=${yesterday}`, 'from', /^from must not be after to$/],
    ['sort=balance', 'sort', /^sort must be date or amount$/],
    ['sort=date&order=newest', 'order', /^order must be asc or desc$/],
    ['order=desc', 'order', /^order needs sort=date or amount$/],
  ];
  for (const [query, field, message] of bad) {
    const response = await owner.client.get(`/api/payments?schoolId=${school._id}&${query}`);
    assertFieldError(response, field, message, query);
  }
  const students = await owner.client.get(`/api/students?from=${today}`);
  assert.equal(students.statusCode, 400, students.body);
  assert.match(students.json().message, /from/);
});

test('a list by school, term and method alone has the kept count and sums, equal to summing every payment', async (t) => {
  const { days, list, ctx, school } = await paymentsOverThreeDays(t);
  const [term] = await ctx.database.db
    .select({ id: payments.termId })
    .from(payments)
    .where(eq(payments.schoolId, school._id))
    .limit(1);
  // A day range, even one holding every day, sums the payments it matches.
  const everyDay = `from=2000-01-01&to=${days.third}`;
  for (const filter of ['', 'method=cash', 'method=card,transfer', `term=${term!.id}`]) {
    assert.deepEqual(await list(filter), await list(`${filter}&${everyDay}`), filter);
  }
  const { ids, ...kept } = await list('');
  assert.equal(ids.length, 5);
  assert.deepEqual(kept, {
    total: '5',
    amount: '65000',
    byMethod: 'card=30000,cash=20000,transfer=15000',
    voided: '1',
  });
});

test('pages after a payment follow the list in every order, ties and filters too, with the whole count', async (t) => {
  const { ids, list } = await paymentsOverThreeDays(t);
  const orders = ['', 'sort=date', 'sort=date&order=desc', 'sort=amount', 'sort=amount&order=desc'];
  for (const order of orders) {
    for (const filter of ['', 'method=card,cash', `q=${encodeURIComponent('Ada')}`]) {
      const query = [order, filter].filter(Boolean).join('&');
      const whole = await list(query);
      const paged: string[] = [];
      let after = '';
      do {
        const page = await list(`${query}&limit=2${after ? `&after=${after}` : ''}`);
        assert.equal(page.total, whole.total, query);
        assert.equal(page.amount, whole.amount, query);
        paged.push(...page.ids);
        after = page.ids.length === 2 ? page.ids[1] : '';
      } while (after);
      assert.deepEqual(paged, whole.ids, query);
    }
  }
  assert.deepEqual((await list(`after=${ids.lateNight}`)).ids, [], 'nothing after the last');

  // Another owner's payment is no place in this owner's list.
  const other = await paymentsOverThreeDays(t);
  const foreign = await other.list(`after=${other.ids.cash}`);
  assert.equal(foreign.ids.length, 4);
  const response = await other.owner.client.get(
    `/api/payments?schoolId=${other.school._id}&after=${ids.cash}`,
  );
  assert.equal(response.statusCode, 200, response.body);
  assert.deepEqual(response.json(), []);
});

test('after is a payment _id, and goes without offset', async (t) => {
  const { owner, school, ids } = await paymentsOverThreeDays(t);
  const bad: Array<[string, RegExp]> = [
    ['after=not%20an%20id', /^after must be the _id of a record of the list$/],
    [`after=${ids.cash}&after=${ids.cash}`, /^after must be the _id of a record of the list$/],
    [`after=${ids.cash}&offset=2`, /^after and offset cannot be used together$/],
  ];
  for (const [query, message] of bad) {
    const response = await owner.client.get(`/api/payments?schoolId=${school._id}&${query}`);
    assertFieldError(response, 'after', message, query);
  }
  const students = await owner.client.get(`/api/students?after=${ids.cash}`);
  assert.equal(students.statusCode, 400, students.body);
});
