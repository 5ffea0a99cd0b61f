import { randomBytes } from 'node:crypto';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { describe, expect, it, vi } from 'vitest';
import { encodeId, newId, newOrderedId, nowIso } from './ids.js';

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

  it('writes the same text as the general base32 encoder', () => {
    const bytes = randomBytes(15 * 400);
    bytes.fill(0, 0, 15).fill(255, 15, 30); // the extremes: all zero bits, all one bits
    for (let at = 0; at < bytes.length; at += 15) expect(encodeId(bytes, at)).toBe(encodeBase32LowerCaseNoPadding(bytes.subarray(at, at + 15)));
  });
});

describe('newOrderedId', () => {
  it('sorts by creation time and keeps a full random id after the time', () => {
    vi.useFakeTimers();
    try {
      vi.setSystemTime(new Date('2026-11-28T12:00:00.000Z'));
      const earlier = Array.from({ length: 50 }, () => newOrderedId());
      vi.setSystemTime(new Date('2026-11-28T12:00:00.001Z'));
      const later = Array.from({ length: 50 }, () => newOrderedId());
      for (const a of earlier) for (const b of later) expect(a < b).toBe(true);
      for (const id of [...earlier, ...later]) expect(id).toMatch(/^[0-9a-v]{9}[a-z2-7]{24}$/);
      expect(new Set([...earlier, ...later]).size).toBe(100);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('nowIso', () => {
  it('follows the clock from one millisecond to the next', () => {
    vi.useFakeTimers();
    try {
      vi.setSystemTime(new Date('2026-11-28T12:00:00.000Z'));
      expect(nowIso()).toBe('2026-11-28T12:00:00.000Z');
      expect(nowIso()).toBe('2026-11-28T12:00:00.000Z');
      vi.setSystemTime(new Date('2026-11-28T12:00:00.001Z'));
      expect(nowIso()).toBe('2026-11-28T12:00:00.001Z');
    } finally {
      vi.useRealTimers();
    }
  });
});
