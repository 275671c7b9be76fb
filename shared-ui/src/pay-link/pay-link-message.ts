import { formatMoney, termLabel } from '@fees/shared-data';
import {
  arrearsKobo,
  internationalPhone,
  outstandingFee,
  sumNaira,
  toKobo,
  toNaira,
  type FamilyPayLinkView,
  type Student,
  type Term,
} from '@fees/shared-data/core';

export type PayLinkMessageParts = {
  student: Pick<Student, 'fullname' | 'totalFeesExpected' | 'totalPaidFees' | 'broughtForward'>;
  schoolName: string;
  /** The current term as the screens name it, 'Second term 2026/2027'. */
  term: string;
  /** Where arrears come from: 'First term', or 'earlier terms' (earlierTermsLabel). */
  earlier: string;
  url: string;
};

/**
 * What a parent receives with a pay link by WhatsApp, SMS or the phone's share sheet: one sentence
 * for the parent with the balance due (the figure the link's page shows), what of it earlier terms
 * left, the school and the term, then the link (docs/pay-links.md#sharing-a-link). Short, since an
 * SMS holds 160 characters.
 */
export function payLinkMessage({
  student,
  schoolName,
  term,
  earlier,
  url,
}: PayLinkMessageParts): string {
  const owed = outstandingFee(student.totalFeesExpected, student.totalPaidFees);
  if (owed <= 0) {
    return `${student.fullname}'s school fees at ${schoolName} are fully paid for ${term}. To pay ahead by card: ${url}`;
  }
  // This term's payments meet the oldest debt first, as the ledger counts them.
  const arrears = arrearsKobo({
    id: '',
    broughtForwardKobo: toKobo(student.broughtForward),
    expectedKobo: toKobo(student.totalFeesExpected),
    paidKobo: toKobo(student.totalPaidFees),
  });
  const fromEarlier = arrears > 0 ? ` (${formatMoney(toNaira(arrears))} from ${earlier})` : '';
  return `Balance due for ${student.fullname}: ${formatMoney(owed)}${fromEarlier} at ${schoolName}, ${term}. Pay by card: ${url}`;
}

/**
 * The terms before the current one as a parent reads them: the one term by its name ('First
 * term'; with its session when it was another), or 'earlier terms'.
 */
export function earlierTermsLabel(terms: readonly Term[], current: Term): string {
  const closed = terms.filter((term) => term.status === 'closed');
  const [only] = closed;
  if (closed.length !== 1 || !only) return 'earlier terms';
  return only.session === current.session ? only.name : termLabel(only);
}

/**
 * A WhatsApp link that opens a chat with the message ready to send: no API, the user follows it.
 * With the parent's phone on file, the chat is theirs; without a number WhatsApp can read, the user
 * picks the chat.
 */
export function whatsAppHref(message: string, phone = ''): string {
  return `https://wa.me/${internationalPhone(phone) ?? ''}?text=${encodeURIComponent(message)}`;
}

export type FamilyPayLinkMessageParts = Pick<
  FamilyPayLinkView,
  'familyName' | 'schoolName' | 'term' | 'outstanding' | 'children'
> & { url: string };

/**
 * The same message for a family's link: what its children owe together (the figure the link's page
 * shows) and what of it earlier terms left, the school and the term, then the link.
 */
export function familyPayLinkMessage({
  familyName,
  schoolName,
  term,
  outstanding,
  children,
  url,
}: FamilyPayLinkMessageParts): string {
  if (outstanding <= 0) {
    return `The school fees of ${familyName}'s children at ${schoolName} are fully paid for ${term}. To pay ahead by card: ${url}`;
  }
  const arrears = sumNaira(children.map((child) => child.arrears));
  const fromEarlier = arrears > 0 ? ` (${formatMoney(arrears)} from earlier terms)` : '';
  return `Balance due for ${familyName}'s children: ${formatMoney(outstanding)}${fromEarlier} at ${schoolName}, ${term}. Pay by card: ${url}`;
}
