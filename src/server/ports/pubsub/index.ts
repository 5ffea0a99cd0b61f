import { createMemoryPubSub } from './memory.js';
import { createRedisPubSub } from './redis.js';
import type { PubSub } from './types.js';

export type { PubSub } from './types.js';
export { createMemoryPubSub } from './memory.js';
export { createRedisPubSub } from './redis.js';

/** Redis when a URL is configured (several instances behind one load balancer), else in-process. */
export function createPubSub(redisUrl: string | undefined, onError?: (error: Error) => void): PubSub {
  return redisUrl ? createRedisPubSub(redisUrl, { onError }) : createMemoryPubSub();
}
