import {
  authApi,
  ConflictError,
  errorMessage,
  type SignupFormValues,
  TIMINGS,
  ValidationError,
} from '@fees/shared-data';
import type { PlaceServerErrors } from '@fees/shared-ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readSignupState } from './signup-state';

/** What /verify-email reads from navigation state. */
export type VerifyEmailState = { email: string; codeSentAt: number; from?: unknown };

/**
 * Signup creates the account (the server mails a code), says so for `signupRedirectMs`, then goes
 * to /verify-email with the e-mail in navigation state, and the page to return to after signing in
 * if one came (docs/auth.md#sign-up).
 */
export function useSignup() {
  const navigate = useNavigate();
  const { from } = readSignupState(useLocation().state);
  const [phase, setPhase] = useState<'idle' | 'creating' | 'created'>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(redirect.current), []);

  async function signup(values: SignupFormValues, placeFieldErrors: PlaceServerErrors) {
    setPhase('creating');
    setProblem(null);
    const email = values.email.trim();
    try {
      await authApi.signup({
        firstname: values.firstname.trim(),
        lastname: values.lastname.trim(),
        email,
        phone: values.phone.trim(),
        password: values.password,
      });
    } catch (error) {
      setPhase('idle');
      setProblem(placeErrors(error, placeFieldErrors));
      return;
    }
    setPhase('created');
    const state: VerifyEmailState = { email, codeSentAt: Date.now(), from };
    redirect.current = setTimeout(
      () => navigate('/verify-email', { state }),
      TIMINGS.signupRedirectMs,
    );
  }

  return { signup, busy: phase !== 'idle', created: phase === 'created', problem };
}

/** Puts the server's field messages under their fields; returns what is left for the form. */
function placeErrors(error: unknown, placeFieldErrors: PlaceServerErrors): string | null {
  if (error instanceof ValidationError) {
    if (Object.keys(error.fields).length === 0) return error.message;
    const rest = placeFieldErrors(error.fields);
    return rest.length ? rest.join(' ') : null;
  }
  // 409 on signup is the e-mail: the only field that must be unique.
  if (error instanceof ConflictError) {
    placeFieldErrors({ email: error.message });
    return null;
  }
  return errorMessage(error);
}
