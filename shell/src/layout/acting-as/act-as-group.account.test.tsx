/** @jest-environment ./scripts/jest/jsdom-with-fetch.cjs */
import { screen, within } from '@testing-library/react';
import { actAsInDemo } from '@fees/shared-data';
import { renderScreen } from '@fees/shared-ui/testing';
import { TopBar } from '../top-bar/top-bar';

test('an account is offered no one to act as, whatever a past demo left behind', async () => {
  const { user, account } = await renderScreen(
    <TopBar navId="nav" navOpen={false} onToggleNav={() => undefined} />,
    { session: 'account', school: null, arrange: () => actAsInDemo('bursar') },
  );
  const initials = `${account!.firstname.charAt(0)}${account!.lastname.charAt(0)}`.toUpperCase();
  // Named by the initials it shows, so that a speech user can say them.
  await user.click(screen.getByRole('button', { name: `${initials}, profile menu` }));
  const menu = await screen.findByRole('menu');

  expect(within(menu).getByText(account!.email)).toBeInTheDocument();
  expect(within(menu).queryByRole('group', { name: 'Act as' })).not.toBeInTheDocument();
  expect(within(menu).queryByRole('menuitemradio')).not.toBeInTheDocument();
  expect(screen.queryByText('Demo bursar')).not.toBeInTheDocument();
});
