import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
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
        'script-src': ["'self'"],
        // Mantine sets style attributes at run time; scripts stay strict.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", 'ws:', 'wss:'],
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
