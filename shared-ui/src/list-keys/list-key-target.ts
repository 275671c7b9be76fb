/**
 * Where a key moves the active row of a list: one row for the arrows, `pageStep` rows (a screenful)
 * for Page Up and Page Down; undefined for any other key. The caller keeps the index in range.
 * Home and End are left out: in a search box they move the caret, so only a list that owns the
 * focus takes them.
 */
export function listKeyTarget(key: string, active: number, pageStep: number): number | undefined {
  const moves: Record<string, number> = {
    ArrowDown: active + 1,
    ArrowUp: active - 1,
    PageDown: active + pageStep,
    PageUp: active - pageStep,
  };
  return moves[key];
}
