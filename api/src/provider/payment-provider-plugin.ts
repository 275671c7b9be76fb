import fp from 'fastify-plugin';
import {
  createPaystackClient,
  unconfiguredProvider,
  type PaymentProvider,
} from './payment-provider';
import { createSimulatedProvider, type SimulatedProvider } from './simulated-provider';

declare module 'fastify' {
  interface FastifyInstance {
    paymentProvider: PaymentProvider;
    /** Set only when the checkout is simulated. */
    simulatedProvider: SimulatedProvider | null;
  }
}

/**
 * With a secret key only the real provider is used; without one, the simulation that
 * FEES_DEV_CHECKOUT=1 asks for (loadConfig refuses every other keyless start).
 */
export const paymentProviderPlugin = fp(
  async (app) => {
    const { secretKey, apiUrl, simulated } = app.config.paystack;
    const simulatedProvider = simulated ? createSimulatedProvider() : null;
    const provider: PaymentProvider = secretKey
      ? createPaystackClient({ apiUrl, secretKey })
      : (simulatedProvider ?? unconfiguredProvider);
    app.decorate('paymentProvider', provider);
    app.decorate('simulatedProvider', simulatedProvider);
  },
  { name: 'payment-provider', fastify: '5.x', dependencies: ['env'] },
);
