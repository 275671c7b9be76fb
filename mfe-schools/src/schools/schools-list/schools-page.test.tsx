import {
  collectionKey,
  queryClient,
  useCurrentSchoolStore,
  useSessionStore,
} from '@fees/shared-data';
import { expectLinks, renderScreen } from '@fees/shared-ui/testing';
import { act, screen, within, waitFor } from '@testing-library/react';
import { SchoolsPage } from './schools-page';

/**
 * Demo schools all have payments, which are never erased, so no delete empties the list: the
 * demo data is stored without schools instead, as a fresh browser with no demo would hold it.
 */
async function storeNoSchools() {
  for (const collection of ['schools', 'classrooms', 'students', 'payments'] as const) {
    localStorage.setItem(collectionKey(collection), '[]');
  }
  await act(() => queryClient.invalidateQueries());
}

describe('SchoolsPage', () => {
  it("shows 'Loading...' and then a card per school under 'Select school to manage'", async () => {
    const { source } = await renderScreen(<SchoolsPage />, { route: '/schools' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');

    expect(
      await screen.findByRole('heading', { name: 'Select school to manage' }),
    ).toBeInTheDocument();
    const { items } = await source.list('schools');
    expect(items.length).toBeGreaterThan(1);
    for (const school of items) {
      const card = screen.getByRole('article', { name: school.name });
      expect(within(card).getByText(school.address)).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: 'View School' })).toHaveAttribute(
        'href',
        `/schools/${school._id}`,
      );
    }
    expect(screen.getByRole('heading', { level: 1, name: 'Schools' })).toBeInTheDocument();
    expect(document.title).toBe('Fees Manager | Schools');
  });

  it('shows the level as people read it: Tertiary, not the stored Tetiary', async () => {
    const { source } = await renderScreen(<SchoolsPage />, { route: '/schools' });
    const { items } = await source.list('schools');
    const tertiary = items.find((school) => school.level === 'Tetiary');
    const card = await screen.findByRole('article', { name: tertiary?.name });
    expect(within(card).getByText('Tertiary')).toBeInTheDocument();
    expect(within(card).queryByText('Tetiary')).not.toBeInTheDocument();
  });

  it('opening a card makes that school the current one and goes to its page', async () => {
    const { user, source, location } = await renderScreen(<SchoolsPage />, {
      route: '/schools',
      school: null,
    });
    const second = (await source.list('schools')).items[1]!;
    const card = await screen.findByRole('article', { name: second.name });
    await user.click(within(card).getByRole('link', { name: 'View School' }));

    expect(useCurrentSchoolStore.getState().schoolId).toBe(second._id);
    await waitFor(() => expect(location().pathname).toBe(`/schools/${second._id}`));
  });

  it('offers no next step once the current school has classrooms and students', async () => {
    const { school } = await renderScreen(<SchoolsPage />, { route: '/schools' });
    await screen.findByRole('article', { name: school!.name });
    expect(screen.queryByRole('region', { name: /^Next step/ })).toBeNull();
  });

  it('offers Register school beside the list', async () => {
    await renderScreen(<SchoolsPage />, { route: '/schools' });
    await screen.findByRole('heading', { name: 'Select school to manage' });
    expectLinks({ 'Register school': '/schools/register' });
  });

  it("without schools says 'Please create a school to get started.' with Register school", async () => {
    await renderScreen(<SchoolsPage />, { route: '/schools' });
    await screen.findByRole('heading', { name: 'Select school to manage' });
    await storeNoSchools();

    expect(await screen.findByText('Please create a school to get started.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Select school to manage' })).toBeNull();
    expectLinks({ 'Register school': '/schools/register' });
  });

  it('shows why loading failed, and Reset demo data puts the demo schools back', async () => {
    const { user } = await renderScreen(<SchoolsPage />, { route: '/schools' });
    await screen.findByRole('heading', { name: 'Select school to manage' });
    const key = collectionKey('schools');
    const saved = localStorage.getItem(key)!;
    localStorage.setItem(key, '{damaged');
    await act(() => queryClient.resetQueries());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the schools.');
    expect(alert).toHaveTextContent(
      'The demo data saved in this browser is damaged. Reset the demo data to start again from the demo records.',
    );

    await user.click(within(alert).getByRole('button', { name: 'Reset demo data' }));
    expect(await screen.findByText('The demo data was reset.')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Select school to manage' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    const ids = (text: string) => (JSON.parse(text) as { _id: string }[]).map(({ _id }) => _id);
    expect(ids(localStorage.getItem(key)!)).toEqual(ids(saved));
    expect(useSessionStore.getState().mode).toBe('guest');
  });
});
