import { mountHarness } from '@fees/shared-ui/harness';
import '@fees/shared-ui/tokens.css';
import SchoolsRoutes from './routes';

mountHarness({
  name: 'mfe-schools',
  links: [
    { to: '/schools', label: 'Schools' },
    { to: '/classrooms', label: 'Classrooms' },
  ],
  routes: <SchoolsRoutes />,
});
