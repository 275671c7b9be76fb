// What the rest of the API may use of provider/ (docs/api-layout.md): other folders import it from here,
// never from the files behind it.
export { paymentProviderPlugin } from './payment-provider-plugin';
export {
  type CustomerInput,
  type PaymentProvider,
  type ProviderDedicatedAccount,
  ProviderRefusedError,
  type ProviderTransaction,
  ProviderUnavailableError,
  readPaystackTransaction,
} from './payment-provider';
