import type { Kysely } from 'kysely';

// Each time a pair's Vibe moves, what moved it (decision 012): the score before and after, the cause and who caused
// it, so the connection dialog can say "Up from 85 after Sam changed the relationship type to Couple".
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('vibe_changes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('connection_id', 'text', (c) => c.notNull().references('connections.id').onDelete('cascade'))
    .addColumn('previous_score', 'integer', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('cause', 'text', (c) => c.notNull())
    .addColumn('changed_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('detail', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('vibe_changes_connection_created').on('vibe_changes').columns(['connection_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('vibe_changes').execute();
}
