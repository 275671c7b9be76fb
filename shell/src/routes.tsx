import { Route, Routes, useLocation } from 'react-router';
import { RemoteArea } from './federation/remote-area';
import { spaceOf } from './federation/remote-spaces';
import { HomePage } from './home/home-page';
import { DashboardLayout } from './layout/dashboard-layout';
import { NotFoundPage } from '@fees/shared-ui';

/**
 * Every path goes through one catch-all route, so the dashboard layout stays mounted while the user
 * moves between sections, and each remote's <Routes> matches the full path (e.g. `schools/:id`).
 */
function ShellPage() {
  const { pathname } = useLocation();
  if (pathname === '/') {
    return (
      <DashboardLayout>
        <HomePage />
      </DashboardLayout>
    );
  }
  const space = spaceOf(pathname);
  if (!space) {
    return (
      <DashboardLayout>
        <NotFoundPage />
      </DashboardLayout>
    );
  }
  const area = <RemoteArea key={space.remote} remote={space.remote} label={space.label} />;
  return space.layout === 'bare' ? area : <DashboardLayout>{area}</DashboardLayout>;
}

export function ShellRoutes() {
  return (
    <Routes>
      <Route path="*" element={<ShellPage />} />
    </Routes>
  );
}
