import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppCaller } from '../trpc/router.js';
import type { Context } from '../trpc/context.js';

export interface RestRequest {
  params: Record<string, string>;
  query: Record<string, string | undefined>;
  /**
   * The parsed JSON body. Typed loosely on purpose: the procedure it is handed to validates it with its zod schema,
   * which is the one place input rules live.
   */
  body: any;
}

/**
 * One spec `/api` path served by one tRPC procedure (ARCHITECTURE: one implementation, one schema, one rule).
 * `call` maps the HTTP request onto the procedure's input. `handle` is for the few paths that need the raw request
 * (multipart uploads, the request's origin), answer with a stream (the coach's replies, decision 006) or, measured
 * hot, answer with the procedure's own rule and service function directly (GET /api/auth/me); it replaces `call`,
 * and builds a caller with `createCaller(ctx)` if it needs one.
 */
export type RestRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  status?: number;
} & (
  | { call: (api: AppCaller, req: RestRequest) => Promise<unknown>; handle?: never }
  | {
      handle: (ctx: Context, req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
      call?: never;
    }
);
