import type { SchoolLocator } from '../plugins/access/access';
import { findFamily, type FamilyRow } from './families-repository';

/** A route under /api/families/:id. */
export const familyInParams: SchoolLocator<FamilyRow> = {
  noun: 'Family',
  find: (db, userId, request) => findFamily(db, userId, (request.params as { id: string }).id),
  schoolOf: (family) => family.schoolId,
};
