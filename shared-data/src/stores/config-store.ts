import { create } from 'zustand';
import { TIMINGS } from '../constants/timings';

export interface PaystackConfig {
  publicKey: string;
  inlineUrl: string;
  /**
   * True when no provider keys are configured (development): the account checkout is the API's
   * labelled simulation, and the guest demo uses the payments remote's own demo checkout.
   */
  simulated: boolean;
}

export interface AppConfig {
  apiUrl: string;
  paystack: PaystackConfig;
  /** Simulated guest-mode latency; tests and harnesses set 0. */
  guestLatencyMs: number;
}

export interface ConfigState extends AppConfig {
  /** The shell calls this with config.json before mounting remotes. */
  setConfig(
    config: Partial<Omit<AppConfig, 'paystack'>> & { paystack?: Partial<PaystackConfig> },
  ): void;
}

export const DEFAULT_CONFIG: AppConfig = {
  apiUrl: 'http://localhost:4000',
  paystack: {
    publicKey: '',
    inlineUrl: 'https://js.paystack.co/v2/inline.js',
    simulated: false,
  },
  guestLatencyMs: TIMINGS.localStorageLatencyMs,
};

export const useConfigStore = create<ConfigState>()((set) => ({
  ...DEFAULT_CONFIG,
  setConfig: ({ paystack, ...rest }) =>
    set((state) => ({ ...rest, paystack: { ...state.paystack, ...paystack } })),
}));
