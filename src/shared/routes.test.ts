import { describe, expect, it } from 'vitest';
import { isAppRoute } from './routes';

describe('isAppRoute', () => {
  it('knows the pages, their parameters and the signup tail', () => {
    for (const path of ['/', '/auth', '/auth/', '/signup', '/signup/anything/else', '/join/abc123', '/survey', '/journal', '/settings', '/profile', '/admin', '/terms', '/privacy', '/verify-email']) {
      expect(isAppRoute(path), path).toBe(true);
    }
  });
  it('refuses everything else', () => {
    for (const path of ['/no/such/page', '/join', '/join/a/b', '/authx', '/survey/extra', '/robots', '/index.html.bak']) {
      expect(isAppRoute(path), path).toBe(false);
    }
  });
});
