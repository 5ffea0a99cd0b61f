import { TZDate } from '@date-fns/tz';
import type { AppDeps } from '../../deps.js';
import { localDay, localWeek, zoneOrDefault } from '../../../shared/localTime.js';
import { DEFAULT_PREFERENCES, notify } from './notifications.service.js';
import type { NotificationKind, NotificationPayload } from './notifications.schemas.js';
import type { Locale } from '../../../shared/locales.js';
import { t } from '../../i18n/translate.js';

type ReminderKind = Extract<NotificationKind, 'weekly_actions' | 'daily_reflection'>;

/**
 * When each reminder is due, in the person's own time zone: the weekly actions reset on Monday at 00:00 local, and
 * people hear of it on Monday morning; the reflection reminder comes in the evening. A window (not one instant) so a
 * run that comes late, or an instance that restarts, still catches it; the period key keeps it to once.
 */
const REMINDERS: Record<ReminderKind, { due(local: TZDate): boolean; period(now: Date, zone: string): string; payload: (locale: Locale) => NotificationPayload }> = {
  weekly_actions: {
    due: (local) => local.getDay() === 1 && local.getHours() >= 9 && local.getHours() < 12,
    period: (now, zone) => localWeek(now, zone).key,
    payload: (locale) => ({
      title: t(locale, 'push.weeklyActions.title'),
      body: t(locale, 'push.weeklyActions.body'),
      url: '/?openActions=true',
      tag: 'weekly-actions',
    }),
  },
  daily_reflection: {
    due: (local) => local.getHours() >= 20 && local.getHours() < 22,
    period: (now, zone) => localDay(now, zone).key,
    payload: (locale) => ({
      title: t(locale, 'push.dailyReflection.title'),
      body: t(locale, 'push.dailyReflection.body'),
      url: '/?openActions=true',
      tag: 'daily-reflection',
    }),
  },
};

const BATCH = 500;

/**
 * Sends the reminders due at `now` to everyone with push turned on and that kind switched on, at most once per
 * person, kind and local period (the `notification_reminders` primary key decides, so parallel runs and several
 * instances cannot double one). Goes through people in batches so memory stays flat however many there are.
 */
export async function sendDueReminders(deps: AppDeps, now: Date): Promise<number> {
  const { db } = deps.database;
  let sent = 0;
  let after = '';
  for (;;) {
    const people = await db
      .selectFrom('users')
      .select(['users.id', 'users.time_zone'])
      .where('users.is_active', '=', 1)
      .where('users.deleted_at', 'is', null)
      .where('users.id', '>', after)
      .where((eb) => eb.exists(eb.selectFrom('push_subscriptions').select('push_subscriptions.id').whereRef('push_subscriptions.user_id', '=', 'users.id')))
      .orderBy('users.id')
      .limit(BATCH)
      .execute();
    if (people.length === 0) return sent;
    after = people[people.length - 1]!.id;
    const stored = await db
      .selectFrom('notification_preferences')
      .select(['user_id', 'kind', 'enabled'])
      .where(
        'user_id',
        'in',
        people.map((p) => p.id),
      )
      .execute();
    const switches = new Map(stored.map((row) => [`${row.user_id} ${row.kind}`, row.enabled === 1]));
    const switchedOn = (userId: string, kind: ReminderKind) => switches.get(`${userId} ${kind}`) ?? DEFAULT_PREFERENCES[kind];
    for (const person of people) {
      const zone = zoneOrDefault(person.time_zone);
      const local = new TZDate(now.getTime(), zone);
      for (const kind of Object.keys(REMINDERS) as ReminderKind[]) {
        const reminder = REMINDERS[kind];
        if (!reminder.due(local) || !switchedOn(person.id, kind)) continue;
        const claimed = await db
          .insertInto('notification_reminders')
          .values({ user_id: person.id, kind, period: reminder.period(now, zone), sent_at: now.toISOString() })
          .onConflict((oc) => oc.columns(['user_id', 'kind', 'period']).doNothing())
          .executeTakeFirst();
        if (Number(claimed.numInsertedOrUpdatedRows ?? 0) !== 1) continue;
        notify(deps, person.id, kind, reminder.payload);
        sent += 1;
      }
    }
  }
}
