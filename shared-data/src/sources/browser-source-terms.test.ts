import { GUEST_CREDENTIALS } from '../constants/guest';
import { emptyGuestData } from '../testing/guest-data';
import { TERM_REFUSALS } from '../constants/school-records/terms';
import type { Promotions } from '../ledger/promotions';
import type { Student } from '../types/student';
import { BrowserSource } from './browser-source';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from './data-errors';
import { seedGuestData } from './guest-storage';

const PASSWORD = GUEST_CREDENTIALS.password;
let now = new Date('2026-11-16T10:00:00Z');
let source: BrowserSource;

beforeEach(() => {
  localStorage.clear();
  now = new Date('2026-11-16T10:00:00Z');
  seedGuestData(localStorage, emptyGuestData());
  source = new BrowserSource({ storage: localStorage, latencyMs: 0, now: () => now });
});

async function school() {
  const created = await source.create(
    'schools',
    { name: 'Oakwood Academy', address: '12 Allen Avenue, Ikeja', level: 'Primary' },
    PASSWORD,
  );
  const room = (name: string, classFees: number) =>
    source.create(
      'classrooms',
      { name, classTeacher: 'Mrs Adebayo', classFees, schoolId: created._id },
      PASSWORD,
    );
  const p5 = await room('Primary5', 40000);
  const p6 = await room('Primary6', 50000);
  const student = (fullname: string, classroom: string, optionalItems: string[] = []) =>
    source.create(
      'students',
      {
        fullname,
        age: 10,
        sex: 'Female',
        phoneNo: '08031234567',
        discount: 0,
        classroom,
        schoolId: created._id,
        optionalItems,
      },
      PASSWORD,
    );
  return { school: created, p5, p6, student };
}

function studentBody(student: Student, changes: Partial<Student> = {}) {
  const { fullname, age, sex, phoneNo, discount, classroomId, optionalItems } = {
    ...student,
    ...changes,
  };
  return { fullname, age, sex, phoneNo, discount, classroom: classroomId, optionalItems };
}

const cash = (schoolId: string, studentId: string, amount: number, receivedOn: string) => ({
  schoolId,
  studentId,
  amount,
  method: 'cash' as const,
  receivedOn,
  depositorName: 'Ngozi Obi',
  email: '',
  purpose: 'School fees this term',
  externalReference: '',
});

/** 'Start next term' as the dashboard sends it: naming the term it closes, the current one. */
async function startNext(schoolId: string, promotions: Promotions | undefined, password: string) {
  const { closing } = await source.previewNextTerm(schoolId);
  return source.startNextTerm(schoolId, closing, promotions, password);
}

describe('BrowserSource terms', () => {
  it('lists the terms oldest first and steps through a session', async () => {
    const { school: s } = await school();
    await startNext(s._id, undefined, PASSWORD);
    now = new Date('2027-04-20T09:00:00Z');
    const third = await startNext(s._id, undefined, PASSWORD);
    expect(third).toMatchObject({ name: 'Third term', session: '2026/2027', status: 'current' });
    const terms = await source.listTerms(s._id);
    expect(terms.map((term) => [term.name, term.status])).toEqual([
      ['First term', 'closed'],
      ['Second term', 'closed'],
      ['Third term', 'current'],
    ]);
    expect(terms[1]?.closedAt).toBe(third.openedAt);
    expect(await source.previewNextTerm(s._id)).toMatchObject({
      session: '2027/2028',
      name: 'First term',
      startsSession: true,
    });
  });

  it('refuses promotions on a term that starts no session, or naming another school’s class, changing nothing', async () => {
    const { school: s, p5, p6 } = await school();
    const other = await source.create(
      'schools',
      { name: 'Crestfield College', address: '7 Kashim Ibrahim Way', level: 'Secondary' },
      PASSWORD,
    );
    const foreign = await source.create(
      'classrooms',
      { name: 'Jss1', classTeacher: 'Mr Okafor', classFees: 90000, schoolId: other._id },
      PASSWORD,
    );
    const before = await source.listTerms(s._id);
    const outside = startNext(s._id, { [p5._id]: p6._id }, PASSWORD);
    await expect(outside).rejects.toThrow(ValidationError);
    await expect(outside).rejects.toMatchObject({
      message: TERM_REFUSALS.promotionsOutsideSession,
      fields: { promotions: TERM_REFUSALS.promotionsOutsideSession },
    });
    await startNext(s._id, undefined, PASSWORD);
    await startNext(s._id, undefined, PASSWORD);
    const unknown = startNext(s._id, { [p5._id]: foreign._id }, PASSWORD);
    await expect(unknown).rejects.toMatchObject({
      status: 400,
      message: TERM_REFUSALS.promotionsUnknownClass,
    });
    await expect(startNext(s._id, { [p5._id]: 'no such id!' }, PASSWORD)).rejects.toThrow(
      ValidationError,
    );
    await expect(startNext(s._id, {}, 'wrong')).rejects.toThrow(ForbiddenError);
    expect((await source.listTerms(s._id)).length).toBe(before.length + 2);
    await expect(source.startNextTerm('missing', 'none', undefined, PASSWORD)).rejects.toThrow(
      NotFoundError,
    );
  });

  it('lets the owner set the term until the first payment, then refuses with 409', async () => {
    const { school: s, p5, student } = await school();
    await expect(
      source.setCurrentTerm(s._id, { session: '2026-2027', name: 'Second term' }, PASSWORD),
    ).rejects.toThrow(ValidationError);
    await expect(
      source.setCurrentTerm(s._id, { session: '2026/2027', name: 'Second term' }, 'wrong'),
    ).rejects.toThrow(ForbiddenError);
    const set = await source.setCurrentTerm(
      s._id,
      { session: '2026/2027', name: 'Second term' },
      PASSWORD,
    );
    expect(set).toMatchObject({ session: '2026/2027', name: 'Second term', status: 'current' });
    expect(await source.listTerms(s._id)).toEqual([set]);
    const ada = await student('Obi Ada', p5._id);
    await source.recordOfflinePayment(cash(s._id, ada._id, 1000, '2026-11-16'), PASSWORD);
    const refused = source.setCurrentTerm(
      s._id,
      { session: '2026/2027', name: 'Third term' },
      PASSWORD,
    );
    await expect(refused).rejects.toThrow(ConflictError);
    await expect(refused).rejects.toThrow(TERM_REFUSALS.termLocked);
    expect(await source.listTerms(s._id)).toEqual([set]);
  });

  it('files payments by term and lists them by termId; students by enrolment', async () => {
    // Terms a few weeks apart, so every day received is in the past, as the schema asks.
    now = new Date('2026-09-07T09:00:00Z');
    const { school: s, p5, p6, student } = await school();
    const ada = await student('Obi Ada', p5._id);
    const bisi = await student('Bello Bisi', p6._id);
    const [first] = await source.listTerms(s._id);
    await source.recordOfflinePayment(cash(s._id, ada._id, 1000, '2026-09-10'), PASSWORD);
    now = new Date('2026-10-05T09:00:00Z');
    await startNext(s._id, undefined, PASSWORD);
    now = new Date('2026-11-02T09:00:00Z');
    const third = await startNext(s._id, undefined, PASSWORD);
    // Received before the Third term opened: it belongs to the Second term.
    const late = await source.recordOfflinePayment(
      cash(s._id, ada._id, 2000, '2026-10-20'),
      PASSWORD,
    );
    const [, second] = await source.listTerms(s._id);
    expect(late.termId).toBe(second?._id);
    const inFirst = await source.list('payments', { filter: { termId: first?._id } });
    expect(inFirst.items.map((payment) => payment.amount)).toEqual([1000]);
    expect(inFirst.amount).toBe(1000);
    now = new Date('2027-09-08T09:00:00Z');
    await startNext(s._id, { [p6._id]: null }, PASSWORD);
    const left = await source.list('students', { filter: { enrolment: 'left' } });
    expect(left.items.map((one) => one._id)).toEqual([bisi._id]);
    expect(third.status).toBe('current');
  });
});

describe('BrowserSource closed terms and leavers', () => {
  it('keeps a closed term as it stood when the class fee, items and discount change after', async () => {
    const { school: s, p5, student } = await school();
    const ada = await student('Obi Ada', p5._id);
    await startNext(s._id, undefined, PASSWORD);
    await source.update(
      'classrooms',
      p5._id,
      { name: 'Primary5', classTeacher: 'Mrs Adebayo', classFees: 60000 },
      PASSWORD,
    );
    await source.saveFeeItems(
      p5._id,
      [{ name: 'Books and materials', amount: 5000, optional: false }],
      PASSWORD,
    );
    await source.update('students', ada._id, studentBody(ada, { discount: 50 }), PASSWORD);
    const statement = await source.getStatement(ada._id);
    expect(statement.terms.map((term) => term.charges)).toEqual([
      [{ name: 'Class fee', amount: 40000 }],
      [
        { name: 'Class fee', amount: 60000 },
        { name: 'Discount (50%)', amount: -30000 },
        { name: 'Books and materials', amount: 5000 },
      ],
    ]);
    expect(await source.get('students', ada._id)).toMatchObject({
      broughtForward: 40000,
      totalFeesExpected: 75000,
    });
  });

  it('keeps a leaver when their old class is deleted, and shows what they paid after leaving', async () => {
    now = new Date('2026-09-07T09:00:00Z');
    const { school: s, p5, p6, student } = await school();
    const bisi = await student('Bello Bisi', p6._id);
    await source.setCurrentTerm(s._id, { session: '2025/2026', name: 'Third term' }, PASSWORD);
    now = new Date('2026-09-14T09:00:00Z');
    const next = await startNext(s._id, { [p6._id]: null }, PASSWORD);
    // No one is in the class they left and no payment names it: it goes, the leaver stays.
    await source.remove('classrooms', p6._id, PASSWORD);
    expect(await source.get('students', bisi._id)).toMatchObject({
      enrolment: 'left',
      balance: 50000,
    });
    await source.recordOfflinePayment(cash(s._id, bisi._id, 20000, '2026-09-15'), PASSWORD);
    const statement = await source.getStatement(bisi._id);
    expect(statement.terms.map((term) => [term.name, term.charges.length, term.balance])).toEqual([
      ['Third term', 1, 50000],
      ['First term', 0, 30000],
    ]);
    expect(statement.terms[1]?.termId).toBe(next._id);
    expect((await source.get('schools', s._id)).totalFees).toBe(20000);
    expect((await source.get('classrooms', p5._id)).noOfStudents).toBe(0);
  });
});

describe('BrowserSource fee items', () => {
  it('replaces a class’s items and re-prices it at once; a removed choice is dropped', async () => {
    const { school: s, p5, student } = await school();
    const ada = await student('Obi Ada', p5._id);
    const saved = await source.saveFeeItems(
      p5._id,
      [
        { name: 'Books and materials', amount: 12500, optional: false },
        { name: 'School bus', amount: 30000, optional: true },
      ],
      PASSWORD,
    );
    expect(await source.getFeeItems(p5._id)).toEqual(saved);
    const bus = saved.find((item) => item.optional)!;
    const riding = await source.update(
      'students',
      ada._id,
      { ...studentBody(ada), optionalItems: [bus._id] },
      PASSWORD,
    );
    expect(riding.totalFeesExpected).toBe(40000 + 12500 + 30000);
    expect((await source.get('classrooms', p5._id)).totalFeesExpected).toBe(82500);
    expect((await source.get('schools', s._id)).totalFeesExpected).toBe(82500);

    // The bus keeps its id (and its riders) while its name stays; a new price applies at once.
    const repriced = await source.saveFeeItems(
      p5._id,
      [{ name: 'School bus', amount: 35000, optional: true }],
      PASSWORD,
    );
    expect(repriced[0]?._id).toBe(bus._id);
    expect((await source.get('students', ada._id)).totalFeesExpected).toBe(75000);
    await source.saveFeeItems(p5._id, [], PASSWORD);
    expect(await source.get('students', ada._id)).toMatchObject({
      optionalItems: [],
      totalFeesExpected: 40000,
    });
  });

  it('keeps a student’s choices on an edit that leaves them out, as far as their class offers them', async () => {
    const { p5, p6, student } = await school();
    const offer = [{ name: 'Lunch', amount: 20000, optional: true }];
    const [lunch] = await source.saveFeeItems(p5._id, offer, PASSWORD);
    const ada = await student('Obi Ada', p5._id, [lunch!._id]);
    const { fullname, age, sex, phoneNo, discount, classroom } = studentBody(ada, { age: 11 });
    const withoutChoices = { fullname, age, sex, phoneNo, discount, classroom };
    const edited = await source.update('students', ada._id, withoutChoices, PASSWORD);
    expect(edited).toMatchObject({
      age: 11,
      optionalItems: [lunch!._id],
      totalFeesExpected: 60000,
    });
    // Lunch in Primary6 is another item: moving there drops the Primary5 choice.
    await source.saveFeeItems(p6._id, offer, PASSWORD);
    const moved = await source.update(
      'students',
      ada._id,
      { ...withoutChoices, classroom: p6._id },
      PASSWORD,
    );
    expect(moved).toMatchObject({ optionalItems: [], totalFeesExpected: 50000 });
  });

  it('validates items as the API does and needs the password', async () => {
    const { p5 } = await school();
    const tooLong = source.saveFeeItems(
      p5._id,
      [{ name: 'x'.repeat(61), amount: 100, optional: false }],
      PASSWORD,
    );
    await expect(tooLong).rejects.toMatchObject({
      fields: { 'items[0].name': 'Maximum of 60 characters' },
    });
    await expect(
      source.saveFeeItems(p5._id, [{ name: 'Lunch', amount: 0.5, optional: true }], PASSWORD),
    ).rejects.toThrow(ValidationError);
    const many = Array.from({ length: 21 }, (_, n) => ({
      name: `Item ${n}`,
      amount: 100,
      optional: false,
    }));
    await expect(source.saveFeeItems(p5._id, many, PASSWORD)).rejects.toThrow(ValidationError);
    await expect(source.saveFeeItems(p5._id, [], 'wrong')).rejects.toThrow(ForbiddenError);
    await expect(source.getFeeItems('missing')).rejects.toThrow(NotFoundError);
    expect(await source.getFeeItems(p5._id)).toEqual([]);
  });

  it('takes only optional items of the student’s class, on create, edit and import', async () => {
    const { school: s, p5, p6, student } = await school();
    const [books, lunch] = await source.saveFeeItems(
      p5._id,
      [
        { name: 'Books and materials', amount: 12500, optional: false },
        { name: 'Lunch', amount: 20000, optional: true },
      ],
      PASSWORD,
    );
    const refused = { message: TERM_REFUSALS.optionalItemNotInClass };
    await expect(student('Obi Ada', p5._id, [books!._id])).rejects.toMatchObject({
      ...refused,
      fields: { optionalItems: TERM_REFUSALS.optionalItemNotInClass },
    });
    await expect(student('Obi Ada', p6._id, [lunch!._id])).rejects.toMatchObject(refused);
    const ada = await student('Obi Ada', p5._id, [lunch!._id]);
    expect(ada.totalFeesExpected).toBe(40000 + 12500 + 20000);
    await expect(
      source.update('students', ada._id, studentBody(ada, { classroomId: p6._id }), PASSWORD),
    ).rejects.toMatchObject(refused);
    const row = (optionalItems: string[]) => ({
      fullname: 'Eze Chidi',
      age: 10,
      sex: 'Male' as const,
      phoneNo: '08031234567',
      discount: 0,
      classroom: p5._id,
      optionalItems,
    });
    await expect(
      source.importStudents(s._id, [row([lunch!._id]), row(['other'])], PASSWORD),
    ).rejects.toMatchObject({
      fields: { 'students[1].optionalItems': TERM_REFUSALS.optionalItemNotInClass },
    });
    expect((await source.list('students')).total).toBe(1);
  });
});
