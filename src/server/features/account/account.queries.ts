import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { AccountTables } from './account.tables.js';

export type PasswordResetRow = Selectable<AccountTables['password_resets']>;

export function findAccount(db: Kysely<DB>, userId: string) {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}

export async function updateProfile(
  db: Kysely<DB>,
  userId: string,
  changes: { first_name?: string; last_name?: string; time_zone?: string; time_zone_chosen?: number; locale?: string; color_scheme?: string },
  now: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...changes, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

export async function setPasswordHash(db: Kysely<DB>, userId: string, passwordHash: string, now: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', userId).execute();
}

export function sessionIdsOfUser(db: Kysely<DB>, userId: string, except?: string): Promise<Array<{ id: string }>> {
  let query = db.selectFrom('sessions').select('id').where('user_id', '=', userId);
  if (except) query = query.where('id', '!=', except);
  return query.execute();
}

/** When a session was last used (sessions from before last_used_at existed count from their start). */
const lastUsed = sql<string>`coalesce(last_used_at, created_at)`;

/** One page of a user's live sessions, most recently used first, after `after` (the last row of the page before). */
export function sessionsOfUser(db: Kysely<DB>, userId: string, now: string, page: { limit: number; after?: { at: string; id: string } }) {
  const { after } = page;
  return db
    .selectFrom('sessions')
    .select(['id', 'user_agent', 'created_at', 'last_used_at', lastUsed.as('used_at')])
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .$if(after !== undefined, (qb) => qb.where((eb) => eb.or([eb(lastUsed, '<', after!.at), eb.and([eb(lastUsed, '=', after!.at), eb('id', '>', after!.id)])])))
    .orderBy(lastUsed, 'desc')
    .orderBy('id')
    .limit(page.limit)
    .execute();
}

export function findOwnSession(db: Kysely<DB>, userId: string, sessionId: string) {
  return db.selectFrom('sessions').select('id').where('id', '=', sessionId).where('user_id', '=', userId).executeTakeFirst();
}

export async function insertPasswordReset(db: Kysely<DB>, row: PasswordResetRow): Promise<void> {
  await db.insertInto('password_resets').values(row).execute();
}

export function findResetByHash(db: Kysely<DB>, tokenHash: string): Promise<PasswordResetRow | undefined> {
  return db.selectFrom('password_resets').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Marks the link used; true for exactly one caller when two open it at once. */
export async function claimReset(db: Kysely<DB>, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Once a password is set, every other link that was mailed for it stops working. */
export async function retireResetsOfUser(db: Kysely<DB>, userId: string, now: string): Promise<void> {
  await db.updateTable('password_resets').set({ used_at: now }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
}

