import {
  actAsInDemo,
  GUEST_CREDENTIALS,
  queryClient,
  readCollection,
  schoolQueryOptions,
  termLabel,
  useCurrentSchoolStore,
} from '@fees/shared-data';
import type { School, SchoolRole } from '@fees/shared-data/core';
import {
  arrangeClassroomWithStudent,
  damageGuestCollection,
  deleteRecord,
  demoRecord,
  expectLinks,
  renderScreen,
} from '@fees/shared-ui/testing';
import { screen, within, waitFor } from '@testing-library/react';
import { SchoolPage } from './school-page';

const path = '/schools/:schoolId';

/**
 * The school as a member in `role` holds it: the API answers each member with their own role,
 * while the guest owns every demo school (and the demo has no viewer to act as).
 */
function holdSchoolAs(school: School, role: SchoolRole): School {
  const held: School = { ...school, role };
  queryClient.setQueryData(schoolQueryOptions(held._id).queryKey, held);
  return held;
}

/** What only the owner is offered on a school's page. */
function expectNoOwnersActions() {
  for (const name of ['Edit school', 'Staff', 'Audit log']) {
    expect(screen.queryByRole('link', { name })).toBeNull();
  }
  for (const name of ['Delete school', 'Start next term', 'Change term']) {
    expect(screen.queryByRole('button', { name })).toBeNull();
  }
}

describe('SchoolPage', () => {
  it('appears whole: its plan and every action are there with its heading, so nothing moves after', async () => {
    const record = await demoRecord('schools', 0);
    await renderScreen(<SchoolPage />, { route: `/schools/${record._id}`, path });
    // Read at the first render that has the heading, not waited for: what lands later moves the
    // row of actions under a pointer aimed at it.
    await screen.findByRole('heading', { level: 1, name: record.name });
    expect(screen.getByRole('region', { name: 'Payment plan' })).toBeVisible();
    expect(screen.getByRole('table', { name: 'Payment plan' })).toBeVisible();
    for (const name of ['Start next term', 'Give transfer accounts', 'Delete school']) {
      expect(screen.getByRole('button', { name })).toBeVisible();
    }
  });

  it("shows the school's details and its real fees-paid ring", async () => {
    const record = await demoRecord('schools', 0);
    const { user, source } = await renderScreen(<SchoolPage />, {
      route: `/schools/${record._id}`,
      path,
    });
    expect(await screen.findByRole('heading', { level: 1, name: record.name })).toBeInTheDocument();
    const term = termLabel((await source.listTerms(record._id)).at(-1)!);
    expect(term).toBe('Second term 2026/2027');

    const paid = Math.floor((100 * record.totalFees) / record.totalFeesExpected);
    expect(paid).toBeGreaterThan(0);
    expect(screen.getByRole('img', { name: `Fees paid: ${paid}%` })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /School details/ });
    expect(within(table).getByRole('row', { name: `Address ${record.address}` })).toBeVisible();
    expect(within(table).getByRole('row', { name: 'Level Primary' })).toBeVisible();
    expect(
      within(table).getByRole('row', {
        name: 'Sibling discount 2nd child 10%, 3rd and later 15%, by age',
      }),
    ).toBeVisible();
    // The figures are the current term's, and say so (a term closed early is told apart).
    expect(
      await within(table).findByRole('row', {
        name: `Fees expected, ${term} NGN ${record.totalFeesExpected.toLocaleString('en-US')}`,
      }),
    ).toBeVisible();
    expect(
      within(table).getByRole('row', {
        name: `Fees paid, ${term} NGN ${record.totalFees.toLocaleString('en-US')}`,
      }),
    ).toBeVisible();

    expectLinks({
      'Back to schools': '/schools',
      'View students': '/students',
      'View classrooms': '/classrooms',
      'View payments': '/payments',
      'Edit school': `/schools/${record._id}/edit`,
    });
    await user.click(screen.getByRole('button', { name: 'Hide Details' }));
    expect(screen.getByRole('button', { name: 'Show Details' })).toBeInTheDocument();
  });

  it("links its owner to the school's staff and audit log, and a bursar to neither", async () => {
    const record = await demoRecord('schools', 0);
    const owner = await renderScreen(<SchoolPage />, { route: `/schools/${record._id}`, path });
    await screen.findByRole('heading', { level: 1, name: record.name });
    expectLinks({
      Staff: `/schools/${record._id}/staff`,
      'Audit log': `/schools/${record._id}/audit`,
    });
    owner.unmount();

    await renderScreen(<SchoolPage />, {
      // The guest owns every demo school; a bursar's browser holds the school as the API
      // answers them, with their role.
      arrange: async ({ school }) => {
        const asBursar: School = { ...school!, role: 'bursar' };
        queryClient.setQueryData(schoolQueryOptions(asBursar._id).queryKey, asBursar);
        return asBursar;
      },
      route: (school) => `/schools/${school._id}`,
      path,
    });
    await screen.findByRole('heading', { level: 1, name: record.name });
    expect(screen.getByRole('link', { name: 'View payments' })).toBeInTheDocument();
    expectNoOwnersActions();
  });

  it('offers the demo bursar its lists, but not edit, delete, staff or the terms', async () => {
    await renderScreen(<SchoolPage />, {
      // No payments yet, so its owner would still be offered 'Change term' (set-term-button.test).
      arrange: async ({ source, password }) => {
        const school = await source.create(
          'schools',
          { name: 'Bursary School', address: '3 Broad Street, Lagos', level: 'Primary' },
          password!,
        );
        await actAsInDemo('bursar');
        return school;
      },
      route: (school) => `/schools/${school._id}`,
      path,
    });
    await screen.findByRole('heading', { level: 1, name: 'Bursary School' });
    // Its term is read, so 'Change term' would be there by now if it were offered.
    await waitFor(() =>
      expect(screen.getByRole('row', { name: /^Current term/ })).not.toHaveTextContent('Loading'),
    );
    expectLinks({
      'View students': '/students',
      'View classrooms': '/classrooms',
      'View payments': '/payments',
    });
    expectNoOwnersActions();
  });

  it('offers a viewer its lists and nothing that changes it', async () => {
    const record = await demoRecord('schools', 0);
    await renderScreen(<SchoolPage />, {
      arrange: async ({ school }) => holdSchoolAs(school!, 'viewer'),
      route: `/schools/${record._id}`,
      path,
    });
    await screen.findByRole('heading', { level: 1, name: record.name });
    expectLinks({
      'View students': '/students',
      'View classrooms': '/classrooms',
      'View payments': '/payments',
    });
    expectNoOwnersActions();
  });

  it('makes the opened school the current one', async () => {
    const third = await demoRecord('schools', 2);
    const view = await renderScreen(<SchoolPage />, {
      route: `/schools/${third._id}`,
      path,
      school: null,
    });
    expect(view.school).toBeNull();
    expect(await screen.findByRole('heading', { name: third.name })).toBeInTheDocument();
    expect(useCurrentSchoolStore.getState().schoolId).toBe(third._id);
    expect(screen.getByRole('table', { name: /School details/ })).toHaveTextContent('Tertiary');
  });

  it('shows a not-found state for a deleted or unknown id, and keeps the current school', async () => {
    const { school } = await renderScreen(<SchoolPage />, {
      route: '/schools/6a0000000000000000000000',
      path,
    });
    expect(
      await screen.findByRole('heading', { name: 'This school was not found' }),
    ).toBeInTheDocument();
    expectLinks({ 'Back to schools': '/schools' });
    expect(useCurrentSchoolStore.getState().schoolId).toBe(school!._id);
    expect(document.title).toBe('Fees Manager | Not found');
  });

  it('shows why loading failed, with a way to try again', async () => {
    const record = await demoRecord('schools', 0);
    const { user } = await renderScreen(<SchoolPage />, { route: `/schools/${record._id}`, path });
    await screen.findByRole('heading', { level: 1, name: record.name });
    const restore = await damageGuestCollection('schools', '[1');

    // The payment plan below the details is read apart, and says so on its own when it fails.
    const school = await screen.findByText('Could not load this school.');
    const alert = school.closest<HTMLElement>('[role="alert"]')!;
    restore();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('img', { name: /Fees paid/ })).toBeInTheDocument();
  });

  it('deletes the school with its classrooms and students after the warning and the password', async () => {
    // Every demo school has payments, which are never erased: this one has none yet.
    const {
      user,
      location,
      arranged: record,
    } = await renderScreen(<SchoolPage />, {
      path,
      arrange: async ({ source, password }) => {
        const school = await source.create(
          'schools',
          { name: 'Short Lived School', address: '1 Marina, Lagos', level: 'Primary' },
          password!,
        );
        await arrangeClassroomWithStudent({ source, school, password });
        return school;
      },
      route: (school) => `/schools/${school._id}`,
    });
    expect(readCollection(localStorage, 'classrooms').some((c) => c.schoolId === record._id)).toBe(
      true,
    );
    await user.click(await screen.findByRole('button', { name: 'Delete school' }));

    const dialog = screen.getByRole('dialog', { name: 'Delete this school?' });
    expect(dialog).toHaveAccessibleDescription(
      `All records, including classrooms and students, will be deleted for ${record.name}. This cannot be undone.`,
    );
    const password = within(dialog).getByLabelText('Password', { exact: true });
    await user.type(password, 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Incorrect password')).toBeInTheDocument();
    expect(readCollection(localStorage, 'schools').some((s) => s._id === record._id)).toBe(true);

    await user.clear(password);
    await user.type(password, GUEST_CREDENTIALS.password);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('School deleted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/schools'));
    expect(readCollection(localStorage, 'schools').some((s) => s._id === record._id)).toBe(false);
    expect(readCollection(localStorage, 'classrooms').some((c) => c.schoolId === record._id)).toBe(
      false,
    );
    expect(readCollection(localStorage, 'students').some((s) => s.schoolId === record._id)).toBe(
      false,
    );
    expect(useCurrentSchoolStore.getState().schoolId).toBeNull();
  });

  it('refuses to delete a school that has payments, and changes nothing', async () => {
    const record = await demoRecord('schools', 0);
    const { user, location } = await renderScreen(<SchoolPage />, {
      route: `/schools/${record._id}`,
      path,
    });
    const payments = readCollection(localStorage, 'payments');
    expect(payments.some((p) => p.schoolId === record._id)).toBe(true);
    const dialog = await deleteRecord(user, 'school', GUEST_CREDENTIALS.password);

    expect(
      await within(dialog).findByText('This school has payments and cannot be deleted.'),
    ).toBeInTheDocument();
    expect(location().pathname).toBe(`/schools/${record._id}`);
    expect(readCollection(localStorage, 'schools').some((s) => s._id === record._id)).toBe(true);
    expect(readCollection(localStorage, 'payments')).toEqual(payments);
  });
});
