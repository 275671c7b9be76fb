import { DEFAULT_CONFIG } from '@fees/shared-data';
import { checkoutScriptUrl, demoCheckoutUrl } from './checkout-script-url';

const inlineUrl = 'https://js.paystack.co/v2/inline.js';
const simulatedUrl = 'http://localhost:4000/api/dev/paystack/inline.js';

describe('checkoutScriptUrl', () => {
  it("gives the guest the remote's demo checkout when no real key is configured", () => {
    const demo = demoCheckoutUrl();
    expect(demo).toMatch(/\/demo-checkout\.js$/);
    expect(checkoutScriptUrl('guest', { ...DEFAULT_CONFIG.paystack, publicKey: '' })).toBe(demo);
    expect(
      checkoutScriptUrl('guest', {
        publicKey: 'pk_simulated',
        inlineUrl: simulatedUrl,
        simulated: true,
      }),
    ).toBe(demo);
  });

  it('gives the guest the provider when a real key is configured', () => {
    expect(
      checkoutScriptUrl('guest', { publicKey: 'pk_test_1', inlineUrl, simulated: false }),
    ).toBe(inlineUrl);
  });

  it('always gives an account the configured script, which the server verifies against', () => {
    expect(
      checkoutScriptUrl('account', {
        publicKey: 'pk_simulated',
        inlineUrl: simulatedUrl,
        simulated: true,
      }),
    ).toBe(simulatedUrl);
    expect(
      checkoutScriptUrl('account', { publicKey: 'pk_live_1', inlineUrl, simulated: false }),
    ).toBe(inlineUrl);
  });
});
