import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, NavLink } from 'react-router';
import styles from './remote-harness.module.css';

interface HarnessOptions {
  /** The remote's package name, shown in the harness bar. */
  name: string;
  /** Entry points of the remote's URL space. */
  links: ReadonlyArray<{ to: string; label: string }>;
  routes: ReactNode;
}

/**
 * Runs one remote alone for its team (`npm run dev -w mfe-schools`): its routes with the same
 * shared stores and providers the shell gives it, without the shell's layout.
 */
export function mountHarness({ name, links, routes }: HarnessOptions): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <header className={styles.bar}>
          <strong>{name}</strong> <span>stand-alone harness</span>
          <nav aria-label="Harness">
            {links.map((link) => (
              <NavLink key={link.to} to={link.to} className={styles.link}>
                {link.label}
              </NavLink>
            ))}
          </nav>
        </header>
        <main className={styles.main}>{routes}</main>
      </BrowserRouter>
    </StrictMode>,
  );
}
