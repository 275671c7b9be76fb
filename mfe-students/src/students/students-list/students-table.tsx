import { classLabel } from './class-label';
import { formatMoney, type ListSort } from '@fees/shared-data';
import { formatBalance, type Student, type StudentSort } from '@fees/shared-data/core';
import { DataTable, type DataColumn } from '@fees/shared-ui/data-table';
import { useNavigate } from 'react-router';

const COLUMNS: DataColumn<Student>[] = [
  { key: 'name', header: 'Name', cell: (student) => student.fullname, width: '26%' },
  {
    key: 'class',
    header: 'Class',
    cell: classLabel,
    width: '15%',
    phone: 'below',
  },
  {
    key: 'paid',
    header: 'Fees paid',
    cell: (student) => formatMoney(student.totalPaidFees),
    align: 'end',
    width: '15%',
    phone: 'hidden',
  },
  {
    key: 'balance',
    header: 'Balance',
    cell: (student) => formatBalance(student.balance),
    align: 'end',
    width: '16%',
  },
  {
    key: 'discount',
    header: 'Discount',
    cell: (student) => discountWords(student.discount, undefined),
    align: 'end',
    // Room for a sibling discount beside the student's own: '0% + 15% sibling'.
    width: '19%',
    phone: 'hidden',
  },
  { key: 'sex', header: 'Sex', cell: (student) => student.sex, width: '9%', phone: 'hidden' },
];

const DIRECTIONS = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A student's own discount, and beside it the sibling discount they are charged too, so a child
 * charged one never reads '0%': '0% + 10% sibling' (docs/families.md#sibling-discount).
 */
export function discountWords(own: number, sibling: number | undefined): string {
  return sibling ? `${own}% + ${sibling}% sibling` : `${own}%`;
}

export type StudentsTableProps = {
  schoolName: string;
  students: readonly Student[];
  total: number;
  onNearEnd: () => void;
  /** The order the rows come in; left out, registration order. */
  sort: ListSort<StudentSort> | undefined;
  /** The Balance header was pressed: the list steps its order. */
  onSortBalance: () => void;
  /** Each student's sibling discount in percent, by id; a student not in it has none. */
  siblingDiscounts: ReadonlyMap<string, number>;
};

/** The register: a row opens the student's page by click or keyboard; Balance sorts. */
export function StudentsTable({
  schoolName,
  students,
  total,
  onNearEnd,
  sort,
  onSortBalance,
  siblingDiscounts,
}: StudentsTableProps) {
  const navigate = useNavigate();
  const direction = sort?.by === 'balance' ? DIRECTIONS[sort.order] : undefined;
  const columns = COLUMNS.map((column) => {
    if (column.key === 'balance') return { ...column, sort: { direction, onSort: onSortBalance } };
    if (column.key === 'discount') {
      return {
        ...column,
        cell: (student: Student) =>
          discountWords(student.discount, siblingDiscounts.get(student._id)),
      };
    }
    return column;
  });
  return (
    <DataTable
      caption={`Students of ${schoolName}`}
      columns={columns}
      rows={students}
      total={total}
      rowKey={(student) => student._id}
      onRowActivate={(student) => navigate(`/students/${student._id}`)}
      onNearEnd={onNearEnd}
    />
  );
}
