import { bigint, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { families, schools, students, schoolIdColumn } from './schools';
import { at, id, timestamps } from './columns';

/**
 * The provider's dedicated account (a NUBAN of its own) a family, or a student in no family, pays
 * the school by transfer into (docs/transfers.md#transfer-accounts). Deleting the family or the
 * student keeps the row with no owner, because the account stays open at the provider and a
 * transfer into it must still be found and kept as unmatched.
 */
export const transferAccounts = pgTable(
  'transfer_accounts',
  {
    id: id(),
    schoolId: schoolIdColumn(),
    familyId: text('family_id').references(() => families.id, { onDelete: 'set null' }),
    studentId: text('student_id').references(() => students.id, { onDelete: 'set null' }),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    bankName: text('bank_name').notNull(),
    customerCode: text('customer_code').notNull(),
    providerId: text('provider_id').notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('transfer_accounts_family_idx').on(table.familyId),
    uniqueIndex('transfer_accounts_student_idx').on(table.studentId),
    uniqueIndex('transfer_accounts_number_idx').on(table.accountNumber),
    index('transfer_accounts_customer_idx').on(table.customerCode),
  ],
);

/**
 * Every transfer the provider reported into a transfer account, recorded or not
 * (docs/transfers.md#a-transfer-records-itself): its unique reference makes each one count once,
 * whichever process or retry hears of it, and one that could not be matched waits here for the
 * owner or bursar, so nothing is dropped. The school is null only for an account we never made.
 */
export const receivedTransfers = pgTable(
  'received_transfers',
  {
    id: id(),
    schoolId: text('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    /** The provider's reference of the transaction. */
    reference: text('reference').notNull(),
    /** What the sender's bank moved, as the event reports it. */
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    senderName: text('sender_name').notNull(),
    senderBank: text('sender_bank').notNull(),
    narration: text('narration').notNull(),
    accountNumber: text('account_number').notNull(),
    receivedAt: at('received_at').notNull(),
    /** `recorded`, or `unmatched` while it waits to be assigned. */
    status: text('status').$type<'recorded' | 'unmatched'>().notNull(),
    /** Why it was not recorded when it arrived; '' once recorded. */
    reason: text('reason').notNull().default(''),
    /** Who assigned it, as named then; '' when it recorded itself. */
    assignedBy: text('assigned_by').notNull().default(''),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('received_transfers_reference_idx').on(table.reference),
    index('received_transfers_unmatched_idx').on(table.schoolId, table.status, table.receivedAt),
  ],
);
