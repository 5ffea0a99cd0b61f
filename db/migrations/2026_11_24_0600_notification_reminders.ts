import type { Kysely } from 'kysely';

// Reminders sent (issue 15): the Monday weekly-actions reset and the daily reflection reminder, one row per person,
// kind and local period. The primary key makes each reminder go out once, whichever instance or run gets there first.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notification_reminders')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull()) // weekly_actions | daily_reflection
    .addColumn('period', 'text', (c) => c.notNull()) // the local week's Monday or the local day, YYYY-MM-DD
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_reminders_pk', ['user_id', 'kind', 'period'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('notification_reminders').execute();
}
