import { mountHarness } from '@fees/shared-ui/harness';
import '@fees/shared-ui/tokens.css';
import PaymentsRoutes from './routes';

mountHarness({
  name: 'mfe-payments',
  links: [
    { to: '/payments', label: 'Payments' },
    { to: '/payments/create', label: 'Make payment' },
  ],
  routes: <PaymentsRoutes />,
});
