import { useCurrentSchool } from '@fees/shared-data';
import styles from './school-switcher.module.css';

/** Outside the list pages the top bar only names the chosen school (docs/routes.md#the-top-bar). */
export function CurrentSchoolName() {
  const { school } = useCurrentSchool();
  return <span className={styles.label}>{school?.name ?? 'Select School'}</span>;
}
