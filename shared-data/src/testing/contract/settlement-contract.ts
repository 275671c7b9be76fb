// Where a school's card money settles (docs/transfers.md#settlement), written once and run
// against every DataSource: the same banks question, look-up, save and refusals in both modes.
import { ForbiddenError, NotFoundError, ValidationError } from '../../sources/data-errors';
import type { ContractCases } from './contract-schools';

export const SETTLEMENT_CASES: ContractCases = {
  async 'the owner looks up the holder, then sets the settlement account, which the school reads'({
    source,
    password,
    schoolId,
    bankAccount,
  }) {
    const banks = await source.listBanks();
    const account = await bankAccount();
    const bank = banks.find((one) => one.code === account.bankCode);
    expect(bank).toBeDefined();
    expect(await source.getSettlement(schoolId)).toBeNull();
    // No school is not a school that settles to the operator.
    await expect(source.getSettlement('0123456789abcdef01234567')).rejects.toBeInstanceOf(
      NotFoundError,
    );

    const { bankCode, accountNumber } = account;
    expect(await source.lookUpBankAccount({ bankCode, accountNumber })).toEqual({
      accountName: account.accountName,
    });
    expect(await source.getSettlement(schoolId)).toBeNull();

    const saved = await source.setSettlement(schoolId, { bankCode, accountNumber }, password);
    expect(saved).toMatchObject({
      bankName: bank!.name,
      bankCode,
      accountNumber,
      accountName: account.accountName,
    });
    expect(saved.subaccountCode).toMatch(/^ACCT_/);
    expect(await source.getSettlement(schoolId)).toEqual(saved);
    const [line] = (await source.listAudit(schoolId, { actions: ['settlement.set'] })).items;
    expect(line?.subject).toBe(`${bank!.name} ••••${accountNumber.slice(-4)}`);
  },

  async 'an unknown bank, a number that is not ten digits and a wrong password change nothing'(
    setup,
  ) {
    // The owner types a wrong password below: an owner of its own (ContractSetup.ownOwner).
    const { source, password, schoolId, bankAccount } = await setup.ownOwner();
    const { bankCode, accountNumber } = await bankAccount();
    await expect(
      source.setSettlement(schoolId, { bankCode: '999', accountNumber }, password),
    ).rejects.toMatchObject({ fields: { bankCode: 'Choose a bank from the list' } });
    await expect(
      source.lookUpBankAccount({ bankCode, accountNumber: '12345' }),
    ).rejects.toBeInstanceOf(ValidationError);
    await expect(
      source.setSettlement(schoolId, { bankCode, accountNumber }, 'wrong-password'),
    ).rejects.toMatchObject({ message: 'Incorrect password' });
    expect(await source.getSettlement(schoolId)).toBeNull();
  },

  async 'a bursar can neither look up a holder nor set the account, but reads where money settles'(
    setup,
  ) {
    const { source, password, schoolId, bankAccount } = setup;
    const { bankCode, accountNumber } = await bankAccount();
    const bursar = await setup.bursar();
    await expect(
      bursar.source.lookUpBankAccount({ bankCode, accountNumber }),
    ).rejects.toBeInstanceOf(ForbiddenError);
    await expect(
      bursar.source.setSettlement(schoolId, { bankCode, accountNumber }, bursar.password),
    ).rejects.toBeInstanceOf(ForbiddenError);
    const saved = await source.setSettlement(schoolId, { bankCode, accountNumber }, password);
    expect(await bursar.source.getSettlement(schoolId)).toEqual(saved);
  },
};
