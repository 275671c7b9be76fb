/** Delays and durations the screens keep, in milliseconds. */
export const TIMINGS = {
  /**
   * One code mail per address every 5 minutes: the API refuses an earlier one, and the screen's
   * Resend counts down from 5:00 meanwhile (docs/mail.md, docs/dashboard.md).
   */
  resendLockoutMs: 5 * 60 * 1000,
  verifyLoaderMs: 3000,
  redirectAfterVerifyMs: 5000,
  signupRedirectMs: 500,
  guestRedirectMs: 500,
  searchClearMs: 500,
  /** Simulated latency of guest-mode local-storage reads, writes and deletes. */
  localStorageLatencyMs: 500,
  toastRemoveDelayMs: 1000,
} as const;
