import { object, type InferType } from 'yup';
import { LIMITS } from '../constants/limits';
import { emailRule, mailableEmailRule } from './email-rules';
import { bodyObject, secret, text, type RuleMode } from './rule-builders';

const { signupName, signupPhone, signupPassword, passwordMax, verificationCodeLength } = LIMITS;

function loginPasswordRule(mode: RuleMode) {
  return secret(mode)
    .required('Password is required')
    .max(passwordMax, `Maximum of ${passwordMax} characters`);
}

/** SPEC §5 signup: minimum 5 while the message says 3 (kept as specified). */
function signupNameRule(mode: RuleMode, requiredMessage: string) {
  return text(mode)
    .required(requiredMessage)
    .min(signupName.min, 'Minimum of 3 characters')
    .max(signupName.max, `Maximum of ${signupName.max} characters`);
}

function signupPhoneRule(mode: RuleMode) {
  return text(mode)
    .required('Phone number is required')
    .min(signupPhone.min, `Minimum of ${signupPhone.min} characters`)
    .max(signupPhone.max, `Maximum of ${signupPhone.max} characters`);
}

/** A new password (signup, reset): minimum 5 while the message says 3 (SPEC §5). */
function newPasswordRule(mode: RuleMode) {
  return secret(mode)
    .required('Password is required')
    .min(signupPassword.min, 'Minimum of 3 characters')
    .max(signupPassword.max, `Maximum of ${signupPassword.max} characters`);
}

/** E-mailed codes are six digits (ARCHITECTURE); the form checks only the length (SPEC §5). */
function codeRule(mode: RuleMode) {
  const rule = text(mode).required('Code is required');
  return mode === 'body'
    ? rule.matches(/^\d{6}$/, `Code must be ${verificationCodeLength} digits`)
    : rule.length(verificationCodeLength, `Code must be ${verificationCodeLength} characters`);
}

export const loginSchema = object({
  email: emailRule('form'),
  password: loginPasswordRule('form'),
});
export type LoginFormValues = InferType<typeof loginSchema>;

export const signupSchema = object({
  firstName: signupNameRule('form', 'First name is required'),
  lastName: signupNameRule('form', 'Last name is required'),
  email: emailRule('form'),
  phoneNo: signupPhoneRule('form'),
  password1: newPasswordRule('form'),
  // A test, not oneOf: yup checks oneOf before required, which would hide 'Verify password'.
  password2: secret('form')
    .required('Verify password')
    .test('matches', "Passwords don't match", function matches(value) {
      return !value || value === this.parent.password1;
    }),
});
export type SignupFormValues = InferType<typeof signupSchema>;

export const verificationCodeSchema = object({ code: codeRule('form') });
export type VerificationCodeFormValues = InferType<typeof verificationCodeSchema>;

export const signupBodySchema = bodyObject({
  firstname: signupNameRule('body', 'First name is required'),
  lastname: signupNameRule('body', 'Last name is required'),
  email: mailableEmailRule(),
  phone: signupPhoneRule('body'),
  password: newPasswordRule('body'),
});
export type SignupBody = InferType<typeof signupBodySchema>;

export const loginBodySchema = bodyObject({
  email: emailRule('body'),
  password: loginPasswordRule('body'),
});
export type LoginBody = InferType<typeof loginBodySchema>;

export const verifyEmailBodySchema = bodyObject({
  email: mailableEmailRule(),
  code: codeRule('body'),
});
export type VerifyEmailBody = InferType<typeof verifyEmailBodySchema>;

export const resendMailBodySchema = bodyObject({ email: mailableEmailRule() });
export type ResendMailBody = InferType<typeof resendMailBodySchema>;

export const resetPasswordRequestBodySchema = bodyObject({ email: mailableEmailRule() });
export type ResetPasswordRequestBody = InferType<typeof resetPasswordRequestBodySchema>;

export const resetPasswordBodySchema = bodyObject({
  email: mailableEmailRule(),
  code: codeRule('body'),
  password: newPasswordRule('body'),
});
export type ResetPasswordBody = InferType<typeof resetPasswordBodySchema>;
