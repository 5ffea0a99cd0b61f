import { describe, expect, it } from 'vitest';
import { appAddress } from './appAddress';
import { readEnv } from './env';

describe('appAddress (what `npm run demo` and start-up print)', () => {
  it('uses PUBLIC_URL when set, without a trailing slash', () => {
    expect(appAddress(readEnv({ PUBLIC_URL: 'https://attune.example.com/', PORT: '8080' }))).toBe('https://attune.example.com');
  });
  it('otherwise names this machine at the configured port', () => {
    expect(appAddress(readEnv({}))).toBe('http://localhost:3000');
    expect(appAddress(readEnv({ PORT: '4100' }))).toBe('http://localhost:4100');
    expect(appAddress(readEnv({ PORT: '4100', HOST: '127.0.0.1' }))).toBe('http://127.0.0.1:4100');
    expect(appAddress(readEnv({ PORT: '4100', HOST: '::1' }))).toBe('http://[::1]:4100');
  });
});
