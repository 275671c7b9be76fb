/** A whole percentage from 0 to 100, or null when the value is not a number. */
export function clampPercent(value: number): number | null {
  if (!Number.isFinite(value)) return null;
  return Math.min(100, Math.max(0, Math.round(value)));
}
