import type { InferType } from 'yup';
import type { baseRecord } from '../records/record-shape';

/** Fields every stored record carries, as `baseRecord` says. */
export interface BaseRecord extends InferType<typeof baseRecord> {}
