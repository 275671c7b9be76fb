import { useEffect, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { useSessionStore } from '@fees/shared-data';
import { NotFoundPage } from '@fees/shared-ui';
import { RemoteArea } from './federation/remote-area';
import { spaceOf } from './federation/remote-spaces';
import { RedirectSignedIn } from './guards/redirect-signed-in';
import { RequireUser } from './guards/require-user';
import { HomePage } from './home/home-page';
import { BarePage } from './layout/bare-page';
import { DashboardLayout } from './layout/dashboard-layout';
import { usePathTitle } from './layout/use-path-title';

function Dashboard({ children }: { children: ReactNode }) {
  return (
    <RequireUser>
      <DashboardLayout>{children}</DashboardLayout>
    </RequireUser>
  );
}

/**
 * Every path goes through one catch-all route, so the dashboard layout stays mounted while the user
 * moves between sections, and each remote's <Routes> matches the full path (e.g. `schools/:id`).
 */
function ShellPage() {
  const { pathname } = useLocation();
  const signedIn = useSessionStore((state) => state.user !== null);

  usePathTitle(pathname);

  // A new page starts at its top, as it would after a full page load.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  if (pathname === '/') {
    return (
      <Dashboard>
        <HomePage />
      </Dashboard>
    );
  }
  const space = spaceOf(pathname);
  if (!space) {
    return signedIn ? (
      <Dashboard>
        <NotFoundPage />
      </Dashboard>
    ) : (
      <BarePage>
        <NotFoundPage />
      </BarePage>
    );
  }
  const area = <RemoteArea key={space.remote} remote={space.remote} label={space.label} />;
  if (space.layout === 'dashboard') return <Dashboard>{area}</Dashboard>;
  if (pathname.startsWith('/login')) return <RedirectSignedIn>{area}</RedirectSignedIn>;
  return area;
}

export function ShellRoutes() {
  return (
    <Routes>
      <Route path="*" element={<ShellPage />} />
    </Routes>
  );
}
