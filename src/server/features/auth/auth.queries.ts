import type { Kysely } from 'kysely';
import { preparedLookup, type Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import type { UserRow } from './auth.tables.js';
import { keepAnswer, keptAnswer, storedVersion } from '../../db/readMemo.js';

export function findUserByEmail(db: Kysely<DB>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findUserById(db: Kysely<DB>, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertUser(db: Kysely<DB>, row: UserRow): Promise<void> {
  await db.insertInto('users').values(row).execute();
}

export async function insertSession(
  db: Kysely<DB>,
  row: { id: string; userId: string; secretHash: string; createdAt: string; expiresAt: string; persistent: boolean; userAgent?: string | undefined },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: row.id,
      user_id: row.userId,
      secret_hash: row.secretHash,
      created_at: row.createdAt,
      expires_at: row.expiresAt,
      user_agent: row.userAgent?.slice(0, 512) ?? null,
      last_used_at: row.createdAt,
      persistent: row.persistent ? 1 : 0,
    })
    .execute();
}

export async function deleteSession(db: Kysely<DB>, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

export async function deleteSessions(db: Kysely<DB>, ids: readonly string[]): Promise<void> {
  await db.deleteFrom('sessions').where('id', 'in', ids).execute();
}

export async function deleteSessionsOfUser(db: Kysely<DB>, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

export async function extendSession(db: Kysely<DB>, id: string, expiresAt: string): Promise<void> {
  await db.updateTable('sessions').set({ expires_at: expiresAt }).where('id', '=', id).execute();
}

/** Records a use; `expiresAt` also slides a browser session's idle lifetime forward in the same write. */
export async function touchSession(db: Kysely<DB>, id: string, at: string, expiresAt?: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set(expiresAt === undefined ? { last_used_at: at } : { last_used_at: at, expires_at: expiresAt })
    .where('id', '=', id)
    .execute();
}

export async function deleteExpiredSessions(db: Kysely<DB>, nowIso: string): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<', nowIso).execute();
}

export type SessionWithUser = Pick<UserRow, 'email' | 'first_name' | 'last_name' | 'profile_image_url' | 'is_active' | 'email_verified_at' | 'admin_confirmed_at' | 'locale' | 'color_scheme' | 'created_at'> & {
  session_id: string;
  secret_hash: string;
  expires_at: string;
  last_used_at: string | null;
  persistent: number;
  user_id: string;
};

/**
 * The check every signed-in request makes: one row, session and user together, on a prepared statement. On SQLite the
 * row is kept until anything at all is written (decision 110's addendum): a sign-out, a revocation, a password change,
 * a deactivation, a touch or a renewal of the session are all writes, so a kept row is never one the database no longer
 * holds. Only the row is kept; the caller checks the secret, the expiry against the clock and the account on every
 * call. A missing session is not kept, so made-up ids cannot fill the memo. `version` is the request's own reading of
 * requestVersion, when it has one, so one request reads the version once.
 */
export function sessionLookup(database: Database): (sessionId: string, version?: string) => Promise<SessionWithUser | undefined> {
  const lookup = sessionRow(database);
  return async (sessionId, version = storedVersion(database)) => {
    if (version === undefined) return lookup(sessionId);
    const kept = keptAnswer<SessionWithUser>(database, 'sessions', sessionId, version);
    if (kept) return kept;
    const row = await lookup(sessionId);
    if (row) keepAnswer(database, 'sessions', sessionId, version, row);
    return row;
  };
}

function sessionRow(database: Database) {
  return preparedLookup<SessionWithUser>(database, (sessionId) =>
    database.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'sessions.id as session_id',
        'sessions.secret_hash',
        'sessions.expires_at',
        'sessions.last_used_at',
        'sessions.persistent',
        'users.id as user_id',
        'users.email',
        'users.first_name',
        'users.last_name',
        'users.profile_image_url',
        'users.is_active',
        'users.email_verified_at',
        'users.admin_confirmed_at',
        'users.locale',
        'users.color_scheme',
        'users.created_at',
      ])
      .where('sessions.id', '=', sessionId),
  );
}

export async function findKnownDevice(db: Kysely<DB>, id: string): Promise<{ user_id: string; secret_hash: string } | undefined> {
  return db.selectFrom('known_devices').select(['user_id', 'secret_hash']).where('id', '=', id).executeTakeFirst();
}

export async function insertKnownDevice(db: Kysely<DB>, row: { id: string; user_id: string; secret_hash: string; created_at: string; last_used_at: string }): Promise<void> {
  await db.insertInto('known_devices').values(row).execute();
}

export async function touchKnownDevice(db: Kysely<DB>, id: string, at: string): Promise<void> {
  await db.updateTable('known_devices').set({ last_used_at: at }).where('id', '=', id).execute();
}

/** The language a person reads Attune in (decision 071): mails and pushes to them are written in it. */
export async function findLocale(db: Kysely<DB>, userId: string): Promise<string | undefined> {
  return (await db.selectFrom('users').select('locale').where('id', '=', userId).executeTakeFirst())?.locale;
}
