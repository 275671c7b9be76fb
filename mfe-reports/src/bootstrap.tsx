import { mountHarness } from '@fees/shared-ui/harness';
import '@fees/shared-ui/tokens.css';
import ReportsRoutes from './routes';

mountHarness({
  name: 'mfe-reports',
  links: [
    { to: '/reports', label: 'Term overview' },
    { to: '/reports/defaulters', label: 'Defaulters' },
    { to: '/reports/cash-book', label: 'Cash book' },
  ],
  routes: <ReportsRoutes />,
});
