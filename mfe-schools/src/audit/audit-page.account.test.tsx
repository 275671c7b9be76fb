/** @jest-environment ./scripts/jest/jsdom-with-fetch.cjs */
import { accountLabel } from '@fees/shared-data/core';
import { renderScreen } from '@fees/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { AuditPage } from './audit-page';

// Signed in to the real API as the owner of a school made for this test: the log is the server's,
// written in the same transaction as each write.

describe('AuditPage in account mode', () => {
  it("shows the school's registration and a class added, newest first, in the owner's name", async () => {
    const { account, arranged } = await renderScreen(<AuditPage />, {
      session: 'account',
      arrange: async ({ source, school, password }) => {
        await source.create(
          'classrooms',
          { name: 'Jss1', classTeacher: 'Mrs Adebayo', classFees: 45000, schoolId: school!._id },
          password!,
        );
        return school!;
      },
      route: (school) => `/schools/${school._id}/audit`,
      path: '/schools/:schoolId/audit',
    });

    const table = await screen.findByRole('table', { name: `Audit log of ${arranged.name}` });
    const who = accountLabel(account!);
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => [...row.querySelectorAll('td')].slice(1).map((cell) => cell.textContent)),
    ).toEqual([
      [who, 'Class added', 'Jss1'],
      [who, 'School registered', arranged.name],
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Lines 1–2 of 2');
  });
});
