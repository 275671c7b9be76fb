import { receiptNumber, receiptPrefix } from './receipt-number';

describe('receiptPrefix', () => {
  it.each([
    ['Sunrise Kids Academy', 'SKA'],
    ['sunrise kids academy of lagos', 'SKA'],
    ['Greenfield', 'GRE'],
    ['Bright Stars', 'BS'],
    ["St. Mary's College, Ikeja", 'SMC'],
    ['Ko', 'KO'],
    ['---', 'RCT'],
  ])('%s gives %s', (name, prefix) => {
    expect(receiptPrefix(name)).toBe(prefix);
  });
});

describe('receiptNumber', () => {
  it('pads the count to six digits and never cuts a longer one', () => {
    expect(receiptNumber('SKA', 123)).toBe('SKA-000123');
    expect(receiptNumber('SKA', 1_234_567)).toBe('SKA-1234567');
  });
});
