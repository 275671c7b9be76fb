import { PAY_LINK_INVALID, PAY_LINK_LIFE_DAYS } from '../../../constants/money/pay-links';
import { guestSchool } from '../../../testing/contract/contract-schools';
import { relink, twoSiblings } from '../../../testing/contract/families-contract';
import { BrowserSource } from '../../browser-source';
import { clearGuestData } from '../../guest-storage';

const details = {
  depositorName: 'Ngozi Okafor',
  email: 'ngozi@example.com',
  amount: 20_000,
  purpose: 'School fees this term',
};

const checkoutOf = (reference: string) => ({
  reference,
  status: 'success',
  message: 'Approved',
  transaction: '1',
});

/** The guest's Okafor family (Ada, then Chidi) with a live link. */
async function linkedFamily() {
  const setup = await guestSchool();
  const siblings = await twoSiblings(setup);
  const { token } = await setup.source.shareFamilyPayLink(siblings.younger.familyId);
  return { setup, ...setup, ...siblings, token };
}

describe('the guest demo’s family pay link', () => {
  it('splits by the oldest debt first when a chosen child left the family before the record', async () => {
    const { setup, source, elder, younger, token } = await linkedFamily();
    const shares = [
      { studentId: elder._id, amount: 5_000 },
      { studentId: younger._id, amount: 15_000 },
    ];
    const { reference } = await source.initializeFamilyLinkPayment(token, { ...details, shares });
    await relink(setup, younger, { familyId: '' });
    const receipt = await source.recordFamilyLinkPayment(token, {
      details: { ...details, shares },
      checkout: checkoutOf(reference),
    });
    expect(receipt.shares.map((share) => [share.studentName, share.amount])).toEqual([
      ['Okafor Ada', 20_000],
    ]);
  });

  it('names its payer as come by pay link, and logs its links under the family’s name', async () => {
    const { source, schoolId, younger, token } = await linkedFamily();
    await source.revokeFamilyPayLinks(younger.familyId);
    const { token: live } = await source.shareFamilyPayLink(younger.familyId);
    const both = { ...details, amount: 50_000 };
    const { reference } = await source.initializeFamilyLinkPayment(live, both);
    await source.recordFamilyLinkPayment(live, { details: both, checkout: checkoutOf(reference) });
    const book = await source.getCashBook(schoolId);
    expect(book.payments.map((line) => line.recordedBy)).toEqual([
      'Ngozi Okafor (pay link)',
      'Ngozi Okafor (pay link)',
    ]);
    const { items } = await source.listAudit(schoolId, {
      actions: ['pay-link.shared', 'pay-link.revoked', 'payment.paid'],
    });
    expect(items.map((line) => [line.action, line.subject])).toEqual([
      ['payment.paid', expect.stringContaining('for Okafor Chidi')],
      ['payment.paid', expect.stringContaining('for Okafor Ada')],
      ['pay-link.shared', 'Okafor family'],
      ['pay-link.revoked', 'Okafor family'],
      ['pay-link.shared', 'Okafor family'],
    ]);
    await expect(source.getFamilyPayLink(token)).rejects.toMatchObject({
      name: 'EndedPayLinkError',
    });
  });

  it('works for PAY_LINK_LIFE_DAYS from its issue, not once its family is gone, nor after logout', async () => {
    const { setup, younger, elder } = await linkedFamily();
    let now = new Date();
    const clocked = new BrowserSource({ storage: localStorage, latencyMs: 0, now: () => now });
    const { token } = await clocked.shareFamilyPayLink(younger.familyId);
    now = new Date(now.getTime() + PAY_LINK_LIFE_DAYS * 24 * 60 * 60 * 1000 - 60_000);
    expect((await clocked.getFamilyPayLink(token)).familyName).toBe('Okafor family');
    now = new Date(now.getTime() + 120_000);
    await expect(clocked.getFamilyPayLink(token)).rejects.toMatchObject({
      name: 'EndedPayLinkError',
    });

    const { token: fresh } = await clocked.shareFamilyPayLink(younger.familyId);
    const later = { ...setup, source: clocked };
    await relink(later, younger, { familyId: '' });
    await relink(later, await clocked.get('students', elder._id), { familyId: '' });
    const gone = await clocked.getFamilyPayLink(fresh).catch((error: unknown) => error);
    expect(gone).toMatchObject({ name: 'NotFoundError', message: PAY_LINK_INVALID });

    clearGuestData(localStorage);
    expect(localStorage.length).toBe(0);
  });
});
