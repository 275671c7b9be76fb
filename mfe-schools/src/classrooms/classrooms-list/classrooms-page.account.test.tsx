/** @jest-environment ./scripts/jest/jsdom-with-fetch.cjs */
import { formatMoney } from '@fees/shared-data';
import { renderScreen } from '@fees/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { ClassroomsPage } from './classrooms-page';

// Signed in to the real API: the list shows what the server keeps for the current school.

describe('ClassroomsPage in account mode', () => {
  it("lists the current school's classrooms as the API has them", async () => {
    const { school, arranged } = await renderScreen(<ClassroomsPage />, {
      route: '/classrooms',
      session: 'account',
      arrange: async ({ source, school, password }) => [
        await source.create(
          'classrooms',
          { name: 'Jss1', classTeacher: 'Mrs Adebayo', classFees: 45000, schoolId: school!._id },
          password!,
        ),
        await source.create(
          'classrooms',
          { name: 'Jss2', classTeacher: 'Mr Okafor', classFees: 52500, schoolId: school!._id },
          password!,
        ),
      ],
    });

    expect(await screen.findByRole('heading', { name: 'Select classroom' })).toBeInTheDocument();
    expect(screen.getByText(school!.name)).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    for (const room of arranged) {
      const card = screen.getByRole('article', { name: room.name });
      expect(within(card).getByText(room.classTeacher)).toBeInTheDocument();
      expect(within(card).getByText(formatMoney(room.classFees))).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: 'View classroom' })).toHaveAttribute(
        'href',
        `/classrooms/${room._id}`,
      );
    }
  });

  it('says so when the API has no classrooms under the school', async () => {
    const { school } = await renderScreen(<ClassroomsPage />, {
      route: '/classrooms',
      session: 'account',
    });
    expect(
      await screen.findByText(`There are no classrooms registered under ${school!.name}.`),
    ).toBeInTheDocument();
  });
});
