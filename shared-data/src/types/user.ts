import type { InferType } from 'yup';
import type { userRecord } from '../records/user';

/** The signed-in account, as its shape `userRecord` says. */
export interface User extends InferType<typeof userRecord> {}
