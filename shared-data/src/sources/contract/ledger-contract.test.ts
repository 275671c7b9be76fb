import { GUEST_CREDENTIALS, GUEST_USER_ID } from '../../constants/guest';
import { BrowserSource } from '../browser-source';
import { seedGuestData } from '../guest-storage';
import { LEDGER_CASES, type LedgerFactory } from './ledger-contract';

/** The guest's source over an empty demo: the guest user alone, on the real clock. */
const guestSchool: LedgerFactory = async () => {
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
  const source = new BrowserSource({ storage: localStorage, latencyMs: 0 });
  const password = GUEST_CREDENTIALS.password;
  const school = await source.create(
    'schools',
    { name: 'Oakwood Academy', address: '12 Allen Avenue, Ikeja', level: 'Primary' },
    password,
  );
  return { source, password, schoolId: school._id };
};

describe('the fee ledger contract, guest (BrowserSource)', () => {
  for (const [name, run] of Object.entries(LEDGER_CASES)) {
    it(name, async () => run(await guestSchool()));
  }
});
