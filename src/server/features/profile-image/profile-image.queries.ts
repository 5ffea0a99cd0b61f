import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** Stores (or replaces) a member's photo and points users.profile_image_url at it, in one transaction. */
export async function storeProfileImage(db: Kysely<DB>, userId: string, jpegBase64: string, url: string, now: string): Promise<void> {
  const stored = { jpeg_base64: jpegBase64, updated_at: now };
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('profile_images')
      .values({ user_id: userId, ...stored })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(stored))
      .execute();
    await tx.updateTable('users').set({ profile_image_url: url, updated_at: now }).where('id', '=', userId).execute();
  });
}

export async function deleteProfileImage(db: Kysely<DB>, userId: string, now: string): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('profile_images').where('user_id', '=', userId).execute();
    await tx.updateTable('users').set({ profile_image_url: null, updated_at: now }).where('id', '=', userId).execute();
  });
}

/** The photo of an active member, as stored (base64 JPEG). */
export async function findActiveProfileImage(db: Kysely<DB>, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('profile_images')
    .innerJoin('users', 'users.id', 'profile_images.user_id')
    .select('profile_images.jpeg_base64')
    .where('profile_images.user_id', '=', userId)
    .where('users.is_active', '=', 1)
    .executeTakeFirst();
  return row?.jpeg_base64;
}
