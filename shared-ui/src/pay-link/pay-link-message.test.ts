import type { FamilyPayLinkView, Term } from '@fees/shared-data/core';
import {
  earlierTermsLabel,
  familyPayLinkMessage,
  payLinkMessage,
  whatsAppHref,
} from './pay-link-message';

// The wording of both cases, for a student and for a family; the share buttons' tests check the
// dialogs send it.

const parts = {
  schoolName: 'Sunrise Academy',
  term: 'Second term 2026/2027',
  earlier: 'First term',
  url: 'https://fees.example/pay/abc',
};

const student = (broughtForward: number, totalFeesExpected: number, totalPaidFees: number) => ({
  fullname: 'Okafor Bello',
  broughtForward,
  totalFeesExpected,
  totalPaidFees,
});

describe('payLinkMessage', () => {
  it("gives the balance due for the child, and what of it earlier terms left, in a parent's words", () => {
    expect(payLinkMessage({ student: student(41000, 146000, 0), ...parts })).toBe(
      'Balance due for Okafor Bello: NGN 146,000 (NGN 41,000 from First term) at Sunrise Academy, Second term 2026/2027. Pay by card: https://fees.example/pay/abc',
    );
  });

  it('counts this term’s payments against the arrears first', () => {
    expect(payLinkMessage({ student: student(41000, 146000, 30000), ...parts })).toBe(
      'Balance due for Okafor Bello: NGN 116,000 (NGN 11,000 from First term) at Sunrise Academy, Second term 2026/2027. Pay by card: https://fees.example/pay/abc',
    );
  });

  it.each([
    ['no arrears', 0],
    ['a credit', -5000],
  ])('gives only the balance with %s brought forward', (_, broughtForward) => {
    expect(payLinkMessage({ student: student(broughtForward, 40000, 15000), ...parts })).toBe(
      'Balance due for Okafor Bello: NGN 25,000 at Sunrise Academy, Second term 2026/2027. Pay by card: https://fees.example/pay/abc',
    );
  });

  it.each([40000, 45000])('words a student who paid %d of 40,000 as fully paid', (paid) => {
    expect(payLinkMessage({ student: student(0, 40000, paid), ...parts })).toBe(
      "Okafor Bello's school fees at Sunrise Academy are fully paid for Second term 2026/2027. To pay ahead by card: https://fees.example/pay/abc",
    );
  });
});

describe('earlierTermsLabel', () => {
  const term = (name: Term['name'], session: string, status: Term['status']) =>
    ({ _id: name, name, session, status }) as Term;
  const current = term('Second term', '2026/2027', 'current');

  it('names the one earlier term, with its session only when it was another', () => {
    expect(earlierTermsLabel([term('First term', '2026/2027', 'closed'), current], current)).toBe(
      'First term',
    );
    const third = term('Third term', '2025/2026', 'closed');
    const first = term('First term', '2026/2027', 'current');
    expect(earlierTermsLabel([third, first], first)).toBe('Third term 2025/2026');
  });

  it("says 'earlier terms' for several", () => {
    const terms = [
      term('Third term', '2025/2026', 'closed'),
      term('First term', '2026/2027', 'closed'),
      current,
    ];
    expect(earlierTermsLabel(terms, current)).toBe('earlier terms');
  });
});

describe('whatsAppHref', () => {
  it("opens the chat of the parent's phone on file, in the international form", () => {
    expect(whatsAppHref('Hello there', '0803 123 4567')).toBe(
      'https://wa.me/2348031234567?text=Hello%20there',
    );
  });

  it('lets the user pick the chat when no number WhatsApp can read is on file', () => {
    expect(whatsAppHref('Hello', '')).toBe('https://wa.me/?text=Hello');
    expect(whatsAppHref('Hello', '12345')).toBe('https://wa.me/?text=Hello');
  });
});

describe('familyPayLinkMessage', () => {
  const child = (arrears: number) => ({ arrears }) as FamilyPayLinkView['children'][number];
  const family = {
    familyName: 'Mrs Ngozi Okafor',
    ...parts,
    url: 'https://fees.example/pay/family/abc',
  };

  it("gives the children's balance due together, and what earlier terms left of it", () => {
    expect(
      familyPayLinkMessage({
        ...family,
        outstanding: 65000,
        children: [child(10000), child(5000)],
      }),
    ).toBe(
      "Balance due for Mrs Ngozi Okafor's children: NGN 65,000 (NGN 15,000 from earlier terms) at Sunrise Academy, Second term 2026/2027. Pay by card: https://fees.example/pay/family/abc",
    );
    expect(familyPayLinkMessage({ ...family, outstanding: 65000, children: [child(0)] })).toBe(
      "Balance due for Mrs Ngozi Okafor's children: NGN 65,000 at Sunrise Academy, Second term 2026/2027. Pay by card: https://fees.example/pay/family/abc",
    );
  });

  it('words a family that owes nothing as fully paid', () => {
    expect(familyPayLinkMessage({ ...family, outstanding: 0, children: [] })).toBe(
      "The school fees of Mrs Ngozi Okafor's children at Sunrise Academy are fully paid for Second term 2026/2027. To pay ahead by card: https://fees.example/pay/family/abc",
    );
  });
});
