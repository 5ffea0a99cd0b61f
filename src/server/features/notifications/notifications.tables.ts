import type { Selectable } from 'kysely';

export interface PushSubscriptionTable {
  id: string;
  user_id: string;
  endpoint: string;
  /** base64url, an uncompressed P-256 point (65 bytes). */
  p256dh_key: string;
  /** base64url, 16 bytes. */
  auth_key: string;
  user_agent: string | null;
  created_at: string;
  updated_at: string;
}

export interface NotificationPreferenceTable {
  user_id: string;
  kind: string;
  enabled: number;
  updated_at: string;
}

export interface ServerKeyTable {
  name: string;
  value: string;
  created_at: string;
}

/** A reminder that went out: one per person, kind and local period (the primary key). */
export interface NotificationReminderTable {
  user_id: string;
  kind: string;
  /** YYYY-MM-DD: the local week's Monday (weekly_actions) or the local day (daily_reflection). */
  period: string;
  sent_at: string;
}

export interface NotificationsTables {
  notification_reminders: NotificationReminderTable;
  push_subscriptions: PushSubscriptionTable;
  notification_preferences: NotificationPreferenceTable;
  server_keys: ServerKeyTable;
}

export type PushSubscriptionRow = Selectable<PushSubscriptionTable>;
