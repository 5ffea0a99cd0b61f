import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

export async function insertSetupCode(db: Kysely<DB>, row: { id: string; code_hash: string; expires_at: string; created_at: string }): Promise<void> {
  await db.insertInto('admin_setup_codes').values(row).execute();
}

/** Takes the code out of the table if it is there and unexpired: true for exactly one of two parallel callers. */
export async function claimSetupCode(db: Kysely<DB>, codeHash: string, now: string): Promise<boolean> {
  const result = await db.deleteFrom('admin_setup_codes').where('code_hash', '=', codeHash).where('expires_at', '>', now).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function deleteAllSetupCodes(db: Kysely<DB>): Promise<void> {
  await db.deleteFrom('admin_setup_codes').execute();
}

export async function markAdministrator(db: Kysely<DB>, userId: string, at: string): Promise<void> {
  await db.updateTable('users').set({ admin_confirmed_at: at }).where('id', '=', userId).execute();
}

/** Whether an active account holding `email` verified it and entered a setup code. */
export async function confirmedAdministratorExists(db: Kysely<DB>, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .where('email_verified_at', 'is not', null)
    .where('admin_confirmed_at', 'is not', null)
    .where('is_active', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function otherSessionIds(db: Kysely<DB>, userId: string, keepSessionId: string): Promise<string[]> {
  const rows = await db.selectFrom('sessions').select('id').where('user_id', '=', userId).where('id', '!=', keepSessionId).execute();
  return rows.map((r) => r.id);
}
