import type { Env } from './env.js';

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]', '']);

/**
 * Where a person opens this server: PUBLIC_URL when it is set (the address people use behind a proxy), else this
 * machine at the configured HOST and PORT ("localhost" when listening on every interface).
 */
export function appAddress(env: Pick<Env, 'PUBLIC_URL' | 'HOST' | 'PORT'>): string {
  if (env.PUBLIC_URL) return env.PUBLIC_URL.replace(/\/+$/, '');
  const host = WILDCARD_HOSTS.has(env.HOST) ? 'localhost' : env.HOST.includes(':') && !env.HOST.startsWith('[') ? `[${env.HOST}]` : env.HOST;
  return `http://${host}:${env.PORT}`;
}
