import { randomFillSync } from 'node:crypto';

const ID_BYTES = 15;
/** CSPRNG bytes for this many ids are drawn at once: one call into OpenSSL instead of one per id (as Node does for randomUUID). */
const POOLED_IDS = 256;
const pool = Buffer.alloc(ID_BYTES * POOLED_IDS);
let used = pool.length;

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/**
 * RFC 4648 base32, lower case, of the `ID_BYTES` bytes from `at` (the same text as @oslojs/encoding's
 * encodeBase32LowerCaseNoPadding). Written out for the fixed 15 bytes: a stored chat message takes an id, and the
 * general encoder was a visible share of a message's CPU time in the chat benchmark (decision 095).
 */
export function encodeId(bytes: Uint8Array, at: number): string {
  let id = '';
  for (let i = at; i < at + ID_BYTES; i += 5) {
    // 5 bytes are 40 bits, 8 characters: the high 20 bits and the low 20 bits, each as four 5-bit digits.
    const high = (bytes[i]! << 12) | (bytes[i + 1]! << 4) | (bytes[i + 2]! >> 4);
    const low = ((bytes[i + 2]! & 0x0f) << 16) | (bytes[i + 3]! << 8) | bytes[i + 4]!;
    id +=
      ALPHABET[high >> 15]! + ALPHABET[(high >> 10) & 31]! + ALPHABET[(high >> 5) & 31]! + ALPHABET[high & 31]! +
      ALPHABET[low >> 15]! + ALPHABET[(low >> 10) & 31]! + ALPHABET[(low >> 5) & 31]! + ALPHABET[low & 31]!;
  }
  return id;
}

/** A random, URL-safe id: 120 bits from the CSPRNG, 24 characters. Not guessable, so safe to show in URLs. */
export function newId(): string {
  if (used === pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  // Each byte of the pool is used once; the encoder keeps nothing of it, so the pool can be refilled later.
  const id = encodeId(pool, used);
  used += ID_BYTES;
  return id;
}

/**
 * An id that sorts by creation time: the milliseconds since 1970 in 9 base-32 digits (0-9a-v, which sort as text until
 * the year 3084), then a full `newId` (so it is exactly as unguessable). For rows written at a high rate under a
 * unique index: a random id dirties a random index page per row, which every commit writes to the WAL again, while
 * time-ordered ids fill the index's last pages (decision 095).
 */
export function newOrderedId(): string {
  return Date.now().toString(32).padStart(9, '0') + newId();
}

let isoAt = NaN;
let iso = '';

/** Now as ISO 8601 text. Formatted once per millisecond: a busy chat stamps many rows within the same one. */
export function nowIso(): string {
  const now = Date.now();
  if (now !== isoAt) {
    isoAt = now;
    iso = new Date(now).toISOString();
  }
  return iso;
}
