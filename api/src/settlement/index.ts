// What the rest of the API may use of settlement/ (docs/api-layout.md): other folders import it from here,
// never from the files behind it.
export { fromProvider } from './provider-answers';
export { findSettlement } from './settlement-repository';
export { settlementRoutes } from './settlement-routes';
export {
  findTransferAccount,
  studentAccountJoin,
  studentAccountOf,
  studentAccountOwner,
  type TransferAccountOwner,
} from './transfer-account-lookup';
