/**
 * The OpenAI-compatible provider on the wire (msw fakes the server): how it reads a streamed answer, how each kind of
 * failure reaches the coach, and what it sends.
 */
import net from 'node:net';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CoachProviderError } from './errors.js';
import { createOpenAiProvider } from './openai.js';
import type { CoachRequest } from './types.js';

const BASE = 'http://openai.test/v1';
const seen: Array<{ headers: Headers; body: any }> = [];
let reply: () => Response;

const mock = setupServer(
  http.post(`${BASE}/chat/completions`, async ({ request }) => {
    seen.push({ headers: request.headers, body: await request.json() });
    return reply();
  }),
);
beforeAll(() => mock.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  seen.length = 0;
});
afterAll(() => mock.close());

const request: CoachRequest = {
  context: { coachName: 'Aria', person: { firstName: 'Alex', results: null, hobbies: null }, connections: [], history: [] },
  message: 'How do I say sorry to Sam?',
  mode: 'coach',
};

const chunk = (content: string) => `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;

/** An event-stream response whose bytes arrive in the pieces given. */
function streamed(pieces: Array<string | Uint8Array>, init: ResponseInit = {}): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(typeof piece === 'string' ? encoder.encode(piece) : piece);
      controller.close();
    },
  });
  return new Response(body, { ...init, headers: { 'content-type': 'text/event-stream', ...init.headers } });
}

/** Splits text into byte pieces at the given offsets (in bytes, so a cut may fall inside a multi-byte character). */
function cutAt(text: string, offsets: number[]): Uint8Array[] {
  const bytes = new TextEncoder().encode(text);
  const bounds = [0, ...offsets, bytes.length];
  return bounds.slice(1).map((end, i) => bytes.slice(bounds[i], end));
}

async function collect(stream: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const piece of stream) text += piece;
  return text;
}

async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

const provider = (apiKey: string | undefined = 'sk-test', baseUrl = BASE) => createOpenAiProvider({ baseUrl, apiKey, model: 'local-model' });

describe('openai-compatible provider', () => {
  it('joins the deltas when frames are cut inside "data:", inside the JSON, between \\r and \\n and inside a character', async () => {
    const text = [chunk('Say '), chunk('sorry, '), 'data: ', '{"id":"x","choices":[]}\r\n\r\n', ': keep-alive\n\n', chunk('then listen — '), chunk('💛'), 'data: [DONE]\n\n'].join('');
    const byteAt = (index: number) => new TextEncoder().encode(text.slice(0, index)).length;
    const crlf = text.indexOf('\r\n\r\n');
    const emoji = byteAt(text.indexOf('💛'));
    // Inside "data:", inside the JSON, between \r and \n, and twice inside the four bytes of the emoji.
    const offsets = [3, 40, byteAt(crlf + 1), byteAt(crlf + 3), emoji + 1, emoji + 3];
    reply = () => streamed(cutAt(text, offsets));
    expect(await collect(provider().stream(request))).toBe('Say sorry, then listen — 💛');
    expect(seen[0]!.body).toMatchObject({ model: 'local-model', stream: true });
    expect(seen[0]!.body.messages.at(-1)).toEqual({ role: 'user', content: 'How do I say sorry to Sam?' });
  });

  it('joins the deltas when every byte arrives on its own', async () => {
    const text = chunk('one ') + chunk('two') + 'data: [DONE]\n\n';
    reply = () => streamed(cutAt(text, Array.from({ length: new TextEncoder().encode(text).length - 1 }, (_, i) => i + 1)));
    expect(await collect(provider().stream(request))).toBe('one two');
  });

  it('ends when the model says it has finished, even when the server keeps the stream open', async () => {
    const encoder = new TextEncoder();
    const last = `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [{ index: 0, delta: { content: 'done.' }, finish_reason: 'stop' }] })}\n\n`;
    reply = () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start: (c) => c.enqueue(encoder.encode(chunk('All ') + last)),
          // A body that neither closes nor settles its cancellation.
          cancel: () => new Promise<void>(() => {}),
        }),
        { headers: { 'content-type': 'text/event-stream' } },
      );
    expect(await collect(provider().stream(request))).toBe('All done.');
  }, 3_000);

  it('turns an error event inside the stream into a CoachProviderError, after the text that came before it', async () => {
    reply = () => streamed([chunk('Start '), `data: ${JSON.stringify({ error: { message: 'model overloaded', type: 'server_error' } })}\n\n`]);
    const pieces: string[] = [];
    const error = await failure(async () => {
      for await (const piece of provider().stream(request)) pieces.push(piece);
    });
    expect(pieces).toEqual(['Start ']);
    expect(error).toBeInstanceOf(CoachProviderError);
    expect((error as CoachProviderError).message).toContain('model overloaded');
  });

  it('turns a 500 into a CoachProviderError with status 500, for a stream and for an image description', async () => {
    reply = () => HttpResponse.json({ error: { message: 'boom' } }, { status: 500 }) as unknown as Response;
    const streamError = await failure(() => collect(provider().stream(request)));
    expect(streamError).toBeInstanceOf(CoachProviderError);
    expect((streamError as CoachProviderError).status).toBe(500);
    const describeError = await failure(() => provider().describeImage!({ base64: 'AAAA', mediaType: 'image/png' }));
    expect(describeError).toBeInstanceOf(CoachProviderError);
    expect((describeError as CoachProviderError).status).toBe(500);
    // No retry: our callers answer with a fallback at once.
    expect(seen).toHaveLength(2);
  });

  it('keeps a 429 as status 429 (the coach then says it is busy)', async () => {
    reply = () => HttpResponse.json({ error: { message: 'slow down' } }, { status: 429 }) as unknown as Response;
    const error = await failure(() => collect(provider().stream(request)));
    expect(error).toBeInstanceOf(CoachProviderError);
    expect((error as CoachProviderError).status).toBe(429);
  });

  it('turns a refused connection into a CoachProviderError without a status', async () => {
    mock.close();
    try {
      // A port that was just free and is closed again: nothing listens there.
      const port = await new Promise<number>((resolve) => {
        const server = net.createServer().listen(0, '127.0.0.1', () => {
          const { port } = server.address() as net.AddressInfo;
          server.close(() => resolve(port));
        });
      });
      const error = await failure(() => collect(provider('sk-test', `http://127.0.0.1:${port}/v1`).stream(request)));
      expect(error).toBeInstanceOf(CoachProviderError);
      expect((error as CoachProviderError).status).toBeUndefined();
      expect((error as CoachProviderError).message).toMatch(/unreachable: .*ECONNREFUSED/);
    } finally {
      mock.listen({ onUnhandledRequest: 'error' });
    }
  });

  it('lets an abort through as an AbortError, before the answer and in the middle of it', async () => {
    reply = () => streamed([chunk('never read')]);
    const before = await failure(() => collect(provider().stream(request, AbortSignal.abort())));
    expect(before).not.toBeInstanceOf(CoachProviderError);
    expect((before as Error).name).toBe('AbortError');

    // The server sends one delta and then keeps the stream open; the caller gives up after the first piece.
    reply = () => {
      const encoder = new TextEncoder();
      return new Response(new ReadableStream<Uint8Array>({ start: (c) => c.enqueue(encoder.encode(chunk('first '))) }), { headers: { 'content-type': 'text/event-stream' } });
    };
    const controller = new AbortController();
    const pieces: string[] = [];
    const during = await failure(async () => {
      for await (const piece of provider().stream(request, controller.signal)) {
        pieces.push(piece);
        controller.abort();
      }
    });
    expect(pieces).toEqual(['first ']);
    expect(during).not.toBeInstanceOf(CoachProviderError);
    expect((during as Error).name).toBe('AbortError');
  });

  it('sends no Authorization header without a key, and the bearer key when one is set', async () => {
    reply = () => streamed([chunk('hi'), 'data: [DONE]\n\n']);
    await collect(createOpenAiProvider({ baseUrl: BASE, apiKey: undefined }).stream(request));
    expect(seen[0]!.headers.has('authorization')).toBe(false);
    expect(seen[0]!.headers.has('api-key')).toBe(false);
    expect(JSON.stringify([...seen[0]!.headers])).not.toContain('no-key-configured');
    await collect(provider('sk-secret').stream(request));
    expect(seen[1]!.headers.get('authorization')).toBe('Bearer sk-secret');
  });

  it('sends images as data URLs on the last user message', async () => {
    reply = () => streamed([chunk('A nice photo.'), 'data: [DONE]\n\n']);
    const withImage: CoachRequest = { ...request, attachments: [{ name: 'p.png', kind: 'image', imageBase64: 'iVBORw0KGgo=', mediaType: 'image/png' }] };
    await collect(provider().stream(withImage));
    const last = seen[0]!.body.messages.at(-1);
    expect(last.role).toBe('user');
    expect(last.content[0]).toMatchObject({ type: 'text' });
    expect(last.content.slice(1)).toEqual([{ type: 'image_url', image_url: { url: 'data:image/png;base64,iVBORw0KGgo=' } }]);
  });

  it('describeImage asks without streaming and returns the trimmed text', async () => {
    reply = () =>
      HttpResponse.json({ id: 'c2', object: 'chat.completion', created: 1, model: 'm', choices: [{ index: 0, message: { role: 'assistant', content: '  A dog asleep on a sofa.\n' }, finish_reason: 'stop' }] }) as unknown as Response;
    expect(await provider().describeImage!({ base64: 'AAAA', mediaType: 'image/jpeg' })).toBe('A dog asleep on a sofa.');
    expect(seen[0]!.body).toMatchObject({ model: 'local-model', stream: false, max_tokens: 300 });
    expect(seen[0]!.body.messages[1].content[1]).toEqual({ type: 'image_url', image_url: { url: 'data:image/jpeg;base64,AAAA' } });
  });
});
