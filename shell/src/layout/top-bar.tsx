import styles from './top-bar.module.css';

export function TopBar() {
  return (
    <header className={styles.bar}>
      <span className={styles.school}>Select School</span>
    </header>
  );
}
