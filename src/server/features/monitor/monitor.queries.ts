import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Database } from '../../db/database.js';

/** Members (active, not deleted) whose session was used since `since`. */
/**
 * People who did something since `since` (issue 30 item 16): wrote to the coach or in a chat, completed a weekly
 * action, wrote in their journal or posted in the Social Hub. Signing in, or only registering, is not activity.
 */
export async function countActiveMembers(db: Kysely<DB>, since: string): Promise<number> {
  const actors = db
    .selectFrom('coach_messages')
    .select('user_id')
    .where('role', '=', 'user')
    .where('created_at', '>=', since)
    .union((eb) =>
      eb
        .selectFrom('shared_messages').select(sql<string>`sender_id`.as('user_id')).where('sender_role', '=', 'user').where('sender_id', 'is not', null).where('created_at', '>=', since),
    )
    .union((eb) => eb.selectFrom('weekly_completions').select('user_id').where('completed_at', '>=', since))
    .union((eb) => eb.selectFrom('journal_entries').select('user_id').where('created_at', '>=', since))
    .union((eb) => eb.selectFrom('social_posts').select('user_id').where('post_type', '=', 'prompt_response').where('created_at', '>=', since));
  const row = await db
    .selectFrom(actors.as('a'))
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select((eb) => eb.fn.count<number>('a.user_id').distinct().as('n'))
    .where('u.is_active', '=', 1)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Messages people wrote to the coach, per UTC day (ISO text: the first ten characters are the day). */
export function coachMessagesPerDay(db: Kysely<DB>, since: string) {
  return db
    .selectFrom('coach_messages')
    .select([sql<string>`substr(created_at, 1, 10)`.as('day'), (eb) => eb.fn.countAll<number>().as('n')])
    .where('role', '=', 'user')
    .where('created_at', '>=', since)
    .groupBy(sql`substr(created_at, 1, 10)`)
    .execute();
}

/** Messages people wrote to each other in chats, per UTC day. */
export function chatMessagesPerDay(db: Kysely<DB>, since: string) {
  return db
    .selectFrom('shared_messages')
    .select([sql<string>`substr(created_at, 1, 10)`.as('day'), (eb) => eb.fn.countAll<number>().as('n')])
    .where('sender_role', '=', 'user')
    .where('created_at', '>=', since)
    .groupBy(sql`substr(created_at, 1, 10)`)
    .execute();
}

/** The database's size on disk, in bytes (SQLite: pages × page size; PostgreSQL: pg_database_size). */
export async function databaseBytes(database: Database): Promise<number | null> {
  try {
    if (database.sqlite) {
      const pages = database.sqlite.pragma('page_count', { simple: true }) as number;
      const size = database.sqlite.pragma('page_size', { simple: true }) as number;
      return pages * size;
    }
    const { rows } = await sql<{ n: string | number }>`select pg_database_size(current_database()) as n`.execute(database.db);
    return rows[0] ? Number(rows[0].n) : null;
  } catch {
    return null;
  }
}

export async function countWaitingRetries(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('newsletter_deliveries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', 'in', ['pending', 'retry'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countGeneratedEditions(db: Kysely<DB>): Promise<number> {
  const row = await db.selectFrom('newsletter_editions').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '!=', 'skipped').executeTakeFirstOrThrow();
  return Number(row.n);
}
