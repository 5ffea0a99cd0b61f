import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.js';
import type { RestRoute } from '../rest/types.js';
import { buildOpenApiDocument, type OpenApiDocument, type ServedRoute } from './document.js';
import { renderDocsPage } from './docsPage.js';

/**
 * Keeps Fastify's route table as routes are added (an onRoute hook only sees routes registered after it, so this is
 * called first in createApp). The document lists what the app really serves under /api.
 */
export function recordRoutes(app: FastifyInstance): ServedRoute[] {
  const served: ServedRoute[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    for (const method of [route.method].flat()) if (method !== 'HEAD') served.push({ method, path: route.url });
  });
  return served;
}

/** GET /api/openapi.json and GET /api/docs, public; built once, on first use, when every route is in the table. */
export function registerOpenApiRoutes(app: FastifyInstance, deps: AppDeps, rest: RestRoute[], served: ServedRoute[]): void {
  let document: OpenApiDocument | undefined;
  let page: string | undefined;
  const documentOf = () => (document ??= buildOpenApiDocument(rest, served, deps.config.publicUrl ?? deps.config.listenUrl));
  app.get('/api/openapi.json', async (_req, reply) => reply.header('cache-control', 'no-cache').send(documentOf()));
  app.get('/api/docs', async (_req, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send((page ??= renderDocsPage(documentOf()))));
}
