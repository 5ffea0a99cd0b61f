import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TRPC_MAX_BATCH_SIZE } from '../../shared/requestLimits.js';
import { localizeForHeader } from '../i18n/localizeError.js';

/**
 * The JSON body every route accepts unless it says otherwise. A JSON body is parsed before any sign-in check, so its
 * size bounds what an anonymous caller can make the server do: a 1 MB deeply nested body once cost 65–212 ms of
 * parsing. The largest ordinary JSON request (a tRPC batch of form saves, a survey answer) is a few kilobytes.
 */
export const JSON_BODY_LIMIT = 64 * 1024;

/**
 * The two routes that carry long text: a coach message (8,000 characters) with the analysis of an attached file
 * (up to 100,000 characters of content and 12,000 of summary and description), and a shared-chat message sent over
 * REST (100,000 characters). At three UTF-8 bytes per character that is under 384 KB; uploads themselves are
 * multipart and have their own 10 MB limit.
 */
export const LONG_MESSAGE_BODY_LIMIT = 512 * 1024;
const LONG_MESSAGE_ROUTES = new Set(['POST /api/chat/conversations/:id/messages', 'POST /api/shared-conversations/:id/messages']);

/** The JSON body limit of one REST route: the default, or the long-message one for the routes listed above. */
export function restBodyLimit(method: string, path: string): number {
  return LONG_MESSAGE_ROUTES.has(`${method} ${path}`) ? LONG_MESSAGE_BODY_LIMIT : JSON_BODY_LIMIT;
}

/**
 * A batch names its procedures in one path parameter ("/trpc/a.list,b.info"). Sized for a full batch of the longest
 * procedure names (31 characters today) with room to grow, far below the 5000 that tRPC's guide suggests.
 */
export const TRPC_MAX_PARAM_LENGTH = 1024;

export const BATCH_TOO_LARGE_MESSAGE = `A batch may hold at most ${TRPC_MAX_BATCH_SIZE} calls.`;

const batchTooLarge = (req: FastifyRequest) => ({
  error: { message: localizeForHeader(BATCH_TOO_LARGE_MESSAGE, req.headers['accept-language']), code: -32600, data: { code: 'BAD_REQUEST', httpStatus: 400 } },
});

/**
 * Refuses an oversized tRPC batch in tRPC's own error shape before any call runs (tRPC's maxBatchSize says the same
 * in other words). A batch whose path is too long even to be routed is refused by `answerFrameworkError` below.
 */
export function refuseOversizedBatches(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/trpc/')) return;
    const query = req.url.indexOf('?');
    const path = req.url.slice('/trpc/'.length, query === -1 ? undefined : query);
    const calls = 1 + (path.match(/,|%2c/gi)?.length ?? 0);
    if (calls > TRPC_MAX_BATCH_SIZE) return reply.code(400).send(batchTooLarge(req));
  });
}

/**
 * Errors met before routing (a path parameter over TRPC_MAX_PARAM_LENGTH, an address that is not valid). Fastify's
 * own answers repeat the whole address back; these say what was wrong in our `{ message }` shape, and a batch too
 * long to route gets the same 400 as any other oversized batch.
 */
export function answerFrameworkError(error: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH' && req.url.startsWith('/trpc/')) return void reply.code(400).send(batchTooLarge(req));
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return void reply.code(414).send({ message: localizeForHeader('The address is too long.', req.headers['accept-language']) });
  void reply.code(400).send({ message: localizeForHeader('The address is not valid.', req.headers['accept-language']) });
}
