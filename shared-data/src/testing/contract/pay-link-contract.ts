// A student's pay link and the mail that carries links (docs/pay-links.md), written once and run
// against every DataSource: a parent pays by the link once, revoking ends it, and mail goes out in
// an account while the guest demo, which sends none, says so; unknown records are refused alike.
import { FAMILY_NOT_FOUND } from '../../constants/school-records/families';
import { LIMITS } from '../../constants/limits';
import { PAY_LINK_INVALID } from '../../constants/money/pay-links';
import { PAYMENT_STATUS } from '../../constants/money/payments';
import { toKobo } from '../../format/money/money';
import {
  ConflictError,
  EndedPayLinkError,
  NOT_FOUND,
  NotFoundError,
  ValidationError,
} from '../../sources/data-errors';
import { classroom, NO_RECORD, refused, student } from './contract-records';
import type { ContractCases } from './contract-schools';
import { twoSiblings } from './families-contract';

/** What the guest demo answers every mail with: it sends none (docs/pay-links.md#the-guest-demo). */
const GUEST_SENDS_NO_MAIL = expect.stringMatching(/^The guest demo sends no e-mail\./);

export const PAY_LINK_CASES: ContractCases = {
  async 'a parent pays by the link once; revoking it ends it and issues another'(setup) {
    const { source, schoolId, chargeCard } = setup;
    const room = await classroom(setup, 'Primary3', 30_000);
    const ada = await student(setup, room._id, 'Obi Ada', { parentEmail: 'ngozi@example.com' });
    const { token } = await source.sharePayLink(ada._id);
    const details = {
      depositorName: 'Ngozi Obi',
      email: 'ngozi@example.com',
      amount: 12_000,
      purpose: 'School fees this term',
    };
    const minimum = `Minimum of ${LIMITS.minPaymentAmount}`;
    await refused(source.initializeLinkPayment(token, { ...details, amount: 0 }), ValidationError, {
      message: minimum,
      fields: { amount: minimum },
    });
    const { reference } = await source.initializeLinkPayment(token, details);
    await chargeCard(reference, toKobo(details.amount));
    const checkout = { reference, status: 'success', message: 'Approved', transaction: '1' };
    const receipt = await source.recordLinkPayment(token, { details, checkout });
    const { name } = await source.get('schools', schoolId);
    // The parent's receipt, and nothing else of the school's record of the payment.
    expect(receipt).toEqual({
      schoolName: name,
      depositorName: 'Ngozi Obi',
      email: 'ngozi@example.com',
      studentName: 'Obi Ada',
      studentClass: 'Primary3',
      amount: 12_000,
      amountAsked: 12_000,
      purpose: 'School fees this term',
      referenceNo: reference,
      transactionNo: expect.any(String),
      method: 'card',
      status: PAYMENT_STATUS.paid,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      receiptNo: expect.any(String),
      paidToDate: 12_000,
      balanceAfter: 18_000,
    });
    // The parent's page asking again, after a reload, records nothing more.
    expect(await source.recordLinkPayment(token, { details, checkout })).toEqual(receipt);
    const payments = await source.list('payments', { filter: { schoolId } });
    expect(payments.items.map((one) => one.referenceNo)).toEqual([reference]);
    expect(await source.getPayLink(token)).toMatchObject({ feesPaid: 12_000, outstanding: 18_000 });

    const fresh = await source.revokePayLinks(ada._id);
    expect(fresh.token).not.toBe(token);
    const ended = { message: PAY_LINK_INVALID, status: 404 };
    await refused(source.getPayLink(token), EndedPayLinkError, ended);
    await refused(source.initializeLinkPayment(token, details), NotFoundError, ended);
    expect(await source.getPayLink(fresh.token)).toMatchObject({ outstanding: 18_000 });
  },

  async 'mails a link and reminders in an account, the demo says it sends none; unknown ones are not found'(
    setup,
  ) {
    const { source } = setup;
    const { elder, younger, primary4 } = await twoSiblings(setup);
    const { token } = await source.sharePayLink(elder._id);
    const mails = [
      () => source.mailPayLink(elder._id, token),
      () => source.sendReminders(primary4._id),
      () => source.sendFamilyReminder(younger.familyId),
    ];
    if (source.mode === 'guest') {
      for (const mail of mails) {
        await refused(mail(), ConflictError, { message: GUEST_SENDS_NO_MAIL });
      }
    } else {
      const [link, reminders, family] = mails;
      expect(await link!()).toEqual({ sentTo: 'ngozi@example.com' });
      const mailed = { mailed: [expect.objectContaining({ email: 'ngozi@example.com' })] };
      expect(await reminders!()).toMatchObject({ ...mailed, alreadyReminded: [], noEmail: [] });
      // A parent is reminded at most once a day, whichever page sends it.
      expect(await family!()).toEqual({
        mailed: [],
        alreadyReminded: [expect.objectContaining({ email: 'ngozi@example.com' })],
        noEmail: [],
      });
    }
    const unknown = [
      [source.mailPayLink(NO_RECORD, token), NOT_FOUND.students],
      [source.sendReminders(NO_RECORD), NOT_FOUND.classrooms],
      [source.sendFamilyReminder(NO_RECORD), FAMILY_NOT_FOUND],
    ] as const;
    for (const [answer, message] of unknown) await refused(answer, NotFoundError, { message });
  },
};
