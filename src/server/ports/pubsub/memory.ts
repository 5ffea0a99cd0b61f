import type { PubSub } from './types.js';

/** The embedded default: one process, handlers called synchronously in publish order. */
export function createMemoryPubSub(): PubSub {
  const topics = new Map<string, Set<(payload: string) => void>>();
  return {
    kind: 'memory',
    async publish(topic, payload) {
      for (const handler of topics.get(topic) ?? []) {
        try {
          handler(payload);
        } catch {
          // one bad subscriber never stops the others
        }
      }
    },
    async subscribe(topic, handler) {
      let set = topics.get(topic);
      if (!set) topics.set(topic, (set = new Set()));
      set.add(handler);
      return async () => {
        set.delete(handler);
      };
    },
    onRecovered() {
      return () => undefined; // in one process nothing is ever lost in transit
    },
    async close() {
      topics.clear();
    },
  };
}
