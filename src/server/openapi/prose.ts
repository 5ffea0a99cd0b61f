import { z } from 'zod';
import { messageSchema, streamEventSchema } from '../features/coach/coach.schemas.js';
import { clientFrame } from '../features/shared-chat/protocol.js';

/** Every refusal of every /api path: `{ message }`, plus `fields` when the input was wrong (src/server/errors.ts). */
export const errorBody = z.object({
  message: z.string().describe('What went wrong, in words a person can read; never a stack or a secret.'),
  fields: z.record(z.string(), z.string()).optional().describe('For bad input: one message per field, keyed by the field name.'),
});

/** What the coach's reply streams send, one `data:` line each (src/server/features/coach/coach.rest.ts). */
export const coachReplyEventSchema = z.union([streamEventSchema, z.object({ type: z.literal('accepted'), userMessage: messageSchema })]);

export const socketClientFrame = clientFrame;

export const API_DESCRIPTION = `The REST API of this Attune server: the same calls the web app makes, with the same rules.

## Authentication
Sign in with \`POST /api/auth/login\` (\`{ email, password, rememberMe? }\`) or register with \`POST /api/auth/register\`;
both answer \`{ token, user }\`. Send the token as \`Authorization: Bearer <token>\` on every other call. Browsers also
get an HttpOnly \`attune_session\` cookie; a state-changing call carrying only that cookie must come from our own pages.
A session lasts 30 days and slides forward while used; with \`rememberMe: false\` it ends 12 hours after its last use.
\`POST /api/auth/logout\` ends it. Only a 401 means the session is over.

## Errors
Every refusal is JSON \`{ message }\` (and \`fields\`, one message per field, when the input was wrong), with the
status that says what kind: 400 bad input, 401 not signed in, 403 not allowed, 404 not found or not yours, 409
conflict, 413 too large, 429 too many (wait and retry), 5xx the server failed. Messages are meant to be shown to people.

## The coach's reply stream (server-sent events)
\`POST /api/chat/conversations/{id}/messages\` with \`Accept: text/event-stream\` answers at once with an event stream:
first \`{ "type": "accepted", "userMessage": … }\`, then the reply as it is written: \`{ "type": "token", "text": … }\`
(pieces of text, in order), ending with \`{ "type": "done", "message": … }\` (the stored reply) or
\`{ "type": "error", "message": … }\`. Each event is one \`data: <json>\` line followed by a blank line; lines starting
with \`:\` keep the connection alive and carry nothing. \`GET /api/chat/conversations/{id}/stream\` follows a reply still
being written (after a reload): the text so far as one \`token\` event, then the same events (204 when none).
Refusals (400, 404, 409, 429) come before the stream, as JSON. Schema: \`CoachReplyEvent\`.
Without that Accept header the same POST answers \`{ userMessage, assistantMessage }\` once the reply is complete.

## The shared-chat socket (/ws)
A WebSocket at \`/ws\` on the same host (\`wss:\` when the page is \`https:\`). Frames are JSON. The client sends first
\`{ "type": "auth", "token": … }\`, then \`{ "type": "shared_message", "conversationId": …, "content": …, "clientId"?: … }\`
to write in a shared conversation, and \`{ "type": "ping" }\` to keep it open (schema: \`SocketClientFrame\`). The
server sends \`{ "type": "auth_success", "userId" }\`; \`{ "type": "new_message", "conversationId", "connectionId",
"message" }\` for every message in the person's conversations (theirs, the other person's, the coach's);
\`{ "type": "ack", "clientId", "message" }\` for each of the client's own messages; \`{ "type": "coach_typing",
"conversationId", "connectionId" }\` while the coach writes; \`{ "type": "connection_changed", "connectionId" }\` when a
connection changed (read it again); \`{ "type": "pong" }\`; and \`{ "type": "error", "code", "message", "clientId"? }\`
with \`code\` one of bad_frame, unknown_type, invalid, not_authenticated, auth_failed, assessment_required, too_long,
rate_limited, not_found, server_error. The socket closes when the session ends.
`;
