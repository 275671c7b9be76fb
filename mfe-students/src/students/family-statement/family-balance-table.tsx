import { formatBalance, type Family, type Student } from '@fees/shared-data/core';
import { MoneyTable } from '@fees/shared-ui/pages';

export type FamilyBalanceTableProps = {
  family: Family;
  /** The family's children, in registration order. */
  students: Student[];
};

/** What each child owes now and the family's total, ruled like the statement's terms above it. */
export function FamilyBalanceTable({ family, students }: FamilyBalanceTableProps) {
  return (
    <MoneyTable
      caption="Family balance"
      headers={['Name', 'Balance']}
      rows={students.map((student) => ({
        key: student._id,
        label: student.fullname,
        amounts: [formatBalance(student.balance)],
      }))}
      total={{ label: 'Family total', amounts: [formatBalance(family.balance)] }}
    />
  );
}
