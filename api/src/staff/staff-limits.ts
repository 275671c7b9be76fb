import { INVITATION_LIFE_DAYS } from '@fees/shared-data/core';

/**
 * The figures of invitations (docs/staff.md#invitations). An invitation is a mail the owner makes
 * the server send, so mails are limited per account and per address, like pay links'; the public
 * link is limited per network address.
 */
export const STAFF_LIMITS = {
  /** An invitation works this long after it is sent, unless used or revoked sooner. */
  lifeMs: INVITATION_LIFE_DAYS * 24 * 60 * 60 * 1000,
  perAddressPerMinute: 60,
  /** An account sends invitations this often, to anyone... */
  accountMails: { max: 30, windowMs: 60 * 60 * 1000 },
  /** ...and one address gets this many from one school in a day. */
  addressMails: { max: 5, windowMs: 24 * 60 * 60 * 1000 },
} as const;
