import type { PaymentMethod } from '@fees/shared-data/core';

/**
 * One colour per payment method, the same in every chart and its legend. Each is a design token
 * at least 3:1 against the white surface (WCAG 1.4.11) and far from the others in hue or
 * lightness. Colour is never the only cue: a bar's segments stack in PAYMENT_METHODS' order and
 * the table beside each chart gives the figures.
 */
export const METHOD_COLOURS: Readonly<Record<PaymentMethod, string>> = {
  card: 'var(--color-info)',
  cash: 'var(--color-primary)',
  transfer: 'var(--color-warning)',
  pos: 'var(--color-danger)',
  other: 'var(--color-text-muted)',
};
