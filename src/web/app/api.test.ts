import { describe, expect, it } from 'vitest';
import { ApiError } from './api';

describe('the general error rule of spec §8', () => {
  it('reads "<status>: <body text>", falling back to the status text', () => {
    expect(new ApiError(413, '{"message":"too big"}', 'Payload Too Large').message).toBe('413: {"message":"too big"}');
    expect(new ApiError(502, '', 'Bad Gateway').message).toBe('502: Bad Gateway');
  });

  it('recovers the server message for toasts', () => {
    expect(new ApiError(400, '{"message":"email: Enter a valid email address"}', '').serverMessage).toBe('email: Enter a valid email address');
    expect(new ApiError(500, 'oops', '').serverMessage).toBeUndefined();
  });
});
