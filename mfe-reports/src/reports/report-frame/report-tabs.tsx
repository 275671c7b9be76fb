import { NavLink, useSearchParams } from 'react-router';
import styles from './report-page.module.css';

const TABS = [
  { to: '/reports', label: 'Term overview', keepsTerm: true },
  { to: '/reports/defaulters', label: 'Defaulters', keepsTerm: true },
  { to: '/reports/cash-book', label: 'Cash book', keepsTerm: false },
] as const;

/**
 * The three reports, one link each, the open one marked as the current page. A term chosen on
 * the overview stays chosen on the defaulters and back; the cash book is of days, not terms.
 */
export function ReportTabs() {
  const [params] = useSearchParams();
  const term = params.get('term');
  return (
    <nav aria-label="Reports" className={styles.tabs}>
      <ul className={styles.tabList}>
        {TABS.map((tab) => (
          <li key={tab.to}>
            <NavLink
              end
              to={tab.keepsTerm && term ? `${tab.to}?term=${encodeURIComponent(term)}` : tab.to}
              className={({ isActive }) =>
                isActive ? `${styles.tab} ${styles.active}` : styles.tab
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
