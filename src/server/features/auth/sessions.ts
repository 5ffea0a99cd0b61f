import { hash, randomBytes, timingSafeEqual } from 'node:crypto';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';

/**
 * Session tokens as Lucia's final guidance describes them: `<id>.<secret>`, each 120 bits from the CSPRNG. Only
 * the SHA-256 of the secret is stored, so a leaked sessions table cannot be replayed; the stored hash is compared
 * in constant time. A remembered session ("Remember me") lasts 30 days and slides forward when used in its second
 * half; a browser session (not remembered) ends 12 hours after its last use, and its cookie when the browser closes
 * (decision 069).
 */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_REFRESH_WHEN_LEFT_MS = 15 * 24 * 60 * 60 * 1000;
export const BROWSER_SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_COOKIE = 'attune_session';

export interface NewSessionToken {
  id: string;
  secretHash: string;
  token: string;
}

export function generateSessionToken(): NewSessionToken {
  const id = encodeBase32LowerCaseNoPadding(randomBytes(15));
  const secret = encodeBase32LowerCaseNoPadding(randomBytes(15));
  return { id, secretHash: hashSecret(secret), token: `${id}.${secret}` };
}

// crypto.hash is the one-shot form: about a quarter of createHash's cost, which builds a streaming object per call.
export function hashSecret(secret: string): string {
  return hash('sha256', secret, 'hex');
}

/** Splits a presented token; undefined when it is not of our shape. */
export function parseSessionToken(token: string): { id: string; secret: string } | undefined {
  const match = /^([a-z2-7]{24})\.([a-z2-7]{24})$/.exec(token);
  if (!match) return undefined;
  return { id: match[1]!, secret: match[2]! };
}

export function secretMatches(storedHashHex: string, secret: string): boolean {
  const presented = hash('sha256', secret, 'buffer');
  const stored = Buffer.from(storedHashHex, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
