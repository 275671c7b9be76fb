import { PAGE_NAMES } from '@fees/shared-data';
import type { FamilyPayLinkReceipt, FamilyPayLinkView } from '@fees/shared-data/core';
import { Card, usePageTitle } from '@fees/shared-ui';
import { useParams } from 'react-router';
import { PaymentFactsTable } from '../payment-facts/payment-facts-table';
import { FamilyLinkChildren } from './family-link-children';
import { FamilyPayLinkForm } from './family-pay-link-form';
import { FamilyPayLinkReceiptView } from './family-pay-link-receipt';
import { DueNotice } from '../pay-link/due-notice';
import { PaidUpNotice } from '../pay-link/paid-up-notice';
import { PayByTransfer } from '../pay-link/pay-by-transfer';
import { PayLinkHeader } from '../pay-link/pay-link-header';
import { PayLinkScreen } from '../pay-link/pay-link-screen';
import { useFamilyPayLink } from './use-family-pay-link';
import styles from './family-pay-link.module.css';

function FamilyPayLinkPayment({
  token,
  view,
  onPaid,
}: {
  token: string;
  view: FamilyPayLinkView;
  onPaid: (receipt: FamilyPayLinkReceipt) => void;
}) {
  return (
    <>
      <PayLinkHeader schoolName={view.schoolName} />
      <Card>
        <div className={styles.view}>
          <PaymentFactsTable
            rows={[
              ['Family', view.familyName],
              ['Term', view.term],
            ]}
          />
          <FamilyLinkChildren view={view} />
        </div>
      </Card>
      {view.outstanding === 0 ? <PaidUpNotice /> : null}
      <PayByTransfer account={view.transferAccount} />
      <DueNotice view={view} />
      <FamilyPayLinkForm token={token} view={view} onPaid={onPaid} />
    </>
  );
}

/**
 * /pay/family/{token}: a parent pays for all their children at one school in one card checkout,
 * without an account and without the dashboard around the page. The payment is shared among the
 * children, the oldest debt first or as the parent chose, and the receipt says what went to whom.
 * A token that is not live says so as a student's link does.
 */
export function FamilyPayLinkPage() {
  const { token = '' } = useParams();
  usePageTitle(PAGE_NAMES['/pay/family/:id']);
  const link = useFamilyPayLink(token);
  return (
    <PayLinkScreen<FamilyPayLinkView, FamilyPayLinkReceipt>
      link={link}
      payment={(view, onPaid) => <FamilyPayLinkPayment token={token} view={view} onPaid={onPaid} />}
      receipt={(receipt, mailed, view) => (
        <FamilyPayLinkReceiptView receipt={receipt} term={view.term} mailed={mailed} />
      )}
    />
  );
}
