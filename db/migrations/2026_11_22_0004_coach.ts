import type { Kysely } from 'kysely';

// The AI coach: a person's own conversations with the coach, their messages, and uploaded chat attachments.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('coach_conversations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('coach_conversations_user').on('coach_conversations').columns(['user_id', 'updated_at']).execute();

  await db.schema
    .createTable('coach_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('conversation_id', 'text', (c) => c.notNull().references('coach_conversations.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull()) // user | assistant
    .addColumn('content', 'text', (c) => c.notNull())
    // JSON { name, kind, size } of a file sent with a user message, else null.
    .addColumn('attachment', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('coach_messages_conversation').on('coach_messages').columns(['conversation_id', 'created_at']).execute();

  await db.schema
    .createTable('coach_uploads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull()) // text | image
    .addColumn('media_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    // text: the bounded content; image: base64 of a model-sized copy
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('coach_uploads_user').on('coach_uploads').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('coach_uploads').execute();
  await db.schema.dropTable('coach_messages').execute();
  await db.schema.dropTable('coach_conversations').execute();
}
