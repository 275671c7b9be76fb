/**
 * Share of the expected fees paid, as a whole percentage: floor(100 × paid / expected) (see
 * docs/dashboard.md). Overpayment stops at 100. With nothing expected there is no share to show, so
 * it is `null`, which every screen reads the same way: '–', 'nothing expected yet'.
 */
export function feePercent(paid: number, expected: number): number | null {
  if (!Number.isFinite(expected) || expected <= 0) return null;
  if (!Number.isFinite(paid)) return 0;
  const percent = Math.floor((100 * paid) / expected);
  return Math.min(100, Math.max(0, percent));
}

export function formatPercent(percent: number): string {
  return `${percent}%`;
}
