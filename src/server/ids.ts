import { randomBytes } from 'node:crypto';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';

/** A random, URL-safe id: 120 bits from the CSPRNG, 24 characters. Not guessable, so safe to show in URLs. */
export function newId(): string {
  return encodeBase32LowerCaseNoPadding(randomBytes(15));
}

export function nowIso(): string {
  return new Date().toISOString();
}
