import { NavLink } from 'react-router';
import { useCurrentSchoolStore } from '@fees/shared-data';
import { NavIcon, useLogout, type NavIconName } from '@fees/shared-ui';
import styles from './side-nav.module.css';

interface NavItem {
  to: string;
  label: string;
  icon: NavIconName;
  needsSchool?: boolean;
}

const items: readonly NavItem[] = [
  { to: '/', label: 'Home', icon: 'home' },
  { to: '/schools', label: 'Schools', icon: 'schools' },
  { to: '/classrooms', label: 'Classrooms', icon: 'classrooms', needsSchool: true },
  { to: '/students', label: 'Students', icon: 'students', needsSchool: true },
  { to: '/payments', label: 'Payments', icon: 'payments', needsSchool: true },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.link} ${styles.active}` : styles.link;

interface Props {
  id: string;
  /** On narrow screens the navigation is hidden until the menu button opens it. */
  open: boolean;
  onNavigate: () => void;
}

/** Home and Schools always; Classrooms, Students and Payments only once a school is chosen. */
export function SideNav({ id, open, onNavigate }: Props) {
  const schoolChosen = useCurrentSchoolStore((state) => state.schoolId !== null);
  const logout = useLogout();

  return (
    <nav id={id} className={open ? `${styles.nav} ${styles.open}` : styles.nav} aria-label="Main">
      <p className={styles.brand}>
        <span className={styles.logo} aria-hidden="true">
          F
        </span>
        Fees Manager
      </p>
      <ul className={styles.list}>
        {items
          .filter((item) => schoolChosen || !item.needsSchool)
          .map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.to === '/'}
                className={linkClass}
                onClick={onNavigate}
              >
                <NavIcon name={item.icon} />
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
          <button type="button" className={styles.link} onClick={() => void logout()}>
            <NavIcon name="logout" />
            Logout
          </button>
        </li>
      </ul>
    </nav>
  );
}
