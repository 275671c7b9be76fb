/** Milliseconds left as m:ss, rounded up to the second: 300000 → '5:00', 59001 → '1:00'. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
