// A term's payment plan (docs/due-dates.md), written once and run against every DataSource: the
// default plan, the owner's, a student's own, the refusals and the step into the next term, alike
// in both modes.
import { daysBetween } from '../../format/dates';
import { sessionDays, sessionOf } from '../../ledger/terms';
import { ValidationError } from '../../sources/data-errors';
import { classroom, pay, refused, student, today } from './contract-records';
import type { ContractCases } from './contract-schools';
import { twoSiblings } from './families-contract';

/** A plan of the school's session as it is today: 60% on its first day, the rest on its last. */
export function planToday() {
  const days = sessionDays(sessionOf());
  if (!days) throw new RangeError('today is in no session');
  return [
    { dueOn: days.first, percent: 60 },
    { dueOn: days.last, percent: 40 },
  ];
}

export const PLANS_CASES: ContractCases = {
  async 'a school follows the default plan until the owner sets one, which it then reads'({
    source,
    password,
    schoolId,
  }) {
    const [term] = await source.listTerms(schoolId);
    expect(await source.getPlan(schoolId)).toEqual({
      termId: term!._id,
      instalments: [{ dueOn: today(), percent: 100 }],
      own: false,
    });
    const instalments = planToday();
    const set = await source.setPlan(schoolId, instalments, password);
    expect(set).toEqual({ termId: term!._id, instalments, own: true });
    expect(await source.getPlan(schoolId)).toEqual(set);
    const [line] = (await source.listAudit(schoolId, { actions: ['plan.set'] })).items;
    expect(line?.subject).toBeTruthy();
  },

  async 'a plan that is no plan changes nothing'({ source, password, schoolId }) {
    const before = await source.getPlan(schoolId);
    const [first, last] = planToday();
    await refused(
      source.setPlan(schoolId, [first!, { ...last!, percent: 30 }], password),
      ValidationError,
      { fields: { instalments: 'The percents must add up to 100; these add up to 90' } },
    );
    await refused(
      source.setPlan(
        schoolId,
        [
          { ...last!, percent: 60 },
          { ...first!, percent: 40 },
        ],
        password,
      ),
      ValidationError,
      { fields: { instalments: 'Each due date must come after the one before it' } },
    );
    const nextYear = `${Number(last!.dueOn.slice(0, 4))}-09-01`;
    await refused(
      source.setPlan(schoolId, [first!, { ...last!, dueOn: nextYear }], password),
      ValidationError,
      { fields: { instalments: expect.stringMatching(/^Due dates must fall within the /) } },
    );
    // A wrong password is not sent here: only the owner may set a plan, and every account-mode
    // test shares the run's owner, whom ten wrong passwords lock out (docs/testing.md). The API's
    // own test sends one (plans-routes.test.ts).
    expect(await source.getPlan(schoolId)).toEqual(before);
  },

  async "a student's own plan applies to them, read as theirs, until null returns them to the school's"(
    setup,
  ) {
    const { source, password, schoolId } = setup;
    const room = await classroom(setup, 'Primary1', 40_000);
    const pupil = await student(setup, room._id, 'Okafor Ada');
    const own = [{ dueOn: today(), percent: 100 }];
    const school = await source.setPlan(schoolId, planToday(), password);
    expect(await source.getStudentPlan(pupil._id)).toEqual({ ...school, own: false });
    expect(await source.setStudentPlan(pupil._id, own, password)).toEqual({
      termId: school.termId,
      instalments: own,
      own: true,
    });
    expect(await source.getStudentPlan(pupil._id)).toEqual({
      termId: school.termId,
      instalments: own,
      own: true,
    });
    await refused(
      source.setStudentPlan(pupil._id, [{ dueOn: today(), percent: 99 }], password),
      ValidationError,
      { fields: { instalments: 'The percents must add up to 100; these add up to 99' } },
    );
    expect(await source.setStudentPlan(pupil._id, null, password)).toEqual({
      ...school,
      own: false,
    });
    expect(await source.getStudentPlan(pupil._id)).toEqual({ ...school, own: false });
    expect(await source.getPlan(schoolId)).toEqual(school);
  },

  async 'the next term carries the plan, its dates moved with the opening day'({
    source,
    password,
    schoolId,
  }) {
    const instalments = planToday();
    await source.setPlan(schoolId, instalments, password);
    const [closing] = await source.listTerms(schoolId);
    const opened = await source.startNextTerm(schoolId, closing!._id, undefined, password);
    // Both terms opened today: the dates move by no day.
    expect(await source.getPlan(schoolId)).toEqual({ termId: opened._id, instalments, own: true });
  },

  async "each student's dueNow and overdueSince follow the plan, less what was paid"(setup) {
    const { source, password, schoolId } = setup;
    const room = await classroom(setup, 'Primary2', 40_000);
    const pupil = await student(setup, room._id, 'Bello Musa');
    // The default plan: all of it due the day the term opened, today.
    expect(await source.get('students', pupil._id)).toMatchObject({
      dueNow: 40_000,
      overdueSince: today(),
    });

    const [first, last] = planToday();
    await source.setPlan(schoolId, planToday(), password);
    await pay(setup, pupil._id, 4_000);
    // 60% was due on the session's first day; the rest only on its last.
    const allDue = today() >= last!.dueOn;
    const [listed] = (await source.list('students', { filter: { _id: pupil._id } })).items;
    for (const read of [await source.get('students', pupil._id), listed]) {
      expect(read).toMatchObject({
        dueNow: allDue ? 36_000 : 20_000,
        overdueSince: first!.dueOn,
      });
    }
    await source.setStudentPlan(pupil._id, [{ ...last!, percent: 100 }], password);
    expect(await source.get('students', pupil._id)).toMatchObject(
      allDue ? { dueNow: 36_000, overdueSince: last!.dueOn } : { dueNow: 0, overdueSince: null },
    );
  },

  async "a family has its children's dueNow added up, late since the earliest of theirs"(setup) {
    const { source, password, schoolId } = setup;
    const { elder, younger } = await twoSiblings(setup);
    const [first, last] = planToday();
    await source.setPlan(schoolId, planToday(), password);
    // The younger pays on the last day: only the elder is late, since the first.
    await source.setStudentPlan(younger._id, [{ ...last!, percent: 100 }], password);
    const children = await Promise.all(
      [elder, younger].map(({ _id }) => source.get('students', _id)),
    );
    const family = await source.getFamily(elder.familyId || younger.familyId);
    expect(family.dueNow).toBe(children[0]!.dueNow + children[1]!.dueNow);
    expect(children[0]!.dueNow).toBeGreaterThan(0);
    expect(family.overdueSince).toBe(first!.dueOn);
    const [listed] = (await source.listFamilies(schoolId)).items;
    expect(listed).toMatchObject({ dueNow: family.dueNow, overdueSince: first!.dueOn });
  },

  async 'a pay link tells what is due now and what is left of each due day, earliest met first'(
    setup,
  ) {
    const { source, password, schoolId } = setup;
    const room = await classroom(setup, 'Primary5', 40_000);
    const pupil = await student(setup, room._id, 'Eze Ngozi');
    const [first, last] = planToday();
    await source.setPlan(schoolId, planToday(), password);
    await pay(setup, pupil._id, 4_000);
    const { token } = await source.sharePayLink(pupil._id);
    const allDue = today() >= last!.dueOn;
    const left = [
      { dueOn: first!.dueOn, amount: 20_000 },
      { dueOn: last!.dueOn, amount: 16_000 },
    ];
    // The statement ends with what is left of each day, as the link shows it.
    expect((await source.getStatement(pupil._id)).instalments).toEqual(left);
    // 24,000 of the first day, less the 4,000 paid; the rest, 16,000, on the last.
    expect(await source.getPayLink(token)).toMatchObject({
      dueNow: allDue ? 36_000 : 20_000,
      overdueSince: first!.dueOn,
      instalments: left,
    });
    await pay(setup, pupil._id, 20_000);
    expect(await source.getPayLink(token)).toMatchObject({
      dueNow: allDue ? 16_000 : 0,
      overdueSince: allDue ? last!.dueOn : null,
      instalments: [{ dueOn: last!.dueOn, amount: 16_000 }],
    });
    await pay(setup, pupil._id, 16_000);
    expect(await source.getPayLink(token)).toMatchObject({
      dueNow: 0,
      overdueSince: null,
      instalments: [],
    });
    expect((await source.getStatement(pupil._id)).instalments).toEqual([]);
  },

  async "a family's pay link adds its children's due days up, day by day"(setup) {
    const { source, password, schoolId } = setup;
    const { elder, younger } = await twoSiblings(setup);
    const [first, last] = planToday();
    await source.setPlan(schoolId, planToday(), password);
    await source.setStudentPlan(younger._id, [{ ...last!, percent: 100 }], password);
    const familyId = elder.familyId || younger.familyId;
    const { token } = await source.shareFamilyPayLink(familyId);
    const family = await source.getFamily(familyId);
    const owed = (await source.get('students', younger._id)).totalFeesExpected;
    // The elder's 40,000 in 60/40; the younger's all on the last day.
    expect(await source.getFamilyPayLink(token)).toMatchObject({
      dueNow: family.dueNow,
      overdueSince: first!.dueOn,
      instalments: [
        { dueOn: first!.dueOn, amount: 24_000 },
        { dueOn: last!.dueOn, amount: 16_000 + owed },
      ],
    });
  },

  async 'the defaulters list keeps only the late when asked, with the days since each became late'(
    setup,
  ) {
    const { source, password, schoolId } = setup;
    const room = await classroom(setup, 'Primary6', 40_000);
    const ada = await student(setup, room._id, 'Obi Ada');
    const bisi = await student(setup, room._id, 'Bello Bisi');
    const [first] = planToday();
    await source.setPlan(schoolId, planToday(), password);
    // Ada pays the first part, 24,000; Bisi nothing.
    await pay(setup, ada._id, 24_000);
    const late = await source.getDefaulters(schoolId, { late: true });
    expect(late.map((one) => [one.studentId, one.overdueSince, one.daysOverdue])).toEqual([
      [bisi._id, first!.dueOn, daysBetween(first!.dueOn, today())],
    ]);
    const all = await source.getDefaulters(schoolId);
    expect(all.find((one) => one.studentId === ada._id)).toMatchObject({
      overdueSince: null,
      daysOverdue: null,
    });
  },
};
