import type { Kysely } from 'kysely';

// The Social Hub (issue 16): posts, reactions, one reflection a day, streaks, achievements, each member's community
// profile, and the moderation a community needs (reports, blocks, hidden posts).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('social_posts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('post_type', 'text', (c) => c.notNull()) // prompt_response | welcome | assessment_complete | achievement | milestone
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('is_anonymous', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('prompt_id', 'text')
    .addColumn('hidden_at', 'text') // hidden by the administrator
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('social_posts_feed').on('social_posts').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('social_posts_user').on('social_posts').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('social_reactions')
    .addColumn('post_id', 'text', (c) => c.notNull().references('social_posts.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reaction_type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('social_reactions_pk', ['post_id', 'user_id', 'reaction_type'])
    .execute();
  await db.schema.createIndex('social_reactions_user').on('social_reactions').column('user_id').execute();

  // One reflection per person and local day: the primary key is the rule, whatever the double clicks.
  await db.schema
    .createTable('social_responses')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('local_date', 'text', (c) => c.notNull())
    .addColumn('prompt_id', 'text', (c) => c.notNull())
    .addColumn('post_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('social_responses_pk', ['user_id', 'local_date'])
    .execute();

  await db.schema
    .createTable('social_profiles')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('display_name', 'text')
    .addColumn('bio', 'text')
    .addColumn('show_streaks', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('show_achievements', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('auto_posts', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('joined_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('social_achievements')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('achievement', 'text', (c) => c.notNull())
    .addColumn('awarded_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('social_achievements_pk', ['user_id', 'achievement'])
    .execute();

  await db.schema
    .createTable('social_reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('post_id', 'text', (c) => c.notNull().references('social_posts.id').onDelete('cascade'))
    .addColumn('reporter_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('resolved_at', 'text')
    .addUniqueConstraint('social_reports_once', ['post_id', 'reporter_id'])
    .execute();

  await db.schema
    .createTable('social_blocks')
    .addColumn('blocker_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('blocked_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('social_blocks_pk', ['blocker_id', 'blocked_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['social_blocks', 'social_reports', 'social_achievements', 'social_profiles', 'social_responses', 'social_reactions', 'social_posts']) {
    await db.schema.dropTable(table).execute();
  }
}
