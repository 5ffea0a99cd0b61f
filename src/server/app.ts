import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import fastifyStatic from '@fastify/static';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { AppDeps } from './deps.js';
import { loggableError, toPublicError } from './errors.js';
import { SESSION_COOKIE } from './features/auth/sessions.js';
import { securityHeaders } from './security-headers.js';
import { registerRestRoutes } from './rest/adapter.js';
import { restRoutes } from './rest/routes.js';
import { registerChatSocket } from './features/shared-chat/shared-chat.socket.js';
import { bearerToken, createContext } from './trpc/context.js';
import { appRouter, type AppRouter } from './trpc/router.js';

export interface AppOptions {
  /** pino level, or false for no logging (tests). */
  logLevel?: string | false;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Path segments that carry secrets (invitation tokens) are not written to logs. */
export function redactUrl(url: string): string {
  return url
    .replace(/\/(validate|accept)\/[^/?#]+/g, '/$1/[redacted]')
    .replace(/([?&](invite|token)=)[^&#]+/g, '$1[redacted]');
}

function loggerOptions(level: string | false): FastifyServerOptions['logger'] {
  if (level === false) return false;
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
      }),
      // No stacks in logs: the kind and message say what happened without exposing internals.
      err: (err: unknown) => ({ ...loggableError(err), stack: '' }),
    },
  };
}

/** Builds the whole app around its dependencies. Never listens: main does, tests inject. */
export async function createApp(deps: AppDeps, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(options.logLevel ?? 'info'),
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  deps.logger ??= app.log;

  await app.register(cookie);
  // Uploads (chat attachments, avatars): one file of at most 10 MB per request (spec §9).
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 10 } });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  const headers = securityHeaders(deps);
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });

  // A cookie rides along on cross-site requests; a bearer header cannot. So a state-changing request that is
  // authenticated only by the cookie must come from one of our own pages.
  app.addHook('onRequest', async (req, reply) => {
    if (SAFE_METHODS.has(req.method) || bearerToken(req) || !req.cookies[SESSION_COOKIE]) return;
    if (!isOwnOrigin(deps, req.headers.origin ?? req.headers.referer, req.protocol, req.headers.host)) {
      return reply.code(403).send({ message: 'This request did not come from Attune and was refused.' });
    }
  });

  app.setErrorHandler((error, req, reply) => {
    const statusCode = (error as { statusCode?: number }).statusCode;
    if (statusCode && statusCode < 500) {
      const message = statusCode === 413 ? 'The request is too large.' : (error as Error).message;
      return reply.code(statusCode).send({ message });
    }
    const { status, message } = toPublicError(error);
    req.log.error({ err: loggableError(error) }, 'unhandled error');
    return reply.code(status).send({ message });
  });

  app.get('/api/health', async () => ({ ok: true }));
  registerRestRoutes(app, deps, restRoutes);
  await registerChatSocket(app, deps);

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }) => createContext(deps, req, res),
      onError: ({ error, path: procedure }) => {
        if (toPublicError(error).unexpected) app.log.error({ err: loggableError(error), procedure }, 'procedure failed');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  await registerWebApp(app, deps.config.staticDir);
  return app;
}

function isOwnOrigin(deps: AppDeps, origin: string | undefined, protocol: string, host: string | undefined): boolean {
  if (!origin) return false;
  let presented: string;
  try {
    presented = new URL(origin).origin;
  } catch {
    return false;
  }
  const allowed = [host ? `${protocol}://${host}` : undefined, deps.config.publicUrl && new URL(deps.config.publicUrl).origin];
  return allowed.includes(presented);
}

/** The built web app: hashed assets cached for a year, every other page path answered with index.html. */
async function registerWebApp(app: FastifyInstance, staticDir: string | undefined): Promise<void> {
  const root = staticDir ? path.resolve(staticDir) : undefined;
  const hasBuild = root !== undefined && fs.existsSync(path.join(root, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      index: false,
      wildcard: true,
      // `npm run build:web` writes .br and .gz copies of the text assets (scripts/compress.mjs): sent when the
      // browser accepts them, with no compression work per request.
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // The static plugin answers a bare directory (such as "/") with 403; the app's own pages are index.html.
    app.get('/', (_req, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
  }
  app.setNotFoundHandler((req, reply) => {
    const isApi = req.url.startsWith('/api/') || req.url.startsWith('/trpc/') || req.url === '/ws';
    if (req.method === 'GET' && !isApi) {
      if (hasBuild) return reply.header('cache-control', 'no-cache').sendFile('index.html');
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app is not built yet. Run `npm run build:web` (npm start does this for you).');
    }
    return reply.code(404).send({ message: 'Not found' });
  });
}
