const NIGERIA = '234';

/**
 * A parent's phone as the world dials it, digits only ('08031234567' → '2348031234567'), for a
 * WhatsApp chat (wa.me) or an SMS gateway; null when the number typed is not a Nigerian one we can
 * read (docs/pay-links.md#sharing-a-link). Forms take the number as people write it: with or
 * without the leading 0 or +234, with spaces, dashes or brackets.
 */
export function internationalPhone(typed: string): string | null {
  const compact = typed.replace(/[\s().-]/g, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  const digits = compact.replace('+', '');
  if (digits.startsWith(NIGERIA) && digits.length === 13) return digits;
  if (digits.startsWith('0') && digits.length === 11) return NIGERIA + digits.slice(1);
  if (/^[789]/.test(digits) && digits.length === 10) return NIGERIA + digits;
  return null;
}
