import { randomFillSync } from 'node:crypto';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';

const ID_BYTES = 15;
/** CSPRNG bytes for this many ids are drawn at once: one call into OpenSSL instead of one per id (as Node does for randomUUID). */
const POOLED_IDS = 256;
const pool = Buffer.alloc(ID_BYTES * POOLED_IDS);
let used = pool.length;

/** A random, URL-safe id: 120 bits from the CSPRNG, 24 characters. Not guessable, so safe to show in URLs. */
export function newId(): string {
  if (used === pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  // Each byte of the pool is used once; the encoder copies nothing it keeps, so the pool can be refilled later.
  const id = encodeBase32LowerCaseNoPadding(pool.subarray(used, used + ID_BYTES));
  used += ID_BYTES;
  return id;
}

export function nowIso(): string {
  return new Date().toISOString();
}
