import { PAY_LINK_LIFE_DAYS } from '@fees/shared-data/core';

/**
 * The figures of pay links (docs/pay-links.md#limits). The public routes are limited per address
 * in memory, generously because a carrier's NAT puts many phones behind one address; per live
 * token, and for all dead tokens together, in the database, so every API process counts the same
 * tries. The school's side is limited per account, student and address.
 */
export const PAY_LINK_LIMITS = {
  /** A link stops working this long after its issue, unless revoked sooner. */
  lifeMs: PAY_LINK_LIFE_DAYS * 24 * 60 * 60 * 1000,
  perAddressPerMinute: 120,
  perToken: { max: 30, windowMs: 10 * 60 * 1000 },
  /** Tries of tokens that are not live, from every address together. */
  deadTokens: { max: 100, windowMs: 10 * 60 * 1000 },
  /** A student, or a family, has at most this many live links: issuing another ends the oldest. */
  liveLinksPerStudent: 10,
  /** An account issues links (share or revoke) this often. */
  shares: { max: 100, windowMs: 60 * 60 * 1000 },
  /** A student's links together, or a family's, may have this many card payments started and not completed. */
  pendingPerStudent: 3,
  /** 'E-mail to parent' mails one student's link to one address this often... */
  parentMails: { max: 3, windowMs: 24 * 60 * 60 * 1000 },
  /** ...and an account mails links this often, to anyone. */
  accountMails: { max: 30, windowMs: 60 * 60 * 1000 },
  /** A school may send a classroom's reminders this often. */
  reminderSends: { max: 5, windowMs: 60 * 60 * 1000 },
  /** A parent gets one reminder mail in this time, however often a school sends. */
  reminderGapMs: 24 * 60 * 60 * 1000,
} as const;
