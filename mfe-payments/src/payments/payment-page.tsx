import {
  NOT_FOUND_PAGE_NAME,
  PAGE_NAMES,
  type Payment,
  schoolQueryOptions,
} from '@fees/shared-data';
import { Button, ButtonLink, DetailViewer, usePageTitle } from '@fees/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PaymentDetails } from './payment-details';
import { PaymentReceipt } from './payment-receipt';
import { usePayment } from './use-payment';
import styles from './payment-page.module.css';

/** /payments/{paymentId}: the shared detail viewer, read-only, with a printable receipt. */
export function PaymentPage() {
  const { paymentId = '' } = useParams();
  const { data, isPending, error, notFound, refetch } = usePayment(paymentId);
  const { data: school } = useQuery({
    ...schoolQueryOptions(data?.schoolId ?? ''),
    enabled: data !== undefined,
  });
  usePageTitle(notFound ? NOT_FOUND_PAGE_NAME : PAGE_NAMES['/payments/:id']);

  return (
    <>
      <div className={styles.screen}>
        <DetailViewer<Payment>
          resource="payment"
          listPath="/payments"
          backLabel="Back to payments"
          title={(payment) => `Payment for ${payment.studentName}`}
          record={notFound ? null : data}
          isLoading={isPending}
          error={data ? undefined : error}
          onRetry={() => void refetch()}
          details={(payment) => <PaymentDetails payment={payment} />}
          actions={(payment) => (
            <>
              <Button width="auto" icon={null} onClick={() => window.print()}>
                Print receipt
              </Button>
              <ButtonLink width="auto" variant="light" to={`/students/${payment.studentId}`}>
                View student
              </ButtonLink>
            </>
          )}
        />
      </div>
      {data && !notFound ? <PaymentReceipt payment={data} schoolName={school?.name} /> : null}
    </>
  );
}
