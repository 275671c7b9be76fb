import { screen, waitFor, within } from '@testing-library/react';
import { actAsInDemo, guestRole, queryClient, schoolQueryOptions } from '@fees/shared-data';
import { renderScreen, type RenderScreenResult } from '@fees/shared-ui/testing';
import { TopBar } from '../top-bar/top-bar';

const topBar = <TopBar navId="nav" navOpen={false} onToggleNav={() => undefined} />;
const OWNER = 'Owner (Guest)';
const BURSAR = 'Demo bursar (Amina Bello)';

/** The school's role as a screen opening now reads it. */
async function schoolRole(schoolId: string) {
  return (await queryClient.fetchQuery({ ...schoolQueryOptions(schoolId), staleTime: 0 })).role;
}

/** The profile menu's button, named by the initials it shows so that a speech user can say them. */
function profileButton(initials: string) {
  const button = screen.getByRole('button', { name: `${initials}, profile menu` });
  expect(button).toHaveTextContent(initials);
  return button;
}

async function openByKeyboard(user: RenderScreenResult['user'], initials: string) {
  profileButton(initials).focus();
  await user.keyboard('{Enter}');
  return screen.findByRole('group', { name: 'Act as' });
}

const badge = () => screen.queryByText('Demo bursar');

test('the guest acts as the demo bursar by keyboard, then as the owner again', async () => {
  const { user, school, guest } = await renderScreen(topBar);
  const guestInitials = `${guest!.firstname.charAt(0)}${guest!.lastname.charAt(0)}`.toUpperCase();
  let group = await openByKeyboard(user, guestInitials);
  const owner = within(group).getByRole('menuitemradio', { name: OWNER });
  expect(owner).toHaveAttribute('aria-checked', 'true');
  expect(owner).toHaveFocus();
  expect(within(group).getByRole('menuitemradio', { name: BURSAR })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  expect(badge()).not.toBeInTheDocument();

  await user.keyboard('{ArrowDown}');
  expect(within(group).getByRole('menuitemradio', { name: BURSAR })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(
    await screen.findByText(
      'You are now the demo bursar, Amina Bello. What only the owner may do is hidden.',
    ),
  ).toBeInTheDocument();
  expect(badge()).toHaveTextContent('Acting as Demo bursar');
  expect(guestRole()).toBe('bursar');
  expect(await schoolRole(school!._id)).toBe('bursar');

  group = await openByKeyboard(user, 'AB');
  expect(within(group).getByRole('menuitemradio', { name: BURSAR })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  expect(screen.getByText('Amina Bello')).toBeInTheDocument();
  expect(screen.getByText('bursar@feesmanager.demo')).toBeInTheDocument();

  expect(within(group).getByRole('menuitemradio', { name: OWNER })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(await screen.findByText('You are the owner again.')).toBeInTheDocument();
  await waitFor(() => expect(badge()).not.toBeInTheDocument());
  expect(guestRole()).toBe('owner');
  expect(await schoolRole(school!._id)).toBe('owner');

  await openByKeyboard(user, guestInitials);
  expect(screen.getByText(`${guest!.firstname} ${guest!.lastname}`)).toBeInTheDocument();
  expect(screen.getByText(guest!.email)).toBeInTheDocument();
});

test('the choice outlasts a reload, and logging out forgets it', async () => {
  const { user } = await renderScreen(topBar, { arrange: () => actAsInDemo('bursar') });
  expect(badge()).toHaveTextContent('Acting as Demo bursar');

  await user.click(profileButton('AB'));
  const bursar = await screen.findByRole('menuitemradio', { name: BURSAR });
  expect(bursar).toHaveAttribute('aria-checked', 'true');
  await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
  await user.click(await screen.findByRole('button', { name: 'Log out and clear' }));

  await waitFor(() => expect(badge()).not.toBeInTheDocument());
  expect(guestRole()).toBe('owner');
});
