import { Route, Routes } from 'react-router';
import { NotFoundPage } from '@fees/shared-ui';
import { FamilyPayLinkPage } from './payments/family-pay-link/family-pay-link-page';
import { PayLinkPage } from './payments/pay-link/pay-link-page';
import { PaymentCreatePage } from './payments/payment-create/payment-create-page';
import { PaymentPage } from './payments/payment-page/payment-page';
import { PaymentRecordPage } from './payments/payment-record/payment-record-page';
import { PaymentsPage } from './payments/payments-list/payments-page';

/** Exposed as `./routes`: this remote's whole URL space, matched against the full path. */
export default function PaymentsRoutes() {
  return (
    <Routes>
      <Route path="payments" element={<PaymentsPage />} />
      <Route path="payments/create" element={<PaymentCreatePage />} />
      <Route path="payments/record" element={<PaymentRecordPage />} />
      <Route path="payments/:paymentId" element={<PaymentPage />} />
      <Route path="pay/:token" element={<PayLinkPage />} />
      <Route path="pay/family/:token" element={<FamilyPayLinkPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
