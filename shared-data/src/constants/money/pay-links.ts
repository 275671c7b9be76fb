/**
 * The message every dead token gets, from the API and the guest demo alike; a link that existed
 * and ended adds the school to ask beside it, a made-up token learns nothing (docs/pay-links.md).
 */
export const PAY_LINK_INVALID =
  'This payment link is no longer valid. Please ask the school for a new one.';

/** The path of a student's pay link; the shell's origin goes in front. */
export function payLinkPath(token: string): string {
  return `/pay/${token}`;
}

/** Tokens are URL-safe base64 of 24 random bytes (192 bits); anything else is not a token. */
export const PAY_LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/** A link works this many days from its issue; a reminder mails a fresh one (docs/pay-links.md). */
export const PAY_LINK_LIFE_DAYS: number = 30;

/** The path of a family's pay link, which pays for every child of the family at once. */
export function familyPayLinkPath(token: string): string {
  return `/pay/family/${token}`;
}

/**
 * A guest demo's link carries `?demo`: the demo keeps its links in the browser that made them, so
 * any other browser says why the link cannot open there, without asking anyone
 * (docs/pay-links.md#the-guest-demo).
 */
export const DEMO_LINK_PARAM = 'demo';

export const DEMO_LINK_HINT = `This demo link opens in this browser only: the demo keeps its data here, so a parent's phone cannot open it. A school's own links work for ${PAY_LINK_LIFE_DAYS} days.`;

export const DEMO_LINK_ELSEWHERE =
  'This link was made in the Fees Manager guest demo, which keeps its data in the browser that made it, so it opens only there. A school using Fees Manager sends links that open anywhere.';
