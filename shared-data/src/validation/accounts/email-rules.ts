import { LIMITS } from '../../constants/limits';
import { text, type RuleMode } from '../rules/rule-builders';

const required = 'Email is required';
const tooLong = `Email must not exceed ${LIMITS.emailMax} characters`;

/** Most forms check presence only and leave the format to the server (docs/forms.md). */
export function emailRule(mode: RuleMode) {
  return text(mode).required(required).max(LIMITS.emailMax, tooLong);
}

/**
 * Where the server mails something (a code, a receipt) it also checks the format, since a bad
 * address would lock the account out or lose the receipt.
 */
export function mailableEmailRule(mode: RuleMode = 'body') {
  return emailRule(mode).email('Email is invalid');
}

/**
 * An address the server mails when it is given (a receipt, a parent's pay link): optional, and
 * checked like the mailable ones when present.
 */
export function optionalEmailRule(mode: RuleMode) {
  return text(mode).max(LIMITS.emailMax, tooLong).email('Email is invalid');
}

/**
 * The address a card checkout is in the name of. The provider needs one for every charge, and a
 * parent on a pay link may have none: then the school's owner's address stands in, while the
 * payment keeps the parent's empty one, so no receipt is mailed to the school in the parent's
 * name (docs/pay-links.md#paying-without-an-e-mail).
 */
export function checkoutAddress(parentEmail: string | undefined, ownerEmail: string): string {
  return parentEmail?.trim() || ownerEmail;
}
