import { object, type InferType } from 'yup';
import { LIMITS } from '../../constants/limits';
import { emailRule, mailableEmailRule } from './email-rules';
import { bodyObject, secret, text, type RuleMode } from '../rules/rule-builders';

const { signupName, signupPhone, passwordMin, passwordMax, verificationCodeLength } = LIMITS;

function loginPasswordRule(mode: RuleMode) {
  return secret(mode)
    .required('Password is required')
    .max(passwordMax, `Maximum of ${passwordMax} characters`);
}

/** Three letters, as the message says, so names such as 'Obi' sign up (docs/product-rules.md). */
function signupNameRule(mode: RuleMode, requiredMessage: string) {
  return text(mode)
    .required(requiredMessage)
    .min(signupName.min, `Minimum of ${signupName.min} characters`)
    .max(signupName.max, `Maximum of ${signupName.max} characters`);
}

function signupPhoneRule(mode: RuleMode) {
  return text(mode)
    .required('Phone number is required')
    .min(signupPhone.min, `Minimum of ${signupPhone.min} characters`)
    .max(signupPhone.max, `Maximum of ${signupPhone.max} characters`);
}

/** A password being chosen (signup, reset): long enough to hold (docs/auth.md#passwords). */
function newPasswordRule(mode: RuleMode) {
  return secret(mode)
    .required('Password is required')
    .min(passwordMin, `Minimum of ${passwordMin} characters`)
    .max(passwordMax, `Maximum of ${passwordMax} characters`);
}

/** E-mailed codes are six digits; the form checks only the length, the server the digits. */
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

/** Signup's fields by API name; the form checks the e-mail is there, the server its format. */
function signupFields(mode: RuleMode) {
  return {
    firstname: signupNameRule(mode, 'First name is required'),
    lastname: signupNameRule(mode, 'Last name is required'),
    email: mode === 'form' ? emailRule('form') : mailableEmailRule(),
    phone: signupPhoneRule(mode),
    password: newPasswordRule(mode),
  };
}

/** The new password typed a second time: a form-only field, never sent. */
const passwordAgainRule = secret('form')
  .required('Verify password')
  // A test, not oneOf: yup checks oneOf before required, which would hide 'Verify password'.
  .test('matches', "Passwords don't match", function matches(value) {
    return !value || value === this.parent.password;
  });

export const signupSchema = object({ ...signupFields('form'), password2: passwordAgainRule });
export type SignupFormValues = InferType<typeof signupSchema>;

export const verificationCodeSchema = object({ code: codeRule('form') });
export type VerificationCodeFormValues = InferType<typeof verificationCodeSchema>;

export const signupBodySchema = bodyObject(signupFields('body'));
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
