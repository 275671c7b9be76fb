// What the rest of the API may use of payments/ (docs/api-layout.md): other folders import it from here,
// never from the files behind it.
export {
  familyChildren,
  type FamilyPaymentRow,
  findFamilyPaymentByReference,
  initializeFamilyPayment,
  type PaidShare,
  payShares,
  type RecordedShare,
} from './family-payments-repository';
export { PAY_LINK_LIMITS } from './pay-link-limits';
export { paymentAnswersPlugin } from './card/payment-answers-plugin';
export { paymentVoidRoutes } from './voids/payment-void-routes';
export {
  findPayingStudent,
  findPaymentByReference,
  initializePayment,
  MISDIRECTED_CHARGE,
} from './payments-repository';
export { paymentsRoutes } from './payments-routes';
export {
  checkoutFields,
  checkoutOf,
  initializeResponse,
  type PaymentRow,
  toPayment,
} from './payments-schemas';
export { startedPayment, startWithProvider } from './card/provider-checkout';
export { queueReceipt } from './receipts/queue-receipt';
export { receiptSetting } from './receipts/receipt-setting';
export { settleFamilyPayment, verifyFamilyPayment } from './card/settle-family-payment';
export { settlePayment } from './card/settle-payment';
export { verifyPayment } from './card/verify-payment';
