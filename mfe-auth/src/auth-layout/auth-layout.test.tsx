import { renderScreen } from '@fees/shared-ui/testing';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { AuthLayout } from './auth-layout';

function Screens({ tabs }: { tabs: boolean }) {
  return (
    <Routes>
      <Route element={<AuthLayout tabs={tabs} />}>
        <Route path="login" element={<h1>Login screen</h1>} />
        <Route path="signup" element={<h1>Signup screen</h1>} />
      </Route>
    </Routes>
  );
}

describe('AuthLayout', () => {
  it('marks the Login tab active on /login and moves to /signup with the Signup tab', async () => {
    const { user, location } = await renderScreen(<Screens tabs />, {
      route: '/login',
      session: 'none',
    });
    const tabs = screen.getByRole('navigation', { name: 'Login or signup' });
    expect(tabs).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Signup' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('heading', { name: 'Login screen' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Signup' }));
    expect(location().pathname).toBe('/signup');
    expect(screen.getByRole('heading', { name: 'Signup screen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Signup' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Login' })).not.toHaveAttribute('aria-current');
  });

  it('follows the last path segment when opened at /signup, and shows the brand', async () => {
    await renderScreen(<Screens tabs />, { route: '/signup', session: 'none' });
    expect(screen.getByRole('link', { name: 'Signup' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('banner')).toHaveTextContent('Fees Manager');
  });

  it('leaves the tabs out where they do not apply', async () => {
    await renderScreen(<Screens tabs={false} />, { route: '/login', session: 'none' });
    expect(screen.queryByRole('navigation', { name: 'Login or signup' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
  });
});
