import { listKeyTarget } from './list-key-target';

describe('listKeyTarget', () => {
  it('moves one row with the arrows and a screenful with Page Up and Page Down', () => {
    expect(listKeyTarget('ArrowDown', 4, 10)).toBe(5);
    expect(listKeyTarget('ArrowUp', 4, 10)).toBe(3);
    expect(listKeyTarget('PageDown', 4, 10)).toBe(14);
    expect(listKeyTarget('PageUp', 4, 7)).toBe(-3);
  });

  it('leaves every other key, Home and End included, to the caller', () => {
    expect(listKeyTarget('Home', 4, 10)).toBeUndefined();
    expect(listKeyTarget('a', 4, 10)).toBeUndefined();
  });
});
