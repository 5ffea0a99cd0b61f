import type { Kysely } from 'kysely';

// "Let the coach use our revealed daily answers" (issue 31, decision 078): a Privacy choice, off until the person
// turns it on. It sits with the other Privacy choices; a person without a row has every default, so off.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('sharing_choices')
    .addColumn('coach_uses_daily_answers', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sharing_choices').dropColumn('coach_uses_daily_answers').execute();
}
