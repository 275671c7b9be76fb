import { actAsInDemo, GUEST_CREDENTIALS, readCollection, useConfigStore } from '@fees/shared-data';
import {
  answerAdminPassword,
  demoRecord,
  expectLinks,
  renderScreen,
} from '@fees/shared-ui/testing';
import { act, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SchoolEditPage } from './school-edit-page';

const path = '/schools/:schoolId/edit';

afterEach(() => {
  jest.useRealTimers();
});

describe('SchoolEditPage', () => {
  it('prefills the form and offers Save only once something differs', async () => {
    const record = await demoRecord('schools', 1);
    const { user } = await renderScreen(<SchoolEditPage />, {
      route: `/schools/${record._id}/edit`,
      path,
    });
    const name = await screen.findByRole('textbox', { name: 'School name' });
    expect(name).toHaveValue(record.name);
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue(record.address);
    expect(screen.getByRole('combobox', { name: 'Level' })).toHaveValue(record.level);
    expect(screen.getByRole('link', { name: 'Back to school' })).toHaveAttribute(
      'href',
      `/schools/${record._id}`,
    );
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await user.clear(screen.getByRole('textbox', { name: 'Address' }));
    await user.type(screen.getByRole('textbox', { name: 'Address' }), record.address);
    expect(save).toBeDisabled();
    await user.type(name, ' II');
    expect(save).toBeEnabled();
  });

  it("saves with the password, shows 'Editing...' meanwhile, then 'School updated successfully!' on the school's page", async () => {
    jest.useFakeTimers();
    const record = await demoRecord('schools', 0);
    const { location } = await renderScreen(<SchoolEditPage />, {
      route: `/schools/${record._id}/edit`,
      path,
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const name = await screen.findByRole('textbox', { name: 'School name' });
    await user.clear(name);
    await user.type(name, 'Sunrise Kiddies International');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // Guest mode's real latency, so the busy state can be seen.
    useConfigStore.getState().setConfig({ guestLatencyMs: 500 });
    const dialog = await answerAdminPassword(user, 'guest-demo');

    expect(screen.getByRole('button', { name: 'Editing...', hidden: true })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: '...' })).toBeDisabled();
    await act(() => jest.advanceTimersByTimeAsync(1500));

    expect(await screen.findByText('School updated successfully!')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe(`/schools/${record._id}`));
    expect(readCollection(localStorage, 'schools')[0]?.name).toBe('Sunrise Kiddies International');
  });

  it('keeps what was typed when the school has gone meanwhile', async () => {
    // Demo schools have payments and are never deleted; a new one can go.
    const {
      user,
      source,
      location,
      arranged: record,
    } = await renderScreen(<SchoolEditPage />, {
      path,
      arrange: ({ source, password }) =>
        source.create(
          'schools',
          { name: 'Short Lived School', address: '1 Marina, Lagos', level: 'Other' },
          password!,
        ),
      route: (school) => `/schools/${school._id}/edit`,
    });
    const address = await screen.findByRole('textbox', { name: 'Address' });
    await user.clear(address);
    await user.type(address, '9 New Road, Ibadan');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await source.deleteSchoolCascade(record._id, GUEST_CREDENTIALS.password);
    await answerAdminPassword(user, 'guest-demo');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The school was not saved. School not found',
    );
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('9 New Road, Ibadan');
    expect(location().pathname).toBe(`/schools/${record._id}/edit`);
  });

  it('shows a not-found state for a deleted or unknown id', async () => {
    await renderScreen(<SchoolEditPage />, { route: '/schools/nothing-here/edit', path });
    expect(
      await screen.findByRole('heading', { name: 'This school was not found' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('tells the demo bursar, who opens it by its address, that only the owner changes the school', async () => {
    const record = await demoRecord('schools', 0);
    await renderScreen(<SchoolEditPage />, {
      arrange: () => actAsInDemo('bursar'),
      route: `/schools/${record._id}/edit`,
      path,
    });
    expect(
      await screen.findByText("Only the school's owner can change its details."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expectLinks({ 'Back to school': `/schools/${record._id}` });
  });
});
