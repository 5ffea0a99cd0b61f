import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { VerificationTables } from './verification.tables.js';

export type VerificationRow = Selectable<VerificationTables['email_verifications']>;

export async function insertVerification(db: Kysely<DB>, row: Omit<VerificationRow, 'purpose'> & { purpose?: VerificationRow['purpose'] }): Promise<void> {
  await db.insertInto('email_verifications').values(row).execute();
}

export function findByTokenHash(db: Kysely<DB>, tokenHash: string): Promise<VerificationRow | undefined> {
  return db.selectFrom('email_verifications').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Marks the link used; true for exactly one caller when two open it at once (the row's used_at decides). */
export async function claimVerification(db: Kysely<DB>, id: string, now: string): Promise<boolean> {
  const result = await db.updateTable('email_verifications').set({ used_at: now }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markEmailVerified(db: Kysely<DB>, userId: string, email: string, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_verified_at: now, updated_at: now })
    .where('id', '=', userId)
    .where('email', '=', email)
    .where('email_verified_at', 'is', null)
    .execute();
}

export function findUser(db: Kysely<DB>, id: string) {
  return db.selectFrom('users').select(['id', 'email', 'first_name', 'is_active', 'email_verified_at', 'locale']).where('id', '=', id).executeTakeFirst();
}

/** A new request for a change replaces the ones before it: their links stop working (decision 069). */
export async function deletePendingChanges(db: Kysely<DB>, userId: string): Promise<void> {
  await db.deleteFrom('email_verifications').where('user_id', '=', userId).where('purpose', '=', 'change').where('used_at', 'is', null).execute();
}

/** Moves the account to an address just confirmed from its mailbox; the administrator confirmation does not follow. */
export async function moveToAddress(db: Kysely<DB>, userId: string, email: string, now: string): Promise<void> {
  await db.updateTable('users').set({ email, email_verified_at: now, admin_confirmed_at: null, updated_at: now }).where('id', '=', userId).execute();
}
