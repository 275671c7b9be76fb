import { mountHarness } from '@fees/shared-ui/harness';
import '@fees/shared-ui/tokens.css';
import StudentsRoutes from './routes';

mountHarness({
  name: 'mfe-students',
  links: [{ to: '/students', label: 'Students' }],
  routes: <StudentsRoutes />,
});
