import { NavLink } from 'react-router';
import { useCurrentSchoolStore } from '@fees/shared-data';
import { NavIcon, useLogoutRequest } from '@fees/shared-ui';
import { NAV_ITEMS } from './nav-items';
import styles from './side-nav.module.css';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.link} ${styles.active}` : styles.link;

interface Props {
  id: string;
  /** On narrow screens the navigation is hidden until the menu button opens it. */
  open: boolean;
  onNavigate: () => void;
}

/** Home and the spaces apps.json lists for the navigation; a school's pages once one is chosen. */
export function SideNav({ id, open, onNavigate }: Props) {
  const schoolChosen = useCurrentSchoolStore((state) => state.schoolId !== null);
  const logout = useLogoutRequest();

  return (
    <nav id={id} className={open ? `${styles.nav} ${styles.open}` : styles.nav} aria-label="Main">
      <p className={styles.brand}>
        <span className={styles.logo} aria-hidden="true">
          F
        </span>
        Fees Manager
      </p>
      <ul className={styles.list}>
        {NAV_ITEMS.filter((item) => schoolChosen || !item.needsSchool).map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.to === '/'} className={linkClass} onClick={onNavigate}>
              {item.icon && <NavIcon name={item.icon} />}
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
      <ul className={`${styles.list} ${styles.bottom}`}>
        <li>
          <NavLink to="/profile" className={linkClass} onClick={onNavigate}>
            <NavIcon name="profile" />
            Profile
          </NavLink>
        </li>
        <li>
          <button type="button" className={styles.link} onClick={logout.request}>
            <NavIcon name="logout" />
            Logout
          </button>
          {logout.confirm}
        </li>
      </ul>
    </nav>
  );
}
