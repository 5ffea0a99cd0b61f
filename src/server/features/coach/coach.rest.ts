import type { RestRoute } from '../../rest/types.js';
import { readUploadedFile } from '../../rest/multipart.js';
import { openEventStream, wantsEventStream, type EventStream } from '../../rest/sse.js';
import { requireAssessedMember } from '../../trpc/init.js';
import { conversationIdInput, sendInput, type CoachReplyEvent } from './coach.schemas.js';
import * as coach from './coach.service.js';
import { followJob, type CoachJob } from './jobs.js';
import { analyzeUpload, UPLOAD_MESSAGES } from './upload.js';

/** Sends a reply's events until it is done (or the client leaves), then ends the stream. */
async function pipeReply(job: CoachJob, stream: EventStream): Promise<void> {
  for await (const event of followJob(job, stream.signal)) stream.send(event satisfies CoachReplyEvent);
  stream.end();
}

export const coachRest: RestRoute[] = [
  { method: 'GET', path: '/api/chat/conversations', call: (api, req) => api.coach.conversations({ limit: req.query.limit as never, before: req.query.before }) },
  { method: 'POST', path: '/api/chat/conversations', call: (api, req) => api.coach.createConversation(req.body) },
  {
    method: 'GET',
    path: '/api/chat/conversations/:id/messages',
    call: (api, req) => api.coach.messages({ conversationId: req.params.id!, limit: req.query.limit as never, before: req.query.before }),
  },
  {
    // JSON: answers { userMessage, assistantMessage } once the coach's reply is complete. With
    // `Accept: text/event-stream`: answers at once with server-sent events, { type: 'accepted', userMessage } and
    // then the reply as it is generated ({ type: 'token', text } ... { type: 'done', message } or
    // { type: 'error', message }). Refusals (400, 404, 409, 429) come before the stream, as JSON { message }.
    method: 'POST',
    path: '/api/chat/conversations/:id/messages',
    handle: async (ctx, req, reply) => {
      const user = await requireAssessedMember(ctx);
      const body = typeof req.body === 'object' && req.body !== null ? req.body : {};
      const input = sendInput.parse({ ...body, conversationId: (req.params as { id: string }).id });
      if (!wantsEventStream(req)) return coach.sendAndWait(ctx.deps, user.id, input);
      const { userMessage, job } = await coach.sendMessage(ctx.deps, user.id, input);
      const stream = openEventStream(reply);
      stream.send({ type: 'accepted', userMessage } satisfies CoachReplyEvent);
      await pipeReply(job, stream);
    },
  },
  {
    // Server-sent events for the reply being generated in a conversation (a reload mid-answer, a "learn more"
    // conversation): the text so far as one token event, then live events until done or error. 204 when none.
    method: 'GET',
    path: '/api/chat/conversations/:id/stream',
    handle: async (ctx, req, reply) => {
      const user = await requireAssessedMember(ctx);
      const { conversationId } = conversationIdInput.parse({ conversationId: (req.params as { id: string }).id });
      const job = await coach.replyToFollow(ctx.deps, user.id, conversationId);
      if (!job) return reply.code(204).send();
      await pipeReply(job, openEventStream(reply));
    },
  },
  {
    method: 'PATCH',
    path: '/api/chat/conversations/:id',
    call: (api, req) => api.coach.renameConversation({ ...(req.body ?? {}), conversationId: req.params.id! }),
  },
  {
    method: 'DELETE',
    path: '/api/chat/conversations/:id',
    call: (api, req) => api.coach.deleteConversation({ conversationId: req.params.id! }),
  },
  { method: 'GET', path: '/api/coach/memories', call: (api) => api.coach.memories() },
  { method: 'DELETE', path: '/api/coach/memories', call: (api) => api.coach.forgetAllMemories() },
  { method: 'DELETE', path: '/api/coach/memories/:id', call: (api, req) => api.coach.forgetMemory({ id: req.params.id! }) },
  {
    // multipart/form-data with one file in the field "file"; answers { analysis }.
    method: 'POST',
    path: '/api/upload',
    handle: async (ctx, req) => {
      const user = await requireAssessedMember(ctx);
      const file = await readUploadedFile(req, 'file', UPLOAD_MESSAGES);
      const analysis = await analyzeUpload(ctx.deps, user.id, { name: file.filename, data: file.data });
      return { analysis };
    },
  },
];
