import type { Kysely } from 'kysely';

// A member's profile photo: one 400×400 JPEG per person, as base64 text (decision 002: text, not a blob type, so
// the column is the same on SQLite and PostgreSQL). users.profile_image_url points at it with a version.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('profile_images')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('jpeg_base64', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('profile_images').execute();
}
