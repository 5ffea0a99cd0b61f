import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

export async function storedTimeZone(db: Kysely<DB>, userId: string): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('time_zone').where('id', '=', userId).executeTakeFirst();
  return row?.time_zone;
}

export async function setStoredTimeZone(db: Kysely<DB>, userId: string, zone: string): Promise<void> {
  // A zone the person chose in Settings (account feature) outranks what their browser reports.
  await db.updateTable('users').set({ time_zone: zone }).where('id', '=', userId).where('time_zone', '<>', zone).where('time_zone_chosen', '=', 0).execute();
}
