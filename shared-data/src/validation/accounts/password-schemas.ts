import { object, type InferType } from 'yup';
import { LIMITS } from '../../constants/limits';
import { bodyObject, secret, type RuleMode } from '../rules/rule-builders';

/** The admin-password modal and every guarded write; its message alone ends with a full stop. */
export function adminPasswordRule(mode: RuleMode) {
  return secret(mode)
    .required('Password is required.')
    .max(LIMITS.passwordMax, `Maximum of ${LIMITS.passwordMax} characters`);
}

export const adminPasswordSchema = object({ password: adminPasswordRule('form') });
export type AdminPasswordFormValues = InferType<typeof adminPasswordSchema>;

/** Deletes carry the account password too (docs/auth.md#the-admin-password). */
export const deleteBodySchema = bodyObject({ password: adminPasswordRule('body') });
export type DeleteBody = InferType<typeof deleteBodySchema>;
