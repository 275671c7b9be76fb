import { formatMoney, PAGE_NAMES } from '@fees/shared-data';
import {
  formatBroughtForward,
  type PayLinkReceipt,
  type PayLinkView,
} from '@fees/shared-data/core';
import { Card, usePageTitle } from '@fees/shared-ui';
import { useParams } from 'react-router';
import { CheckoutNotices } from '../checkout/checkout-notices';
import { PaymentFactsTable } from '../payment-facts/payment-facts-table';
import { DueNotice } from './due-notice';
import { PaidUpNotice } from './paid-up-notice';
import { PayByTransfer } from './pay-by-transfer';
import { PayLinkForm } from './pay-link-form/pay-link-form';
import { PayLinkHeader } from './pay-link-header';
import { PayLinkReceiptView } from './pay-link-receipt/pay-link-receipt';
import { PayLinkScreen } from './pay-link-screen';
import { useLinkCheckout } from './use-link-checkout';
import { usePayLink } from './use-pay-link';

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
      <PayLinkHeader schoolName={view.schoolName} />
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
      {view.outstanding === 0 ? <PaidUpNotice /> : null}
      <PayByTransfer account={view.transferAccount} />
      <CheckoutNotices checkout={checkout} />
      <DueNotice view={view} />
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
  return (
    <PayLinkScreen<PayLinkView, PayLinkReceipt>
      link={link}
      payment={(view, onPaid) => <PayLinkPayment token={token} view={view} onPaid={onPaid} />}
      receipt={(receipt, mailed, view) => (
        <PayLinkReceiptView receipt={receipt} term={view.term} mailed={mailed} />
      )}
    />
  );
}
