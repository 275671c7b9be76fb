import { familyPayLinkMessage, payLinkMessage } from './pay-link-message';

// The wording of both cases, for a student and for a family; the share buttons' tests check the
// dialogs send it.

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

describe('familyPayLinkMessage', () => {
  const family = {
    familyName: 'Mrs Ngozi Okafor',
    ...parts,
    url: 'https://fees.example/pay/family/abc',
  };

  it('names the family, what the children owe together, the school and the term, then the link', () => {
    expect(familyPayLinkMessage({ ...family, outstanding: 65000 })).toBe(
      "Mrs Ngozi Okafor's children owe NGN 65,000 in school fees to Sunrise Academy for Second term 2026/2027. Pay by card: https://fees.example/pay/family/abc",
    );
  });

  it('words a family that owes nothing as fully paid', () => {
    expect(familyPayLinkMessage({ ...family, outstanding: 0 })).toBe(
      "The school fees of Mrs Ngozi Okafor's children at Sunrise Academy are fully paid for Second term 2026/2027. To pay ahead by card: https://fees.example/pay/family/abc",
    );
  });
});
