import type { Kysely } from 'kysely';
import { serialType } from './_helpers.js';

// Shared conversations of a connection ("with": the two people in real time; "about": private to its creator) and
// their messages. `seq` orders messages and lets a client ask for what it missed (`after=`).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('shared_conversations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('connection_id', 'text', (c) => c.notNull().references('connections.id').onDelete('cascade'))
    .addColumn('chat_mode', 'text', (c) => c.notNull()) // with | about
    // "about": the person being discussed (the creator's partner); null for "with".
    .addColumn('about_user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('created_by', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // "<connection>:with" or "<connection>:about:<creator>": creating twice returns the first one.
    .addColumn('unique_key', 'text', (c) => c.notNull().unique())
    .addColumn('user1_ai_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('user2_ai_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('shared_conversations_connection').on('shared_conversations').column('connection_id').execute();

  await db.schema
    .createTable('shared_messages')
    .addColumn('seq', serialType(db), (c) => c.primaryKey())
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('conversation_id', 'text', (c) => c.notNull().references('shared_conversations.id').onDelete('cascade'))
    .addColumn('sender_id', 'text', (c) => c.references('users.id').onDelete('set null')) // null: the coach
    .addColumn('sender_role', 'text', (c) => c.notNull()) // user | coach
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('shared_messages_conversation_seq')
    .on('shared_messages')
    .columns(['conversation_id', 'seq'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('shared_messages').execute();
  await db.schema.dropTable('shared_conversations').execute();
}
