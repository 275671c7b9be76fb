/** @jest-environment ./scripts/jest/jsdom-with-fetch.cjs */
import { arrangeClassroomWithStudent, renderScreen } from '@fees/shared-ui/testing';
import { queryClient } from '@fees/shared-data';
import { screen, waitFor } from '@testing-library/react';
import { StudentPage } from './student-page';

// Signed in to the real API. A late fee is charged only by the API's daily run, which no browser
// reaches (docs/due-dates.md#late-fee): here the page reads the student's late fees from the server
// and, with none charged, shows no table of them beside the term's charges.

describe('StudentPage late fees in account mode', () => {
  it('reads the late fees from the server and shows none for a student charged none', async () => {
    const { source, arranged } = await renderScreen(<StudentPage />, {
      session: 'account',
      arrange: arrangeClassroomWithStudent,
      route: ({ student }) => `/students/${student._id}`,
      path: '/students/:studentId',
    });
    expect(await screen.findByRole('heading', { name: /^This term/ })).toBeInTheDocument();
    // Every read the page made, its late fees among them, has answered.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(await source.listLateFees(arranged.student._id)).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'Late fees' })).toBeNull();
    expect(screen.queryByRole('table', { name: /^Late fees of/ })).toBeNull();
  });
});
