/**
 * A school's receipt numbers (docs/payments.md#receipts): the initials of the first three words of
 * its name, upper-case ('SKA' for 'Sunrise Kids Academy'), or the first three letters of a
 * one-word name ('GRE' for 'Greenfield'); words are runs of the letters A–Z and digits, once
 * apostrophes are dropped ('SMC' for "St. Mary's College").
 * The migration numbering the payments counted before receipts had numbers applies this rule in
 * SQL (api/drizzle/0014_receipt_numbers.sql): the two must agree.
 */
export function receiptPrefix(schoolName: string): string {
  const words = schoolName
    .toUpperCase()
    .replace(/['’]/g, '')
    .split(/[^A-Z0-9]+/)
    .filter((word) => word !== '');
  if (words.length === 0) return 'RCT';
  if (words.length === 1) return words[0]!.slice(0, 3);
  return words
    .slice(0, 3)
    .map((word) => word[0])
    .join('');
}

/**
 * How a receipt number is written: the prefix, a hyphen, and the school's count zero-padded to
 * six digits ('SKA-000123'); a count past 999999 keeps all its digits. The API writes it in SQL
 * from these (api/src/ledger/counted-payments.ts), and a test holds the two equal.
 */
export const RECEIPT_NUMBER = { separator: '-', digits: 6 } as const;

export function receiptNumber(prefix: string, sequence: number): string {
  const { separator, digits } = RECEIPT_NUMBER;
  return `${prefix}${separator}${String(sequence).padStart(digits, '0')}`;
}
