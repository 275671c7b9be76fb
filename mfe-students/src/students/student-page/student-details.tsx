import { familyQueryOptions, formatMoney, mayDo, schoolToday } from '@fees/shared-data';
import {
  formatBalance,
  formatLateSince,
  formatBroughtForward,
  splitFullname,
  type SchoolRole,
  type Student,
} from '@fees/shared-data/core';
import { DetailsTable } from '@fees/shared-ui/pages';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { TransferAccountValue } from '../transfer-account/transfer-account-value';

/**
 * The student's record with this term's figures (docs/terms.md#a-students-figures): what earlier
 * terms left, expected (that plus this term's charges), paid this term, the balance and the ring,
 * what is due now and since when they are late (docs/due-dates.md);
 * and where the parent pays by transfer, the family's account for a student in a family.
 */
export function StudentDetails({ student, role }: { student: Student; role?: SchoolRole }) {
  const expected = student.totalFeesExpected;
  const paid = student.totalPaidFees;
  const { firstName, lastName } = splitFullname(student.fullname);
  const family = useQuery({
    ...familyQueryOptions(student.familyId),
    enabled: student.familyId !== '',
  }).data;
  return (
    <DetailsTable
      title="Student details"
      fees={{ paid, expected }}
      rows={[
        { label: 'Last name', value: lastName },
        { label: 'First name', value: firstName },
        {
          label: 'Class',
          value:
            student.enrolment === 'left'
              ? `Left the school (last in ${student.classroom})`
              : student.classroom,
        },
        { label: 'Age', value: student.age },
        { label: 'Sex', value: student.sex },
        { label: 'Parent phone number', value: student.phoneNo },
        { label: 'Parent e-mail', value: student.parentEmail || 'Not given' },
        {
          label: 'Family',
          value: family ? (
            <Link to={`/students/families/${family._id}`}>{family.name}</Link>
          ) : (
            'None'
          ),
        },
        {
          label: 'Pay by transfer',
          value: (
            <TransferAccountValue
              holder={{ holder: 'students', id: student._id }}
              canGive={mayDo(role, 'giveTransferAccounts')}
              sender={student.fullname.split(' ')[0] ?? ''}
            />
          ),
        },
        { label: 'Discount', value: `${student.discount}%` },
        { label: 'Brought forward', value: formatBroughtForward(student.broughtForward) },
        { label: 'Fees expected', value: formatMoney(expected) },
        { label: 'Fees paid', value: formatMoney(paid) },
        { label: 'Balance', value: formatBalance(student.balance) },
        { label: 'Due now', value: formatMoney(student.dueNow) },
        ...(student.overdueSince
          ? [{ label: 'Late since', value: formatLateSince(student.overdueSince, schoolToday()) }]
          : []),
        { label: 'Student ID', value: student._id },
      ]}
    />
  );
}
