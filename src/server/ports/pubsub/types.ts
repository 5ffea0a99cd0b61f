/**
 * Fan-out of real-time events between app instances. A message published on a topic reaches every subscriber of
 * that topic in every instance (including the publisher's own). Payloads are strings (JSON), delivered in the
 * order one instance published them; nothing is stored: what must survive is in the database first.
 */
export interface PubSub {
  readonly kind: 'memory' | 'redis';
  publish(topic: string, payload: string): Promise<void>;
  /** Returns a function that removes this handler. */
  subscribe(topic: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Calls `handler` each time the fan-out comes back after an outage (Redis reconnected): events published while
   * it was away are lost, so listeners tell their clients to fetch what they missed. Never called in memory.
   */
  onRecovered(handler: () => void): () => void;
  close(): Promise<void>;
}
