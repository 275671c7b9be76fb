import {
  authApi,
  DataError,
  NetworkError,
  ValidationError,
  type SignupFormValues,
  type VerificationCodeFormValues,
} from '@fees/shared-data';
import { useState } from 'react';

export type NewPasswordFormValues = VerificationCodeFormValues &
  Pick<SignupFormValues, 'password1' | 'password2'>;

type FieldName = 'email' | 'code' | 'password1';
export type SetFieldError = (field: FieldName, message: string) => void;

/** Where the API's body fields sit on the two reset forms. */
const FORM_FIELD: Record<string, FieldName> = {
  email: 'email',
  code: 'code',
  password: 'password1',
};

/** Puts field messages under their fields; returns the message left for the form, if any. */
function placeErrors(error: unknown, setFieldError: SetFieldError): string | null {
  if (error instanceof ValidationError && Object.keys(error.fields).length > 0) {
    const rest: string[] = [];
    for (const [field, message] of Object.entries(error.fields)) {
      const formField = FORM_FIELD[field];
      if (formField) setFieldError(formField, message);
      else rest.push(message);
    }
    return rest.length ? rest.join(' ') : null;
  }
  if (error instanceof DataError) return error.message;
  return new NetworkError().message;
}

/**
 * ARCHITECTURE decision: a real reset. Step 1 mails a code to the address; step 2 sets the new
 * password with that code (the same 6-character rule as verification).
 */
export function useResetPassword() {
  const [email, setEmail] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function run(call: () => Promise<void>, setFieldError: SetFieldError): Promise<boolean> {
    setBusy(true);
    setProblem(null);
    try {
      await call();
      return true;
    } catch (error) {
      setProblem(placeErrors(error, setFieldError));
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function requestCode(address: string, setFieldError: SetFieldError) {
    const trimmed = address.trim();
    const sent = await run(() => authApi.requestPasswordReset({ email: trimmed }), setFieldError);
    if (sent) setEmail(trimmed);
  }

  async function resetPassword(values: NewPasswordFormValues, setFieldError: SetFieldError) {
    if (!email) return;
    const reset = await run(
      () => authApi.resetPassword({ email, code: values.code.trim(), password: values.password1 }),
      setFieldError,
    );
    if (reset) setDone(true);
  }

  function changeEmail() {
    setEmail(null);
    setProblem(null);
  }

  return { email, busy, problem, done, requestCode, resetPassword, changeEmail };
}
