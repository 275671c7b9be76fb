import { actAsInDemo, GUEST_CREDENTIALS } from '@fees/shared-data';
import {
  answerAdminPassword,
  demoRecord,
  expectLinks,
  renderScreen,
} from '@fees/shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { LateFeePage } from './late-fee-page';

const path = '/schools/:schoolId/late-fee';
const GRACE = 'Days of grace after each due date';

describe('LateFeePage', () => {
  it('opens with no late fee, and saves a percent after the admin password', async () => {
    const record = await demoRecord('schools', 0);
    const { user, source, location } = await renderScreen(<LateFeePage />, {
      route: `/schools/${record._id}/late-fee`,
      path,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Late Fee' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'No late fee' })).toBeChecked();
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expectLinks({ 'Back to school': `/schools/${record._id}` });

    await user.click(
      screen.getByRole('radio', { name: 'A percent of what is unpaid of the instalment' }),
    );
    await user.type(screen.getByRole('spinbutton', { name: 'Percent of what is unpaid' }), '2.5');
    const grace = screen.getByRole('spinbutton', { name: GRACE });
    await user.clear(grace);
    await user.type(grace, '14');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await answerAdminPassword(user, GUEST_CREDENTIALS.password);

    expect(await screen.findByText('Late fee saved!')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe(`/schools/${record._id}`));
    expect(await source.getLateFee(record._id)).toEqual({
      amount: null,
      percent: 2.5,
      graceDays: 14,
    });
  });

  it('keeps an amount left empty with its message on the box, and asks no password', async () => {
    const record = await demoRecord('schools', 0);
    const { user } = await renderScreen(<LateFeePage />, {
      route: `/schools/${record._id}/late-fee`,
      path,
    });
    await user.click(await screen.findByRole('radio', { name: 'A fixed amount' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const amount = screen.getByRole('spinbutton', { name: 'Amount (NGN)' });
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription('Amount is required');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says Incorrect password in the dialog and saves nothing', async () => {
    const record = await demoRecord('schools', 0);
    const { user, source } = await renderScreen(<LateFeePage />, {
      route: `/schools/${record._id}/late-fee`,
      path,
    });
    await user.click(await screen.findByRole('radio', { name: 'A fixed amount' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Amount (NGN)' }), '1000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await answerAdminPassword(user, 'not the password');

    expect(await screen.findByText('Incorrect password')).toBeInTheDocument();
    expect(await source.getLateFee(record._id)).toEqual({
      amount: 0,
      percent: null,
      graceDays: 0,
    });
  });

  it('tells the demo bursar, who opens it by its address, that only the owner sets it', async () => {
    const record = await demoRecord('schools', 0);
    await renderScreen(<LateFeePage />, {
      arrange: () => actAsInDemo('bursar'),
      route: `/schools/${record._id}/late-fee`,
      path,
    });
    expect(
      await screen.findByText("Only the school's owner can set the late fee."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
