import {
  familyNameOf,
  importFamilies,
  LIMITS,
  type FamilyUpdateBody,
  type DueAtOnce,
  type Instalment,
  type ParentOf,
} from '@fees/shared-data/core';
import { and, asc, count, eq, ilike, isNull, ne, not, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable, Transaction } from '../db/client';
import { anyOf } from '../db/fixed-text';
import { families, schools, students } from '../db/schema/schools';
import { likePattern, readPage, type ListQuery } from '../http/list-query';
import { lockSchool } from '../schools';
import { studentPlanColumns } from '../terms';
import { reachableBy } from '../schools';
import { STUDENT_BALANCE_KOBO } from '../ledger/counted-payments';
import type { Caller } from '../plugins/access/access';

/**
 * The family row's id, named with its table: drizzle leaves a column of a one-table select
 * unqualified, which inside a subquery on students would name the student's id.
 */
const familyRowId = sql`${sql.identifier('families')}.${sql.identifier('id')}`;

/** How many children the family has now. */
const children = sql<number>`(
  select count(*) from ${students} where ${students.familyId} = ${familyRowId}
)`.mapWith(Number);

/** What its children owe together, in kobo; negative is a credit. */
const balanceKobo = sql<number>`(
  select coalesce(sum(${STUDENT_BALANCE_KOBO}), 0)
  from ${students} where ${students.familyId} = ${familyRowId}
)`.mapWith(Number);

/** Each child's figures in kobo and the plan that applies to them, for what the family has due. */
const childrenDue = sql<FamilyChildDue[]>`(
  select coalesce(json_agg(json_build_object(
    'broughtForwardKobo', ${students.broughtForwardKobo},
    'expectedKobo', ${students.totalFeesExpectedKobo},
    'paidKobo', ${students.totalPaidFeesKobo},
    'planInstalments', ${studentPlanColumns.planInstalments},
    'termOpenedAt', ${studentPlanColumns.termOpenedAt},
    'lateFeesDue', ${studentPlanColumns.lateFeesDue}
  )), '[]'::json)
  from ${students} where ${students.familyId} = ${familyRowId}
)`;

const columns = {
  id: families.id,
  schoolId: families.schoolId,
  name: families.name,
  phoneNo: families.phoneNo,
  parentEmail: families.parentEmail,
  createdAt: families.createdAt,
  updatedAt: families.updatedAt,
  children,
  balanceKobo,
  childrenDue,
};

export interface FamilyChildDue {
  broughtForwardKobo: number;
  expectedKobo: number;
  paidKobo: number;
  planInstalments: Instalment[] | null;
  termOpenedAt: string;
  /** The late fees not waived, each due from the day it was charged. */
  lateFeesDue: DueAtOnce[];
}

export type FamilyRow = {
  id: string;
  schoolId: string;
  name: string;
  phoneNo: string;
  parentEmail: string;
  createdAt: Date;
  updatedAt: Date;
  children: number;
  balanceKobo: number;
  childrenDue: FamilyChildDue[];
};

/** A family the user reaches through its school, or null. */
export async function findFamily(
  db: Queryable,
  userId: string,
  id: string,
): Promise<FamilyRow | null> {
  const [row] = await db
    .select(columns)
    .from(families)
    .innerJoin(schools, eq(schools.id, families.schoolId))
    .where(and(eq(families.id, id), reachableBy(userId)))
    .limit(1);
  return row ?? null;
}

/** A page of the school's families in the order they were founded; `q` as docs/families.md says. */
export async function listFamilies(db: Queryable, schoolId: string, query: ListQuery) {
  const conditions: SQL[] = [eq(families.schoolId, schoolId)];
  if (query.q) {
    const pattern = likePattern(query.q);
    const matched = or(
      ilike(families.name, pattern),
      ilike(families.phoneNo, pattern),
      ilike(families.parentEmail, pattern),
    );
    if (matched) conditions.push(matched);
  }
  const where = and(...conditions);
  return readPage(
    query,
    db
      .select(columns)
      .from(families)
      .where(where)
      .orderBy(asc(families.createdAt), asc(families.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(families).where(where),
  );
}

/**
 * A family's details are every child's: the edit writes them onto each child in the same
 * transaction, under the school's lock, so no student write in between keeps the old ones.
 */
export async function updateFamily(
  db: Queryable,
  caller: Caller,
  id: string,
  body: Omit<FamilyUpdateBody, 'password'>,
): Promise<FamilyRow | null> {
  return db.transaction(async (tx) => {
    const found = await findFamily(tx, caller.user.id, id);
    if (!found || !(await lockSchool(tx, found.schoolId, caller))) return null;
    const details = { phoneNo: body.phoneNo.trim(), parentEmail: body.parentEmail?.trim() ?? '' };
    await tx
      .update(families)
      .set({ name: body.name.trim(), ...details, updatedAt: new Date() })
      .where(eq(families.id, id));
    await tx.update(students).set(details).where(eq(students.familyId, id));
    return findFamily(tx, caller.user.id, id);
  });
}

/** Where a student's write says to put them (docs/families.md). */
export interface FamilyChoice {
  familyId?: string | undefined;
  siblingOf?: string | undefined;
}

export type FamilyRefusal =
  'family-and-sibling' | 'family-not-found' | 'sibling-not-found' | 'family-full';

/** The family a student joins, null for none, with the parent's details its children share. */
export interface ChosenFamily {
  familyId: string | null;
  details: { phoneNo: string; parentEmail: string } | null;
}

/**
 * The family a student written in `schoolId` joins, under the school's lock the write holds; a
 * sibling without one founds it from their own parent's details, named after them.
 */
export async function chosenFamily(
  tx: Transaction,
  schoolId: string,
  student: { id: string | null; familyId: string | null },
  { familyId, siblingOf }: FamilyChoice,
): Promise<ChosenFamily | FamilyRefusal> {
  if (familyId && siblingOf) return 'family-and-sibling';
  let joined = familyId === undefined ? student.familyId : familyId || null;
  if (familyId) {
    const [family] = await tx
      .select({ id: families.id })
      .from(families)
      .where(and(eq(families.id, familyId), eq(families.schoolId, schoolId)));
    if (!family) return 'family-not-found';
  }
  if (siblingOf) {
    const [sibling] = await tx
      .select()
      .from(students)
      .where(
        and(
          eq(students.id, siblingOf),
          eq(students.schoolId, schoolId),
          student.id === null ? undefined : ne(students.id, student.id),
        ),
      );
    if (!sibling) return 'sibling-not-found';
    joined = sibling.familyId ?? (await foundFamily(tx, sibling));
  }
  if (joined === null) return { familyId: null, details: null };
  if (joined !== student.familyId) {
    const [row] = await tx
      .select({ others: count() })
      .from(students)
      .where(
        and(
          eq(students.familyId, joined),
          student.id === null ? undefined : ne(students.id, student.id),
        ),
      );
    if ((row?.others ?? 0) >= LIMITS.familyChildrenMax) return 'family-full';
  }
  const [details] = await tx
    .select({ phoneNo: families.phoneNo, parentEmail: families.parentEmail })
    .from(families)
    .where(eq(families.id, joined));
  return { familyId: joined, details: details ?? null };
}

async function foundFamily(
  tx: Transaction,
  sibling: { id: string; schoolId: string; fullname: string; phoneNo: string; parentEmail: string },
): Promise<string> {
  const [family] = await tx
    .insert(families)
    .values({
      schoolId: sibling.schoolId,
      name: familyNameOf(sibling.fullname),
      phoneNo: sibling.phoneNo,
      parentEmail: sibling.parentEmail,
    })
    .returning({ id: families.id });
  if (!family) throw new Error('insert returned no row');
  await tx.update(students).set({ familyId: family.id }).where(eq(students.id, sibling.id));
  return family.id;
}

/**
 * The family each row of an imported file joins, by parent phone (docs/families.md#import), with
 * the parent details it shares; founds the families the file makes and links the school's
 * students who join them. Runs under the school's lock the import holds.
 */
export async function importedFamilies(
  tx: Transaction,
  schoolId: string,
  rows: readonly ParentOf[],
): Promise<(ChosenFamily | null)[]> {
  const phones = [...new Set(rows.map((row) => row.phoneNo.trim()))];
  const known = await tx
    .select(columns)
    .from(families)
    .where(and(eq(families.schoolId, schoolId), anyOf(families.phoneNo, phones)))
    .orderBy(asc(families.createdAt), asc(families.id));
  const loners = await tx
    .select()
    .from(students)
    .where(
      and(
        eq(students.schoolId, schoolId),
        isNull(students.familyId),
        anyOf(students.phoneNo, phones),
      ),
    )
    .orderBy(asc(students.createdAt), asc(students.id));
  const plan = importFamilies(
    rows,
    known.map((family) => ({ ...family, _id: family.id })),
    loners.map((one) => ({ ...one, _id: one.id })),
  );
  const founded: ChosenFamily[] = [];
  for (const { studentIds, ...details } of plan.founded) {
    const [family] = await tx
      .insert(families)
      .values({ schoolId, ...details })
      .returning({ id: families.id });
    if (!family) throw new Error('insert returned no row');
    if (studentIds.length > 0) {
      await tx
        .update(students)
        .set({ familyId: family.id, parentEmail: details.parentEmail })
        .where(anyOf(students.id, studentIds));
    }
    const { phoneNo, parentEmail } = details;
    founded.push({ familyId: family.id, details: { phoneNo, parentEmail } });
  }
  return plan.rows.map((placed) => {
    if (placed === null) return null;
    if ('founded' in placed) return founded[placed.founded] ?? null;
    const family = known.find((one) => one.id === placed.familyId);
    return family
      ? {
          familyId: family.id,
          details: { phoneNo: family.phoneNo, parentEmail: family.parentEmail },
        }
      : null;
  });
}

/** A family whose last child left or was deleted goes with them. */
export async function dropIfEmpty(tx: Transaction, familyId: string | null): Promise<void> {
  if (familyId === null) return;
  await tx
    .delete(families)
    .where(
      and(
        eq(families.id, familyId),
        not(sql`exists (select 1 from ${students} where ${students.familyId} = ${familyId})`),
      ),
    );
}
