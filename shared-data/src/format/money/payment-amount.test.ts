import { formatPaymentAmount, isShortCharge } from './payment-amount';

describe('formatPaymentAmount', () => {
  it.each([
    [{ amount: 5000, amountAsked: 20000 }, 'NGN 5,000 charged of NGN 20,000 asked'],
    [{ amount: 19999.99, amountAsked: 20000 }, 'NGN 19,999.99 charged of NGN 20,000 asked'],
    [{ amount: 20000, amountAsked: 20000 }, 'NGN 20,000'],
    [{ amount: 25000, amountAsked: 20000 }, 'NGN 25,000'],
  ])('%p → %p', (payment, text) => {
    expect(formatPaymentAmount(payment)).toBe(text);
  });
});

describe('isShortCharge', () => {
  it('compares to the kobo', () => {
    expect(isShortCharge({ amount: 0.1 + 0.2, amountAsked: 0.3 })).toBe(false);
    expect(isShortCharge({ amount: 1000.01, amountAsked: 1000.02 })).toBe(true);
  });
});
