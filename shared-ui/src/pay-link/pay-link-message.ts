import {
  formatMoney,
  outstandingFee,
  type FamilyPayLinkView,
  type Student,
} from '@fees/shared-data';

export type PayLinkMessageParts = {
  student: Pick<Student, 'fullname' | 'totalFeesExpected' | 'totalPaidFees'>;
  schoolName: string;
  /** The current term as the screens name it, 'Second term 2026/2027'. */
  term: string;
  url: string;
};

/**
 * What a parent receives with a pay link by WhatsApp, SMS or the phone's share sheet: one sentence
 * naming the student, the school and what is owed this term (the outstanding figure the link's
 * page shows), then the link. Short, since an SMS holds 160 characters.
 */
export function payLinkMessage({ student, schoolName, term, url }: PayLinkMessageParts): string {
  const owed = outstandingFee(student.totalFeesExpected, student.totalPaidFees);
  return owed > 0
    ? `${student.fullname} owes ${formatMoney(owed)} in school fees to ${schoolName} for ${term}. Pay by card: ${url}`
    : `${student.fullname}'s school fees at ${schoolName} are fully paid for ${term}. To pay ahead by card: ${url}`;
}

/** A WhatsApp link that opens a chat with the message ready to send: no API, the user follows it. */
export function whatsAppHref(message: string): string {
  return `https://wa.me/?text=${encodeURIComponent(message)}`;
}

export type FamilyPayLinkMessageParts = Pick<
  FamilyPayLinkView,
  'familyName' | 'schoolName' | 'term' | 'outstanding'
> & { url: string };

/**
 * The same message for a family's link: the family, what its children owe together (the figure
 * the link's page shows), the school and the term, then the link.
 */
export function familyPayLinkMessage({
  familyName,
  schoolName,
  term,
  outstanding,
  url,
}: FamilyPayLinkMessageParts): string {
  return outstanding > 0
    ? `${familyName}'s children owe ${formatMoney(outstanding)} in school fees to ${schoolName} for ${term}. Pay by card: ${url}`
    : `The school fees of ${familyName}'s children at ${schoolName} are fully paid for ${term}. To pay ahead by card: ${url}`;
}
