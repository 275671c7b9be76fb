import type { BenchApi } from './api-fixture';

/** What seeding needs of a running API: its owner's writes, its owner's password, its SQL. */
export type Seeder = Pick<BenchApi, 'post' | 'withSql' | 'password'>;

export interface SeededSchool {
  schoolId: string;
  classroomIds: string[];
}

const SURNAMES = ['Okafor', 'Adeyemi', 'Bello', 'Eze', 'Ibrahim', 'Nwosu', 'Ogunleye', 'Musa'];
const GIVEN = ['Ada', 'Tunde', 'Chioma', 'Emeka', 'Fatima', 'Ngozi', 'Segun', 'Zainab', 'Ifeoma'];

/** A school with `classrooms` classrooms charging `classFees` naira, made through the API as an owner would. */
export async function createSchool(
  bench: Seeder,
  classrooms: number,
  url?: string,
  classFees = 250_000,
) {
  const { password } = bench;
  const school = await bench.post<{ _id: string }>(
    '/api/schools',
    { name: 'Benchmark Academy', address: '12 Allen Avenue, Ikeja', level: 'Primary', password },
    url,
  );
  const classroomIds: string[] = [];
  for (let index = 1; index <= classrooms; index += 1) {
    const classroom = await bench.post<{ _id: string }>(
      '/api/classrooms',
      {
        name: `Primary ${index}`,
        classTeacher: 'Mrs Adeyemi',
        classFees,
        schoolId: school._id,
        password,
      },
      url,
    );
    classroomIds.push(classroom._id);
  }
  return { schoolId: school._id, classroomIds };
}

/**
 * Fills a school through SQL, the only way to reach tens of thousands of rows in seconds: students
 * spread over its classrooms and charged their class fee in the current term, `paymentsEach`
 * recorded card payments per student in that term, then the running figures the API's writes
 * would have kept (docs/terms.md). Suites that must be exact check them with the API's recount.
 */
export async function fillSchool(
  bench: Seeder,
  school: SeededSchool,
  students: number,
  paymentsEach: number,
) {
  await bench.withSql(async (query) => {
    await fillSchoolRows(query, school, students, paymentsEach);
    // As autovacuum would soon after such a load, so no measurement pays for it running: the
    // planner sees the rows that are there, and the visibility map allows index-only scans.
    await query('vacuum analyze');
    await query('checkpoint');
  });
}

/** fillSchool's rows and figures, on a connection the caller holds, which then vacuums and analyzes. */
export async function fillSchoolRows(
  query: Query,
  { schoolId, classroomIds }: SeededSchool,
  students: number,
  paymentsEach: number,
) {
  await query(
    `insert into students (id, school_id, classroom_id, fullname, age, sex, discount, phone_no,
         total_fees_expected_kobo, created_at, updated_at)
       select gen_random_uuid()::text, $1, c.id,
         ($3::text[])[1 + g % array_length($3::text[], 1)] || ' ' ||
           ($4::text[])[1 + (g / 7) % array_length($4::text[], 1)] || ' ' || g,
         6 + g % 10, case when g % 2 = 0 then 'Male' else 'Female' end, 0,
         '0803' || lpad(g::text, 7, '0'), c.class_fees_kobo,
         now() - make_interval(secs => g), now() - make_interval(secs => g)
       from generate_series(1, $5::int) g
       join classrooms c on c.id = ($2::text[])[1 + g % array_length($2::text[], 1)]`,
    [schoolId, classroomIds, SURNAMES, GIVEN, students],
  );
  await query(
    `insert into student_terms (student_id, term_id, school_id, classroom_id, charges_kobo)
       select s.id, t.id, s.school_id, s.classroom_id, s.total_fees_expected_kobo
       from students s join terms t on t.school_id = s.school_id and t.status = 'current'
       where s.school_id = $1`,
    [schoolId],
  );
  if (paymentsEach > 0) {
    await query(
      `insert into payments (id, school_id, term_id, student_id, classroom_id, depositor_name,
           email, student_name, student_class, purpose, expected_kobo, amount_kobo, reference_no,
           status, payment_message, transaction_no, paid_at, method, created_at, updated_at)
         select gen_random_uuid()::text, s.school_id, t.id, s.id, s.classroom_id,
           'Parent of ' || s.fullname, 'parent@example.com', s.fullname, c.name,
           'School fees instalment', 2500000, 2500000, 'bench-' || s.id || '-' || k, 'success',
           'Successful', (4000000000 + k)::text, s.created_at + make_interval(days => k), 'card',
           s.created_at + make_interval(days => k), s.created_at + make_interval(days => k)
         from students s join classrooms c on c.id = s.classroom_id
           join terms t on t.school_id = s.school_id and t.status = 'current',
           generate_series(1, $2::int) k
         where s.school_id = $1`,
      [schoolId, paymentsEach],
    );
  }
  await recountSchool(query, schoolId);
}

/**
 * Puts two of every three of a filled school's students, oldest first, into a
 * family of their own (the third stays in none), as siblings enrolled one after the other would
 * be: each family takes a parent's name and phone, and its children carry the phone, as the API's
 * writes keep them (docs/families.md). Ids are uuids made from the school and the family's number.
 */
export async function groupFamilies(query: Query, schoolId: string) {
  await query(
    `with numbered as (
       select id, (row_number() over (order by created_at, id) - 1)::int as n
       from students where school_id = $1),
     grouped as (select id, n / 3 as f from numbered where n % 3 < 2),
     founded as (
       insert into families (id, school_id, name, phone_no, parent_email, created_at, updated_at)
       select md5($1 || '/family/' || f)::uuid::text, $1,
         'Mrs ' || ($2::text[])[1 + f % array_length($2::text[], 1)] || ' ' || f,
         '0805' || lpad(f::text, 7, '0'), '', now() - make_interval(secs => f),
         now() - make_interval(secs => f)
       from (select distinct f from grouped) families
       returning id, phone_no)
     update students s set family_id = founded.id, phone_no = founded.phone_no
     from grouped join founded on founded.id = md5($1 || '/family/' || grouped.f)::uuid::text
     where s.id = grouped.id`,
    [schoolId, SURNAMES],
  );
}

export type Query = Parameters<Parameters<Seeder['withSql']>[0]>[0];

async function recountSchool(query: Query, schoolId: string) {
  await query(
    `update students s set total_paid_fees_kobo = coalesce((select sum(p.amount_kobo)
       from payments p where p.student_id = s.id and p.status = 'success'), 0)
     where s.school_id = $1`,
    [schoolId],
  );
  await query(
    `update student_terms st set paid_kobo = s.total_paid_fees_kobo
     from students s where s.id = st.student_id and s.school_id = $1`,
    [schoolId],
  );
  await query(
    `update classrooms c set
       no_of_students = (select count(*) from students s where s.classroom_id = c.id),
       total_fees_expected_kobo = (select coalesce(sum(s.total_fees_expected_kobo), 0)
         from students s where s.classroom_id = c.id),
       total_fees_kobo = (select coalesce(sum(s.total_paid_fees_kobo), 0)
         from students s where s.classroom_id = c.id)
     where c.school_id = $1`,
    [schoolId],
  );
  await query(
    `update schools sc set
       no_of_students = (select count(*) from students s where s.school_id = sc.id),
       total_fees_expected_kobo = (select coalesce(sum(s.total_fees_expected_kobo), 0)
         from students s where s.school_id = sc.id),
       total_fees_kobo = (select coalesce(sum(s.total_paid_fees_kobo), 0)
         from students s where s.school_id = sc.id)
     where sc.id = $1`,
    [schoolId],
  );
}
