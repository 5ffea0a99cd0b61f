import type { Kysely } from 'kysely';

// How far each person has read each real-time conversation, on the server so it holds across devices and sign-ins:
// the seq of the last message they saw (shared_messages.seq orders a conversation exactly; times can tie).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('read_positions')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('conversation_id', 'text', (c) => c.notNull().references('shared_conversations.id').onDelete('cascade'))
    .addColumn('last_read_seq', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('read_positions_pk', ['user_id', 'conversation_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('read_positions').execute();
}
