/** Delays and durations in milliseconds (SPEC §4, §9). */
export const TIMINGS = {
  /** A verification or reset code is valid this long after it is mailed. */
  codeLifetimeMs: 5 * 60 * 1000,
  /** Resend is disabled this long after a click (shown counting down from 5:00). */
  resendLockoutMs: 5 * 60 * 1000,
  verifyLoaderMs: 3000,
  redirectAfterVerifyMs: 5000,
  signupRedirectMs: 500,
  guestRedirectMs: 500,
  searchClearMs: 500,
  /** Simulated latency of guest-mode local-storage reads, writes and deletes. */
  localStorageLatencyMs: 500,
  toastRemoveDelayMs: 1000,
  detailsCollapseMs: 300,
  detailsExpandDelayMs: 50,
} as const;
