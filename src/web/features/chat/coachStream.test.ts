import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../app/api';
import type { CoachReplyEvent } from '../../../server/features/coach/coach.schemas';
import { followReply, sendToCoach } from './coachStream';

/** A response whose body arrives in the byte pieces given (offsets in bytes, so a cut may split a character). */
function streamedResponse(text: string, cuts: number[], init: ResponseInit = {}): Response {
  const bytes = new TextEncoder().encode(text);
  const bounds = [0, ...cuts, bytes.length];
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 1; i < bounds.length; i++) controller.enqueue(bytes.slice(bounds[i - 1], bounds[i]));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' }, ...init });
}

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>(async () => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const token = (text: string): CoachReplyEvent => ({ type: 'token', text });

describe('the coach reply stream', () => {
  it('reads events cut inside "data:", inside the JSON, inside a character and between \\r and \\n, skipping keep-alives', async () => {
    const events: CoachReplyEvent[] = [token('Hi '), token('Alex — '), token('💛'), { type: 'error', message: 'stopped' }];
    const frames = [
      `data: ${JSON.stringify(events[0])}\n\n`,
      ': keep-alive\n\n',
      `data: ${JSON.stringify(events[1])}\r\n\r\n`,
      `data: ${JSON.stringify(events[2])}\n\n`,
      ':\n\n',
      `data: ${JSON.stringify(events[3])}\n\n`,
    ];
    const text = frames.join('');
    const byteAt = (index: number) => new TextEncoder().encode(text.slice(0, index)).length;
    const crlf = text.indexOf('\r\n');
    const emoji = byteAt(text.indexOf('💛'));
    const cuts = [2, 4, 20, byteAt(text.indexOf(': keep') + 1), byteAt(crlf + 1), byteAt(crlf + 3), emoji + 1, emoji + 2, emoji + 3];
    const fetchMock = stubFetch(streamedResponse(text, cuts));

    const seen: CoachReplyEvent[] = [];
    await sendToCoach('c 1', { content: 'hello' }, (event) => seen.push(event), new AbortController().signal);

    expect(seen).toEqual(events);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/chat/conversations/c%201/messages');
    expect(init).toMatchObject({ method: 'POST', body: JSON.stringify({ content: 'hello' }) });
    expect(init!.headers).toMatchObject({ accept: 'text/event-stream', 'content-type': 'application/json' });
  });

  it('reads every byte arriving on its own', async () => {
    const text = `data: ${JSON.stringify(token('one'))}\n\ndata: ${JSON.stringify(token('two'))}\n\n`;
    stubFetch(streamedResponse(text, Array.from({ length: new TextEncoder().encode(text).length - 1 }, (_, i) => i + 1)));
    const seen: CoachReplyEvent[] = [];
    await followReply('c1', (event) => seen.push(event), new AbortController().signal);
    expect(seen).toEqual([token('one'), token('two')]);
  });

  it('resolves at once on 204, with no event', async () => {
    stubFetch(new Response(null, { status: 204 }));
    const onEvent = vi.fn();
    await followReply('c1', onEvent, new AbortController().signal);
    expect(onEvent).not.toHaveBeenCalled();
  });

  it('rejects a refusal with ApiError before any event', async () => {
    stubFetch(new Response('{"message":"Daily limit reached"}', { status: 429, statusText: 'Too Many Requests' }));
    const onEvent = vi.fn();
    const error = await sendToCoach('c1', { content: 'hi' }, onEvent, new AbortController().signal).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(429);
    expect((error as ApiError).serverMessage).toBe('Daily limit reached');
    expect(onEvent).not.toHaveBeenCalled();
  });
});
