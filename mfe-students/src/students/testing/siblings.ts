import type { DataSource } from '@fees/shared-data';
import type { School } from '@fees/shared-data/core';

type Context = { source: DataSource; school: School | null; password: string | null };

/**
 * An `arrange` step: a new Primary4 class of the school, with Ibekwe Ada (12) and her brother
 * Ibekwe Chidi (9) in one family, and the school's sibling discount 10% off a second child by age,
 * so Chidi is charged 10% less and Ada the full fee.
 */
export async function ibekweSiblings({ source, school, password }: Context) {
  const schoolId = school!._id;
  await source.setSiblingDiscount(schoolId, { second: 10, later: 15, order: 'age' }, password!);
  const room = await source.create(
    'classrooms',
    { name: 'Primary4', classTeacher: 'Mrs Adebayo', classFees: 30000, schoolId },
    password!,
  );
  const child = (fullname: string, age: number, siblingOf = '') =>
    source.create(
      'students',
      {
        ...{ fullname, age, sex: 'Female', phoneNo: '08031234567', parentEmail: '' },
        ...{ discount: 0, classroom: room._id, schoolId, optionalItems: [], siblingOf },
      },
      password!,
    );
  const ada = await child('Ibekwe Ada', 12);
  const chidi = await child('Ibekwe Chidi', 9, ada._id);
  return { ada, chidi };
}
