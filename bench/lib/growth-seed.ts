import { recountDatabase } from '@fees/api/recount';
import { transferBody } from '@fees/api/testing/payment-bodies';
import {
  createSchool,
  fillSchoolRows,
  groupFamilies,
  type Seeder,
  type SeededSchool,
} from './seed';

export interface GrowthSchool extends SeededSchool {
  students: number;
  paymentsEach: number;
}

/** The shape of each school of the growth bench: the first is the large one measured. */
interface SchoolShape {
  students: number;
  paymentsEach: number;
  classrooms: number;
  /** Each class's fee in naira; the seed's card payments are of ₦25,000. */
  classFees: number;
}

export interface GrowthShape {
  largest: SchoolShape;
  others: SchoolShape;
}

export const GROWTH_SHAPE: GrowthShape = {
  // Every student of the largest school owes ₦50,000 of ₦300,000: the defaulters list them all.
  largest: { students: 5_000, paymentsEach: 10, classrooms: 10, classFees: 300_000 },
  others: { students: 300, paymentsEach: 2, classrooms: 3, classFees: 250_000 },
};

/**
 * Adds schools until the database holds `total` (the first being the large one): each school and
 * its classrooms through the API, as an owner makes them (school, membership, first term, audit),
 * then their students, charges and payments in bulk through SQL with the running figures the
 * writes keep (bench/lib/seed.ts), then a VACUUM ANALYZE.
 */
export async function growTo(
  bench: Seeder & { ownerId: string },
  schools: GrowthSchool[],
  total: number,
  shape: GrowthShape = GROWTH_SHAPE,
) {
  const { ownerId } = bench;
  const added: GrowthSchool[] = [];
  while (schools.length + added.length < total) {
    const { classrooms, students, paymentsEach, classFees } =
      schools.length + added.length === 0 ? shape.largest : shape.others;
    added.push({
      ...(await createSchool(bench, classrooms, undefined, classFees)),
      students,
      paymentsEach,
    });
  }
  await bench.withSql(async (query) => {
    // A hosted school has its own owner: the bench's owner keeps the first school only, so its
    // signed-in reads see one school at every size. Each other owner is a verified account like
    // the one signing up made, with the same password.
    await query(
      `with moved as (
         select id as school_id, gen_random_uuid()::text as user_id
         from schools where id = any($1::text[]) and id <> $3),
       owners as (
         insert into users (id, firstname, lastname, email, phone, password_hash,
           email_verified_at, created_at, updated_at)
         select m.user_id, u.firstname, u.lastname, 'owner.' || m.school_id || '@school.ng',
           u.phone, u.password_hash, u.email_verified_at, now(), now()
         from moved m join users u on u.id = $2
         returning id),
       members as (
         update school_members sm set user_id = m.user_id
         from moved m where sm.school_id = m.school_id and sm.user_id = $2)
       update schools s set owner_id = m.user_id from moved m where s.id = m.school_id`,
      [added.map((school) => school.schoolId), ownerId, (schools[0] ?? added[0])?.schoolId],
    );
    for (const school of added) {
      await fillSchoolRows(query, school, school.students, school.paymentsEach);
      await groupFamilies(query, school.schoolId);
    }
    // As autovacuum would soon after such a load, so every size is measured settled alike: the
    // planner sees the rows that are there, and the visibility map allows index-only scans.
    await query('vacuum analyze');
    await query('checkpoint');
  });
  schools.push(...added);
}

const keysOf = (value: unknown) => Object.keys(value as Record<string, unknown>).sort();

/**
 * Proves the bulk rows are the product's: a student the API enrols beside the seeded ones, a
 * payment it records for them and the family their sibling founds, read back with the same fields
 * as seeded ones (a seeded child carrying the family's phone), and the recount
 * from the ledger agrees with every running figure, the seed's and the API's writes' alike.
 * Throws what differs.
 */
export async function checkSeedAgainstApi(
  bench: Seeder & { api: { url: string }; headers: Record<string, string> },
  school: SeededSchool,
  databaseUrl: string,
) {
  const enrolled = await bench.post<Record<string, unknown>>('/api/students', {
    fullname: 'Okafor Chidi',
    age: 9,
    sex: 'Male',
    phoneNo: '08031234567',
    classroom: school.classroomIds[0],
    schoolId: school.schoolId,
    password: bench.password,
  });
  const read = async (path: string) => {
    const response = await fetch(`${bench.api.url}${path}`, { headers: bench.headers });
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    return (await response.json()) as Array<Record<string, unknown>>;
  };
  const [seeded] = await read(`/api/students?schoolId=${school.schoolId}&limit=1`);
  const [viaApi] = await read(`/api/students?_id=${String(enrolled._id)}`);
  if (!seeded || !viaApi || seeded._id === viaApi._id) {
    throw new Error('The school lists no seeded or no enrolled student');
  }
  const recorded = await bench.post<Record<string, unknown>>('/api/payments/record', {
    ...transferBody(school.schoolId, String(enrolled._id)),
    password: bench.password,
  });
  const [seededPayment] = await read(`/api/payments?studentId=${String(seeded._id)}&limit=1`);
  const [paymentViaApi] = await read(`/api/payments?_id=${String(recorded._id)}`);
  if (!seededPayment || !paymentViaApi) {
    throw new Error('The school lists no seeded or no recorded payment');
  }
  // A sibling enrolled through the API founds a family, as the seed's families were founded.
  const sibling = await bench.post<Record<string, unknown>>('/api/students', {
    fullname: 'Okafor Ifeoma',
    age: 7,
    sex: 'Female',
    phoneNo: '08031234567',
    classroom: school.classroomIds[0],
    schoolId: school.schoolId,
    siblingOf: enrolled._id,
    password: bench.password,
  });
  const family = async (id: unknown) => {
    const response = await fetch(`${bench.api.url}/api/families/${String(id)}`, {
      headers: bench.headers,
    });
    if (!response.ok) throw new Error(`GET family ${String(id)} answered ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  };
  const seededFamily = await family(seeded.familyId);
  const familyViaApi = await family(sibling.familyId);
  const problems: string[] = [];
  if (seeded.phoneNo !== seededFamily.phoneNo) {
    problems.push(`A seeded child's phone ${String(seeded.phoneNo)} is not their family's`);
  }
  for (const [what, bulk, api] of [
    ['student', seeded, viaApi],
    ['payment', seededPayment, paymentViaApi],
    ['family', seededFamily, familyViaApi],
  ] as const) {
    if (keysOf(bulk).join() !== keysOf(api).join()) {
      problems.push(`Seeded ${what} fields ${keysOf(bulk)} differ from the API's ${keysOf(api)}`);
    }
  }
  problems.push(...(await recountDatabase(databaseUrl)));
  if (problems.length > 0) {
    throw new Error(`The bulk seed differs from the API's writes:\n${problems.join('\n')}`);
  }
}
