import {
  actAsInDemo,
  GUEST_CREDENTIALS,
  queryClient,
  readCollection,
  useCurrentSchoolStore,
} from '@fees/shared-data';
import {
  damageGuestCollection,
  expectLinks,
  renderScreen,
  switchToNewSchool,
} from '@fees/shared-ui/testing';
import { act, screen, within } from '@testing-library/react';
import { ClassroomsPage } from './classrooms-page';

describe('ClassroomsPage', () => {
  it("shows 'Loading...', then the current school's classrooms under 'Select classroom'", async () => {
    const { school } = await renderScreen(<ClassroomsPage />, { route: '/classrooms' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');

    expect(await screen.findByRole('heading', { name: 'Select classroom' })).toBeInTheDocument();
    expect(screen.getByText(school!.name)).toBeInTheDocument();
    const rooms = readCollection(localStorage, 'classrooms');
    const own = rooms.filter((room) => room.schoolId === school!._id);
    expect(own.length).toBeGreaterThan(0);
    expect(screen.getAllByRole('article')).toHaveLength(own.length);
    for (const room of own) {
      const card = screen.getByRole('article', { name: room.name });
      expect(within(card).getByRole('link', { name: 'View classroom' })).toHaveAttribute(
        'href',
        `/classrooms/${room._id}`,
      );
    }
    const other = rooms.find((room) => room.schoolId !== school!._id)!;
    expect(screen.queryByRole('article', { name: other.name })).toBeNull();

    expectLinks({
      'Add Classroom': '/classrooms/register',
      'Back to home': '/',
    });
    expect(document.title).toBe('Fees Manager | Classrooms');
  });

  it('without a current school says so and links to /schools', async () => {
    await renderScreen(<ClassroomsPage />, { route: '/classrooms', school: null });
    expect(
      screen.getByText('No school is selected. Choose a school first to see its classrooms.'),
    ).toBeInTheDocument();
    expectLinks({ 'Choose a school': '/schools' });
    expect(screen.queryByRole('link', { name: 'Add Classroom' })).toBeNull();
  });

  it('treats a current school that no longer exists like none', async () => {
    const { source } = await renderScreen(<ClassroomsPage />, { route: '/classrooms' });
    await screen.findByRole('heading', { name: 'Select classroom' });
    // Demo schools have payments and are never deleted; a new one can go.
    const school = await switchToNewSchool(source, 'Short Lived School');
    expect(
      await screen.findByText('There are no classrooms registered under Short Lived School.'),
    ).toBeInTheDocument();
    await source.deleteSchoolCascade(school._id, GUEST_CREDENTIALS.password);
    await act(() => queryClient.resetQueries());
    expect(await screen.findByText(/No school is selected/)).toBeInTheDocument();
  });

  it('follows a change of the current school', async () => {
    await renderScreen(<ClassroomsPage />, { route: '/classrooms' });
    await screen.findByRole('heading', { name: 'Select classroom' });
    const second = readCollection(localStorage, 'schools')[1]!;
    act(() => useCurrentSchoolStore.getState().setSchoolId(second._id));

    expect(await screen.findByText(second.name)).toBeInTheDocument();
    const room = readCollection(localStorage, 'classrooms').find(
      (item) => item.schoolId === second._id,
    )!;
    expect(await screen.findByRole('article', { name: room.name })).toBeInTheDocument();
  });

  it("with no classrooms says 'There are no classrooms registered under {school name}.'", async () => {
    const { source } = await renderScreen(<ClassroomsPage />, { route: '/classrooms' });
    await switchToNewSchool(source, 'Greenfield Academy');

    expect(
      await screen.findByText('There are no classrooms registered under Greenfield Academy.'),
    ).toBeInTheDocument();
    expectLinks({ 'Add Classroom': '/classrooms/register' });
    expect(screen.queryByRole('heading', { name: 'Select classroom' })).toBeNull();
  });

  it('shows why loading failed, and Retry loads the classrooms', async () => {
    const { user } = await renderScreen(<ClassroomsPage />, { route: '/classrooms' });
    await screen.findByRole('heading', { name: 'Select classroom' });
    const restore = await damageGuestCollection('classrooms', 'null');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the classrooms.');
    restore();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Select classroom' })).toBeInTheDocument();
  });

  it('lists the classrooms to the demo bursar without offering to add one', async () => {
    await renderScreen(<ClassroomsPage />, {
      route: '/classrooms',
      arrange: () => actAsInDemo('bursar'),
    });
    expect(await screen.findByRole('heading', { name: 'Select classroom' })).toBeInTheDocument();
    expect(screen.getAllByRole('article').length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Add Classroom' })).toBeNull();
  });
});
