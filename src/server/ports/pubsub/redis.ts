import { loadIoredis } from '../../lazy.js';
import type { PubSub } from './types.js';

/** How long a publish may wait for Redis once it was up: the chat acknowledges from the database, never from Redis. */
const PUBLISH_TIMEOUT_MS = 500;
/** At start-up only, a publish waits this long for the first connection (instances start before their first message). */
const FIRST_CONNECT_WAIT_MS = 2000;

/**
 * Redis pub/sub (ioredis): one publisher and one subscriber connection per process. Topics map to channels under
 * a common prefix; each instance subscribes once per topic and dispatches locally.
 *
 * The publisher fails fast while Redis is away (no offline queue, a short command timeout): before this a chat
 * message waited ~5.7 s for retries (issue 28). The subscriber keeps ioredis's reconnecting and resubscribing, and
 * each time it is back `onRecovered` handlers run, since whatever was published meanwhile never arrived.
 */
export function createRedisPubSub(url: string, options: { prefix?: string; onError?: (error: Error) => void } = {}): PubSub {
  const prefix = options.prefix ?? 'attune:';
  const { Redis } = loadIoredis();
  const pub = new Redis(url, { lazyConnect: false, enableAutoPipelining: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, commandTimeout: PUBLISH_TIMEOUT_MS });
  const sub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const report = (error: Error) => options.onError?.(error);
  pub.on('error', report);
  sub.on('error', report);
  const recovered = new Set<() => void>();
  const tellRecovered = () => {
    for (const handler of recovered) {
      try {
        handler();
      } catch {
        // one listener's failure never stops the others
      }
    }
  };
  // Either connection back after an outage: whatever was published meanwhile (refused by the publisher, or sent
  // while the subscriber was away) never arrived, so listeners are told each time.
  let pubEverReady = false;
  pub.on('ready', () => {
    if (pubEverReady) tellRecovered();
    pubEverReady = true;
  });
  let subEverReady = false;
  sub.on('ready', () => {
    if (subEverReady) tellRecovered();
    subEverReady = true;
  });
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
      if (!pubEverReady && pub.status !== 'ready') await firstConnection(pub);
      await pub.publish(prefix + topic, payload);
    },
    onRecovered(handler) {
      recovered.add(handler);
      return () => recovered.delete(handler);
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

/** Waits (briefly) for a connection that has not been ready yet; the publish then fails or succeeds on its own. */
function firstConnection(redis: { once(event: 'ready', listener: () => void): unknown; off(event: 'ready', listener: () => void): unknown }): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, FIRST_CONNECT_WAIT_MS);
    redis.once('ready', done);
  });
}
