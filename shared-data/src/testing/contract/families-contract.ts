// Families (docs/families.md), written once and run against every DataSource in the schools of
// contract-schools.ts: siblings link the same way, a family's details reach every child, and the
// same choices are refused with the same messages.
import { FAMILY_NOT_FOUND, FAMILY_REFUSALS } from '../../constants/school-records/families';
import type { Student } from '../../types/student';
import { classroom, pay, startNext, student } from './contract-records';
import type { ContractCases, ContractSetup } from './contract-schools';

/** An edit that changes nothing but the student's family. */
export function relink(
  { source, password }: ContractSetup,
  child: Student,
  family: { familyId?: string; siblingOf?: string },
) {
  return source.update(
    'students',
    child._id,
    {
      fullname: child.fullname,
      age: child.age,
      sex: child.sex,
      phoneNo: child.phoneNo,
      parentEmail: child.parentEmail,
      discount: child.discount,
      classroom: child.classroomId,
      ...family,
    },
    password,
  );
}

/**
 * Okafor Ada (Primary4, NGN 40,000, parent e-mail ngozi@example.com) and her younger brother
 * Okafor Chidi (Primary1, NGN 30,000), registered in that order as her sibling: one family.
 */
export async function twoSiblings(setup: ContractSetup) {
  const { source, password, schoolId } = setup;
  const primary1 = await classroom(setup, 'Primary1', 30_000);
  const primary4 = await classroom(setup, 'Primary4', 40_000);
  const elder = await student(setup, primary4._id, 'Okafor Ada', {
    parentEmail: 'ngozi@example.com',
  });
  const younger = await source.create(
    'students',
    {
      fullname: 'Okafor Chidi',
      age: 6,
      sex: 'Male',
      phoneNo: '08099999999',
      parentEmail: '',
      discount: 0,
      classroom: primary1._id,
      schoolId,
      siblingOf: elder._id,
    },
    password,
  );
  return { elder, younger, primary1, primary4 };
}

/** Bello Musa, a student of another school of the same account. */
export async function studentOfAnotherSchool(setup: ContractSetup) {
  const { source, password, schoolId } = setup;
  const other = await source.create(
    'schools',
    { name: `Other ${schoolId}`.slice(0, 60), address: '1 Marina, Lagos', level: 'Primary' },
    password,
  );
  const room = await source.create(
    'classrooms',
    { name: 'Primary2', classTeacher: 'Mr Bello', classFees: 20_000, schoolId: other._id },
    password,
  );
  return student({ ...setup, schoolId: other._id }, room._id, 'Bello Musa');
}

const RULE = { second: 10, later: 15, order: 'age' as const };

/** The current term's charge lines of a student, in naira. */
async function currentCharges({ source }: ContractSetup, studentId: string) {
  return (await source.getStatement(studentId)).terms.at(-1)?.charges;
}

/** A refusal of `field` with `message`, as both sources word it. */
export const refusal = (field: string, message: string) =>
  expect.objectContaining({ message, fields: { [field]: message } });

export const FAMILIES_CASES: ContractCases = {
  async "a sibling founds a family from the elder's details, which both children share"(setup) {
    const { source, schoolId } = setup;
    const { elder, younger } = await twoSiblings(setup);
    expect(younger.familyId).not.toBe('');
    expect(younger).toMatchObject({ phoneNo: '08031234567', parentEmail: 'ngozi@example.com' });
    const family = await source.getFamily(younger.familyId);
    expect(family).toMatchObject({
      schoolId,
      name: 'Okafor family',
      phoneNo: '08031234567',
      parentEmail: 'ngozi@example.com',
      children: 2,
      balance: 70_000,
    });
    const children = await source.list('students', { filter: { familyId: family._id } });
    expect(children.items.map((child) => child.fullname)).toEqual(['Okafor Ada', 'Okafor Chidi']);
    expect((await source.get('students', elder._id)).familyId).toBe(family._id);
  },

  async "a family's balance is its children's, credit included"(setup) {
    const { elder, younger } = await twoSiblings(setup);
    await pay(setup, elder._id, 45_000);
    await pay(setup, younger._id, 10_000.5);
    const family = await setup.source.getFamily(younger.familyId);
    expect(family.balance).toBe(14_999.5);
  },

  async "an edit of the family moves the parent's details onto every child"(setup) {
    const { source, password } = setup;
    const { elder, younger } = await twoSiblings(setup);
    const edited = await source.updateFamily(
      younger.familyId,
      { name: 'Mrs Ngozi Okafor', phoneNo: '08122223333', parentEmail: 'okafor@example.com' },
      password,
    );
    expect(edited).toMatchObject({ name: 'Mrs Ngozi Okafor', phoneNo: '08122223333' });
    for (const id of [elder._id, younger._id]) {
      expect(await source.get('students', id)).toMatchObject({
        phoneNo: '08122223333',
        parentEmail: 'okafor@example.com',
      });
    }
    const mine = await relink(setup, await source.get('students', elder._id), {});
    expect(mine).toMatchObject({ familyId: younger.familyId, phoneNo: '08122223333' });
  },

  async 'a child who leaves keeps their details; the last to leave ends the family'(setup) {
    const { source } = setup;
    const { elder, younger } = await twoSiblings(setup);
    const left = await relink(setup, younger, { familyId: '' });
    expect(left).toMatchObject({ familyId: '', phoneNo: '08031234567' });
    expect(await source.getFamily(younger.familyId)).toMatchObject({ children: 1 });
    await relink(setup, await source.get('students', elder._id), { familyId: '' });
    await expect(source.getFamily(younger.familyId)).rejects.toMatchObject({
      message: FAMILY_NOT_FOUND,
    });
  },

  async 'joins a family by its id, and finds families by name, phone or e-mail'(setup) {
    const { source, schoolId } = setup;
    const { younger, primary1 } = await twoSiblings(setup);
    const third = await student(setup, primary1._id, 'Okafor Emeka');
    const joined = await relink(setup, third, { familyId: younger.familyId });
    expect(joined).toMatchObject({ familyId: younger.familyId, parentEmail: 'ngozi@example.com' });
    await student(setup, primary1._id, 'Bello Musa');
    for (const q of ['OKAFOR', '0803123', 'ngozi@']) {
      const found = await source.listFamilies(schoolId, { q });
      expect(found.items.map((family) => [family.name, family.children])).toEqual([
        ['Okafor family', 3],
      ]);
    }
    expect((await source.listFamilies(schoolId, { q: 'bello' })).total).toBe(0);
  },

  async 'refuses a sibling or family of another school, and both at once'(setup) {
    const { source } = setup;
    const { elder, younger } = await twoSiblings(setup);
    const stranger = await studentOfAnotherSchool(setup);
    await expect(relink(setup, stranger, { siblingOf: elder._id })).rejects.toEqual(
      refusal('siblingOf', FAMILY_REFUSALS.siblingNotFound),
    );
    await expect(relink(setup, stranger, { familyId: younger.familyId })).rejects.toEqual(
      refusal('familyId', FAMILY_REFUSALS.familyNotFound),
    );
    await expect(
      relink(setup, stranger, { familyId: younger.familyId, siblingOf: elder._id }),
    ).rejects.toEqual(refusal('familyId', FAMILY_REFUSALS.familyAndSibling));
    expect((await source.get('students', stranger._id)).familyId).toBe('');
  },

  async 'the sibling discount charges the second child less, on its own line, and moves every total'(
    setup,
  ) {
    const { source, password, schoolId } = setup;
    const { elder, younger, primary1 } = await twoSiblings(setup);
    const school = await source.setSiblingDiscount(schoolId, RULE, password);
    expect(school.siblingDiscount).toEqual(RULE);
    expect(await currentCharges(setup, younger._id)).toEqual([
      { name: 'Class fee', amount: 30_000 },
      { name: 'Sibling discount (10%)', amount: -3_000 },
    ]);
    expect(await currentCharges(setup, elder._id)).toEqual([{ name: 'Class fee', amount: 40_000 }]);
    expect(await source.get('students', younger._id)).toMatchObject({ balance: 27_000 });
    expect(await source.getFamily(younger.familyId)).toMatchObject({ balance: 67_000 });
    expect((await source.get('classrooms', primary1._id)).totalFeesExpected).toBe(27_000);
    expect((await source.get('schools', schoolId)).totalFeesExpected).toBe(67_000);

    // A third child of ten, with a discount of his own: second by age after Ada, also ten but
    // registered first, so 10% off what his 20% leaves; Chidi becomes the third, at 15%.
    const third = await student(setup, primary1._id, 'Okafor Emeka', { discount: 20 });
    await relink(setup, third, { siblingOf: elder._id });
    expect(await currentCharges(setup, third._id)).toEqual([
      { name: 'Class fee', amount: 30_000 },
      { name: 'Discount (20%)', amount: -6_000 },
      { name: 'Sibling discount (10%)', amount: -2_400 },
    ]);
    expect(await currentCharges(setup, younger._id)).toEqual([
      { name: 'Class fee', amount: 30_000 },
      { name: 'Sibling discount (15%)', amount: -4_500 },
    ]);
    expect((await source.get('schools', schoolId)).totalFeesExpected).toBe(87_100);
  },

  async 'counts by class when the school says so, and re-counts when a child leaves'(setup) {
    const { source, password, schoolId } = setup;
    const { elder, younger } = await twoSiblings(setup);
    // Chidi, the younger, is put in the higher class: by class he is the first child.
    const primary6 = await classroom(setup, 'Primary6', 50_000);
    await source.update(
      'students',
      younger._id,
      {
        fullname: younger.fullname,
        age: younger.age,
        sex: younger.sex,
        phoneNo: younger.phoneNo,
        parentEmail: younger.parentEmail,
        discount: 0,
        classroom: primary6._id,
      },
      password,
    );
    await source.setSiblingDiscount(schoolId, { ...RULE, order: 'class' }, password);
    expect(await currentCharges(setup, elder._id)).toEqual([
      { name: 'Class fee', amount: 40_000 },
      { name: 'Sibling discount (10%)', amount: -4_000 },
    ]);
    await relink(setup, await source.get('students', younger._id), { familyId: '' });
    expect(await currentCharges(setup, elder._id)).toEqual([{ name: 'Class fee', amount: 40_000 }]);
    expect((await source.get('schools', schoolId)).totalFeesExpected).toBe(90_000);
    await expect(
      source.setSiblingDiscount(schoolId, { ...RULE, second: 120 }, password),
    ).rejects.toMatchObject({ fields: { second: expect.stringMatching(/between 0 and 100/) } });
  },

  async 'the next term charges the discount again, and the closed term keeps its line'(setup) {
    const { source, password, schoolId } = setup;
    const { younger } = await twoSiblings(setup);
    await source.setSiblingDiscount(schoolId, RULE, password);
    await pay(setup, younger._id, 27_000);
    await startNext(setup);
    const statement = await source.getStatement(younger._id);
    expect(statement.terms.map((term) => [term.name, term.charges, term.balance])).toEqual([
      [
        'First term',
        [
          { name: 'Class fee', amount: 30_000 },
          { name: 'Sibling discount (10%)', amount: -3_000 },
        ],
        0,
      ],
      [
        'Second term',
        [
          { name: 'Class fee', amount: 30_000 },
          { name: 'Sibling discount (10%)', amount: -3_000 },
        ],
        27_000,
      ],
    ]);
    // Ada's unpaid NGN 40,000 comes forward beside her new term; Chidi's term is all he owes.
    expect((await source.get('schools', schoolId)).totalFeesExpected).toBe(107_000);
  },

  async 'an imported file joins families by parent phone, and founds them for shared phones'(
    setup,
  ) {
    const { source, password, schoolId } = setup;
    const { younger, primary1 } = await twoSiblings(setup);
    await source.setSiblingDiscount(schoolId, RULE, password);
    const row = (fullname: string, phoneNo: string, age = 5) => ({
      fullname,
      age,
      sex: 'Male' as const,
      phoneNo,
      parentEmail: '',
      discount: 0,
      classroom: primary1._id,
    });
    await source.importStudents(
      schoolId,
      [
        row('Okafor Ngozi', '08031234567'),
        row('Bello Musa', '08032222222', 9),
        row('Bello Sani', '08032222222'),
        row('Eze Chioma', '08034444444'),
      ],
      password,
    );
    const { items } = await source.list('students', { filter: { schoolId } });
    const familyOf = (name: string) => items.find((one) => one.fullname === name)?.familyId;
    expect(familyOf('Okafor Ngozi')).toBe(younger.familyId);
    expect(items.find((one) => one.fullname === 'Okafor Ngozi')?.parentEmail).toBe(
      'ngozi@example.com',
    );
    expect(familyOf('Bello Sani')).toBe(familyOf('Bello Musa'));
    expect(familyOf('Eze Chioma')).toBe('');
    const families = await source.listFamilies(schoolId);
    expect(families.items.map((family) => [family.name, family.children])).toEqual([
      ['Okafor family', 3],
      ['Bello family', 2],
    ]);
    expect(
      await currentCharges(setup, items.find((one) => one.fullname === 'Bello Sani')!._id),
    ).toEqual([
      { name: 'Class fee', amount: 30_000 },
      { name: 'Sibling discount (10%)', amount: -3_000 },
    ]);
  },
};
