import { screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '@fees/shared-ui/testing';
import { NAV_ITEMS } from './nav-items';
import { SideNav } from './side-nav';

const nav = <SideNav id="nav" open={false} onNavigate={() => undefined} />;

function linkNames() {
  const navigation = screen.getByRole('navigation', { name: 'Main' });
  return within(navigation)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

test('without a chosen school: Home and Schools, then Profile and Logout', async () => {
  await renderScreen(nav, { school: null });
  expect(linkNames()).toEqual(['Home', 'Schools', 'Profile']);
  expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
});

test("with a chosen school: every app's entry too, Classrooms to Reports", async () => {
  await renderScreen(nav);
  expect(linkNames()).toEqual([...NAV_ITEMS.map(({ label }) => label), 'Profile']);
  expect(linkNames()).toEqual(expect.arrayContaining(['Classrooms', 'Payments', 'Reports']));
});

test('the current page is marked', async () => {
  await renderScreen(nav, { route: '/students/abc' });
  expect(screen.getByRole('link', { name: 'Students' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
});

test('Logout asks the guest first; staying keeps the demo, confirming clears it and goes to /login', async () => {
  const { user, location } = await renderScreen(nav);
  const stored = localStorage.length;
  expect(stored).toBeGreaterThan(0);
  const logout = screen.getByRole('button', { name: 'Logout' });
  await user.click(logout);
  let ask = screen.getByRole('dialog', { name: "Log out and clear the demo's data?" });
  expect(ask).toHaveAccessibleDescription(/kept in this browser only/);
  await user.click(within(ask).getByRole('button', { name: 'Stay in the demo' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(logout).toHaveFocus();
  expect(localStorage.length).toBe(stored);
  expect(location().pathname).not.toBe('/login');

  await user.keyboard('{Enter}');
  ask = screen.getByRole('dialog', { name: "Log out and clear the demo's data?" });
  await user.click(within(ask).getByRole('button', { name: 'Log out and clear' }));
  await waitFor(() => expect(location().pathname).toBe('/login'));
  expect(Object.keys(localStorage).filter((key) => key.includes('schools'))).toEqual([]);
});
