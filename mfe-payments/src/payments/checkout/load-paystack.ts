import type { PaystackPopConstructor } from './paystack-pop';

export const SCRIPT_LOAD_ERROR = 'Unable to load paystack inline script';

const loaded = new Map<string, Promise<PaystackPopConstructor>>();

function readPaystackPop(): PaystackPopConstructor | undefined {
  const candidate = (window as { PaystackPop?: unknown }).PaystackPop;
  return typeof candidate === 'function' ? (candidate as PaystackPopConstructor) : undefined;
}

/**
 * Loads a checkout script once per URL per page and resolves to the `PaystackPop` it defined.
 * The constructor is kept per URL because the provider's script and the demo checkout both set
 * `window.PaystackPop`: a later load of one must not change which checkout the other opens. A
 * failed load is forgotten (and its tag removed), so the next attempt tries again.
 */
export function loadPaystack(url: string): Promise<PaystackPopConstructor> {
  const cached = loaded.get(url);
  if (cached) return cached;
  const loading = new Promise<PaystackPopConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = () => {
      loaded.delete(url);
      script.remove();
      reject(new Error(SCRIPT_LOAD_ERROR));
    };
    script.src = url;
    script.async = true;
    script.addEventListener('error', fail);
    script.addEventListener('load', () => {
      const PaystackPop = readPaystackPop();
      if (PaystackPop) resolve(PaystackPop);
      else fail();
    });
    document.head.append(script);
  });
  loaded.set(url, loading);
  return loading;
}
