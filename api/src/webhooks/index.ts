// What the rest of the API may use of webhooks/ (docs/api-layout.md): other folders import it from here,
// never from the files behind it.
export { paystackWebhookRoutes } from './paystack-webhook-routes';
export { SIMULATED_INLINE_PATH, simulatedCheckoutRoutes } from './simulated-checkout-routes';
