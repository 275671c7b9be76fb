import type { SchoolLocator } from '../plugins/access';
import { findSchool } from './schools-repository';

/** A route under /api/schools/:id. */
export const schoolInParams: SchoolLocator = {
  noun: 'School',
  async schoolOf(db, userId, request) {
    const { id } = request.params as { id: string };
    return (await findSchool(db, userId, id))?.id ?? null;
  },
};

/** A write whose body names its school (`schoolId`). */
export const schoolInBody: SchoolLocator = {
  noun: 'School',
  async schoolOf(db, userId, request) {
    const { schoolId } = request.body as { schoolId: string };
    return (await findSchool(db, userId, schoolId))?.id ?? null;
  },
};
