// A school's audit log (docs/staff.md#the-audit-log), written once and run against every
// DataSource in the schools of contract-schools.ts: the same writes leave the same lines, named
// the same way, in both modes.
import { schoolToday } from '../../format/dates';
import { classroom, student } from './contract-records';
import type { ContractCases, ContractSetup } from './contract-schools';

async function classAndStudent(setup: ContractSetup) {
  const room = await classroom(setup, 'Primary4', 40_000);
  return { room, student: await student(setup, room._id, 'Eze Chioma') };
}

export const AUDIT_CASES: ContractCases = {
  async 'logs each write, newest first, naming what it was done to'(setup) {
    const { source, password, schoolId } = setup;
    const { student } = await classAndStudent(setup);
    const payment = await source.recordOfflinePayment(
      {
        schoolId,
        studentId: student._id,
        amount: 12_500,
        method: 'cash',
        receivedOn: schoolToday(),
        depositorName: 'Ngozi Eze',
        email: '',
        purpose: 'First term tuition',
        externalReference: '',
      },
      password,
    );
    await source.voidPayment(payment._id, 'Entered twice', password);

    const log = await source.listAudit(schoolId);
    const paid = `NGN 12,500 by Cash from Ngozi Eze for Eze Chioma (${payment.receiptNo})`;
    expect(log.items.map(({ action, subject }) => [action, subject])).toEqual([
      ['payment.voided', `${paid}: Entered twice`],
      ['payment.recorded', paid],
      ['student.created', 'Eze Chioma (Primary4)'],
      ['classroom.created', 'Primary4'],
      ['school.created', expect.stringMatching(/ Academy/)],
    ]);
    expect(log.total).toBe(5);
    expect(new Set(log.items.map((line) => line.actor)).size).toBe(1);
  },

  async 'filters by action, words and day, a page at a time'(setup) {
    const { source, schoolId } = setup;
    await classAndStudent(setup);
    const classes = await source.listAudit(schoolId, { actions: ['classroom.created'] });
    expect(classes.items.map((line) => line.subject)).toEqual(['Primary4']);
    const words = await source.listAudit(schoolId, { q: 'chioma' });
    expect(words.items.map((line) => line.action)).toEqual(['student.created']);
    const today = schoolToday();
    const page = await source.listAudit(schoolId, { from: today, to: today, limit: 1, offset: 1 });
    expect(page.items.map((line) => line.action)).toEqual(['classroom.created']);
    expect(page.total).toBe(3);
    const tomorrow = schoolToday(new Date(Date.now() + 24 * 60 * 60 * 1000));
    expect((await source.listAudit(schoolId, { from: tomorrow })).total).toBe(0);
  },
};
