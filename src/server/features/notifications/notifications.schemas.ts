import { z } from 'zod';
import { identifier, singleLineText } from '../../../shared/text.js';

/**
 * What a person can be told, each switched on or off on its own (decision 023): messages in a "with" chat,
 * connection requests and accepted invitations, the Monday reset of weekly actions, a daily reflection reminder, and
 * the other person having answered the pair's daily question (issue 31).
 */
export const NOTIFICATION_KINDS = ['messages', 'connections', 'weekly_actions', 'daily_reflection', 'daily_question'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What the service worker shows; `url` is the screen a click opens (same origin, a path). */
export interface NotificationPayload {
  title: string;
  body: string;
  url: string;
  /** Notifications with the same tag replace each other on the device (one per chat, say). */
  tag?: string;
}

const base64url = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(200, `${field} is too long`);

export const subscribeInput = z.object({
  userId: identifier('userId'),
  endpoint: singleLineText({ label: 'endpoint', max: 2000, required: true }),
  p256dhKey: base64url('p256dhKey'),
  authKey: base64url('authKey'),
  userAgent: singleLineText({ label: 'userAgent', max: 500 }).optional(),
});

export const unsubscribeInput = z.object({
  userId: identifier('userId'),
  endpoint: singleLineText({ label: 'endpoint', max: 2000, required: true }),
});

export const notificationSettings = z.object({
  subscribed: z.boolean(),
  preferences: z.object(Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, z.boolean()])) as Record<NotificationKind, z.ZodBoolean>),
});
