import type { Kysely } from 'kysely';

// Weekly stability actions and the reflection journal (issue 14, decision 018).
export async function up(db: Kysely<any>): Promise<void> {
  // The actions listed for a person in one local week (week_key: the Monday's local date), copied from the library or
  // generated for them. source_key keeps a reload from listing a library action twice in one week.
  await db.schema
    .createTable('weekly_actions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('stability_type', 'text', (c) => c.notNull())
    .addColumn('week_key', 'text', (c) => c.notNull())
    .addColumn('source_key', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('instructions', 'text', (c) => c.notNull())
    .addColumn('difficulty', 'text', (c) => c.notNull())
    .addColumn('estimated_time', 'text', (c) => c.notNull())
    .addColumn('is_custom', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('points_awarded', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('completed_at', 'text')
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('weekly_actions_source_unique', ['user_id', 'stability_type', 'week_key', 'source_key'])
    .execute();

  // The rule "one completed action per stability type per week" lives here: the primary key refuses a second one,
  // whichever request, tab or instance tries.
  await db.schema
    .createTable('weekly_completions')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('stability_type', 'text', (c) => c.notNull())
    .addColumn('week_key', 'text', (c) => c.notNull())
    .addColumn('action_id', 'text', (c) => c.notNull().references('weekly_actions.id').onDelete('cascade'))
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('completed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('weekly_completions_pk', ['user_id', 'stability_type', 'week_key'])
    .execute();

  await db.schema
    .createTable('journal_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('action_id', 'text', (c) => c.notNull().unique().references('weekly_actions.id').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('mood', 'text')
    .addColumn('insights', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('journal_entries_user_created').on('journal_entries').columns(['user_id', 'created_at']).execute();

  // At most a few generations per type per local day: attempt 1..N is the key, so parallel requests cannot exceed N.
  await db.schema
    .createTable('action_generations')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('stability_type', 'text', (c) => c.notNull())
    .addColumn('day_key', 'text', (c) => c.notNull())
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('action_generations_pk', ['user_id', 'stability_type', 'day_key', 'attempt'])
    .execute();

  // "Let the coach use my reflections" (Settings). No row: on.
  await db.schema
    .createTable('journal_settings')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('coach_uses_reflections', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['journal_settings', 'action_generations', 'journal_entries', 'weekly_completions', 'weekly_actions']) {
    await db.schema.dropTable(table).execute();
  }
}
