import { mayDo, type Payment, schoolQueryOptions } from '@fees/shared-data';
import { Button, ButtonLink, Callout } from '@fees/shared-ui';
import { DetailViewer } from '@fees/shared-ui/pages';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PaymentDetails } from './payment-details';
import { byWhomAndWhen, canVoid, isVoid } from '../payment-facts/payment-facts';
import { PaymentReceipt } from './payment-receipt';
import { usePayment } from './use-payment';
import { VoidPaymentButton } from './void-payment-button';
import { VoidRequestAnswers } from './void-request-answers';
import { VoidRequestNotes } from './void-request-notes';
import styles from './payment-page.module.css';

/**
 * /payments/{paymentId}: the shared detail viewer, read-only, with a printable receipt. A recorded
 * payment entered by mistake is voided here by the owner, or asked to be by a bursar, whose
 * request the owner answers here (docs/staff.md#voids); a void one says so first.
 */
export function PaymentPage() {
  const { paymentId = '' } = useParams();
  const query = usePayment(paymentId);
  const { data, notFound } = query;
  const { data: school } = useQuery({
    ...schoolQueryOptions(data?.schoolId ?? ''),
    enabled: data !== undefined,
  });
  const owner = mayDo(school?.role, 'answerVoid');
  const recorder = mayDo(school?.role, 'askVoid');

  return (
    <>
      <div className={styles.screen}>
        <DetailViewer<Payment>
          resource="payment"
          title={(payment) => `Payment for ${payment.studentName}`}
          query={query}
          details={(payment) => (
            <>
              {isVoid(payment) && payment.voidedAt ? (
                <Callout tone="danger" role="status" title="This payment is void.">
                  <p className={styles.voidNote}>
                    It counts in no figure. Voided by{' '}
                    {byWhomAndWhen(payment.voidedBy, payment.voidedAt)}: {payment.voidReason}
                  </p>
                </Callout>
              ) : null}
              <VoidRequestNotes payment={payment} />
              <PaymentDetails payment={payment} />
            </>
          )}
          actions={(payment) => (
            <>
              <Button width="auto" icon={null} onClick={() => window.print()}>
                Print receipt
              </Button>
              <ButtonLink width="auto" variant="light" to={`/students/${payment.studentId}`}>
                View student
              </ButtonLink>
              {canVoid(payment) && owner && payment.voidRequest ? (
                <VoidRequestAnswers payment={payment} />
              ) : null}
              {canVoid(payment) && recorder && !payment.voidRequest ? (
                <VoidPaymentButton payment={payment} asking={!owner} />
              ) : null}
            </>
          )}
        />
      </div>
      {data && !notFound ? <PaymentReceipt payment={data} schoolName={school?.name} /> : null}
    </>
  );
}
