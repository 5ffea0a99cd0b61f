import { loadIoredis } from '../../lazy.js';
import type { PubSub } from './types.js';

/**
 * Redis pub/sub (ioredis): one publisher and one subscriber connection per process. Topics map to channels under
 * a common prefix; each instance subscribes once per topic and dispatches locally.
 */
export function createRedisPubSub(url: string, options: { prefix?: string; onError?: (error: Error) => void } = {}): PubSub {
  const prefix = options.prefix ?? 'attune:';
  const connectionOptions = { lazyConnect: false, maxRetriesPerRequest: 3, enableAutoPipelining: true } as const;
  const { Redis } = loadIoredis();
  const pub = new Redis(url, connectionOptions);
  const sub = new Redis(url, { ...connectionOptions, enableAutoPipelining: false });
  const report = (error: Error) => options.onError?.(error);
  pub.on('error', report);
  sub.on('error', report);
  const topics = new Map<string, Set<(payload: string) => void>>();
  sub.on('message', (channel: string, payload: string) => {
    if (!channel.startsWith(prefix)) return;
    for (const handler of topics.get(channel.slice(prefix.length)) ?? []) {
      try {
        handler(payload);
      } catch {
        // one bad subscriber never stops the others
      }
    }
  });
  return {
    kind: 'redis',
    async publish(topic, payload) {
      await pub.publish(prefix + topic, payload);
    },
    async subscribe(topic, handler) {
      let set = topics.get(topic);
      if (!set) {
        topics.set(topic, (set = new Set()));
        await sub.subscribe(prefix + topic);
      }
      set.add(handler);
      return async () => {
        set.delete(handler);
        if (set.size === 0 && topics.get(topic) === set) {
          topics.delete(topic);
          await sub.unsubscribe(prefix + topic).catch(() => undefined);
        }
      };
    },
    async close() {
      topics.clear();
      await Promise.allSettled([pub.quit(), sub.quit()]);
      pub.disconnect();
      sub.disconnect();
    },
  };
}
