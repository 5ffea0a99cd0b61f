import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.js';
import { loggableError, toPublicError } from '../errors.js';
import { createContext } from '../trpc/context.js';
import { createCaller } from '../trpc/router.js';
import { restBodyLimit } from '../trpc/limits.js';
import type { RestRequest, RestRoute } from './types.js';

/**
 * Serves each REST path by calling its procedure in-process (createCaller), skipping tRPC's HTTP layer: the same
 * validation and authorisation, a fraction of the cost (see bench/http.bench.ts). Errors become `{ message }` with
 * the status of spec §8.
 */
export function registerRestRoutes(app: FastifyInstance, deps: AppDeps, routes: RestRoute[]): void {
  for (const route of routes) {
    app.route({
      method: route.method,
      url: route.path,
      bodyLimit: restBodyLimit(route.method, route.path),
      handler: async (req, reply) => {
        const ctx = createContext(deps, req, reply);
        try {
          const result = route.handle
            ? await route.handle(ctx, req, reply)
            : await route.call(createCaller(ctx), {
                params: req.params as RestRequest['params'],
                query: req.query as RestRequest['query'],
                body: req.body ?? {},
              });
          if (reply.sent) return reply;
          reply.code(route.status ?? 200);
          // An answer of "nothing" (GET /api/social-hub/daily-prompt once done for today) is JSON null; a call
          // with no answer at all is a plain success.
          if (result === null) return reply.type('application/json').send('null');
          return result ?? { success: true };
        } catch (error) {
          const { status, message, fields, unexpected } = toPublicError(error, await ctx.request.answerLocale());
          if (unexpected) req.log.error({ err: loggableError(error), route: route.path }, 'request failed');
          // `fields` (bad input only) lets a form put each message beside its field; `message` stays the whole story.
          return reply.code(status).send(fields ? { message, fields } : { message });
        }
      },
    });
  }
}
