// The guest demo charges late fees itself (docs/due-dates.md#late-fee): the first read of a Lagos
// day charges what is due, by the rule the API's daily run uses. The clock is moved, never waited.
import { GUEST_CREDENTIALS } from '../constants/guest';
import { emptyGuestData } from '../testing/guest-data';
import { BrowserSource } from './browser-source';
import { ConflictError, ForbiddenError } from './data-errors';
import { seedGuestData } from './guest-storage';

const PASSWORD = GUEST_CREDENTIALS.password;
/** Noon in Lagos on `day`. */
const noonOn = (day: string) => new Date(`${day}T11:00:00Z`);
let now = noonOn('2026-11-16');
let source: BrowserSource;

beforeEach(() => {
  localStorage.clear();
  seedGuestData(localStorage, emptyGuestData());
  now = noonOn('2026-11-16');
  source = new BrowserSource({ storage: localStorage, latencyMs: 0, now: () => now });
});

/**
 * A student charged NGN 30,000 in a term opened on 16 November, due 60% (NGN 18,000) by 20
 * November and the rest by 18 December, in a school with the late fee `lateFee`.
 */
async function world(lateFee: Parameters<BrowserSource['setLateFee']>[1]) {
  const school = await source.create(
    'schools',
    { name: 'Oakwood Academy', address: '12 Allen Avenue, Ikeja', level: 'Primary' },
    PASSWORD,
  );
  const room = await source.create(
    'classrooms',
    { name: 'Primary1', classTeacher: 'Mrs Adebayo', classFees: 30_000, schoolId: school._id },
    PASSWORD,
  );
  const student = await source.create(
    'students',
    {
      fullname: 'Obi Ada',
      age: 6,
      sex: 'Female',
      phoneNo: '08031234567',
      discount: 0,
      classroom: room._id,
      schoolId: school._id,
      optionalItems: [],
    },
    PASSWORD,
  );
  const instalments = [
    { dueOn: '2026-11-20', percent: 60 },
    { dueOn: '2026-12-18', percent: 40 },
  ];
  await source.setPlan(school._id, instalments, PASSWORD);
  await source.setLateFee(school._id, lateFee, PASSWORD);
  const on = async (day: string) => {
    now = noonOn(day);
    const pupil = await source.get('students', student._id);
    const ours = await source.get('schools', school._id);
    const theirs = await source.get('classrooms', room._id);
    return {
      expected: [pupil.totalFeesExpected, theirs.totalFeesExpected, ours.totalFeesExpected],
      dueNow: pupil.dueNow,
      overdueSince: pupil.overdueSince,
      fees: await source.listLateFees(student._id),
    };
  };
  const pay = (amount: number) =>
    source.recordOfflinePayment(
      {
        schoolId: school._id,
        studentId: student._id,
        amount,
        method: 'cash',
        receivedOn: '2026-11-16',
        depositorName: 'Ngozi Obi',
        email: '',
        purpose: 'School fees',
        externalReference: '',
      },
      PASSWORD,
    );
  return { school, student, on, pay };
}

describe('late fees in the guest demo', () => {
  it('charges a fixed late fee once, the day its grace ends, due at once', async () => {
    const { on } = await world({ amount: 1_000, graceDays: 7 });
    expect(await on('2026-11-26')).toMatchObject({ expected: [30_000, 30_000, 30_000], fees: [] });
    const charged = await on('2026-11-27');
    expect(charged).toMatchObject({
      expected: [31_000, 31_000, 31_000],
      dueNow: 19_000,
      overdueSince: '2026-11-20',
      fees: [{ dueOn: '2026-11-20', amount: 1_000, waived: false }],
    });
    expect((await on('2026-11-27')).fees).toHaveLength(1);
    expect(await on('2026-12-01')).toMatchObject({ expected: [31_000, 31_000, 31_000] });
  });

  it('charges no late fee on an instalment paid in full', async () => {
    const { on, pay } = await world({ amount: 1_000, graceDays: 7 });
    await pay(18_000);
    expect(await on('2026-11-27')).toMatchObject({ expected: [30_000, 30_000, 30_000], fees: [] });
  });

  it('charges a percent of what was unmet of the instalment, to the kobo', async () => {
    const { on, pay } = await world({ percent: 2.5, graceDays: 0 });
    await pay(8_000.01);
    // NGN 9,999.99 unmet: 2.5% is NGN 249.9999, so NGN 249.99.
    expect((await on('2026-11-20')).fees).toEqual([
      expect.objectContaining({ dueOn: '2026-11-20', amount: 249.99 }),
    ]);
  });

  it('lets the owner waive one, audited, and never charges it again', async () => {
    const { school, student, on } = await world({ amount: 1_000, graceDays: 7 });
    const [fee] = (await on('2026-11-27')).fees;
    await expect(source.waiveLateFee(student._id, fee!._id, 'wrong password')).rejects.toThrow(
      ForbiddenError,
    );
    expect((await on('2026-11-27')).expected).toEqual([31_000, 31_000, 31_000]);
    await source.waiveLateFee(student._id, fee!._id, PASSWORD);
    expect(await on('2026-11-28')).toMatchObject({
      expected: [30_000, 30_000, 30_000],
      dueNow: 18_000,
      fees: [{ ...fee, waived: true }],
    });
    await expect(source.waiveLateFee(student._id, fee!._id, PASSWORD)).rejects.toMatchObject({
      message: 'This late fee is already waived.',
    });
    const [line] = (await source.listAudit(school._id, { actions: ['late-fee.waived'] })).items;
    expect(line?.subject).toBe('Obi Ada: Late fee (due 20 Nov 2026)');
  });

  it('freezes a late fee with its term when the next term starts', async () => {
    const { school, student, on } = await world({ amount: 1_000, graceDays: 7 });
    const [fee] = (await on('2026-11-27')).fees;
    const [term] = await source.listTerms(school._id);
    await source.startNextTerm(school._id, term!._id, undefined, PASSWORD);
    expect(await source.listLateFees(student._id)).toEqual([]);
    await expect(source.waiveLateFee(student._id, fee!._id, PASSWORD)).rejects.toThrow(
      ConflictError,
    );
    const statement = await source.getStatement(student._id);
    expect(statement.terms[0]!.charges.map((line) => [line.name, line.amount])).toEqual([
      ['Class fee', 30_000],
      ['Late fee (due 20 Nov 2026)', 1_000],
    ]);
  });
});
