import {
  authApi,
  DataError,
  NetworkError,
  ValidationError,
  type SignupFormValues,
  type VerificationCodeFormValues,
} from '@fees/shared-data';
import type { PlaceServerErrors } from '@fees/shared-ui';
import { useState } from 'react';

export type NewPasswordFormValues = VerificationCodeFormValues &
  Pick<SignupFormValues, 'password' | 'password2'>;

/** Puts field messages under their fields; returns the message left for the form, if any. */
function placeErrors(error: unknown, placeFieldErrors: PlaceServerErrors): string | null {
  if (error instanceof ValidationError && Object.keys(error.fields).length > 0) {
    const rest = placeFieldErrors(error.fields);
    return rest.length ? rest.join(' ') : null;
  }
  if (error instanceof DataError) return error.message;
  return new NetworkError().message;
}

/**
 * A real reset, not a screen that only says so: step 1 mails a code to the address; step 2 sets
 * the new password with that code (the same 6-character rule as verification).
 */
export function useResetPassword() {
  const [email, setEmail] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function run(call: () => Promise<void>, placeFieldErrors: PlaceServerErrors) {
    setBusy(true);
    setProblem(null);
    try {
      await call();
      return true;
    } catch (error) {
      setProblem(placeErrors(error, placeFieldErrors));
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function requestCode(address: string, placeFieldErrors: PlaceServerErrors) {
    const trimmed = address.trim();
    const sent = await run(
      () => authApi.requestPasswordReset({ email: trimmed }),
      placeFieldErrors,
    );
    if (sent) setEmail(trimmed);
  }

  async function resetPassword(values: NewPasswordFormValues, placeFieldErrors: PlaceServerErrors) {
    if (!email) return;
    const reset = await run(
      () => authApi.resetPassword({ email, code: values.code.trim(), password: values.password }),
      placeFieldErrors,
    );
    if (reset) setDone(true);
  }

  function changeEmail() {
    setEmail(null);
    setProblem(null);
  }

  return { email, busy, problem, done, requestCode, resetPassword, changeEmail };
}
