import { Callout } from '@fees/shared-ui';
import styles from './pay-link-page.module.css';

/**
 * Above the card form of a link that is owed nothing: the form stays, since a parent may pay ahead
 * and what they pay becomes a credit (docs/pay-links.md#the-parents-page).
 */
export function PaidUpNotice() {
  return (
    <Callout tone="success" role="status" title="Fees fully paid for this term">
      <p className={styles.lead}>
        Nothing is owed now. You may still pay ahead: what you pay becomes a credit for the next
        term.
      </p>
    </Callout>
  );
}
