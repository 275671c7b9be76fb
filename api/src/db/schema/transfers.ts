import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { families, schools, students } from './schools';
import { id, timestamps } from './columns';

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
    schoolId: text('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
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
