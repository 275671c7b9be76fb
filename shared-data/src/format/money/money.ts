import { CURRENCY, KOBO_PER_NAIRA } from '../../constants/money/money';

/**
 * Naira → integer kobo. Goes through the decimal text so 1.005 becomes 101 kobo, not the 100 that
 * binary floating point (1.005 × 100 = 100.49999…) would give.
 */
export function toKobo(naira: number): number {
  if (!Number.isFinite(naira)) throw new RangeError(`Not an amount: ${naira}`);
  const text = String(naira);
  const kobo = text.includes('e')
    ? Math.round(naira * KOBO_PER_NAIRA)
    : Math.round(Number(`${text}e2`));
  if (!Number.isSafeInteger(kobo)) throw new RangeError(`Amount out of range: ${naira}`);
  return kobo === 0 ? 0 : kobo;
}

/** Integer kobo → naira; rejects fractions of a kobo, which would mean a unit mix-up upstream. */
export function toNaira(kobo: number): number {
  if (!Number.isSafeInteger(kobo)) throw new RangeError(`Not a whole number of kobo: ${kobo}`);
  return kobo / KOBO_PER_NAIRA;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** 'NGN 25,000'; kobo appear only when non-zero: 'NGN 1,234.50'. */
export function formatMoney(naira: number): string {
  if (!Number.isFinite(naira)) return `${CURRENCY} 0`;
  const kobo = toKobo(naira);
  const sign = kobo < 0 ? '-' : '';
  const absolute = Math.abs(kobo);
  const whole = groupThousands(String(Math.floor(absolute / KOBO_PER_NAIRA)));
  const fraction = absolute % KOBO_PER_NAIRA;
  const tail = fraction === 0 ? '' : `.${String(fraction).padStart(2, '0')}`;
  return `${CURRENCY} ${sign}${whole}${tail}`;
}
