import styles from './pay-link-page.module.css';

/** The top of a pay link's page: whose school asks, and what the page is for. */
export function PayLinkHeader({ schoolName }: { schoolName: string }) {
  return (
    <header className={styles.header}>
      <p className={styles.school}>{schoolName}</p>
      <h1 className={styles.title}>School fees payment</h1>
    </header>
  );
}
