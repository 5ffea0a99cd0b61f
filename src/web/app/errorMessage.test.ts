import { describe, expect, it } from 'vitest';
import { TRPCClientError } from '@trpc/client';
import { ApiError } from './api';
import { errorKind, errorMessage, retryDelay, ServerUnreachableError } from './errorMessage';

const trpcError = (httpStatus: number | undefined, message = 'words') =>
  new TRPCClientError(message, { result: { error: { message, code: 0, data: httpStatus ? { httpStatus } : undefined } } as never });

describe('one error vocabulary (issue 30 item 2)', () => {
  it('says offline whenever the browser has no network', () => {
    expect(errorKind(new ApiError(500, '', ''), false)).toBe('offline');
  });

  it('reads a 401 as signed out, a 403 as not allowed, and a proxy 502/503/504 or no answer as unreachable', () => {
    expect(errorKind(new ApiError(401, '', ''), true)).toBe('signedOut');
    expect(errorKind(trpcError(401), true)).toBe('signedOut');
    expect(errorKind(new ApiError(403, '', ''), true)).toBe('notAllowed');
    for (const status of [502, 503, 504]) expect(errorKind(new ApiError(status, '<html>', ''), true)).toBe('unreachable');
    expect(errorKind(new TypeError('Failed to fetch'), true)).toBe('unreachable');
    expect(errorKind(new ServerUnreachableError(), true)).toBe('unreachable');
    expect(errorKind(new ApiError(500, '', ''), true)).toBe('broken');
    expect(errorKind(new ApiError(409, '', ''), true)).toBe('refused');
  });

  it("keeps the server's words for a refusal and never shows transport words", () => {
    expect(errorMessage(trpcError(400, 'Incorrect password'), 'fallback')).toBe('Incorrect password');
    expect(errorMessage(new TypeError('Failed to fetch'), 'fallback')).toMatch(/isn’t answering/);
    expect(errorMessage(trpcError(500, 'Internal server error'), 'Failed to save.')).toBe('Failed to save.');
  });

  it('backs off from 1 s to at most 30 s', () => {
    expect([0, 1, 2, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 30_000, 30_000]);
  });
});
