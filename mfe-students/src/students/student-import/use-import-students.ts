import { ValidationError, errorMessage, importStudentsMutationOptions } from '@fees/shared-data';
import type { StudentImportRow } from '@fees/shared-data/core';
import { toastSuccess } from '@fees/shared-ui';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

/** `students[3].phoneNo` → 'Row 4: …', the way the preview numbers rows. */
function describe(error: unknown): string {
  if (!(error instanceof ValidationError)) return errorMessage(error);
  const rows = Object.entries(error.fields).map(([path, message]) => {
    const index = /^students\[(\d+)\]/.exec(path)?.[1];
    return index === undefined ? message : `Row ${Number(index) + 1}: ${message}`;
  });
  return [error.message, ...rows].join(' ');
}

/**
 * Sends the whole file with one admin password; all rows are written or none. A wrong password
 * stays in the password dialog; anything else is the page's to show.
 */
export function useImportStudents(schoolId: string) {
  const navigate = useNavigate();
  const mutation = useMutation(importStudentsMutationOptions());

  async function importAll(rows: StudentImportRow[], password: string) {
    const { imported } = await mutation.mutateAsync({ schoolId, rows, password });
    toastSuccess(
      `${imported.toLocaleString('en-US')} ${imported === 1 ? 'student' : 'students'} imported successfully!`,
    );
    navigate('/students');
  }

  return { importAll, busy: mutation.isPending, describe };
}
