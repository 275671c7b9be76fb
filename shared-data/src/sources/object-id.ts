/** A 24-hex id shaped like the ones the demo data carries: seconds, then random bytes. */
export function objectId(now: number = Date.now()): string {
  const seconds = Math.floor(now / 1000)
    .toString(16)
    .padStart(8, '0');
  const bytes = new Uint8Array(8);
  globalThis.crypto.getRandomValues(bytes);
  const random = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${seconds}${random}`;
}
