import type { Kysely } from 'kysely';

// "What my connections can see" (Settings › Privacy): one row per person who changed a choice; no row means the
// defaults (attachment style and love languages shown, stability scores hidden). Booleans are 0/1 (decision 002).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sharing_choices')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('show_attachment', 'integer', (c) => c.notNull())
    .addColumn('show_love_languages', 'integer', (c) => c.notNull())
    .addColumn('show_stability', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sharing_choices').execute();
}
