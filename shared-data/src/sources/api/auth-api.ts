import type { User } from '../../types/user';
import type {
  LoginBody,
  ResendMailBody,
  ResetPasswordBody,
  ResetPasswordRequestBody,
  SignupBody,
  VerifyEmailBody,
} from '../../validation/accounts/auth-schemas';
import { apiRequest, type ApiClientOptions } from './api-request';
import { useConfigStore } from '../../stores/config-store';
import { SessionExpiredError } from '../data-errors';

/** Account-mode auth calls (docs/api.md#routes), with the data sources' error mapping. */
export interface AuthApi {
  signup(body: SignupBody): Promise<void>;
  verifyEmail(body: VerifyEmailBody): Promise<void>;
  resendMail(body: ResendMailBody): Promise<void>;
  login(body: LoginBody): Promise<User>;
  /** Revokes the session on the server; an already-expired session counts as logged out. */
  logout(): Promise<void>;
  /** Revokes every session of the user, on every device; fails if the server did not. */
  logoutEverywhere(): Promise<void>;
  requestPasswordReset(body: ResetPasswordRequestBody): Promise<void>;
  resetPassword(body: ResetPasswordBody): Promise<void>;
  /** The signed-in user, or null without a session. */
  me(): Promise<User | null>;
}

/** `options` is read on every call, so a late config.json (apiUrl) is honoured. */
export function createAuthApi(options: ApiClientOptions | (() => ApiClientOptions)): AuthApi {
  const resolve = typeof options === 'function' ? options : () => options;
  const post = async <T>(path: string, body?: unknown) =>
    (await apiRequest<T>(resolve(), { method: 'POST', path: `/api/auth${path}`, body })).data;

  return {
    signup: async (body) => void (await post('/signup', body)),
    verifyEmail: async (body) => void (await post('/verify-email', body)),
    resendMail: async (body) => void (await post('/resend-mail', body)),
    async login(body) {
      // The contract leaves the login answer open: use the user if sent, else ask who we are.
      const answer = await post<User | null>('/login', body);
      if (answer && typeof answer === 'object' && '_id' in answer) return answer;
      const user = await this.me();
      if (!user) throw new SessionExpiredError();
      return user;
    },
    async logout() {
      try {
        await post('/logout');
      } catch (error) {
        if (!(error instanceof SessionExpiredError)) throw error;
      }
    },
    logoutEverywhere: async () => void (await post('/logout-everywhere')),
    requestPasswordReset: async (body) => void (await post('/reset-password/request', body)),
    resetPassword: async (body) => void (await post('/reset-password', body)),
    async me() {
      try {
        return (await apiRequest<User>(resolve(), { path: '/api/auth/' })).data;
      } catch (error) {
        if (error instanceof SessionExpiredError) return null;
        throw error;
      }
    },
  };
}

/** The page's auth client, pointed at config.json's apiUrl. */
export const authApi: AuthApi = createAuthApi(() => ({ apiUrl: useConfigStore.getState().apiUrl }));
