import {
  formatBroughtForward,
  formatMoney,
  NotFoundError,
  PAGE_NAMES,
  useSessionStore,
  type PayLinkReceipt,
  type PayLinkView,
} from '@fees/shared-data';
import { Callout, Card, Loaded, usePageTitle } from '@fees/shared-ui';
import { useState } from 'react';
import { useParams } from 'react-router';
import { CheckoutNotices } from '../checkout-notices';
import { PaymentFactsTable } from '../payment-facts-table';
import { DeadLinkNotice } from './dead-link-notice';
import { PayLinkForm } from './pay-link-form';
import { PayLinkReceiptView } from './pay-link-receipt';
import { useLinkCheckout } from './use-link-checkout';
import { usePayLink } from './use-pay-link';
import styles from './pay-link-page.module.css';

function PayLinkPayment({
  token,
  view,
  onPaid,
}: {
  token: string;
  view: PayLinkView;
  onPaid: (receipt: PayLinkReceipt) => void;
}) {
  const checkout = useLinkCheckout(token, onPaid);
  return (
    <>
      <header className={styles.header}>
        <p className={styles.school}>{view.schoolName}</p>
        <h1 className={styles.title}>School fees payment</h1>
      </header>
      <Card>
        <PaymentFactsTable
          rows={[
            ['Student', view.studentName],
            ['Class', view.className],
            ['Term', view.term],
            ['Brought forward', formatBroughtForward(view.broughtForward)],
            ['Fees expected', formatMoney(view.feesExpected)],
            ['Fees paid', formatMoney(view.feesPaid)],
            ['Outstanding', formatMoney(view.outstanding)],
          ]}
        />
      </Card>
      {view.outstanding === 0 ? (
        <Callout tone="success" role="status" title="Fees fully paid for this term">
          <p className={styles.lead}>
            Nothing is owed now. You may still pay ahead: what you pay becomes a credit for the next
            term.
          </p>
        </Callout>
      ) : null}
      <CheckoutNotices checkout={checkout} />
      <Card>
        <PayLinkForm view={view} busy={checkout.busy} onPay={checkout.pay} />
      </Card>
    </>
  );
}

/**
 * /pay/{token}: a parent pays one student's fees by card, without an account and without the
 * dashboard around the page (docs/pay-links.md). A token that is not live says so, and whom to ask
 * when the link once worked.
 */
export function PayLinkPage() {
  const { token = '' } = useParams();
  usePageTitle(PAGE_NAMES['/pay/:id']);
  const link = usePayLink(token);
  const guest = useSessionStore((state) => state.mode === 'guest');
  const [receipt, setReceipt] = useState<PayLinkReceipt | null>(null);

  let content;
  if (receipt) content = <PayLinkReceiptView receipt={receipt} mailed={!guest} />;
  else if (link.error instanceof NotFoundError) content = <DeadLinkNotice error={link.error} />;
  else {
    content = (
      <Loaded query={link} what="this payment page">
        {(view) => <PayLinkPayment token={token} view={view} onPaid={setReceipt} />}
      </Loaded>
    );
  }
  return (
    <main id="main" className={styles.page}>
      <div className={styles.column}>{content}</div>
    </main>
  );
}
