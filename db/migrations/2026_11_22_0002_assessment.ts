import type { Kysely } from 'kysely';

// The assessment: survey answers and progress, stored results, hobby answers and compatibility weights.
// JSON columns are text (see 2026_11_22_0001_accounts.ts for the conventions).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('survey_responses')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('category_index', 'integer', (c) => c.notNull())
    .addColumn('responses', 'text', (c) => c.notNull()) // JSON: sorted option indexes
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('survey_responses_pk', ['user_id', 'category'])
    .execute();

  await db.schema
    .createTable('survey_progress')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('completed_categories', 'text', (c) => c.notNull()) // JSON: category ids
    .addColumn('current_category_index', 'integer', (c) => c.notNull())
    .addColumn('is_completed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('survey_results')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('personality_type', 'text', (c) => c.notNull())
    .addColumn('results', 'text', (c) => c.notNull()) // JSON: SurveyResults with evidence
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('hobby_responses')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('selections', 'text', (c) => c.notNull()) // JSON: HobbySelection[]
    .addColumn('preferences', 'text', (c) => c.notNull()) // JSON: { topThree, notes }
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('hobby_responses_pk', ['user_id', 'category'])
    .execute();

  // Progressive assessment milestones beyond the core survey.
  await db.schema
    .createTable('assessment_progress')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('hobby_completed_at', 'text')
    .addColumn('skipped_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('compatibility_weights')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('personality_weight', 'integer', (c) => c.notNull())
    .addColumn('lifestyle_weight', 'integer', (c) => c.notNull())
    .addColumn('preference', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['compatibility_weights', 'assessment_progress', 'hobby_responses', 'survey_results', 'survey_progress', 'survey_responses']) {
    await db.schema.dropTable(table).execute();
  }
}
