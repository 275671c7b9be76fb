import { formatBalance, formatBroughtForward } from './balance';

describe('formatBalance', () => {
  it.each([
    [15000, 'NGN 15,000'],
    [0, 'NGN 0'],
    [-5000.5, 'NGN 5,000.50 credit'],
  ])('%p reads %p', (naira, text) => {
    expect(formatBalance(naira)).toBe(text);
  });
});

describe('formatBroughtForward', () => {
  it.each([
    [15000, 'NGN 15,000 arrears'],
    [0, 'NGN 0'],
    [-5000, 'NGN 5,000 credit'],
  ])('%p reads %p', (naira, text) => {
    expect(formatBroughtForward(naira)).toBe(text);
  });
});
