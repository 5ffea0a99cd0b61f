/**
 * The shared-chat wire contract, used by the server, the web client, the tests and the benchmark. Pure data: no
 * imports, safe to bundle into the web app.
 */
export const MAX_MESSAGE_LENGTH = 4000;
export const SOCKET_PATH = '/ws';
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

export type ClientFrame =
  | { type: 'auth'; token: string }
  | { type: 'shared_message'; conversationId: string; content: string; clientId?: string }
  | { type: 'ping' };

export type SocketErrorCode =
  | 'bad_frame'
  | 'unknown_type'
  | 'invalid'
  | 'not_authenticated'
  | 'auth_failed'
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
  | { type: 'pong' };
