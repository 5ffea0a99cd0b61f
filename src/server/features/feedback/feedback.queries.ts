import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { FeedbackRow } from './feedback.tables.js';

export async function insertFeedback(db: Kysely<DB>, row: FeedbackRow): Promise<void> {
  await db.insertInto('feedback').values(row).execute();
}

/** The newest feedback first, with the sender's name. */
export function latestFeedback(db: Kysely<DB>, limit: number) {
  return db
    .selectFrom('feedback')
    .innerJoin('users', 'users.id', 'feedback.user_id')
    .select([
      'feedback.id',
      'feedback.category',
      'feedback.subject',
      'feedback.message',
      'feedback.email',
      'feedback.created_at',
      'users.id as user_id',
      'users.first_name',
      'users.last_name',
    ])
    .orderBy('feedback.created_at', 'desc')
    .orderBy('feedback.id', 'desc')
    .limit(limit)
    .execute();
}
