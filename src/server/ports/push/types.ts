/** One encrypted message to one browser push endpoint (RFC 8030 delivery, RFC 8291 encryption, RFC 8292 VAPID). */
export interface PushMessage {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The notification as JSON text; encrypted (aes128gcm) before it leaves the process. */
  payload: string;
  /** How long the push service keeps it for an offline device, in seconds. */
  ttlSeconds: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  /** Messages with the same topic replace each other while undelivered (at most 32 base64url characters). */
  topic?: string;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** The push service answered with a status that is not a success; `statusCode` is absent for network failures. */
export class PushSendError extends Error {
  constructor(
    message: string,
    readonly statusCode?: number,
  ) {
    super(message);
    this.name = 'PushSendError';
  }
}

export interface PushSender {
  /** Resolves with the push service's status (201 normally); rejects with PushSendError. */
  send(message: PushMessage, vapid: VapidKeys): Promise<number>;
}
