import {
  DataError,
  type LoginFormValues,
  RETRY_MESSAGE,
  SessionExpiredError,
  useSessionStore,
} from '@fees/shared-data';
import { useMutation } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { returnPath } from './return-path';

export type LoginProblem = {
  message: string;
  /** The account exists but its e-mail is not verified yet: offer the verification screen. */
  unverified: boolean;
};

const WRONG_CREDENTIALS = 'Incorrect email or password';

/** What the user is told about a failed login; the server's message when it sent one. */
export function loginProblem(error: unknown): LoginProblem | null {
  if (!error) return null;
  if (!(error instanceof DataError)) return { message: RETRY_MESSAGE, unverified: false };
  // 401 without a message of its own would read "Your session has expired", which is not it.
  const message =
    error instanceof SessionExpiredError && error.message === new SessionExpiredError().message
      ? WRONG_CREDENTIALS
      : error.message;
  return { message, unverified: error.status === 403 && /verif/i.test(message) };
}

/**
 * Signs in with e-mail and password (account mode). On success the user goes back to the dashboard
 * page the shell sent them here from (a session that ended under them), or to the invitation they
 * came to accept, or home.
 */
export function useLogin() {
  const navigate = useNavigate();
  const { state } = useLocation();
  const login = useSessionStore((state) => state.login);
  const mutation = useMutation({
    mutationFn: ({ email, password }: LoginFormValues) => login(email, password),
    onSuccess: () => navigate(returnPath(state), { replace: true }),
  });
  return {
    login: mutation.mutate,
    busy: mutation.isPending || mutation.isSuccess,
    problem: loginProblem(mutation.error),
  };
}
