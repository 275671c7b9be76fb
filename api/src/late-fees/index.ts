// What the rest of the API may use of late-fees/ (docs/api-layout.md): other folders import it from
// here, never from the files behind it.
export { chargeLateFees } from './late-fees-repository';
export { schoolLateFeeRoutes, studentLateFeeRoutes } from './late-fees-routes';
