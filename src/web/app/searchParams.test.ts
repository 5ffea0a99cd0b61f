import { describe, expect, it } from 'vitest';
import { searchChoice, searchFlag, searchText } from './searchParams';

describe('search values read by the router', () => {
  it('keeps a value of the expected kind and reads any other as absent', () => {
    expect(searchFlag(true)).toBe(true);
    expect(searchFlag('true')).toBeUndefined();
    expect(searchText('abc', 64)).toBe('abc');
    expect(searchText(123)).toBeUndefined();
    expect(searchText('x'.repeat(65), 64)).toBeUndefined();
    expect(searchChoice('interests', ['interests'] as const)).toBe('interests');
    expect(searchChoice('other', ['interests'] as const)).toBeUndefined();
  });
});
