import { writeSettlements, writeTransferAccounts, type GuestData } from '../sources/guest-storage';
import { DEMO_ACCOUNT_NAME, demoSubaccount } from '../sources/guest/money/guest-settlement';
import { demoTransferAccount } from '../sources/guest/money/guest-transfer-accounts';

/** Eight digits from a record's id: the same number at every login, for the same record. */
function digitsOf(id: string): string {
  return String(Number.parseInt(id.slice(-10), 16) % 100_000_000).padStart(8, '0');
}

/**
 * The demo's own money (docs/transfers.md#the-guest-demo): every demo school settles to a demo
 * account, and every demo family has its demo transfer account, so a guest sees the number a
 * parent is given and can simulate a transfer into it at once. Lone students are left without
 * one, to try 'Give a transfer account' on.
 */
export function seedDemoMoney(storage: Storage, data: GuestData): void {
  writeSettlements(
    storage,
    data.schools.map((school) => ({
      schoolId: school._id,
      bankName: 'Guaranty Trust Bank (demo)',
      bankCode: '058',
      accountNumber: `01${digitsOf(school._id)}`,
      accountName: DEMO_ACCOUNT_NAME,
      subaccountCode: demoSubaccount(school._id),
    })),
  );
  const names = new Map(data.schools.map((school) => [school._id, school.name]));
  const taken = new Set<string>();
  writeTransferAccounts(
    storage,
    data.families.map((family) => {
      let number = `99${digitsOf(family._id)}`;
      while (taken.has(number)) number = String(Number(number) + 1);
      taken.add(number);
      return {
        ...demoTransferAccount(number, names.get(family.schoolId) ?? '', family.name),
        holder: 'families' as const,
        holderId: family._id,
      };
    }),
  );
}
