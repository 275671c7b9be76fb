import { stackSegments } from './stack-segments';

describe('stackSegments', () => {
  it("stacks the amounts in the keys' order, leaving out those with nothing", () => {
    expect(
      stackSegments(['card', 'cash', 'transfer', 'pos'], { pos: 500, card: 1000, transfer: 0 }),
    ).toEqual([
      { key: 'card', from: 0, to: 1000 },
      { key: 'pos', from: 1000, to: 1500 },
    ]);
  });

  it('puts each edge at the exact sum below it', () => {
    const segments = stackSegments(['a', 'b', 'c'], { a: 0.1, b: 0.2, c: 0.3 });
    expect(segments.map((segment) => segment.to)).toEqual([0.1, 0.3, 0.6]);
  });
});
