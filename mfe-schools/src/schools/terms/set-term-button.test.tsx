import { GUEST_CREDENTIALS, paymentsQueryOptions, queryClient } from '@fees/shared-data';
import { demoRecord, renderScreen } from '@fees/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { SchoolPage } from '../school-page/school-page';

const path = '/schools/:schoolId';

describe("Change term on a new school's page", () => {
  it('lets the owner say the school is in Second term, until its first payment', async () => {
    const {
      user,
      arranged: school,
      source,
    } = await renderScreen(<SchoolPage />, {
      arrange: ({ source }) =>
        source.create(
          'schools',
          { name: 'Harmony Day School', address: '4 Oba Akran Avenue, Ikeja', level: 'Primary' },
          GUEST_CREDENTIALS.password,
        ),
      route: (created) => `/schools/${created._id}`,
      path,
    });
    const details = await screen.findByRole('table', { name: /School details/ });
    const [opened] = await source.listTerms(school._id);
    expect(
      await within(details).findByRole('row', {
        name: `Current term First term ${opened!.session}`,
      }),
    ).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Change term' }));
    const dialog = await screen.findByRole('dialog', { name: 'Which term is the school in?' });
    expect(within(dialog).getByRole('combobox', { name: 'Session' })).toHaveValue(opened!.session);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Term' }), 'Second term');
    await user.type(
      within(dialog).getByLabelText('Password', { exact: true }),
      GUEST_CREDENTIALS.password,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save term' }));

    expect(
      await screen.findByText(`The school is now in Second term ${opened!.session}.`),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await within(details).findByRole('row', {
        name: `Current term Second term ${opened!.session}`,
      }),
    ).toBeInTheDocument();
    expect((await source.listTerms(school._id)).map((term) => term.name)).toEqual(['Second term']);
  });

  it('is not offered once the school has payments', async () => {
    const school = await demoRecord('schools', 0);
    await renderScreen(<SchoolPage />, { route: `/schools/${school._id}`, path });
    await screen.findByRole('button', { name: 'Start next term' });
    // Once the page knows the school has payments, it offers no change.
    const { queryKey } = paymentsQueryOptions({ filter: { schoolId: school._id }, limit: 1 });
    await waitFor(() => expect(queryClient.getQueryData(queryKey)?.total).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: 'Change term' })).toBeNull();
  });
});
