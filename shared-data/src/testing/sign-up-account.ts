/// <reference types="node" />
// Tests only: a person of a test's own on the run's API, for what the run's shared account must
// not do, such as typing a wrong admin password (the API allows ten in a quarter of an hour, and
// every account-mode test of a Jest run shares that account).
import type { AuthApi } from '../sources/api/auth-api';
import { mailCount, readMailedCode } from './run-services';

export interface SignedUpAccount {
  email: string;
  password: string;
  person: { firstname: string; lastname: string; email: string; phone: string };
}

let made = 0;

/** Signs a new person up through `auth` and verifies them with the code the API mailed. */
export async function signUpAccount(auth: AuthApi, kind: string): Promise<SignedUpAccount> {
  made += 1;
  const email = `${kind}.${process.env.JEST_WORKER_ID ?? '1'}${Date.now().toString(36)}${made}@school.ng`;
  const person = { firstname: 'Ngozi', lastname: 'Eze', email, phone: '08031234567' };
  const password = `${kind}-pass`;
  const since = await mailCount();
  await auth.signup({ ...person, password });
  await auth.verifyEmail({ email, code: await readMailedCode(email, /verification code/, since) });
  return { email, password, person };
}
