/**
 * Share of the expected fees paid, as a whole percentage: floor(100 × paid / expected) (ARCHITECTURE
 * corrects the spec's floor(paid / expected)). Nothing expected reads 0%; overpayment stops at 100.
 */
export function feePercent(paid: number, expected: number): number {
  if (!Number.isFinite(paid) || !Number.isFinite(expected) || expected <= 0) return 0;
  const percent = Math.floor((100 * paid) / expected);
  return Math.min(100, Math.max(0, percent));
}

export function formatPercent(percent: number): string {
  return `${percent}%`;
}
