import { smsCostKobo, smsPages } from './sms-cost';

describe('SMS cost', () => {
  it('bills every started page of 160 characters', () => {
    expect(smsPages('')).toBe(1);
    expect(smsPages('a'.repeat(160))).toBe(1);
    expect(smsPages('a'.repeat(161))).toBe(2);
    expect(smsCostKobo('a'.repeat(321), 450)).toBe(1_350);
  });
});
