import type { Payment } from '@fees/shared-data';
import { formatSchoolDateTime } from '@fees/shared-data/core';
import { Callout } from '@fees/shared-ui';
import { byWhomAndWhen, isVoid } from '../payment-facts/payment-facts';
import styles from './payment-page.module.css';

/**
 * What became of a bursar's void request (docs/staff.md#voids): waiting, with the payment still
 * counting; or the owner's refusal and why; or, on a void payment, who asked for it.
 */
export function VoidRequestNotes({ payment }: { payment: Payment }) {
  const { voidRequest, voidDeclined } = payment;
  if (voidRequest && isVoid(payment)) {
    return (
      <p className={styles.voidNote}>
        Asked for by {byWhomAndWhen(voidRequest.by, voidRequest.at)}.
      </p>
    );
  }
  if (voidRequest) {
    return (
      <Callout
        tone="warning"
        role="status"
        title={`Void requested by ${voidRequest.by} (${voidRequest.reason})`}
      >
        <p className={styles.voidNote}>
          On {formatSchoolDateTime(voidRequest.at)}. It counts until the school&rsquo;s owner
          approves the void.
        </p>
      </Callout>
    );
  }
  if (voidDeclined && !isVoid(payment)) {
    return (
      <Callout tone="info" role="status" title="Void declined">
        <p className={styles.voidNote}>
          {byWhomAndWhen(voidDeclined.by, voidDeclined.at)}: {voidDeclined.reason}. The payment
          counts.
        </p>
      </Callout>
    );
  }
  return null;
}
