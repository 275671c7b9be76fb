import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, NavLink } from 'react-router';
import { useConfigStore, useSessionStore } from '@fees/shared-data';
import { AppProviders } from '../providers/app-providers';
import { HarnessSession } from './harness-session';
import styles from './remote-harness.module.css';

interface HarnessOptions {
  /** The remote's package name, shown in the harness bar. */
  name: string;
  /** Entry points of the remote's URL space. */
  links: ReadonlyArray<{ to: string; label: string }>;
  routes: ReactNode;
}

/** The dev server answers /config.json like `npm start` does; without it the defaults apply. */
async function loadConfig(): Promise<void> {
  try {
    const response = await fetch('/config.json', { cache: 'no-store' });
    if (response.ok) useConfigStore.getState().setConfig(await response.json());
  } catch {
    // Defaults point at the local API, which is what a team's machine runs.
  }
}

/**
 * Runs one remote alone for its team (`npm run dev -w mfe-schools`): its routes with the same
 * shared stores and providers the shell gives it, without the shell's layout and guards.
 */
export function mountHarness({ name, links, routes }: HarnessOptions): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  void loadConfig().then(() => useSessionStore.getState().restore());
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
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
            <HarnessSession />
          </header>
          <main className={styles.main}>{routes}</main>
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}
