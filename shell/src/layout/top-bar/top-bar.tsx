import { useLocation } from 'react-router';
import { IconButton } from '@fees/shared-ui';
import { CurrentSchoolName } from '../school-switcher/current-school-name';
import { DemoBursarBadge } from '../acting-as/demo-bursar-badge';
import { GlobalSearch } from '../global-search/global-search';
import { ProfileMenu } from './profile-menu';
import { SchoolSwitcher } from '../school-switcher/school-switcher';
import styles from './top-bar.module.css';
import { usePublishedHeight } from './use-published-height';

/**
 * The pages where changing school makes sense; on a record or a form the bar only names the
 * school, so nothing open is swapped for another school's data (docs/routes.md#the-top-bar).
 */
const SWITCHER_PATHS = new Set(['/', '/schools', '/classrooms', '/students', '/payments']);

interface Props {
  navId: string;
  navOpen: boolean;
  onToggleNav: () => void;
}

export function TopBar({ navId, navOpen, onToggleNav }: Props) {
  const { pathname } = useLocation();
  const onListPage = SWITCHER_PATHS.has(pathname.replace(/\/$/, '') || '/');
  const bar = usePublishedHeight<HTMLElement>('--top-bar-height');

  return (
    <header ref={bar} className={styles.bar}>
      <IconButton
        size="md"
        variant="outlined"
        className={styles.menuButton}
        aria-label="Menu"
        aria-expanded={navOpen}
        aria-controls={navId}
        onClick={onToggleNav}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" />
        </svg>
      </IconButton>
      <div className={styles.school}>{onListPage ? <SchoolSwitcher /> : <CurrentSchoolName />}</div>
      <DemoBursarBadge />
      <div className={styles.tools}>
        <GlobalSearch />
        <ProfileMenu />
      </div>
    </header>
  );
}
