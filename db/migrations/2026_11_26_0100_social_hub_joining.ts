import type { Kysely } from 'kysely';

// Issue 28, finding 6 and finding 1: joining the Social Hub is an explicit choice of what strangers see (type, photo),
// and an achievement earned by an anonymous act is kept quiet (only its holder sees it).
// Members who joined before this (by merely opening the hub) start with type and photo hidden: they never chose.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('social_profiles').addColumn('show_type', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('social_profiles').addColumn('show_photo', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('social_achievements').addColumn('quiet', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('social_achievements').dropColumn('quiet').execute();
  await db.schema.alterTable('social_profiles').dropColumn('show_photo').execute();
  await db.schema.alterTable('social_profiles').dropColumn('show_type').execute();
}
