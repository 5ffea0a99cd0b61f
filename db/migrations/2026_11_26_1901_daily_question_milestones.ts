import type { Kysely } from 'kysely';

// Sharing a daily-question streak milestone in the Social Hub (issue 31, decision 078). Each person's choice per
// pair and milestone; a pair post names its second person (`co_author_id`, so blocks and departures apply to both)
// and carries the pair and milestone it celebrates (`pair_milestone`), unique, so each milestone is posted once.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('daily_question_milestone_choices')
    .addColumn('connection_id', 'text', (c) => c.notNull().references('connections.id').onDelete('cascade'))
    .addColumn('milestone', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('share', 'integer', (c) => c.notNull()) // 1: yes, share it; 0: keep it between us
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('daily_question_milestone_choices_pk', ['connection_id', 'milestone', 'user_id'])
    .execute();
  // One row per milestone ever posted: a post its author deletes stays gone (a later yes does not post it again).
  await db.schema
    .createTable('daily_question_milestones_posted')
    .addColumn('connection_id', 'text', (c) => c.notNull().references('connections.id').onDelete('cascade'))
    .addColumn('milestone', 'integer', (c) => c.notNull())
    .addColumn('posted_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('daily_question_milestones_posted_pk', ['connection_id', 'milestone'])
    .execute();
  await db.schema.alterTable('social_posts').addColumn('co_author_id', 'text', (c) => c.references('users.id').onDelete('cascade')).execute();
  await db.schema.alterTable('social_posts').addColumn('pair_milestone', 'text').execute();
  await db.schema.createIndex('social_posts_pair_milestone').unique().on('social_posts').column('pair_milestone').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('social_posts_pair_milestone').execute();
  await db.schema.alterTable('social_posts').dropColumn('pair_milestone').execute();
  await db.schema.alterTable('social_posts').dropColumn('co_author_id').execute();
  await db.schema.dropTable('daily_question_milestones_posted').execute();
  await db.schema.dropTable('daily_question_milestone_choices').execute();
}
