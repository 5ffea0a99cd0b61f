import type { Kysely } from 'kysely';

// What the coach remembers (issue 19): short facts a person asked it to keep, one row each, theirs alone.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('coach_memories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('fact', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('coach_memories_user').on('coach_memories').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('coach_memories').execute();
}
