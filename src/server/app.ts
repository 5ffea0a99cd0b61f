import { mailCanBeDelivered } from './ports/mail/index.js';
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { z } from 'zod';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import fastifyStatic from '@fastify/static';
import type { AppDeps } from './deps.js';
import type { AppConfig } from './env.js';
import { loggableError, toPublicError } from './errors.js';
import { localizeForHeader } from './i18n/localizeError.js';
import { LOCALE_COOKIE, LOCALES, negotiateLocale, type Locale } from '../shared/locales.js';
import { SESSION_COOKIE } from './features/auth/sessions.js';
import { isOwnOrigin } from './origin.js';
import { securityHeaders } from './security-headers.js';
import { redactSecrets } from './redact.js';
import { isAppRoute } from '../shared/routes.js';
import { registerRestRoutes } from './rest/adapter.js';
import { restRoutes } from './rest/routes.js';
import { registerChatSocket } from './features/shared-chat/shared-chat.socket.js';
import { answerRemoteFollowers } from './features/coach/remoteJobs.js';
import { registerPresence } from './features/notifications/presence.js';
import { registerScheduledJobs } from './scheduled-jobs.js';
import { readMeasures } from './features/measures/measures.service.js';
import { loadMeasuresTemplates, measuresPageCache } from './web/measures-page.js';
import { registerOperationsRoutes } from './operations/routes.js';
import { recordRoutes, registerOpenApiRoutes } from './openapi/openapi.routes.js';
import { bearerToken } from './trpc/context.js';
import { registerTrpc } from './trpc/http.js';
import { answerFrameworkError, JSON_BODY_LIMIT, refuseOversizedBatches, TRPC_MAX_PARAM_LENGTH } from './trpc/limits.js';
import { TRPC_MAX_BATCH_SIZE } from '../shared/requestLimits.js';
import { actionLibrary } from './features/growth/library.js';
import { dailyQuestionDecks } from './features/daily-question/decks.js';
import { registerUnsubscribeRoutes, unsubscribeKey } from './features/newsletter/unsubscribe.js';
import { vapidKeys } from './features/notifications/notifications.service.js';

export interface AppOptions {
  /** pino level, or false for no logging (tests). */
  logLevel?: string | false;
  /** Where log lines go (default stdout); tests read them to prove no secret is written. */
  logStream?: NodeJS.WritableStream;
  /** false: every /trpc call through tRPC's own adapter, the reference the fast path is compared with (trpc/http.ts). */
  trpcFastPath?: boolean;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function isLoggedError(value: unknown): value is { type: string; message: string } {
  return typeof value === 'object' && value !== null && !(value instanceof Error) && typeof (value as { type?: unknown }).type === 'string' && typeof (value as { message?: unknown }).message === 'string';
}

function loggerOptions(level: string | false, stream: NodeJS.WritableStream | undefined): FastifyServerOptions['logger'] {
  if (level === false) return false;
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        // Link parts that carry secrets (reset, verification, invitation, unsubscribe tokens) are not written to logs.
        url: redactSecrets(req.url),
        ip: req.ip,
      }),
      // No stacks in logs: the kind and message say what happened without exposing internals. Callers pass an Error or
      // what loggableError made of one; reading the latter as an unknown value logged "[object Object]" (issue 28).
      err: (err: unknown) => ({ ...(isLoggedError(err) ? { type: err.type, message: err.message } : loggableError(err)), stack: '' }),
    },
  };
}

/**
 * TRUST_PROXY as Fastify takes it. A list of proxies becomes its comma-separated form. A hop count becomes a function
 * trusting that many hops from our socket (the address the last proxy saw is the client): Fastify itself refuses to
 * trust anything for a plain number, since it cannot tell a proxy from a client that reaches the server directly —
 * the README says to prefer the proxies' addresses for that reason.
 */
function fastifyTrustProxy(setting: AppConfig['trustProxy']): boolean | string | ((address: string, hop: number) => boolean) {
  if (Array.isArray(setting)) return setting.join(',');
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}

/** Builds the whole app around its dependencies. Never listens: main does, tests inject. */
export async function createApp(deps: AppDeps, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(options.logLevel ?? 'info', options.logStream),
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
    // Small by default: routes that take long text raise it for themselves (trpc/limits.ts, decision 058).
    bodyLimit: JSON_BODY_LIMIT,
    // tRPC batches put every procedure name of a batch in one path parameter ("/trpc/a.list,b.info,..."): the
    // default limit of 100 characters answers a home screen's batch of eight queries with 404.
    routerOptions: { maxParamLength: TRPC_MAX_PARAM_LENGTH },
    frameworkErrors: answerFrameworkError,
  });
  deps.logger ??= app.log;
  const servedApiRoutes = recordRoutes(app);
  if (!deps.config.publicUrl) {
    // Links in e-mails are never built from a request's Host header (anyone can send one); without PUBLIC_URL they
    // point at the address this server listens on, which people elsewhere may not reach.
    app.log.warn(`PUBLIC_URL is not set: links in e-mails will point at ${deps.config.listenUrl}. Set PUBLIC_URL to the address people use.`);
  }
  // Content we write is validated at start-up: a broken action file stops here with a message naming it.
  actionLibrary();
  dailyQuestionDecks();

  await app.register(cookie);
  // Uploads (chat attachments, avatars): one file of at most 10 MB per request (spec §9).
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 10 } });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  deps.openSockets = () => app.websocketServer?.clients.size ?? 0;
  const headers = securityHeaders(deps);
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });

  // A cookie rides along on cross-site requests; a bearer header cannot. So a state-changing request that is
  // authenticated only by the cookie must come from one of our own pages.
  app.addHook('onRequest', async (req, reply) => {
    if (SAFE_METHODS.has(req.method) || bearerToken(req) || !req.cookies[SESSION_COOKIE]) return;
    if (!isOwnOrigin(deps, req.headers.origin ?? req.headers.referer, req)) {
      return reply.code(403).send({ message: localizeForHeader('This request did not come from Attune and was refused.', req.headers['accept-language']) });
    }
  });

  app.setErrorHandler((error, req, reply) => {
    const statusCode = (error as { statusCode?: number }).statusCode;
    if (statusCode && statusCode < 500) {
      const message = statusCode === 413 ? 'The request is too large.' : (error as Error).message;
      return reply.code(statusCode).send({ message: localizeForHeader(message, req.headers['accept-language']) });
    }
    const { status, message } = toPublicError(error, negotiateLocale(req.headers['accept-language']));
    req.log.error({ err: loggableError(error) }, 'unhandled error');
    return reply.code(status).send({ message });
  });

  // Public facts about this server the screens need before anyone signs in: whether it can send e-mail at all.
  app.get('/api/health', async () => ({ ok: true, mailDelivery: mailCanBeDelivered(deps.config) }));
  registerOperationsRoutes(app, deps);
  registerRestRoutes(app, deps, restRoutes);
  registerOpenApiRoutes(app, deps, restRoutes, servedApiRoutes);
  await registerUnsubscribeRoutes(app, deps);
  // The installation's keys are made at start, not by the first GET that needs one: a GET writes nothing (issue 28).
  app.addHook('onReady', async () => {
    await Promise.all([vapidKeys(deps), unsubscribeKey(deps)]);
  });
  await registerPresence(app, deps);
  await registerChatSocket(app, deps);
  // A reload that lands on another instance can follow a coach reply this one is writing.
  const stopAnsweringFollowers = await answerRemoteFollowers(deps);
  app.addHook('onClose', stopAnsweringFollowers);

  refuseOversizedBatches(app);
  await registerTrpc(app, deps, {
    maxBatchSize: TRPC_MAX_BATCH_SIZE,
    fastPath: options.trpcFastPath ?? true,
    onError: ({ error, path: procedure }) => {
      if (toPublicError(error).unexpected) app.log.error({ err: loggableError(error), procedure }, 'procedure failed');
    },
  });

  await registerWebApp(app, deps);
  registerScheduledJobs(deps);
  return app;
}

/** The built web app: hashed assets cached for a year, every other page path answered with index.html. */
async function registerWebApp(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const staticDir = deps.config.staticDir;
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
      // Dot files are build stamps and the like (npm start's dist/web/.built), not part of the app: never served.
      dotfiles: 'ignore',
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // The static plugin answers a bare directory (such as "/") with 403; the app's own pages are index.html.
    // "/" is the prerendered landing when the build made one (scripts/prerender-landing.mjs); the page itself starts
    // the app for a signed-in person.
    registerHome(app, root!);
    registerMeasuresPage(app, deps, root!);
  }
  app.setNotFoundHandler((req, reply) => {
    const isApi = req.url.startsWith('/api/') || req.url.startsWith('/trpc/') || req.url === '/ws';
    if (req.method === 'GET' && !isApi) {
      // A path the web app does not know gets its 404 page with a real 404 status (the list is shared with the router).
      if (hasBuild) return reply.code(isAppRoute(req.url.split('?')[0]!) ? 200 : 404).header('cache-control', 'no-cache').sendFile('index.html');
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app is not built yet. Run `npm run build:web` (npm start does this for you).');
    }
    return reply.code(404).send({ message: localizeForHeader('Not found', req.headers['accept-language']) });
  });
}

/** `?lang=` on "/" and the visitor's stored choice (the LOCALE_COOKIE): anything else is ignored, never an error. */
const homeLocale = z.enum(LOCALES);

/**
 * "/" is the landing the build prerendered in every shipped language (scripts/prerender-landing.mjs writes
 * landing.<locale>.html), in the visitor's language (issue 33): the language its switch links to (`?lang=`, which works
 * without JavaScript), else the choice this browser stored (the cookie the landing's and the auth screens' language
 * switches set, src/web/i18n/visitorLocale.ts), else Accept-Language, else English. Without a prerendered landing the
 * app's shell answers, and the page itself starts the app for a signed-in person.
 */
function registerHome(app: FastifyInstance, root: string): void {
  const prerendered = LOCALES.every((locale) => fs.existsSync(path.join(root, `landing.${locale}.html`)));
  app.get('/', (req, reply) => {
    const query = homeLocale.safeParse((req.query as Record<string, unknown> | undefined)?.lang);
    const stored = homeLocale.safeParse(req.cookies[LOCALE_COOKIE]);
    const locale: Locale = query.success ? query.data : stored.success ? stored.data : negotiateLocale(req.headers['accept-language']);
    // A cache must keep one copy per language: the page depends on the cookie and on Accept-Language.
    return reply
      .header('vary', 'Accept-Language, Cookie')
      .header('cache-control', 'no-cache')
      .sendFile(prerendered ? `landing.${locale}.html` : 'index.html');
  });
}

/**
 * "/measures" is "How Attune measures" prerendered with this server's figures filled in (web/measures-page.ts), when
 * the build made it; without it the app's own screen answers, like any other page.
 */
function registerMeasuresPage(app: FastifyInstance, deps: AppDeps, root: string): void {
  let templates: ReturnType<typeof loadMeasuresTemplates>;
  try {
    templates = loadMeasuresTemplates(root);
  } catch (error) {
    // A build that does not match this code: the app's own screen still answers, and the log says why.
    app.log.error({ err: loggableError(error) }, 'the prerendered measures page cannot be used');
    return;
  }
  if (!templates) return;
  const filled = measuresPageCache(templates);
  app.get('/measures', async (req, reply) => {
    const locale = negotiateLocale(req.headers['accept-language']);
    const page = await filled(await readMeasures(deps, false), locale);
    const accepts = req.headers['accept-encoding'] ?? '';
    const [body, encoding] = /\bbr\b/.test(accepts) ? [page.br, 'br'] : /\bgzip\b/.test(accepts) ? [page.gzip, 'gzip'] : [page.html, undefined];
    if (encoding) reply.header('content-encoding', encoding);
    // The page's language follows Accept-Language, and its figures change hourly.
    return reply.header('vary', 'Accept-Language, Accept-Encoding').header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(body);
  });
}
