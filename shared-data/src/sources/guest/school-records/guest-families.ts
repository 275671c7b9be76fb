import {
  FAMILY_NOT_FOUND,
  FAMILY_REFUSALS,
  familyNameOf,
} from '../../../constants/school-records/families';
import { importFamilies, type ParentOf } from '../../../families/import-families';
import { LIMITS } from '../../../constants/limits';
import { sumNaira } from '../../../format/fees';
import { toKobo, toNaira } from '../../../format/money/money';
import { familyDue } from '../../../ledger/due-now';
import type { Family } from '../../../types/family';
import type { Student } from '../../../types/student';
import { familyUpdateBodySchema } from '../../../validation/school-records/family-schemas';
import { NotFoundError, ValidationError } from '../../data-errors';
import type { FamilyInput, FamilyListParams, ListResult } from '../../data-source';
import type { GuestData, GuestFamily } from '../../guest-storage';
import {
  newRecordBase,
  readAll,
  readForChange,
  writeAll,
  type GuestContext,
} from '../guest-records';

/** A family with what its children now add up to. */
function withFigures(data: GuestData, family: GuestFamily): Family {
  const children = data.students.filter((student) => student.familyId === family._id);
  const due = familyDue(
    children.map((child) => ({
      dueNowKobo: toKobo(child.dueNow),
      overdueSince: child.overdueSince,
    })),
  );
  return {
    ...family,
    children: children.length,
    balance: sumNaira(children.map((child) => child.balance)),
    dueNow: toNaira(due.dueNowKobo),
    overdueSince: due.overdueSince,
  };
}

function findFamily(data: GuestData, id: string): GuestFamily {
  const family = data.families.find((one) => one._id === id);
  if (!family) throw new NotFoundError(FAMILY_NOT_FOUND);
  return family;
}

/** What a family search matches: its name, phone or e-mail, case aside. */
function matchesQuery(family: GuestFamily, q: string): boolean {
  const wanted = q.toLowerCase();
  return [family.name, family.phoneNo, family.parentEmail].some((value) =>
    value.toLowerCase().includes(wanted),
  );
}

export function listFamilies(
  context: GuestContext,
  schoolId: string,
  params: FamilyListParams = {},
): ListResult<Family> {
  const data = readAll(context);
  if (!data.schools.some((school) => school._id === schoolId)) {
    throw new NotFoundError('School not found');
  }
  const q = params.q?.trim() ?? '';
  const matching = data.families.filter(
    (family) => family.schoolId === schoolId && (q === '' || matchesQuery(family, q)),
  );
  const offset = params.offset ?? 0;
  const page = matching.slice(offset, offset + (params.limit ?? LIMITS.pageSizeMax));
  return { items: page.map((family) => withFigures(data, family)), total: matching.length };
}

export function getFamily(context: GuestContext, id: string): Family {
  const data = readAll(context);
  return withFigures(data, findFamily(data, id));
}

/** A family's details are every child's: an edit moves them onto each, in the same write. */
export function updateFamily(
  context: GuestContext,
  id: string,
  input: FamilyInput,
  password: string,
): Family {
  const data = readForChange(context, 'changeFamilies', familyUpdateBodySchema, {
    ...input,
    password,
  });
  const family = findFamily(data, id);
  const stamp = context.now().toISOString();
  Object.assign(family, {
    name: input.name.trim(),
    phoneNo: input.phoneNo.trim(),
    parentEmail: input.parentEmail?.trim() ?? '',
    updatedAt: stamp,
  });
  for (const child of data.students.filter((student) => student.familyId === id)) {
    Object.assign(child, { phoneNo: family.phoneNo, parentEmail: family.parentEmail });
  }
  writeAll(context, data);
  return getFamily(context, id);
}

/** Where a student's write says to put them: a family, a sibling's, none, or where they are. */
export interface FamilyChoice {
  familyId?: string;
  siblingOf?: string;
}

function refuse(field: keyof FamilyChoice, message: string): never {
  throw new ValidationError(message, { [field]: message });
}

/**
 * The family a student written in `schoolId` joins (docs/families.md), '' for none; a sibling
 * without one founds it from their own parent's details. Changes `data` only when it founds one.
 */
export function chosenFamily(
  context: GuestContext,
  data: GuestData,
  schoolId: string,
  student: { _id?: string; familyId: string },
  choice: FamilyChoice,
): string {
  const { familyId, siblingOf } = choice;
  if (familyId && siblingOf) refuse('familyId', FAMILY_REFUSALS.familyAndSibling);
  let joined = familyId ?? student.familyId;
  if (familyId) {
    const family = data.families.find((one) => one._id === familyId);
    if (family?.schoolId !== schoolId) refuse('familyId', FAMILY_REFUSALS.familyNotFound);
  }
  if (siblingOf) {
    const sibling = data.students.find((one) => one._id === siblingOf);
    if (sibling?.schoolId !== schoolId || sibling._id === student._id) {
      refuse('siblingOf', FAMILY_REFUSALS.siblingNotFound);
    }
    joined = sibling.familyId || foundFamily(context, data, sibling);
  }
  const others = data.students.filter((one) => one.familyId === joined && one._id !== student._id);
  if (joined && joined !== student.familyId && others.length >= LIMITS.familyChildrenMax) {
    refuse(siblingOf ? 'siblingOf' : 'familyId', FAMILY_REFUSALS.familyFull);
  }
  return joined;
}

/** A family of one, the sibling a new student is linked to, named after them. */
function foundFamily(context: GuestContext, data: GuestData, sibling: Student): string {
  const family: GuestFamily = {
    ...newRecordBase(context),
    schoolId: sibling.schoolId,
    name: familyNameOf(sibling.fullname),
    phoneNo: sibling.phoneNo,
    parentEmail: sibling.parentEmail,
  };
  data.families.push(family);
  sibling.familyId = family._id;
  return family._id;
}

/** The parent's details a child of `familyId` shares; none for a student in no family. */
export function familyDetails(data: GuestData, familyId: string) {
  const family = data.families.find((one) => one._id === familyId);
  return family ? { phoneNo: family.phoneNo, parentEmail: family.parentEmail } : {};
}

/**
 * The family of each row of an imported file, by parent phone (docs/families.md#import), '' for
 * none; founds the families the file makes and links the school's students who join them.
 */
export function importedFamilies(
  context: GuestContext,
  data: GuestData,
  schoolId: string,
  rows: readonly ParentOf[],
): string[] {
  const students = data.students.filter((one) => one.schoolId === schoolId);
  const plan = importFamilies(
    rows,
    data.families
      .filter((family) => family.schoolId === schoolId)
      .map((family) => ({
        ...family,
        children: students.filter((one) => one.familyId === family._id).length,
      })),
    students.filter((one) => one.familyId === ''),
  );
  const foundedIds = plan.founded.map(({ studentIds, ...details }) => {
    const family: GuestFamily = { ...newRecordBase(context), schoolId, ...details };
    data.families.push(family);
    for (const one of students.filter((student) => studentIds.includes(student._id))) {
      Object.assign(one, { familyId: family._id, parentEmail: family.parentEmail });
    }
    return family._id;
  });
  return plan.rows.map((placed) =>
    placed === null
      ? ''
      : 'familyId' in placed
        ? placed.familyId
        : (foundedIds[placed.founded] ?? ''),
  );
}

/** A family whose last child left or was deleted goes with them. */
export function dropEmptyFamilies(data: GuestData): void {
  const linked = new Set(data.students.map((student) => student.familyId));
  data.families = data.families.filter((family) => linked.has(family._id));
}
