import { formatBalance, formatMoney, type Student } from '@fees/shared-data';
import { DataTable, type DataColumn } from '@fees/shared-ui';
import { useNavigate } from 'react-router';

const COLUMNS: DataColumn<Student>[] = [
  { key: 'name', header: 'Name', cell: (student) => student.fullname, width: '28%' },
  {
    key: 'class',
    header: 'Class',
    cell: (student) =>
      student.enrolment === 'left' ? `Left (${student.classroom})` : student.classroom,
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

export type StudentsTableProps = {
  schoolName: string;
  students: readonly Student[];
  total: number;
  onNearEnd: () => void;
};

/** The register: a row opens the student's page by click or keyboard. */
export function StudentsTable({ schoolName, students, total, onNearEnd }: StudentsTableProps) {
  const navigate = useNavigate();
  return (
    <DataTable
      caption={`Students of ${schoolName}`}
      columns={COLUMNS}
      rows={students}
      total={total}
      rowKey={(student) => student._id}
      onRowActivate={(student) => navigate(`/students/${student._id}`)}
      onNearEnd={onNearEnd}
    />
  );
}
