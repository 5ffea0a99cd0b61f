import type https from 'node:https';
import { loadWebPush } from '../../lazy.js';
import { PushSendError, type PushSender } from './types.js';
import { createGuardedAgent } from './guardedAgent.js';

export { PushSendError, type PushMessage, type PushSender, type VapidKeys } from './types.js';

/** A push service that does not answer within this long is treated as a failure (and retried once). */
const REQUEST_TIMEOUT_MS = 10_000;

/**
 * Sends through the `web-push` package: aes128gcm payload encryption and the VAPID Authorization header. `agent`
 * is the HTTPS agent for the requests: by default one that never connects to loopback, private or link-local
 * addresses (guardedAgent.ts); the integration test passes one that trusts its local push service's certificate.
 */
export function createWebPushSender(options: { agent?: https.Agent } = {}): PushSender {
  const agent = options.agent ?? createGuardedAgent();
  return {
    async send(message, vapid) {
      try {
        const result = await loadWebPush().sendNotification({ endpoint: message.endpoint, keys: message.keys }, message.payload, {
          vapidDetails: vapid,
          TTL: message.ttlSeconds,
          urgency: message.urgency,
          contentEncoding: 'aes128gcm',
          timeout: REQUEST_TIMEOUT_MS,
          ...(message.topic ? { topic: message.topic } : {}),
          agent,
        });
        return result.statusCode;
      } catch (error) {
        const statusCode = (error as { statusCode?: unknown }).statusCode;
        // The error text can carry the endpoint (a capability URL): keep only the status in what we pass on.
        throw new PushSendError(typeof statusCode === 'number' ? `push service answered ${statusCode}` : 'push service unreachable', typeof statusCode === 'number' ? statusCode : undefined);
      }
    },
  };
}
