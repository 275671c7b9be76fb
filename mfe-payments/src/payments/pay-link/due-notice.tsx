import { schoolToday } from '@fees/shared-data';
import { dueSentence, unmetInKobo, type PayLinkView } from '@fees/shared-data/core';
import { Callout } from '@fees/shared-ui';
import styles from './pay-link-page.module.css';

/**
 * Above the card form: what is left to pay and by when, in the words statements use too
 * (docs/due-dates.md#what-a-parent-reads); nothing once all is paid. A late part makes it a warning.
 */
export function DueNotice({ view }: { view: Pick<PayLinkView, 'instalments' | 'overdueSince'> }) {
  const sentence = dueSentence(unmetInKobo(view.instalments), schoolToday());
  if (sentence === null) return null;
  return (
    <Callout tone={view.overdueSince === null ? 'info' : 'warning'} role="status" title="Due dates">
      <p className={styles.lead}>{sentence}</p>
    </Callout>
  );
}
