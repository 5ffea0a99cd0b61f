import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';

// Results per attempt (issue 32, decision 060). survey_results and survey_responses keep meaning "the latest", so every
// reader (Vibe, coach, hub, newsletter) is unchanged; survey_attempts holds every completed attempt, the latest too,
// with its answers. survey_retakes holds one row per person and local week (its Monday): the primary key is the
// weekly limit, so two parallel requests cannot both start a retake.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('survey_attempts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull()) // 1 for the first completion, then one more per retake
    .addColumn('answers', 'text', (c) => c.notNull()) // JSON: category id -> sorted option indexes
    .addColumn('results', 'text', (c) => c.notNull()) // JSON: SurveyResults as scored
    .addColumn('completed_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('survey_attempts_user_number', ['user_id', 'number'])
    .execute();
  await db.schema
    .createTable('survey_retakes')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('week', 'text', (c) => c.notNull()) // the local week's Monday, YYYY-MM-DD
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text') // null while the retake is being answered
    .addPrimaryKeyConstraint('survey_retakes_pk', ['user_id', 'week'])
    .execute();

  // Today's results become attempt 1 for everyone, with the answers they were scored from.
  const results = await db.selectFrom('survey_results').select(['user_id', 'results', 'updated_at']).execute();
  for (const row of results as Array<{ user_id: string; results: string; updated_at: string }>) {
    const responses = (await db
      .selectFrom('survey_responses')
      .select(['category', 'responses'])
      .where('user_id', '=', row.user_id)
      .execute()) as Array<{ category: string; responses: string }>;
    const answers: Record<string, number[]> = {};
    for (const r of responses) answers[r.category] = JSON.parse(r.responses) as number[];
    await db
      .insertInto('survey_attempts')
      .values({ id: randomUUID(), user_id: row.user_id, number: 1, answers: JSON.stringify(answers), results: row.results, completed_at: row.updated_at })
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('survey_retakes').execute();
  await db.schema.dropTable('survey_attempts').execute();
}
