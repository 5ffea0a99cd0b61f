/**
 * A memo of computed Vibes keyed on the inputs as they were loaded (decision 103). Every screen read of the
 * connection list computed each pair's explained Vibe again, the same answer from the same rows; a stored Vibe would
 * have to be invalidated by every change to either person's results, retakes, hobbies, weights, action points or
 * name, to the pair's relationship type and by the reader's language, and each writer forgetting one would be a
 * stale-Vibe bug. Keying on the loaded inputs needs no invalidation: a change to any input is a different key, and
 * the old entry simply ages out.
 *
 * A person's fingerprint is a hash of the very text loadProfiles read (the results JSON, the action points, the
 * weights, the hobby rows, the first name), taken when the profile is built and frozen; the pair's key adds the
 * relationship type and the language.
 */
import { hash } from 'node:crypto';
import type { VibeResult } from '../../../shared/assessment/types.js';

/** Enough for every pair on the screens of a busy server; each entry is one explained Vibe (a few KB). */
const MAX_ENTRIES = 2000;

const fingerprints = new WeakMap<object, string>();
const memo = new Map<string, VibeResult | null>();

/**
 * Records what `profile` was built from: `loaded` is every piece of stored text its Vibe inputs came from. The
 * profile must be frozen (deepFreeze) first, so it can never come to hold anything else.
 */
export function fingerprintProfile(profile: object, loaded: readonly (string | number | null)[]): void {
  if (!Object.isFrozen(profile)) throw new Error('fingerprintProfile: freeze the profile first');
  // Separators no stored text contains, so two different lists of parts never join into the same string.
  fingerprints.set(profile, hash('sha256', loaded.map((part) => (part === null ? '\u0000' : String(part))).join('\u0001'), 'base64'));
}

/**
 * The Vibe for these two people from the memo, or computed by `compute` and kept. A profile that was not
 * fingerprinted (built by hand, or a changed copy) is always computed afresh. A kept answer is frozen: it is shared by
 * every later reader, so no caller may change it in place (visibleVibe and the coach build copies).
 */
export function memoisedVibe(viewer: object, other: object, context: string, compute: () => VibeResult | null): VibeResult | null {
  const a = fingerprints.get(viewer);
  const b = fingerprints.get(other);
  if (a === undefined || b === undefined) return compute();
  const key = `${a} ${b} ${context}`;
  if (memo.has(key)) {
    const hit = memo.get(key)!;
    // Most recently used last, so the oldest entry is the first one evicted.
    memo.delete(key);
    memo.set(key, hit);
    return hit;
  }
  const vibe = compute();
  if (vibe) deepFreeze(vibe);
  memo.set(key, vibe);
  if (memo.size > MAX_ENTRIES) memo.delete(memo.keys().next().value!);
  return vibe;
}

/** How many Vibes are kept (for tests). */
export function memoSize(): number {
  return memo.size;
}

/** Freezes an object and everything in it (JSON-like values only). */
export function deepFreeze(value: object): void {
  Object.freeze(value);
  for (const inner of Object.values(value)) if (inner !== null && typeof inner === 'object' && !Object.isFrozen(inner)) deepFreeze(inner as object);
}

/** Forgets every kept Vibe: tests compare what the memo served with what a fresh computation gives. */
export function clearVibeMemo(): void {
  memo.clear();
}
