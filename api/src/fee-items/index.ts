// What the rest of the API may use of fee-items/ (docs/api-layout.md): other folders import it from here,
// never from the files behind it.
export { feeItemsRoutes } from './fee-items-routes';
