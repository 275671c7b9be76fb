import { queryClient, SessionExpiredError, useSessionStore } from '@fees/shared-data';

/**
 * A 401 from any read or write means the server ended the session (expiry, logout elsewhere):
 * forget the user, and the guards take the browser to /login with the page the user was on.
 * The chosen school stays, for the same user signing in again.
 */
export function endSessionWhenExpired(): void {
  const expire = (error: unknown) => {
    if (error instanceof SessionExpiredError && useSessionStore.getState().user) {
      // After the cache has finished telling its listeners: ending the session clears the cache.
      queueMicrotask(() => useSessionStore.getState().sessionEnded());
    }
  };
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') expire(event.action.error);
  });
  queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') expire(event.action.error);
  });
}
