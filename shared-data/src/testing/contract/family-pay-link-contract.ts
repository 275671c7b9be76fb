// The family pay link (docs/families.md#the-family-pay-link), written once and run against every
// DataSource in the schools of contract-schools.ts: the parent sees every child, one checkout is
// split among them to the kobo, and dead or foreign tokens are answered alike.
import { FAMILY_NOT_FOUND, FAMILY_SHARE_REFUSALS } from '../../constants/school-records/families';
import { PAY_LINK_INVALID } from '../../constants/money/pay-links';
import { PAYMENT_STATUS } from '../../constants/money/payments';
import { toKobo } from '../../format/money/money';
import { EndedPayLinkError, NotFoundError, ValidationError } from '../../sources/data-errors';
import { NO_RECORD, pay, refused, startNext, student, today } from './contract-records';
import type { ContractCases, ContractSetup } from './contract-schools';
import { refusal, studentOfAnotherSchool, twoSiblings } from './families-contract';

/**
 * The Okafor family in their second term: Ada paid her first term in full, Chidi a third of his,
 * so he brings NGN 20,000 of arrears beside his NGN 30,000, and Ada owes her NGN 40,000.
 */
async function familyWithArrears(setup: ContractSetup) {
  const siblings = await twoSiblings(setup);
  await pay(setup, siblings.elder._id, 40_000);
  await pay(setup, siblings.younger._id, 10_000);
  await startNext(setup);
  const { token } = await setup.source.shareFamilyPayLink(siblings.younger.familyId);
  return { ...siblings, token };
}

/** A parent's checkout on the link, `amount` charged to their card; `shares` as they chose. */
async function payFamily(
  { source, chargeCard }: ContractSetup,
  token: string,
  amount: number,
  shares?: { studentId: string; amount: number }[],
) {
  const details = {
    depositorName: 'Ngozi Okafor',
    email: 'ngozi@example.com',
    amount,
    purpose: 'School fees this term',
    ...(shares && { shares }),
  };
  const { reference } = await source.initializeFamilyLinkPayment(token, details);
  await chargeCard(reference, toKobo(amount));
  const checkout = { reference, status: 'success', message: 'Approved', transaction: '1' };
  const record = () => source.recordFamilyLinkPayment(token, { details, checkout });
  return { reference, record, receipt: await record() };
}

/** Each child's balance, in the family's order. */
async function balances({ source }: ContractSetup, ...ids: string[]) {
  return Promise.all(ids.map(async (id) => (await source.get('students', id)).balance));
}

/** The school's card payments by student, each with its amount and receipt number. */
async function cardPayments({ source, schoolId }: ContractSetup) {
  const { items } = await source.list('payments', { filter: { schoolId, method: 'card' } });
  return items
    .map((one) => [one.studentName, one.amount, one.receiptNo])
    .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
}

export const FAMILY_PAY_LINK_CASES: ContractCases = {
  async 'the link shows every child in the family’s order, arrears apart, and what all owe'(setup) {
    const { source, schoolId } = setup;
    const { elder, younger, token } = await familyWithArrears(setup);
    const school = await source.get('schools', schoolId);
    expect(await source.getFamilyPayLink(token)).toEqual({
      schoolName: school.name,
      familyName: 'Okafor family',
      term: expect.stringMatching(/^Second term \d{4}\/\d{4}$/),
      parentEmail: 'ngozi@example.com',
      transferAccount: null,
      children: [
        {
          studentId: elder._id,
          studentName: 'Okafor Ada',
          className: 'Primary4',
          broughtForward: 0,
          arrears: 0,
          feesExpected: 40_000,
          feesPaid: 0,
          outstanding: 40_000,
        },
        {
          studentId: younger._id,
          studentName: 'Okafor Chidi',
          className: 'Primary1',
          broughtForward: 20_000,
          arrears: 20_000,
          feesExpected: 50_000,
          feesPaid: 0,
          outstanding: 50_000,
        },
      ],
      outstanding: 90_000,
      // The default plan of the term opened today: the arrears and the fees are due at once.
      dueNow: 90_000,
      overdueSince: today(),
      instalments: [{ dueOn: today(), amount: 90_000 }],
    });
  },

  async 'one payment pays the oldest debt first, a card payment and receipt for each child'(setup) {
    const { source, schoolId } = setup;
    const { elder, younger, token } = await familyWithArrears(setup);
    const before = await source.get('schools', schoolId);
    const { reference, receipt } = await payFamily(setup, token, 30_000.5);
    // Chidi's NGN 20,000 of arrears before any of this term's fees; the rest to Ada, the first.
    expect(receipt).toEqual({
      schoolName: before.name,
      familyName: 'Okafor family',
      depositorName: 'Ngozi Okafor',
      email: 'ngozi@example.com',
      purpose: 'School fees this term',
      amount: 30_000.5,
      amountAsked: 30_000.5,
      referenceNo: reference,
      transactionNo: expect.any(String),
      status: PAYMENT_STATUS.paid,
      createdAt: expect.any(String),
      paidAt: expect.any(String),
      shares: [
        {
          studentName: 'Okafor Ada',
          studentClass: 'Primary4',
          amount: 10_000.5,
          receiptNo: expect.any(String),
          balanceAfter: 29_999.5,
        },
        {
          studentName: 'Okafor Chidi',
          studentClass: 'Primary1',
          amount: 20_000,
          receiptNo: expect.any(String),
          balanceAfter: 30_000,
        },
      ],
    });
    expect(await balances(setup, elder._id, younger._id)).toEqual([29_999.5, 30_000]);
    const after = await source.get('schools', schoolId);
    expect(after.totalFees - before.totalFees).toBe(30_000.5);
    expect(after.totalFeesExpected).toBe(before.totalFeesExpected);
    const [ada, chidi] = receipt.shares;
    expect(await cardPayments(setup)).toEqual([
      ['Okafor Ada', 10_000.5, ada?.receiptNo],
      ['Okafor Chidi', 20_000, chidi?.receiptNo],
    ]);
    expect(ada?.receiptNo).not.toBe('');
    expect(ada?.receiptNo).not.toBe(chidi?.receiptNo);
    expect((await source.getFamilyPayLink(token)).outstanding).toBe(59_999.5);
  },

  async 'what is paid beyond every balance is a credit of the first child'(setup) {
    const { source } = setup;
    const { elder, younger } = await twoSiblings(setup);
    const { token } = await source.shareFamilyPayLink(younger.familyId);
    const { receipt } = await payFamily(setup, token, 75_000);
    expect(
      receipt.shares.map((share) => [share.studentName, share.amount, share.balanceAfter]),
    ).toEqual([
      ['Okafor Ada', 45_000, -5_000],
      ['Okafor Chidi', 30_000, 0],
    ]);
    expect(await balances(setup, elder._id, younger._id)).toEqual([-5_000, 0]);
    expect((await source.getFamily(younger.familyId)).balance).toBe(-5_000);
  },

  async 'the parent’s shares go where chosen; shares that do not fit are refused'(setup) {
    const { source } = setup;
    const { elder, younger, primary1 } = await twoSiblings(setup);
    const { token } = await source.shareFamilyPayLink(younger.familyId);
    const outsider = await student(setup, primary1._id, 'Bello Sani');
    const stranger = await studentOfAnotherSchool(setup);
    const details = {
      depositorName: 'Ngozi Okafor',
      email: 'ngozi@example.com',
      amount: 20_000,
      purpose: 'School fees this term',
    };
    const notAChild = refusal('shares', FAMILY_SHARE_REFUSALS.notAChild);
    for (const shares of [
      [{ studentId: outsider._id, amount: 20_000 }],
      [{ studentId: stranger._id, amount: 20_000 }],
      [
        { studentId: younger._id, amount: 10_000 },
        { studentId: younger._id, amount: 10_000 },
      ],
    ]) {
      const answer = source.initializeFamilyLinkPayment(token, { ...details, shares });
      await refused(answer, ValidationError, notAChild);
    }
    const short = [
      { studentId: elder._id, amount: 5_000 },
      { studentId: younger._id, amount: 14_999.99 },
    ];
    await refused(
      source.initializeFamilyLinkPayment(token, { ...details, shares: short }),
      ValidationError,
      refusal('shares', FAMILY_SHARE_REFUSALS.total),
    );
    expect(await cardPayments(setup)).toEqual([]);

    const { receipt } = await payFamily(setup, token, 20_000, [
      { studentId: younger._id, amount: 15_000 },
      { studentId: elder._id, amount: 5_000 },
    ]);
    expect(receipt.shares.map((share) => [share.studentName, share.amount])).toEqual([
      ['Okafor Ada', 5_000],
      ['Okafor Chidi', 15_000],
    ]);
    expect(await balances(setup, elder._id, younger._id)).toEqual([35_000, 15_000]);
  },

  async 'recording the same checkout again changes nothing and answers the same receipt'(setup) {
    const { source, schoolId } = setup;
    const { elder, younger, token } = await familyWithArrears(setup);
    const { record, receipt } = await payFamily(setup, token, 45_000);
    const school = await source.get('schools', schoolId);
    const recorded = await cardPayments(setup);
    expect(recorded).toHaveLength(2);
    expect(await record()).toEqual(receipt);
    expect(await cardPayments(setup)).toEqual(recorded);
    expect(await balances(setup, elder._id, younger._id)).toEqual([15_000, 30_000]);
    expect(await source.get('schools', schoolId)).toMatchObject({
      totalFees: school.totalFees,
      totalFeesExpected: school.totalFeesExpected,
    });
  },

  async 'a revoked link is dead and names whom to ask; a student’s and a family’s tokens stay apart'(
    setup,
  ) {
    const { source, schoolId } = setup;
    const { elder, younger } = await twoSiblings(setup);
    const first = await source.shareFamilyPayLink(younger.familyId);
    const fresh = await source.revokeFamilyPayLinks(younger.familyId);
    const school = await source.get('schools', schoolId);
    const owner = await source.getCurrentUser();
    await refused(source.getFamilyPayLink(first.token), EndedPayLinkError, {
      status: 404,
      message: PAY_LINK_INVALID,
      school: { name: school.name, phone: owner?.phone },
    });
    expect((await source.getFamilyPayLink(fresh.token)).familyName).toBe('Okafor family');

    const { token: studentToken } = await source.sharePayLink(elder._id);
    for (const foreign of [
      () => source.getFamilyPayLink(studentToken),
      () => source.getPayLink(fresh.token),
      () => source.getFamilyPayLink('A'.repeat(32)),
    ]) {
      const error = await foreign().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(NotFoundError);
      expect(error).not.toBeInstanceOf(EndedPayLinkError);
      expect(error).toMatchObject({ message: PAY_LINK_INVALID });
    }
    for (const missing of [
      () => source.shareFamilyPayLink(NO_RECORD),
      () => source.revokeFamilyPayLinks(NO_RECORD),
    ]) {
      await refused(missing(), NotFoundError, { message: FAMILY_NOT_FOUND });
    }
  },
};
