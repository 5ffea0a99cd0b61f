import { describe, expect, it } from 'vitest';
import { newId } from './ids.js';

describe('newId', () => {
  it('gives distinct 24-character base32 ids across many refills of its random pool', () => {
    // 256 ids per pool draw: 5,000 ids span about twenty draws, so a pool that was not refilled would repeat ids.
    const ids = Array.from({ length: 5000 }, () => newId());
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z2-7]{24}$/);
    // Every character of the alphabet turns up in every position it can: the bits are not stuck or repeated.
    const firstChars = new Set(ids.map((id) => id[0]));
    expect(firstChars.size).toBe(32);
  });
});
