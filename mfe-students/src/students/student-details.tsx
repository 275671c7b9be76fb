import { formatMoney, outstandingFee, splitFullname, type Student } from '@fees/shared-data';
import { DetailsTable } from '@fees/shared-ui';

/** The student's record with fees expected (after discount), paid, outstanding and the ring. */
export function StudentDetails({ student }: { student: Student }) {
  const expected = student.totalFeesExpected;
  const paid = student.totalPaidFees;
  const { firstName, lastName } = splitFullname(student.fullname);
  return (
    <DetailsTable
      title="Student details"
      fees={{ paid, expected }}
      rows={[
        { label: 'Last name', value: lastName },
        { label: 'First name', value: firstName },
        { label: 'Class', value: student.classroom },
        { label: 'Age', value: student.age },
        { label: 'Sex', value: student.sex },
        { label: 'Parent phone number', value: student.phoneNo },
        { label: 'Parent e-mail', value: student.parentEmail || 'Not given' },
        { label: 'Discount', value: `${student.discount}%` },
        { label: 'Fees expected', value: formatMoney(expected) },
        { label: 'Fees paid', value: formatMoney(paid) },
        { label: 'Outstanding', value: formatMoney(outstandingFee(expected, paid)) },
        { label: 'Student ID', value: student._id },
      ]}
    />
  );
}
