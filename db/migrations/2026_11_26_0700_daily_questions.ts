import type { Kysely } from 'kysely';

// The daily question for two (issue 31, decision 065). A pair owns what the two share: one row per connection for
// its streak and pause, one per pair-day for the question asked, one per person and pair-day for their answer.
// Everything goes with the connection (cascade); a person's answers go with their account.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('daily_question_pairs')
    .addColumn('connection_id', 'text', (c) => c.primaryKey().references('connections.id').onDelete('cascade'))
    .addColumn('paused_by', 'text') // the person who paused, null when running (the other never reads who)
    .addColumn('streak', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_day', 'text') // the last pair-day both answered, YYYY-MM-DD
    .addColumn('frozen_weeks', 'text', (c) => c.notNull().defaultTo('[]')) // JSON: the Mondays whose freeze was spent
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('daily_question_days')
    .addColumn('connection_id', 'text', (c) => c.notNull().references('connections.id').onDelete('cascade'))
    .addColumn('pair_day', 'text', (c) => c.notNull())
    .addColumn('question_id', 'text', (c) => c.notNull())
    .addColumn('skipped', 'text', (c) => c.notNull().defaultTo('[]')) // JSON: question ids skipped that day
    .addColumn('revealed_at', 'text') // set once, by the answer that completed the pair
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('daily_question_days_pk', ['connection_id', 'pair_day'])
    .execute();
  await db.schema
    .createTable('daily_question_answers')
    .addColumn('connection_id', 'text', (c) => c.notNull())
    .addColumn('pair_day', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('reaction', 'text') // this person's reaction to the other's revealed answer
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('daily_question_answers_pk', ['connection_id', 'pair_day', 'user_id'])
    .addForeignKeyConstraint('daily_question_answers_day', ['connection_id', 'pair_day'], 'daily_question_days', ['connection_id', 'pair_day'], (c) => c.onDelete('cascade'))
    .execute();
  await db.schema.createIndex('daily_question_answers_user').on('daily_question_answers').column('user_id').execute();
  await db.schema.createIndex('daily_question_days_revealed').on('daily_question_days').columns(['connection_id', 'revealed_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('daily_question_answers').execute();
  await db.schema.dropTable('daily_question_days').execute();
  await db.schema.dropTable('daily_question_pairs').execute();
}
