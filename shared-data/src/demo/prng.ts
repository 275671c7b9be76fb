/** mulberry32: a tiny seeded generator, so the demo data comes out the same on every run. */
export function createPrng(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** Whole number in [min, max]. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new RangeError('pick from an empty list');
      return item;
    },
    digits: (count: number) =>
      Array.from({ length: count }, () => Math.floor(next() * 10)).join(''),
    hex: (count: number) =>
      Array.from({ length: count }, () => Math.floor(next() * 16).toString(16)).join(''),
  };
}

export type Prng = ReturnType<typeof createPrng>;
