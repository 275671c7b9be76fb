// What the rest of the API may use of transfers/ (docs/api-layout.md): other folders import it from here,
// never from the files behind it.
export { isTransferCharge } from './incoming-transfer';
export {
  familyTransferAccountRoutes,
  schoolTransferAccountRoutes,
  studentTransferAccountRoutes,
} from './transfer-account-routes';
export { transferAccountRunRoutes } from './transfer-account-run-routes';
export { receiveTransferEvent } from './transfer-webhook';
export { unmatchedTransferRoutes } from './unmatched-transfer-routes';
