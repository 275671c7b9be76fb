import { LIMITS, errorMessage, getSource, toCsv, type ListSort } from '@fees/shared-data';
import {
  outstandingFee,
  studentTransferAccounts,
  transferAccountWords,
  type FeeItem,
  type School,
  type Student,
  type StudentSort,
  type TransferAccount,
} from '@fees/shared-data/core';
import { toastError, toastSuccess } from '@fees/shared-ui';
import { downloadCsv } from '@fees/shared-ui/pages';
import { useState } from 'react';
import { optionalItemsCell } from './optional-items-cell';
import type { StudentListFilters } from './use-students';

/** The columns a file has; import reads the same names back. */
export const STUDENT_CSV_COLUMNS = {
  name: 'Name',
  class: 'Class',
  age: 'Age',
  sex: 'Sex',
  phone: 'Parent phone',
  email: 'Parent e-mail',
  discount: 'Discount %',
  optionalItems: 'Optional items',
  broughtForward: 'Brought forward',
  expected: 'Fees expected',
  paid: 'Fees paid',
  outstanding: 'Outstanding',
  balance: 'Balance',
  transferAccount: 'Transfer account',
} as const;

/** A class's fee items this term, by classroom id. */
type ItemsByClass = ReadonlyMap<string, readonly FeeItem[]>;

/** The account a student pays into by transfer, their family's when in one. */
type AccountOf = (student: Student) => TransferAccount | null;

function row(student: Student, items: ItemsByClass, accountOf: AccountOf) {
  const account = accountOf(student);
  const offered = student.enrolment === 'enrolled' ? items.get(student.classroomId) : undefined;
  return [
    student.fullname,
    student.classroom,
    student.age,
    student.sex,
    student.phoneNo,
    student.parentEmail,
    student.discount,
    optionalItemsCell(student.optionalItems, offered ?? []),
    student.broughtForward,
    student.totalFeesExpected,
    student.totalPaidFees,
    outstandingFee(student.totalFeesExpected, student.totalPaidFees),
    student.balance,
    account ? transferAccountWords(account) : '',
  ];
}

/**
 * The items of each class whose enrolled students take some, to name them by; a leaver is charged
 * no items (docs/terms.md#next-term), so their cell stays empty.
 */
async function itemsByClass(students: readonly Student[]): Promise<ItemsByClass> {
  const ids = new Set(
    students
      .filter((student) => student.enrolment === 'enrolled' && student.optionalItems.length > 0)
      .map((student) => student.classroomId),
  );
  return new Map(
    await Promise.all([...ids].map(async (id) => [id, await getSource().getFeeItems(id)] as const)),
  );
}

function fileName(school: School) {
  const slug = school.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `students-${slug || 'school'}.csv`;
}

/**
 * Every student matching the list's search and filters as a CSV file, in the list's order, fetched
 * page by page.
 */
export function useExportStudents(
  school: School | undefined,
  filters: StudentListFilters,
  sort: ListSort<StudentSort> | undefined,
) {
  const [busy, setBusy] = useState(false);

  async function exportCsv() {
    if (!school || busy) return;
    setBusy(true);
    try {
      const students: Student[] = [];
      for (let total = Infinity; students.length < total;) {
        const page = await getSource().list('students', {
          filter: {
            schoolId: school._id,
            classroomId: [...filters.classroomIds],
            sex: [...filters.sexes],
            enrolment: [...filters.enrolments],
          },
          q: filters.q.trim() || undefined,
          sort,
          limit: LIMITS.pageSizeMax,
          offset: students.length,
        });
        students.push(...page.items);
        total = page.items.length === 0 ? students.length : page.total;
      }
      // The school's accounts in one request, however many students the file has.
      const [items, accounts] = await Promise.all([
        itemsByClass(students),
        getSource().listTransferAccounts(school._id),
      ]);
      const accountOf = studentTransferAccounts(accounts);
      const text = await toCsv(
        Object.values(STUDENT_CSV_COLUMNS),
        students.map((student) => row(student, items, accountOf)),
      );
      downloadCsv(fileName(school), text);
      const count = students.length.toLocaleString('en-US');
      toastSuccess(`${count} ${students.length === 1 ? 'student' : 'students'} exported.`);
    } catch (error) {
      toastError(`The students were not exported. ${errorMessage(error)}`);
    } finally {
      setBusy(false);
    }
  }

  return { exportCsv, busy };
}
