import { useEffect, useSyncExternalStore } from 'react';
import type { ClientFrame, ServerEvent } from '../../../server/features/shared-chat/protocol';
import { SOCKET_PATH } from '../../../shared/sharedChat';
import { readToken } from '../../app/token';
import { refreshQuietly } from '../../app/refreshQuietly';
import { queryClient, trpc, trpcClient } from '../../app/trpc';

/**
 * The app-wide real-time socket (spec §7): one connection per tab, opened while anything uses it (the connection
 * chat tabs, the unread counts) and closed when nothing does. It authenticates with the stored token, marks itself
 * connected on auth_success, and after a drop reconnects with exponential back-off (0.5 s doubling to 15 s, with
 * jitter). Subscribers learn of every event and of each status change; each connect makes the screen catch up (below).
 */
export type SocketStatus = 'idle' | 'connecting' | 'connected';

type EventListener = (event: ServerEvent) => void;

const MIN_DELAY_MS = 500;
const MAX_DELAY_MS = 15_000;

class ChatSocket {
  private ws: WebSocket | null = null;
  private users = 0;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<EventListener>();
  private readonly statusListeners = new Set<() => void>();
  status: SocketStatus = 'idle';

  /** Keeps the socket open while the returned function has not been called. */
  retain(): () => void {
    this.users += 1;
    if (this.users === 1) this.open();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.users -= 1;
      if (this.users === 0) this.shutdown();
    };
  }

  onEvent(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onStatus(listener: () => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  /** Sends when live; false when the socket is not open and authenticated. */
  send(frame: ClientFrame): boolean {
    if (this.status !== 'connected' || !this.ws || this.ws.readyState !== WebSocket.OPEN) return false;
    this.ws.send(JSON.stringify(frame));
    return true;
  }

  private setStatus(status: SocketStatus): void {
    if (this.status === status) return;
    this.status = status;
    for (const l of this.statusListeners) l();
  }

  private open(): void {
    clearTimeout(this.retryTimer);
    const token = readToken();
    this.setStatus('connecting');
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    let ws: WebSocket;
    try {
      ws = new WebSocket(`${scheme}://${location.host}${SOCKET_PATH}`);
    } catch {
      this.scheduleRetry();
      return;
    }
    this.ws = ws;
    ws.onopen = () => {
      if (token) ws.send(JSON.stringify({ type: 'auth', token } satisfies ClientFrame));
    };
    ws.onmessage = (msg) => {
      let event: ServerEvent;
      try {
        event = JSON.parse(String(msg.data)) as ServerEvent;
      } catch {
        return;
      }
      if (event.type === 'auth_success') {
        this.attempt = 0;
        this.setStatus('connected');
        return;
      }
      for (const l of this.listeners) l(event);
    };
    ws.onclose = () => {
      if (this.ws !== ws) return;
      this.ws = null;
      if (this.users > 0) {
        this.setStatus('connecting');
        this.scheduleRetry();
      } else {
        this.setStatus('idle');
      }
    };
  }

  private scheduleRetry(): void {
    const base = Math.min(MIN_DELAY_MS * 2 ** this.attempt, MAX_DELAY_MS);
    this.attempt += 1;
    const delay = base / 2 + Math.random() * (base / 2);
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      if (this.users > 0) this.open();
    }, delay);
  }

  private shutdown(): void {
    clearTimeout(this.retryTimer);
    const ws = this.ws;
    this.ws = null;
    ws?.close(1000);
    this.setStatus('idle');
  }

  /** For tests: drop the connection as a network failure would. */
  dropForTest(): void {
    this.ws?.close(4000, 'test');
  }
}

export const chatSocket = new ChatSocket();
if (typeof window !== 'undefined') (window as unknown as { __attuneChatSocket?: ChatSocket }).__attuneChatSocket = chatSocket;

/** Keeps the socket open while the component is mounted and returns its status. */
export function useChatSocket(enabled = true): SocketStatus {
  useEffect(() => (enabled ? chatSocket.retain() : undefined), [enabled]);
  return useSyncExternalStore(
    (cb) => chatSocket.onStatus(cb),
    () => chatSocket.status,
  );
}

// ------------------------------------------------------------------------------------------------ unread counts

const unreadKey = () => trpc.unread.counts.queryKey();

/**
 * Which connections' chats are on screen right now (a message arriving there is read at once, so it does not
 * count). The counts themselves live on the server (read positions per person and conversation), so they hold
 * across reloads, devices and sign-ins; this only decides when to ask again.
 */
class ViewingStore {
  private readonly viewing = new Map<string, number>();
  private myId: string | null = null;

  constructor() {
    chatSocket.onEvent((event) => {
      if (event.type !== 'new_message') return;
      if (event.message.senderId !== null && event.message.senderId === this.myId) return;
      if (this.isViewing(event.connectionId)) return;
      void queryClient.invalidateQueries({ queryKey: unreadKey() });
    });
  }

  setMe(id: string | null): void {
    this.myId = id;
  }

  isViewing(connectionId: string): boolean {
    return (this.viewing.get(connectionId) ?? 0) > 0;
  }

  /** The chat of this connection is on screen until the returned function is called. */
  view(connectionId: string): () => void {
    this.viewing.set(connectionId, (this.viewing.get(connectionId) ?? 0) + 1);
    return () => {
      this.viewing.set(connectionId, (this.viewing.get(connectionId) ?? 1) - 1);
    };
  }
}

export const unreadStore = new ViewingStore();

// A connection changed for this person (the other person left Attune, or it was removed on another device): every
// open screen reads connections, that connection's chats and the coach's greeting (which names the member's
// connections) again — no reload needed (issue 30 item 3).
chatSocket.onEvent((event) => {
  if (event.type !== 'connection_changed') return;
  void refreshQuietly(queryClient, trpc.connections.pathKey());
  void refreshQuietly(queryClient, trpc.coach.info.queryKey());
  void refreshQuietly(queryClient, trpc.sharedChat.conversations.queryKey({ connectionId: event.connectionId }));
});

/**
 * What the socket's events keep fresh: connections (a partner left or a connection was removed elsewhere) and the
 * coach's greeting that names them, the shared chats and their unread counts, and the daily question. An event sent while this tab's socket was not connected is
 * never delivered to it, and on the home the socket opens only once the page has settled (decision 104's addendum),
 * so a partner could leave between the first paint and that moment. Each time the socket becomes connected, the first
 * time as after a drop, everything fetched before it is asked for again, so the screen catches up with what it missed.
 */
function catchUpAfterConnecting(): void {
  for (const queryKey of [trpc.connections.pathKey(), trpc.coach.info.queryKey(), trpc.sharedChat.pathKey(), unreadKey(), trpc.dailyQuestion.pathKey()]) {
    void refreshQuietly(queryClient, queryKey);
  }
}
chatSocket.onStatus(() => {
  if (chatSocket.status === 'connected') catchUpAfterConnecting();
});

/**
 * The person has seen a conversation up to message `seq`: stored on the server, then the counts are asked again.
 * Failures are quiet (the count stays until the next successful report).
 */
export function reportRead(conversationId: string, seq: number): void {
  void trpcClient.unread.markRead
    .mutate({ conversationId, seq })
    .then(() => queryClient.invalidateQueries({ queryKey: unreadKey() }))
    .catch(() => undefined);
}
