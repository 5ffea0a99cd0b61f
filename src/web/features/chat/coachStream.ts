import { ApiError } from '../../app/api';
import { authHeaders } from '../../app/token';
import type { CoachReplyEvent, FileAnalysis } from '../../../server/features/coach/coach.schemas';

export type ReplyEventHandler = (event: CoachReplyEvent) => void;

/**
 * Reads one of the coach's reply streams: server-sent events, read through fetch because EventSource can neither
 * POST nor carry the bearer header. Calls `onEvent` for each event and resolves when the server ends the stream
 * (at once for 204: nothing to follow). A refusal rejects with ApiError before any event.
 */
async function readReplyStream(url: string, init: RequestInit, onEvent: ReplyEventHandler, signal: AbortSignal): Promise<void> {
  // The stream parser comes with the first reply, not with the home's first paint (decision 104); fetched alongside.
  const parser = import('eventsource-parser/stream');
  parser.catch(() => undefined);
  const res = await fetch(url, {
    ...init,
    signal,
    credentials: 'include',
    headers: { ...authHeaders(), accept: 'text/event-stream', ...(init.body ? { 'content-type': 'application/json' } : {}) },
  });
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  if (res.status === 204 || !res.body) return;
  // eventsource-parser reassembles events split across chunks (and \r\n line ends), and leaves out the ':' comments
  // the server sends as keep-alives.
  const { EventSourceParserStream } = await parser;
  const events = res.body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
  for (;;) {
    const { value, done } = await events.read();
    if (done) return;
    onEvent(JSON.parse(value.data) as CoachReplyEvent);
  }
}

/** Sends a message and streams the coach's answer: `accepted` (the stored message), then the reply's events. */
export function sendToCoach(
  conversationId: string,
  message: { content: string; fileAnalysis?: FileAnalysis },
  onEvent: ReplyEventHandler,
  signal: AbortSignal,
): Promise<void> {
  return readReplyStream(`/api/chat/conversations/${encodeURIComponent(conversationId)}/messages`, { method: 'POST', body: JSON.stringify(message) }, onEvent, signal);
}

/** Follows the reply being generated in a conversation, if any (a reload mid-answer, a "learn more" chat). */
export function followReply(conversationId: string, onEvent: ReplyEventHandler, signal: AbortSignal): Promise<void> {
  return readReplyStream(`/api/chat/conversations/${encodeURIComponent(conversationId)}/stream`, { method: 'GET' }, onEvent, signal);
}
