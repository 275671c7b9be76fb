import type { ReactNode } from 'react';
import styles from './dashboard-layout.module.css';
import { SideNav } from './side-nav';
import { TopBar } from './top-bar';

interface Props {
  children: ReactNode;
}

export function DashboardLayout({ children }: Props) {
  return (
    <div className={styles.layout}>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <SideNav />
      <div className={styles.column}>
        <TopBar />
        <main id="main" className={styles.main} tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
