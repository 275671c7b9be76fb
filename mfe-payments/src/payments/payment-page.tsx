import { type Payment, schoolQueryOptions } from '@fees/shared-data';
import { Button, ButtonLink, Callout, DetailViewer } from '@fees/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PaymentDetails } from './payment-details';
import { byWhomAndWhen, canVoid, isVoid } from './payment-facts';
import { PaymentReceipt } from './payment-receipt';
import { usePayment } from './use-payment';
import { VoidPaymentButton } from './void-payment-button';
import styles from './payment-page.module.css';

/**
 * /payments/{paymentId}: the shared detail viewer, read-only, with a printable receipt; a recorded
 * payment entered by mistake can be voided here, and a void one says so first.
 */
export function PaymentPage() {
  const { paymentId = '' } = useParams();
  const query = usePayment(paymentId);
  const { data, notFound } = query;
  const { data: school } = useQuery({
    ...schoolQueryOptions(data?.schoolId ?? ''),
    enabled: data !== undefined,
  });

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
              {canVoid(payment) ? <VoidPaymentButton payment={payment} /> : null}
            </>
          )}
        />
      </div>
      {data && !notFound ? <PaymentReceipt payment={data} schoolName={school?.name} /> : null}
    </>
  );
}
