import type { GuestData, GuestFamily } from '../sources/guest-storage';
import type { Student } from '../types/student';
import { FEMALE_NAMES } from './demo-names';
import type { SiblingDiscountRule, SiblingOrder } from '../ledger/charges/sibling-discount';
import type { Prng } from './prng';

/**
 * The demo schools' sibling discount: 10% off for a second child, 15% for each after, counted by
 * age; the secondary school counts by class instead, so both orders are there to see.
 */
const DEMO_RULE: SiblingDiscountRule = { second: 10, later: 15, order: 'age' };

/** Families each demo school has, at most, and children each family has, at most. */
const FAMILIES_PER_SCHOOL = 4;
const CHILDREN_PER_FAMILY = 3;

type Stamps = (time: number) => { _id: string; createdAt: string; updatedAt: string };

/**
 * Siblings in the demo (docs/families.md): in each school, students who share a last name and sit
 * in different classes become one family, named after a mother, with the eldest child's phone and
 * e-mail as every child's, and the school sets its sibling discount. Made last, so every other demo
 * record is as it was before families; the closed term's frozen lines hold no sibling discount,
 * as a rule set this term would leave them.
 */
export function withDemoFamilies(data: GuestData, random: Prng, stamps: Stamps): GuestData {
  const families: GuestFamily[] = [];
  const students = data.students.map((student) => ({ ...student }));
  for (const school of data.schools) {
    const bySurname = new Map<string, Student[]>();
    for (const student of students) {
      if (student.schoolId !== school._id || student.enrolment !== 'enrolled') continue;
      const surname = student.fullname.split(' ')[0] ?? '';
      bySurname.set(surname, [...(bySurname.get(surname) ?? []), student]);
    }
    let made = 0;
    for (const [surname, namesakes] of bySurname) {
      if (made === FAMILIES_PER_SCHOOL) break;
      const children = oneEachClass(namesakes).slice(0, CHILDREN_PER_FAMILY);
      if (children.length < 2) continue;
      const eldest = children.reduce((a, b) => (b.age > a.age ? b : a));
      const family: GuestFamily = {
        ...stamps(Date.parse(eldest.createdAt)),
        schoolId: school._id,
        name: `Mrs ${random.pick(FEMALE_NAMES)} ${surname}`,
        phoneNo: eldest.phoneNo,
        parentEmail: eldest.parentEmail,
      };
      families.push(family);
      for (const child of children) {
        Object.assign(child, {
          familyId: family._id,
          phoneNo: family.phoneNo,
          parentEmail: family.parentEmail,
        });
      }
      made += 1;
    }
  }
  const schools = data.schools.map((school) => {
    const order: SiblingOrder = school.level === 'Secondary' ? 'class' : 'age';
    return { ...school, siblingDiscount: { ...DEMO_RULE, order } };
  });
  return { ...data, schools, students, families };
}

/**
 * Siblings are never classmates here, nor namesakes: one student of each class, each with a name
 * of their own, in the order they came.
 */
function oneEachClass(students: Student[]): Student[] {
  const seen = new Set<string>();
  return students.filter((student) => {
    if (seen.has(student.classroomId) || seen.has(student.fullname)) return false;
    seen.add(student.classroomId).add(student.fullname);
    return true;
  });
}
