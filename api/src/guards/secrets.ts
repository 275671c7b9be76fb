import { hash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** One call, not a Hash object: every signed-in request hashes its session token. */
export function sha256(value: string): string {
  return hash('sha256', value, 'hex');
}

/** 256 random bits, URL-safe: the session cookie's value. Only its SHA-256 is stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** 256 random bits, URL-safe: a staff invitation's token. Only its SHA-256 is stored. */
export function newInvitationToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Six digits from the CSPRNG. */
export function newEmailCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Codes are hashed with their owner and purpose, so one hash cannot be replayed elsewhere. */
export function hashEmailCode(userId: string, purpose: string, code: string): string {
  return sha256(`${userId}:${purpose}:${code}`);
}

export function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/** A payment reference: unguessable, and within the provider's allowed characters. */
export function newPaymentReference(): string {
  return `fm_${Date.now().toString(36)}_${randomBytes(12).toString('hex')}`;
}

/** 192 random bits, URL-safe: a pay link's token (32 characters). Only its SHA-256 is stored. */
export function newPayLinkToken(): string {
  return randomBytes(24).toString('base64url');
}
