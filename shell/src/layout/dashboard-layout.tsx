import { useEffect, useState, type ReactNode } from 'react';
import styles from './dashboard-layout.module.css';
import { SideNav } from './side-nav/side-nav';
import { TopBar } from './top-bar/top-bar';

interface Props {
  children: ReactNode;
}

const NAV_ID = 'side-nav';

export function DashboardLayout({ children }: Props) {
  const [navOpen, setNavOpen] = useState(false);

  // On a phone the open navigation covers the page: Escape closes it, as a dialog would.
  useEffect(() => {
    if (!navOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setNavOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [navOpen]);

  return (
    <div className={styles.layout}>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <SideNav id={NAV_ID} open={navOpen} onNavigate={() => setNavOpen(false)} />
      {navOpen ? (
        <div className={styles.scrim} aria-hidden="true" onClick={() => setNavOpen(false)} />
      ) : null}
      <div className={styles.column}>
        <TopBar navId={NAV_ID} navOpen={navOpen} onToggleNav={() => setNavOpen((open) => !open)} />
        <main id="main" className={styles.main} tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
