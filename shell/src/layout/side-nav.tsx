import { NavLink } from 'react-router';
import styles from './side-nav.module.css';

const links = [
  { to: '/', label: 'Home', end: true },
  { to: '/schools', label: 'Schools' },
  { to: '/classrooms', label: 'Classrooms' },
  { to: '/students', label: 'Students' },
  { to: '/payments', label: 'Payments' },
];

export function SideNav() {
  return (
    <nav className={styles.nav} aria-label="Main">
      <p className={styles.brand}>Fees Manager</p>
      <ul className={styles.list}>
        {links.map(({ to, label, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                isActive ? `${styles.link} ${styles.active}` : styles.link
              }
            >
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
      <ul className={`${styles.list} ${styles.bottom}`}>
        <li>
          <NavLink to="/profile" className={styles.link}>
            Profile
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
