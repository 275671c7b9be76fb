// Reminders that send themselves (docs/reminders.md), written once and run against every
// DataSource: the schedule and cap, their refusals, and 'Send due reminders now', which an account
// sends and the guest demo only shows. A school's daily run may also take the day in account mode,
// so the cases read the log for what went, not the counts of one run.
import { REMINDER_SKIPS } from '../../ledger/due-reminders';
import { ValidationError } from '../../sources/data-errors';
import { classroom, pay, refused, student, today } from './contract-records';
import type { ContractCases } from './contract-schools';

export const REMINDERS_CASES: ContractCases = {
  async 'a school has no reminders until its owner sets the days, channels and SMS cap'({
    source,
    password,
    schoolId,
  }) {
    const unset = await source.getReminderSchedule(schoolId);
    expect(unset).toMatchObject({ offsets: [], channels: ['email'], smsCap: 100, planned: [] });
    const set = await source.setReminderSchedule(
      schoolId,
      { offsets: [7, -3, 0], channels: ['email', 'sms'] },
      password,
    );
    expect(set).toMatchObject({ offsets: [-3, 0, 7], channels: ['email', 'sms'] });
    expect((await source.setSmsCap(schoolId, 20, password)).smsCap).toBe(20);
    expect(await source.getReminderSchedule(schoolId)).toMatchObject({
      offsets: [-3, 0, 7],
      smsCap: 20,
    });
    const [line] = (await source.listAudit(schoolId, { actions: ['reminders.scheduled'] })).items;
    expect(line?.subject).toBeTruthy();
  },

  async 'days and channels that are none change nothing'({ source, password, schoolId }) {
    await refused(
      source.setReminderSchedule(schoolId, { offsets: [0, 0], channels: ['email'] }, password),
      ValidationError,
      { fields: { offsets: 'Each day may be chosen once' } },
    );
    await refused(
      source.setReminderSchedule(schoolId, { offsets: [90], channels: ['email'] }, password),
      ValidationError,
      { fields: { offsets: 'Each offset must be a whole number of days from -60 to 60' } },
    );
    await refused(
      source.setReminderSchedule(schoolId, { offsets: [0], channels: [] }, password),
      ValidationError,
      { fields: { channels: 'Choose e-mail, SMS or both' } },
    );
    await refused(source.setSmsCap(schoolId, -1, password), ValidationError, {
      fields: { cap: 'Cap must be 0 or more' },
    });
    // No wrong password here: every account-mode case shares the run's owner (docs/testing.md);
    // the API's own test sends one (reminders.test.ts).
    expect((await source.getReminderSchedule(schoolId)).offsets).toEqual([]);
  },

  async "today's due reminders name each owing parent's children; the paid are skipped"(setup) {
    const { source, password, schoolId } = setup;
    const room = await classroom(setup, 'Primary1', 40_000);
    const owing = await student(setup, room._id, 'Okafor Ada', {
      parentEmail: 'ada.parent@example.com',
    });
    const paid = await student(setup, room._id, 'Bello Musa', {
      parentEmail: 'musa.parent@example.com',
    });
    await pay(setup, paid._id, 40_000);
    // The default plan has all of it due the day the term opened: today.
    const set = await source.setReminderSchedule(
      schoolId,
      { offsets: [0], channels: ['email'] },
      password,
    );
    expect(set.planned).toEqual([{ on: today(), parents: 1 }]);

    const run = await source.runDueReminders(schoolId);
    const log = await source.listReminderLog(schoolId);
    expect(log).toContainEqual(
      expect.objectContaining({
        channel: 'email',
        to: 'musa.parent@example.com',
        studentIds: [paid._id],
        status: 'skipped',
        reason: REMINDER_SKIPS.nothingDue,
      }),
    );
    const toOwing = log.filter((line) => line.to === 'ada.parent@example.com');
    expect(toOwing.length).toBeGreaterThan(0);
    for (const line of toOwing) {
      expect(line.studentIds).toEqual([owing._id]);
      // Sent in an account (by this run or the day's); shown, never sent, in the demo.
      expect(
        line.status === 'sent' ||
          line.reason === REMINDER_SKIPS.demo ||
          line.reason === REMINDER_SKIPS.alreadyReminded,
      ).toBe(true);
    }
    expect(toOwing.filter((line) => line.status === 'sent').length).toBeLessThanOrEqual(1);
    if (run.wouldSend) {
      expect(run.sent).toBe(0);
      expect(run.wouldSend).toEqual([
        expect.objectContaining({ channel: 'email', to: 'ada.parent@example.com' }),
      ]);
      expect(run.wouldSend[0]?.text).toMatch(/Okafor Ada \(Primary1\): NGN 40,000 due since /);
    }
  },
};
