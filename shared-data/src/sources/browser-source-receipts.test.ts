import { GUEST_CREDENTIALS, GUEST_USER_ID } from '../constants/guest';
import { BrowserSource } from './browser-source';
import { collectionKey, seedGuestData } from './guest-storage';

const PASSWORD = GUEST_CREDENTIALS.password;
let now = new Date('2026-11-16T10:00:00Z');
let source: BrowserSource;

beforeEach(() => {
  localStorage.clear();
  seedGuestData(localStorage, {
    users: [
      {
        _id: GUEST_USER_ID,
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
        firstname: 'Guest',
        lastname: 'User',
        email: GUEST_CREDENTIALS.email,
        phone: '08000000000',
      },
    ],
    ...{ schools: [], classrooms: [], students: [], payments: [] },
    ...{ terms: [], feeItems: [], termCharges: [] },
  });
  source = new BrowserSource({
    storage: localStorage,
    latencyMs: 0,
    // Each write a minute after the last, as a bursar works.
    now: () => (now = new Date(now.getTime() + 60_000)),
  });
});

async function oneStudent() {
  const school = await source.create(
    'schools',
    { name: 'Sunrise Kids Academy', address: '12 Allen Avenue, Ikeja', level: 'Primary' },
    PASSWORD,
  );
  const room = await source.create(
    'classrooms',
    { name: 'Primary1', classTeacher: 'Mrs Adebayo', classFees: 30000, schoolId: school._id },
    PASSWORD,
  );
  const student = await source.create(
    'students',
    {
      fullname: 'Obi Ada',
      age: 6,
      sex: 'Female',
      phoneNo: '08031234567',
      discount: 0,
      classroom: room._id,
      schoolId: school._id,
      optionalItems: [],
    },
    PASSWORD,
  );
  const cash = (amount: number, externalReference = '') =>
    source.recordOfflinePayment(
      {
        schoolId: school._id,
        studentId: student._id,
        amount,
        method: externalReference ? 'transfer' : 'cash',
        receivedOn: '2026-11-16',
        depositorName: 'Ngozi Obi',
        email: '',
        purpose: 'First term tuition',
        externalReference,
      },
      PASSWORD,
    );
  const card = (amount: number, status: string) =>
    source.recordPayment({
      details: {
        schoolId: school._id,
        studentId: student._id,
        amount,
        depositorName: 'Ngozi Obi',
        email: 'ngozi@example.com',
        purpose: 'First term tuition',
      },
      checkout: { reference: `T${amount}${status}`, status, message: status, transaction: '1' },
    });
  return { cash, card };
}

describe('BrowserSource receipts', () => {
  it("numbers the school's counted payments in turn, with what was paid and what is left", async () => {
    const { cash, card } = await oneStudent();
    const first = await cash(10000);
    expect(first).toMatchObject({
      receiptNo: 'SKA-000001',
      paidToDate: 10000,
      balanceAfter: 20000,
    });
    const declined = await card(5000, 'failed');
    expect(declined).toMatchObject({ receiptNo: '', paidToDate: null, balanceAfter: null });
    const second = await card(15000, 'success');
    expect(second).toMatchObject({
      receiptNo: 'SKA-000002',
      paidToDate: 25000,
      balanceAfter: 5000,
    });

    // A void keeps its number and the old receipts keep what they said; the next takes a new one.
    const voided = await source.voidPayment(first._id, 'Entered twice by mistake', PASSWORD);
    expect(voided).toMatchObject({
      receiptNo: 'SKA-000001',
      paidToDate: 10000,
      balanceAfter: 20000,
    });
    const third = await cash(20000, 'NIP000111');
    expect(third).toMatchObject({
      receiptNo: 'SKA-000003',
      paidToDate: 35000,
      balanceAfter: -5000,
    });
    expect(await source.get('payments', second._id)).toMatchObject({
      receiptNo: 'SKA-000002',
      balanceAfter: 5000,
    });
  });

  it('gives payments saved before receipts their numbers in the order they were made', async () => {
    const { cash } = await oneStudent();
    await cash(10000);
    await cash(5000);
    const key = collectionKey('payments');
    const saved = JSON.parse(localStorage.getItem(key) as string) as Record<string, unknown>[];
    for (const payment of saved) {
      for (const field of ['receiptNo', 'paidToDate', 'balanceAfter']) delete payment[field];
    }
    localStorage.setItem(key, JSON.stringify(saved.reverse()));

    const { items } = await source.list('payments', {});
    const receipts = items.map(({ receiptNo, paidToDate, balanceAfter }) => [
      receiptNo,
      paidToDate,
      balanceAfter,
    ]);
    expect(receipts.sort()).toEqual([
      ['SKA-000001', 10000, 20000],
      ['SKA-000002', 15000, 15000],
    ]);
    expect((await cash(1000)).receiptNo).toBe('SKA-000003');
  });
});
