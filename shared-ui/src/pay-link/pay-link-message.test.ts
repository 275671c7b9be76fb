import { payLinkMessage } from './pay-link-message';

// The wording of both cases; share-pay-link-button.test.tsx checks the dialog sends it.

const parts = {
  schoolName: 'Sunrise Academy',
  term: 'Second term 2026/2027',
  url: 'https://fees.example/pay/abc',
};

describe('payLinkMessage', () => {
  it('names the student, what they owe, the school and the term, then the link', () => {
    const student = { fullname: 'Obi Ada', totalFeesExpected: 40000, totalPaidFees: 15000 };
    expect(payLinkMessage({ student, ...parts })).toBe(
      'Obi Ada owes NGN 25,000 in school fees to Sunrise Academy for Second term 2026/2027. Pay by card: https://fees.example/pay/abc',
    );
  });

  it.each([40000, 45000])('words a student who paid %d of 40,000 as fully paid', (paid) => {
    const student = { fullname: 'Obi Ada', totalFeesExpected: 40000, totalPaidFees: paid };
    expect(payLinkMessage({ student, ...parts })).toBe(
      "Obi Ada's school fees at Sunrise Academy are fully paid for Second term 2026/2027. To pay ahead by card: https://fees.example/pay/abc",
    );
  });
});
