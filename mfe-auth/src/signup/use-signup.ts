import {
  authApi,
  ConflictError,
  errorMessage,
  type SignupFormValues,
  TIMINGS,
  ValidationError,
} from '@fees/shared-data';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

/** Where the API's body fields (ARCHITECTURE contract) sit on the signup form. */
const FORM_FIELD: Record<string, keyof SignupFormValues> = {
  firstname: 'firstName',
  lastname: 'lastName',
  email: 'email',
  phone: 'phoneNo',
  password: 'password1',
};

export type SetFieldError = (field: keyof SignupFormValues, message: string) => void;

/** What /verify-email reads from navigation state. */
export type VerifyEmailState = { email: string; codeSentAt: number };

/**
 * ARCHITECTURE decision: signup creates the account (the server mails a code) and, after the
 * spec's 500 ms, goes to /verify-email with the e-mail in navigation state.
 */
export function useSignup() {
  const navigate = useNavigate();
  const [phase, setPhase] = useState<'idle' | 'creating' | 'created'>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(redirect.current), []);

  async function signup(values: SignupFormValues, setFieldError: SetFieldError) {
    setPhase('creating');
    setProblem(null);
    const email = values.email.trim();
    try {
      await authApi.signup({
        firstname: values.firstName.trim(),
        lastname: values.lastName.trim(),
        email,
        phone: values.phoneNo.trim(),
        password: values.password1,
      });
    } catch (error) {
      setPhase('idle');
      setProblem(placeErrors(error, setFieldError));
      return;
    }
    setPhase('created');
    const state: VerifyEmailState = { email, codeSentAt: Date.now() };
    redirect.current = setTimeout(
      () => navigate('/verify-email', { state }),
      TIMINGS.signupRedirectMs,
    );
  }

  return { signup, busy: phase !== 'idle', created: phase === 'created', problem };
}

/** Puts the server's field messages under their fields; returns what is left for the form. */
function placeErrors(error: unknown, setFieldError: SetFieldError): string | null {
  if (error instanceof ValidationError) {
    const rest: string[] = [];
    for (const [field, message] of Object.entries(error.fields)) {
      const formField = FORM_FIELD[field];
      if (formField) setFieldError(formField, message);
      else rest.push(message);
    }
    if (Object.keys(error.fields).length === 0) return error.message;
    return rest.length ? rest.join(' ') : null;
  }
  // 409 on signup is the e-mail: the only field that must be unique.
  if (error instanceof ConflictError) {
    setFieldError('email', error.message);
    return null;
  }
  return errorMessage(error);
}
