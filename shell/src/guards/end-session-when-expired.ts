import { queryClient, SessionExpiredError, useSessionStore } from '@fees/shared-data';

/**
 * A 401 from any read or write means the server ended the session (expiry, logout elsewhere):
 * forget the user, and the guards take the browser to /login.
 */
export function endSessionWhenExpired(): void {
  const expire = (error: unknown) => {
    if (error instanceof SessionExpiredError && useSessionStore.getState().user) {
      void useSessionStore.getState().logout();
    }
  };
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') expire(event.action.error);
  });
  queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') expire(event.action.error);
  });
}
