import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import helmet from 'helmet';
import { COLOR_SCHEME_BOOT_SCRIPT } from '../shared/colorScheme.js';
import type { AppDeps } from './deps.js';

/**
 * The security headers every answer carries, worked out once at start-up by helmet and then copied onto each
 * reply. (@fastify/helmet rebuilds helmet, CSP parsing included, on every request: about a third of the time a
 * plain route took in bench/http.bench.ts. Our headers never vary per request: no CSP nonces.)
 */
export function securityHeaders(deps: AppDeps): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  const apply = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        // Our own files, and the one inline script that sets the colour scheme before first paint, by its hash.
        'script-src': ["'self'", colorSchemeScriptHash()],
        // Mantine sets style attributes at run time; scripts stay strict.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        // Our own socket only: CSP level 3 browsers match ws:/wss: on our own host with 'self'; the public
        // address's socket origin is named too for browsers that do not (never a bare ws:/wss:, which is any host).
        'connect-src': ["'self'", ...ownSocketOrigin(deps.config.publicUrl)],
        'media-src': ["'self'", 'blob:'],
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // Only when the public address is https: HSTS on a plain-http laptop install would lock the browser out.
    strictTransportSecurity: deps.config.publicUrl?.startsWith('https://') ? undefined : false,
  });
  apply({} as IncomingMessage, collector as unknown as ServerResponse, () => undefined);
  return headers;
}

/** The CSP source that allows the colour-scheme script in <head> (src/shared/colorScheme.ts) and nothing else inline. */
export function colorSchemeScriptHash(): string {
  return `'sha256-${createHash('sha256').update(COLOR_SCHEME_BOOT_SCRIPT).digest('base64')}'`;
}

/** wss://host for an https PUBLIC_URL, ws://host for http; nothing when unset. */
function ownSocketOrigin(publicUrl: string | undefined): string[] {
  if (!publicUrl) return [];
  const url = new URL(publicUrl);
  return [`${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`];
}
