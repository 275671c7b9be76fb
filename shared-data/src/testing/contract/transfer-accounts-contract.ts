// Transfer accounts (docs/transfers.md#transfer-accounts), written once and run against every
// DataSource: one account a family or lone student, only after the school's settlement account,
// the family's for each of its children, given again unchanged; a transfer into it records itself
// (docs/transfers.md#a-transfer-records-itself), and none waits unmatched for a viewer to see.
import { TRANSFER_ACCOUNT_NEEDS_SETTLEMENT } from '../../validation/money/settlement-schemas';
import { TRANSFER_PURPOSE } from '../../validation/money/transfer-schemas';
import { ConflictError } from '../../sources/data-errors';
import type { DataSource } from '../../sources/data-source';
import { classroom, student } from './contract-records';
import type { ContractCases, ContractSetup } from './contract-schools';
import { twoSiblings } from './families-contract';

/** Reads the school's run until it is done: an account's is done by the API in the background. */
async function finishedRun(source: DataSource, schoolId: string) {
  for (;;) {
    const run = await source.getTransferAccountRun(schoolId);
    if (run?.state === 'done') return run;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function settle({ source, password, schoolId, bankAccount }: ContractSetup) {
  const { bankCode, accountNumber } = await bankAccount();
  await source.setSettlement(schoolId, { bankCode, accountNumber }, password);
}

export const TRANSFER_ACCOUNT_CASES: ContractCases = {
  async 'none before the settlement account; then one a lone student, given again unchanged'(
    setup,
  ) {
    const { source } = setup;
    const room = await classroom(setup, 'Primary2', 25_000);
    const lone = await student(setup, room._id, 'Bello Musa');
    const holder = { holder: 'students' as const, id: lone._id };
    const refused = await source.giveTransferAccount(holder).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ConflictError);
    expect(refused).toMatchObject({ message: TRANSFER_ACCOUNT_NEEDS_SETTLEMENT });
    expect(await source.getTransferAccount(holder)).toBeNull();

    await settle(setup);
    const given = await source.giveTransferAccount(holder);
    expect(given.accountNumber).toMatch(/^\d{10}$/);
    expect(given.bankName).not.toBe('');
    expect(await source.getTransferAccount(holder)).toEqual(given);
    expect(await source.giveTransferAccount(holder)).toEqual(given);
  },

  async 'a family has one account, which each of its children answers, and a bursar may give it'(
    setup,
  ) {
    const { source, schoolId } = setup;
    const { elder, younger } = await twoSiblings(setup);
    await settle(setup);
    const bursar = await setup.bursar();
    const given = await bursar.source.giveTransferAccount({
      holder: 'families',
      id: younger.familyId,
    });
    expect(await source.getTransferAccount({ holder: 'students', id: elder._id })).toEqual(given);
    expect(await source.giveTransferAccount({ holder: 'students', id: younger._id })).toEqual(
      given,
    );
    const lines = (await source.listAudit(schoolId, { actions: ['transfer-account.made'] })).items;
    expect(lines.map((line) => line.subject)).toEqual([`Okafor family: ${given.accountNumber}`]);
  },

  async "the school's accounts are listed at once, each with its family or lone student"(setup) {
    const { source, schoolId } = setup;
    const { younger } = await twoSiblings(setup);
    const room = await classroom(setup, 'Primary2', 25_000);
    const lone = await student(setup, room._id, 'Bello Musa');
    await settle(setup);
    const family = await source.giveTransferAccount({ holder: 'families', id: younger.familyId });
    const own = await source.giveTransferAccount({ holder: 'students', id: lone._id });
    const bursar = await setup.bursar();
    const listed = await bursar.source.listTransferAccounts(schoolId);
    expect(listed).toHaveLength(2);
    expect(listed).toEqual(
      expect.arrayContaining([
        { ...family, holder: 'families', id: younger.familyId },
        { ...own, holder: 'students', id: lone._id },
      ]),
    );
  },

  async "a transfer into a family's account is split oldest debt first, each a transfer named by its sender"(
    setup,
  ) {
    const { source, schoolId } = setup;
    const { elder, younger } = await twoSiblings(setup);
    await settle(setup);
    const holder = { holder: 'families' as const, id: younger.familyId };
    await source.giveTransferAccount(holder);
    await setup.transfer(holder, {
      amount: 50_000,
      senderName: 'OKAFOR NGOZI',
      narration: 'Ada and Chidi fees',
    });
    const { items } = await source.list('payments', { filter: { schoolId, method: 'transfer' } });
    const seen = items
      .map((payment) => ({
        student: payment.studentId,
        amount: payment.amount,
        depositorName: payment.depositorName,
        narration: payment.narration,
        purpose: payment.purpose,
        counted: Boolean(payment.receiptNo),
      }))
      .sort((a, b) => b.amount - a.amount);
    const paid = { depositorName: 'OKAFOR NGOZI', narration: 'Ada and Chidi fees' };
    expect(seen).toEqual([
      { student: elder._id, amount: 40_000, ...paid, purpose: TRANSFER_PURPOSE, counted: true },
      { student: younger._id, amount: 10_000, ...paid, purpose: TRANSFER_PURPOSE, counted: true },
    ]);
    const lines = (await source.listAudit(schoolId, { actions: ['payment.paid'] })).items;
    expect(lines.map((line) => line.actor)).toEqual([
      expect.stringMatching(/^Transfer from OKAFOR NGOZI, \d\d:\d\d WAT$/),
      expect.stringMatching(/^Transfer from OKAFOR NGOZI, \d\d:\d\d WAT$/),
    ]);
  },

  async 'a run gives every family and enrolled lone student one, in the name of whoever asked'(
    setup,
  ) {
    const { source, schoolId } = setup;
    const { elder, younger } = await twoSiblings(setup);
    const room = await classroom(setup, 'Primary4', 25_000);
    const lone = await student(setup, room._id, 'Bello Musa');
    const refused = await source
      .requestTransferAccountRun(schoolId)
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ message: TRANSFER_ACCOUNT_NEEDS_SETTLEMENT });
    expect(await source.getTransferAccountRun(schoolId)).toBeNull();

    await settle(setup);
    const bursar = await setup.bursar();
    await bursar.source.requestTransferAccountRun(schoolId);
    const run = await finishedRun(bursar.source, schoolId);
    expect(run).toMatchObject({ state: 'done', total: 2, done: 2, failed: [] });
    expect(run.finishedAt).not.toBeNull();
    const family = await source.getTransferAccount({ holder: 'families', id: younger.familyId });
    expect(await source.getTransferAccount({ holder: 'students', id: elder._id })).toEqual(family);
    expect(await source.getTransferAccount({ holder: 'students', id: lone._id })).not.toBeNull();
    const lines = (await source.listAudit(schoolId, { actions: ['transfer-account.made'] })).items;
    expect(lines.map((line) => line.actor)).toEqual([bursar.label, bursar.label]);
  },

  async 'the owner and bursar read the transfers waiting to be assigned; none waits here'(setup) {
    const { source, schoolId } = setup;
    expect(await source.listUnmatchedTransfers(schoolId)).toEqual([]);
    const bursar = await setup.bursar();
    expect(await bursar.source.listUnmatchedTransfers(schoolId)).toEqual([]);
  },
};
