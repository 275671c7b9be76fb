// A school's late fee (docs/due-dates.md#late-fee), written once and run against every DataSource:
// the setting, its refusals, a student's list and a waiver of a fee that is not there. Charging
// happens in the API's daily run, which no browser reaches; the guest source's own test moves its
// clock to charge and waive one (browser-source-late-fees.test.ts).
import { NotFoundError, ValidationError } from '../../sources/data-errors';
import { classroom, refused, student } from './contract-records';
import type { ContractCases } from './contract-schools';

const NONE = { amount: 0, percent: null, graceDays: 0 };

export const LATE_FEES_CASES: ContractCases = {
  async 'a school has no late fee until the owner sets one, which it then reads'({
    source,
    password,
    schoolId,
  }) {
    expect(await source.getLateFee(schoolId)).toEqual(NONE);
    const fixed = await source.setLateFee(schoolId, { amount: 2_500.5, graceDays: 7 }, password);
    expect(fixed).toEqual({ amount: 2_500.5, percent: null, graceDays: 7 });
    expect(await source.getLateFee(schoolId)).toEqual(fixed);
    const percent = await source.setLateFee(schoolId, { percent: 2.5, graceDays: 14 }, password);
    expect(percent).toEqual({ amount: null, percent: 2.5, graceDays: 14 });
    expect(await source.getLateFee(schoolId)).toEqual(percent);
    await source.setLateFee(schoolId, { amount: 0 }, password);
    expect(await source.getLateFee(schoolId)).toEqual(NONE);
    const lines = (await source.listAudit(schoolId, { actions: ['late-fee.set'] })).items;
    expect(lines).toHaveLength(3);
  },

  async 'a late fee that is none changes nothing'({ source, password, schoolId }) {
    await source.setLateFee(schoolId, { amount: 1_000, graceDays: 3 }, password);
    await refused(
      source.setLateFee(schoolId, { amount: 1_000, percent: 5, graceDays: 3 }, password),
      ValidationError,
      { fields: { amount: 'Give an amount or a percent, not both' } },
    );
    await refused(
      source.setLateFee(schoolId, { percent: 0, graceDays: 3 }, password),
      ValidationError,
      {
        fields: { percent: 'The percent must be more than 0' },
      },
    );
    await refused(source.setLateFee(schoolId, { amount: 500 }, password), ValidationError, {
      fields: { graceDays: 'Grace days are required' },
    });
    // No wrong password here: only the owner may set it, and every account-mode test shares the
    // run's owner (docs/testing.md). The API's own test sends one (late-fees-routes.test.ts).
    expect(await source.getLateFee(schoolId)).toEqual({
      amount: 1_000,
      percent: null,
      graceDays: 3,
    });
  },

  async 'a student has no late fee until one is charged, and one not there is not found'(setup) {
    const { source, password } = setup;
    const room = await classroom(setup, 'Primary3', 30_000);
    const pupil = await student(setup, room._id, 'Eze Chioma');
    expect(await source.listLateFees(pupil._id)).toEqual([]);
    await refused(source.waiveLateFee(pupil._id, 'no-such-fee', password), NotFoundError, {
      message: 'Late fee not found',
    });
  },
};
