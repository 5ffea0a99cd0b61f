import type { Kysely } from 'kysely';

// Connections between two members, invitations (by e-mail or direct) and the e-mail outbox.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('connections')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // user1 asked (the inviter), user2 was asked.
    .addColumn('user1_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('user2_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The two ids sorted and joined: unique, so a pair can only ever have one connection.
    .addColumn('pair_key', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull()) // pending | active
    .addColumn('relationship_type', 'text', (c) => c.notNull())
    .addColumn('invitation_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('connections_user1').on('connections').column('user1_id').execute();
  await db.schema.createIndex('connections_user2').on('connections').column('user2_id').execute();

  await db.schema
    .createTable('invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('inviter_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('invitee_email', 'text') // null for a direct invitation
    .addColumn('invitee_user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('relationship_type', 'text', (c) => c.notNull())
    .addColumn('personal_message', 'text')
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull()) // pending | sent | failed | accepted
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('invitations_inviter').on('invitations').column('inviter_id').execute();
  await db.schema.createIndex('invitations_invitee_email').on('invitations').column('invitee_email').execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull()) // queued (no SMTP configured) | sent | failed
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
  await db.schema.dropTable('invitations').execute();
  await db.schema.dropTable('connections').execute();
}
