import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from '../../shared/routes';
import { router } from './router';

describe('the router and the server know the same pages', () => {
  it('declares exactly the shared route list', () => {
    const declared = Object.keys(router.routesByPath).map((p) => (p === '' ? '/' : p));
    expect(new Set(declared)).toEqual(new Set(APP_ROUTES));
  });
});
