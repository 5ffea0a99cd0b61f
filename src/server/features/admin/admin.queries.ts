import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

export function listUsers(db: Kysely<DB>) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'is_active', 'created_at'])
    .orderBy('created_at', 'desc')
    .execute();
}

export async function setUserActive(db: Kysely<DB>, id: string, isActive: boolean): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ is_active: isActive ? 1 : 0, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
