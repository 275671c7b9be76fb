import type { InferType } from 'yup';
import type { feeItemRecord } from '../records/fee-item';
import type { nextTermPreviewRecord } from '../records/next-term-preview';
import type { statementRecord, statementTermRecord } from '../records/money/statement';
import type { termRecord } from '../records/term';

/** A term of a school, as its shape `termRecord` says (docs/terms.md). */
export interface Term extends InferType<typeof termRecord> {}

/** One of a class's extra fee items for the current term, as `feeItemRecord` says. */
export interface FeeItem extends InferType<typeof feeItemRecord> {}

/** What the school page shows before a next term starts, as `nextTermPreviewRecord` says. */
export interface NextTermPreview extends InferType<typeof nextTermPreviewRecord> {}

/** A student's statement, as `statementRecord` says. Amounts are naira. */
export interface Statement extends InferType<typeof statementRecord> {}

export interface StatementTerm extends InferType<typeof statementTermRecord> {}
