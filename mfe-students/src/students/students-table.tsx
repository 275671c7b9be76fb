import { classLabel } from './class-label';
import {
  formatBalance,
  formatMoney,
  type ListSort,
  type Student,
  type StudentSort,
} from '@fees/shared-data';
import { DataTable, type DataColumn } from '@fees/shared-ui/data-table';
import { useNavigate } from 'react-router';

const COLUMNS: DataColumn<Student>[] = [
  { key: 'name', header: 'Name', cell: (student) => student.fullname, width: '28%' },
  {
    key: 'class',
    header: 'Class',
    cell: classLabel,
    width: '16%',
    phone: 'below',
  },
  {
    key: 'paid',
    header: 'Fees paid',
    cell: (student) => formatMoney(student.totalPaidFees),
    align: 'end',
    width: '18%',
    phone: 'hidden',
  },
  {
    key: 'balance',
    header: 'Balance',
    cell: (student) => formatBalance(student.balance),
    align: 'end',
    width: '18%',
  },
  {
    key: 'discount',
    header: 'Discount',
    cell: (student) => `${student.discount}%`,
    align: 'end',
    width: '10%',
    phone: 'hidden',
  },
  { key: 'sex', header: 'Sex', cell: (student) => student.sex, width: '10%', phone: 'hidden' },
];

const DIRECTIONS = { asc: 'ascending', desc: 'descending' } as const;

export type StudentsTableProps = {
  schoolName: string;
  students: readonly Student[];
  total: number;
  onNearEnd: () => void;
  /** The order the rows come in; left out, registration order. */
  sort: ListSort<StudentSort> | undefined;
  /** The Balance header was pressed: the list steps its order. */
  onSortBalance: () => void;
};

/** The register: a row opens the student's page by click or keyboard; Balance sorts. */
export function StudentsTable({
  schoolName,
  students,
  total,
  onNearEnd,
  sort,
  onSortBalance,
}: StudentsTableProps) {
  const navigate = useNavigate();
  const direction = sort?.by === 'balance' ? DIRECTIONS[sort.order] : undefined;
  const columns = COLUMNS.map((column) =>
    column.key === 'balance' ? { ...column, sort: { direction, onSort: onSortBalance } } : column,
  );
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
