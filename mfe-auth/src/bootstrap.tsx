import { mountHarness } from '@fees/shared-ui/harness';
import '@fees/shared-ui/tokens.css';
import AuthRoutes from './routes';

mountHarness({
  name: 'mfe-auth',
  links: [
    { to: '/login', label: 'Login' },
    { to: '/signup', label: 'Signup' },
    { to: '/verify-email', label: 'Verify e-mail' },
    { to: '/reset-password', label: 'Reset password' },
    { to: '/profile', label: 'Profile' },
  ],
  routes: <AuthRoutes />,
});
