import type { SchoolLocator } from '../plugins/access/access';
import { findSchool } from './schools-repository';
import type { SchoolRow } from './schools-schemas';

/** A route under /api/schools/:id. */
export const schoolInParams: SchoolLocator<SchoolRow> = {
  noun: 'School',
  find: (db, userId, request) => findSchool(db, userId, (request.params as { id: string }).id),
  schoolOf: (school) => school.id,
};

/** A write whose body names its school (`schoolId`). */
export const schoolInBody: SchoolLocator<SchoolRow> = {
  noun: 'School',
  find: (db, userId, request) =>
    findSchool(db, userId, (request.body as { schoolId: string }).schoolId),
  schoolOf: (school) => school.id,
};
