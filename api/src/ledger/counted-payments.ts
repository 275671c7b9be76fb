import { PAYMENT_STATUS, RECEIPT_NUMBER } from '@fees/shared-data/core';
import { eq, inArray, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import { payments, students } from '../db/schema/schools';

// The ledger's rules as SQL, each written once here (docs/terms.md#a-students-figures); the TS
// side is shared-data's ledger/balance.ts, and ledger-rules.test.ts holds the two equal.

/** A payment that counts in every figure: paid, and not voided since. */
export const COUNTS_AS_PAID = eq(payments.status, PAYMENT_STATUS.paid);

/** Received, void or not: it has a receipt. A pending checkout is not a payment yet. */
export const RECEIVED = inArray(payments.status, [PAYMENT_STATUS.paid, PAYMENT_STATUS.void]);

/** The balance of what was expected and what was paid, in kobo; negative is a credit. */
export function balanceSql(
  expectedKobo: AnyColumn | SQLWrapper,
  paidKobo: AnyColumn | SQLWrapper,
): SQL {
  return sql`(${expectedKobo} - ${paidKobo})`;
}

/** A student row's balance, from its running figures. */
export const STUDENT_BALANCE_KOBO = balanceSql(
  students.totalFeesExpectedKobo,
  students.totalPaidFeesKobo,
);

/** A receipt number from a prefix and the school's count, as shared-data's receiptNumber writes it. */
export function receiptNumberSql(prefix: string | SQLWrapper, sequence: SQLWrapper): SQL {
  const digits = sql.raw(String(RECEIPT_NUMBER.digits));
  const count = sql`(${sequence})::text`;
  return sql`cast(${prefix} as text) || ${RECEIPT_NUMBER.separator} || lpad(${count}, greatest(${digits}, length(${count})), '0')`;
}
