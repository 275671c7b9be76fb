import { LIMITS } from '../constants/limits';
import { text, type RuleMode } from './rule-builders';

const required = 'Email is required';
const tooLong = `Email must not exceed ${LIMITS.emailMax} characters`;

/** Forms check presence only (SPEC §5: format not checked). */
export function emailRule(mode: RuleMode) {
  return text(mode).required(required).max(LIMITS.emailMax, tooLong);
}

/**
 * Where the server mails something (a code, a receipt) it also checks the format, since a bad
 * address would lock the account out or lose the receipt.
 */
export function mailableEmailRule() {
  return emailRule('body').email('Email is invalid');
}
