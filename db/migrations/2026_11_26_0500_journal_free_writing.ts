import { sql, type Kysely } from 'kysely';
import { isPostgres } from './_helpers.js';

// Free writing in the journal (issue 30, item 14): an entry no longer needs a weekly action, so action_id may be
// NULL. PostgreSQL drops the constraint in place; SQLite cannot, so the table is rebuilt with the same columns,
// keys and index (the unique action_id still allows one reflection per action; NULLs never collide).
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await db.schema.alterTable('journal_entries').alterColumn('action_id', (c) => c.dropNotNull()).execute();
    return;
  }
  await rebuild(db, false);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('journal_entries').where('action_id', 'is', null).execute();
  if (isPostgres(db)) {
    await db.schema.alterTable('journal_entries').alterColumn('action_id', (c) => c.setNotNull()).execute();
    return;
  }
  await rebuild(db, true);
}

async function rebuild(db: Kysely<any>, actionRequired: boolean): Promise<void> {
  await db.schema
    .createTable('journal_entries_next')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('action_id', 'text', (c) => {
      const column = c.unique().references('weekly_actions.id').onDelete('cascade');
      return actionRequired ? column.notNull() : column;
    })
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('mood', 'text')
    .addColumn('insights', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await sql`insert into journal_entries_next (id, user_id, action_id, content, mood, insights, created_at, updated_at)
    select id, user_id, action_id, content, mood, insights, created_at, updated_at from journal_entries`.execute(db);
  await db.schema.dropTable('journal_entries').execute();
  await db.schema.alterTable('journal_entries_next').renameTo('journal_entries').execute();
  await db.schema.createIndex('journal_entries_user_created').on('journal_entries').columns(['user_id', 'created_at']).execute();
}
