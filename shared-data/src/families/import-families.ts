import { familyNameOf } from '../constants/school-records/families';
import { LIMITS } from '../constants/limits';

/** What import reads of a student, a file's row or one of the school's already. */
export interface ParentOf {
  fullname: string;
  phoneNo: string;
  parentEmail?: string | undefined;
}

/** A family a file founds: named after its first child, with that child's parent details. */
export interface FoundedFamily {
  name: string;
  phoneNo: string;
  parentEmail: string;
  /** The school's students, in no family before, who join it. */
  studentIds: string[];
}

/** Where a file's row goes: an existing family by id, a founded one by index, or none. */
export type RowFamily = { familyId: string } | { founded: number } | null;

/**
 * The families a file of students makes (docs/families.md#import), by parent phone: a row whose
 * phone is a family's joins it; rows that share a phone with each other, or with a student of the
 * school in no family, found one together, named after the first of them (the school's student
 * before the file's rows). A group that would pass a family's size is left alone, since so many
 * children behind one number is a placeholder, not a parent.
 */
export function importFamilies(
  rows: readonly ParentOf[],
  families: readonly { _id: string; phoneNo: string; children: number }[],
  loners: readonly (ParentOf & { _id: string })[],
): { rows: RowFamily[]; founded: FoundedFamily[] } {
  const phoneOf = (one: { phoneNo: string }) => one.phoneNo.trim();
  const rowsByPhone = new Map<string, number[]>();
  rows.forEach((row, index) => {
    rowsByPhone.set(phoneOf(row), [...(rowsByPhone.get(phoneOf(row)) ?? []), index]);
  });
  const placed: RowFamily[] = rows.map(() => null);
  const founded: FoundedFamily[] = [];
  for (const [phone, indexes] of rowsByPhone) {
    const family = families.find((one) => phoneOf(one) === phone);
    if (family) {
      if (family.children + indexes.length > LIMITS.familyChildrenMax) continue;
      for (const index of indexes) placed[index] = { familyId: family._id };
      continue;
    }
    const alone = loners.filter((one) => phoneOf(one) === phone);
    const size = alone.length + indexes.length;
    if (size < 2 || size > LIMITS.familyChildrenMax) continue;
    const first = alone[0] ?? rows[indexes[0] ?? 0];
    if (!first) continue;
    founded.push({
      name: familyNameOf(first.fullname),
      phoneNo: phone,
      parentEmail: first.parentEmail?.trim() ?? '',
      studentIds: alone.map((one) => one._id),
    });
    for (const index of indexes) placed[index] = { founded: founded.length - 1 };
  }
  return { rows: placed, founded };
}
