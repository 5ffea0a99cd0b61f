import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { zoneOrDefault } from '../../../shared/localTime.js';
import * as q from './time-zone.queries.js';

/** The person's IANA zone for local weeks and days (UTC until their browser has reported one). */
export async function timeZoneOf(db: Kysely<DB>, userId: string): Promise<string> {
  return zoneOrDefault(await q.storedTimeZone(db, userId));
}

/**
 * Stores the zone the person's browser reports (already validated by the schema), unless they chose one in Settings;
 * answers the zone in force.
 */
export async function setTimeZone(db: Kysely<DB>, userId: string, zone: string): Promise<{ timeZone: string }> {
  await q.setStoredTimeZone(db, userId, zone);
  return { timeZone: await timeZoneOf(db, userId) };
}
