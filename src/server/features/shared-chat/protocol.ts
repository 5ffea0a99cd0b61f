/**
 * The shared-chat wire contract, used by the server, the web client, the tests and the benchmark. Data and one zod
 * schema (zod is in the web bundle already): safe to bundle into the web app.
 */
import { z } from 'zod';
import { identifier } from '../../../shared/text.js';

export const MAX_MESSAGE_LENGTH = 4000;
// Defined apart from the zod frames below, so the browser's socket can read it without zod (issue 34).
export { SOCKET_PATH } from '../../../shared/sharedChat.js';
/** The most messages one history call answers; a client pages with `after=` the last seq it got. */
export const HISTORY_PAGE_MAX = 1000;

export type ChatMode = 'with' | 'about';

export interface SharedConversation {
  id: string;
  connectionId: string;
  chatMode: ChatMode;
  /** "about": the person being discussed; null for "with". */
  aboutUserId: string | null;
  user1AiEnabled: boolean;
  user2AiEnabled: boolean;
  /** The viewer's own flag (user1's or user2's, whichever the viewer is). */
  aiEnabled: boolean;
  createdAt: string;
}

export interface SharedMessage {
  id: string;
  conversationId: string;
  /** null for the coach */
  senderId: string | null;
  senderRole: 'user' | 'coach';
  content: string;
  createdAt: string;
  /** Increasing order of storage; `after=` a seq fetches what came later. */
  seq: number;
}

/**
 * Every frame a client may send, parsed in one place. A `clientId` that is not a short string is dropped (the frame
 * still counts, it just cannot be matched to its ack); the messages name what is wrong in human words.
 */
export const clientFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string({ error: 'auth needs a token.' }).min(1, 'auth needs a token.') }),
  z.object({
    type: z.literal('shared_message'),
    // The one identifier type of every id (src/shared/text.ts): a NUL or other odd character never reaches a query.
    conversationId: identifier('conversationId'),
    content: z.string({ error: 'shared_message needs content.' }),
    clientId: z.string().max(100).optional().catch(undefined),
  }),
  z.object({ type: z.literal('ping') }),
]);

export type ClientFrame = z.input<typeof clientFrame>;

export type SocketErrorCode =
  | 'bad_frame'
  | 'unknown_type'
  | 'invalid'
  | 'not_authenticated'
  | 'auth_failed'
  | 'assessment_required'
  | 'too_long'
  | 'rate_limited'
  | 'not_found'
  | 'server_error';

export type ServerEvent =
  | { type: 'auth_success'; userId: string }
  | { type: 'new_message'; conversationId: string; connectionId: string; message: SharedMessage }
  | { type: 'ack'; clientId: string | null; message: SharedMessage }
  | { type: 'coach_typing'; conversationId: string; connectionId: string }
  | { type: 'error'; code: SocketErrorCode; message: string; clientId?: string | null }
  | { type: 'pong' }
  /** A connection changed for this person (the other person left Attune, or it was removed): read it again. */
  | { type: 'connection_changed'; connectionId: string }
  /** The pair's daily question changed (an answer, a reveal, a skip, a pause): read it again. Never carries words. */
  | { type: 'daily_question_changed'; connectionId: string };
