import { describe, expect, it } from 'vitest';
import { appConfigFromEnv, readEnv } from '../../env.js';
import { createTestApp } from '../../test/app.js';

/**
 * Issue 12, finding 5: TRUST_PROXY=on believed every X-Forwarded-For hop, so a client rotating that header escaped the
 * per-address sign-in limit. A hop count (or the proxies' addresses) believes only what our own proxy added.
 */
describe('TRUST_PROXY', () => {
  it('reads on/off, a hop count and a list of proxy addresses, and refuses anything else naming the variable', () => {
    const read = (v: string) => appConfigFromEnv(readEnv({ TRUST_PROXY: v })).trustProxy;
    expect(read('on')).toBe(true);
    expect(read('off')).toBe(false);
    expect(read('1')).toBe(1);
    expect(read('10.0.0.1, 192.168.0.0/16,loopback')).toEqual(['10.0.0.1', '192.168.0.0/16', 'loopback']);
    expect(appConfigFromEnv(readEnv({})).trustProxy).toBe(false);
    expect(() => readEnv({ TRUST_PROXY: 'proxy.example.com' })).toThrow(/TRUST_PROXY/);
    expect(() => readEnv({ TRUST_PROXY: '99' })).toThrow(/TRUST_PROXY/);
  });

  for (const [label, trustProxy] of [['a hop count', 1], ['the proxy address', ['127.0.0.1']]] as const) {
    it(`with ${label}, rotating X-Forwarded-For does not escape the per-address sign-in limit`, async () => {
      const t = await createTestApp({ trustProxy: trustProxy as number | string[], limits: { loginMaxFailures: 3 } as never });
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 6; i++) {
          // What a proxy forwards: whatever the client claimed, then the address the proxy saw.
          const res = await t.request({
            method: 'POST',
            url: '/api/auth/login',
            headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` },
            body: { email: `nobody${i}@attune.test`, password: 'wrong password' },
          });
          statuses.push(res.statusCode);
        }
        expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
        expect(statuses.slice(3)).toEqual([429, 429, 429]);
      } finally {
        await t.close();
      }
    });
  }

  it('the client address comes from our proxy only: a different real client is not limited by the first', async () => {
    const t = await createTestApp({ trustProxy: 1, limits: { loginMaxFailures: 2 } as never });
    try {
      for (let i = 0; i < 3; i++) {
        await t.request({ method: 'POST', url: '/api/auth/login', headers: { 'x-forwarded-for': '203.0.113.7' }, body: { email: `a${i}@attune.test`, password: 'wrong password' } });
      }
      const other = await t.request({ method: 'POST', url: '/api/auth/login', headers: { 'x-forwarded-for': '203.0.113.8' }, body: { email: 'b@attune.test', password: 'wrong password' } });
      expect(other.statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});
