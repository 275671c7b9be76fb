import type { InferType } from 'yup';
import type { classroomRecord } from '../records/classroom';

/** A classroom, as its shape `classroomRecord` says. Amounts are naira. */
export interface Classroom extends InferType<typeof classroomRecord> {}
