import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A comment line every so often keeps proxies from closing a stream that waits on a slow model. */
const KEEPALIVE_MS = 15_000;

/** One shared abort reason: abort() without one builds a DOMException each time. */
const CLIENT_GONE = new Error('the client closed the stream');

export interface EventStream {
  /** Writes one event: `data: <json>` and a blank line. Does nothing once the stream has ended or the client left. */
  send(data: unknown): void;
  end(): void;
  /** Aborts when the client goes away, so whatever feeds the stream can stop following. */
  readonly signal: AbortSignal;
}

/** Whether the client asked for server-sent events rather than one JSON answer. */
export function wantsEventStream(req: FastifyRequest): boolean {
  return req.headers.accept?.includes('text/event-stream') === true;
}

/**
 * Answers with server-sent events written straight to the socket: Fastify hands the response over (hijack) and no
 * reply hooks run, per event or at all. The headers already set on the reply (the security headers) are sent with
 * the stream's own; a renewed session cookie, which @fastify/cookie writes in a hook, rides on the next request. Used by the coach's reply stream (docs/decisions/006-coach-stream-routes.md).
 */
export function openEventStream(reply: FastifyReply): EventStream {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    // nginx and similar proxies buffer answers unless told not to
    'x-accel-buffering': 'no',
  });
  const controller = new AbortController();
  const keepalive = setInterval(() => res.write(': keepalive\n\n'), KEEPALIVE_MS);
  keepalive.unref();
  res.on('close', () => {
    clearInterval(keepalive);
    controller.abort(CLIENT_GONE);
  });
  return {
    send(data) {
      if (!res.writableEnded && !res.destroyed) res.write(`data: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      clearInterval(keepalive);
      if (!res.writableEnded) res.end();
    },
    signal: controller.signal,
  };
}
