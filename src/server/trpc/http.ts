/**
 * `/trpc` over HTTP (issue 34, decision 070). tRPC's Fastify adapter turns every request into a WHATWG Request and
 * every answer into a Response before Fastify writes it; for the JSON calls the web app makes (httpBatchLink: GET
 * queries, POST mutations, batched or not) that conversion costs more than the procedures themselves. Those calls are
 * answered here with tRPC's own pieces (the procedure at a path, its error shape and its status rule), so validation,
 * authorisation, error formatting and the wire format are tRPC's. Anything else — streaming (`trpc-accept:
 * application/jsonl`), a body or input that is not plain JSON, an unknown procedure, a procedure called with the wrong
 * method, a batch that mixes queries and mutations — goes to the adapter itself, which answers it exactly as before.
 * `http.test.ts` compares both paths answer for answer.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fastifyRequestHandler } from '@trpc/server/adapters/fastify';
import {
  getErrorShape,
  getHTTPStatusCode,
  getProcedureAtPath,
  getTRPCErrorFromUnknown,
  transformTRPCResponse,
  type AnyProcedure,
  type TRPCError,
} from '@trpc/server/unstable-core-do-not-import';
import type { AppDeps } from '../deps.js';
import { createContext, type Context } from './context.js';
import { appRouter } from './router.js';
import { KEPT_READS, keptReadKey } from './keptReads.js';
import { keepAnswer, keptAnswer } from '../db/readMemo.js';

export interface TrpcHttpOptions {
  maxBatchSize: number;
  onError: (opts: { error: TRPCError; path: string | undefined }) => void;
  /** false: every call through tRPC's adapter (the reference the tests compare against). */
  fastPath?: boolean;
}

type Call = { path: string; procedure: AnyProcedure; input: unknown };

const METHOD_OF = { query: 'GET', mutation: 'POST' } as const;

/**
 * Procedures found by path, kept: the router does not change while the server runs. Only found ones are kept, so a
 * stream of made-up paths cannot grow the map beyond the router's size.
 */
const procedures = new Map<string, AnyProcedure>();

async function procedureAt(path: string): Promise<AnyProcedure | null> {
  const procedure = (await getProcedureAtPath(appRouter, path)) as AnyProcedure | null;
  if (procedure) procedures.set(path, procedure);
  return procedure;
}

/**
 * The calls of a request when it is one the fast path answers exactly as tRPC would, else null. Reading the input
 * here, before any procedure runs, is what lets a malformed one fall back without a call having started.
 */
export async function plainJsonCalls(req: FastifyRequest, pathParam: string, maxBatchSize: number): Promise<Call[] | null> {
  if (req.method !== 'GET' && req.method !== 'POST') return null;
  if (req.headers['trpc-accept'] !== undefined) return null;
  if (req.method === 'POST' && req.headers['content-type'] !== undefined && !req.headers['content-type'].startsWith('application/json')) return null;
  const query = req.query as Record<string, string | undefined>;
  const isBatch = query.batch === '1';
  const paths = isBatch ? pathParam.split(',') : [pathParam];
  if (paths.length > maxBatchSize) return null;
  const raw = req.method === 'GET' ? query.input : (req.body as string | undefined);
  let inputs: unknown;
  try {
    inputs = raw ? JSON.parse(raw) : undefined;
  } catch {
    return null;
  }
  if (isBatch && inputs !== undefined && (typeof inputs !== 'object' || inputs === null || Array.isArray(inputs))) return null;
  const calls: Call[] = [];
  for (const [index, path] of paths.entries()) {
    const procedure = procedures.get(path) ?? (await procedureAt(path));
    const type = procedure?._def.type as keyof typeof METHOD_OF | 'subscription' | undefined;
    if (!procedure || type === 'subscription' || type === undefined || METHOD_OF[type] !== req.method) return null;
    const input = isBatch ? (inputs as Record<string, unknown> | undefined)?.[index] : inputs;
    calls.push({ path, procedure, input });
  }
  return calls;
}

/**
 * What one call of a request answered: its JSON text (as the bytes to write, for a kept answer), and its result or
 * error (for the status code).
 */
interface Answered {
  json: string | Buffer;
  shape: object;
}

/** Stands in for a kept answer's result when the status code is worked out: it was a success. */
const KEPT_SUCCESS = { result: {} };

/**
 * A kept read's answer when one is kept for this member, input and version (trpc/keptReads.ts); else the key and
 * version to keep the computed one under, or null when it is not to be kept. A refusal by the rule answers nothing
 * here: the procedure runs and refuses in its own words.
 */
async function keptRead(ctx: Context, path: string, input: unknown): Promise<{ json: Buffer } | { key: string; version: string } | null> {
  const rule = KEPT_READS.get(path);
  const version = rule && (await ctx.request.storedVersion());
  if (!rule || version === undefined) return null;
  let user;
  try {
    user = await rule(ctx);
  } catch {
    return null;
  }
  const key = keptReadKey(path, user, input);
  if (key === undefined) return null;
  const json = keptAnswer<Buffer>(ctx.deps.database, KEPT_SHELF, key, version);
  return json === undefined ? { key, version } : { json };
}

const KEPT_SHELF = 'trpc';

async function answerCall(ctx: Context, { path, procedure, input }: Call, batchIndex: number, onError: TrpcHttpOptions['onError']): Promise<Answered> {
  const config = appRouter._def._config;
  const type = procedure._def.type;
  const kept = type === 'query' ? await keptRead(ctx, path, input) : null;
  if (kept && 'json' in kept) return { json: kept.json, shape: KEPT_SUCCESS };
  let shape: object;
  try {
    const data: unknown = await procedure({ path, getRawInput: async () => input, ctx, type, signal: undefined, batchIndex });
    shape = { result: { data } };
  } catch (cause) {
    const error = getTRPCErrorFromUnknown(cause);
    onError({ error, path });
    // The message is written in the asker's language (decision 080): their account's, once the session is known.
    await ctx.request.answerLocale();
    const failed = { error: getErrorShape({ config, ctx, error, input, path, type }) };
    return { json: JSON.stringify(transformTRPCResponse(config, failed as never)), shape: failed };
  }
  const json = JSON.stringify(transformTRPCResponse(config, shape as never));
  // Kept only if nothing was written while it was computed (keepAnswer compares the version again).
  // Kept as UTF-8 bytes: written again as they are, with no encoding or length scan of the text per request.
  if (kept) keepAnswer(ctx.deps.database, KEPT_SHELF, kept.key, kept.version, Buffer.from(json));
  return { json, shape };
}

async function answerFast(deps: AppDeps, req: FastifyRequest, reply: FastifyReply, calls: Call[], isBatch: boolean, onError: TrpcHttpOptions['onError']) {
  const ctx: Context = createContext(deps, req, reply);
  const answers = await Promise.all(calls.map((call, batchIndex) => answerCall(ctx, call, batchIndex, onError)));
  reply.code(getHTTPStatusCode((isBatch ? answers.map(({ shape }) => shape) : answers[0]!.shape) as never));
  reply.header('vary', 'trpc-accept, accept');
  reply.header('content-type', 'application/json');
  return reply.send(isBatch ? batchBody(answers) : answers[0]!.json);
}

const [OPEN, COMMA, CLOSE] = ['[', ',', ']'].map((text) => Buffer.from(text)) as [Buffer, Buffer, Buffer];

/** The same text JSON.stringify gives for the array of answers, built from each answer's own (a kept one's included). */
function batchBody(answers: Answered[]): string | Buffer {
  if (answers.every(({ json }) => typeof json === 'string')) return `[${answers.map(({ json }) => json).join(',')}]`;
  const parts = answers.flatMap(({ json }, index) => [index === 0 ? OPEN : COMMA, typeof json === 'string' ? Buffer.from(json) : json]);
  return Buffer.concat([...parts, CLOSE]);
}

/** Registers `/trpc/:path`: the fast path for plain JSON calls, tRPC's adapter for the rest. */
export async function registerTrpc(app: FastifyInstance, deps: AppDeps, options: TrpcHttpOptions): Promise<void> {
  const trpcOptions = {
    router: appRouter,
    maxBatchSize: options.maxBatchSize,
    createContext: ({ req, res }: { req: FastifyRequest; res: FastifyReply }) => createContext(deps, req, res),
    onError: ({ error, path }: { error: TRPCError; path: string | undefined }) => options.onError({ error, path }),
  };
  await app.register(async (scope) => {
    // As tRPC's own plugin does: bodies reach the handler as text, parsed once by whichever path answers.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    scope.removeContentTypeParser('multipart/form-data');
    scope.addContentTypeParser('multipart/form-data', {}, (_req, body, done) => done(null, body));
    scope.all('/trpc/:path', async (req, reply) => {
      const { path } = req.params as { path: string };
      const calls = options.fastPath === false ? null : await plainJsonCalls(req, path, options.maxBatchSize);
      if (calls) return answerFast(deps, req, reply, calls, (req.query as { batch?: string }).batch === '1', options.onError);
      await fastifyRequestHandler({ ...trpcOptions, req, res: reply, path });
      return reply;
    });
  });
}
