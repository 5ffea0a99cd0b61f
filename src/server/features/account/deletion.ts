/**
 * Deleting an account (issue 18, decision 027): one transaction over every table that holds anything of the person.
 * ACCOUNT_TABLES names each table and what happens to it; deletion.test.ts walks the live schema and fails when a
 * table with a person-like column (user_id, sender_id, email, …) is missing here, so a new feature's table cannot
 * be forgotten.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { AppDeps } from '../../deps.js';
import { newId } from '../../ids.js';
import { announceConnectionChanged } from '../connections/departed.js';
import { DELETED_MEMBER_NAME, DELETED_MESSAGE_TEXT } from '../../../shared/account.js';
import { coachIdle } from '../shared-chat/coach.js';
import { SESSIONS_ENDED_TOPIC } from '../auth/auth.service.js';

/** The person leaving, as the rules below need them. */
export interface Leaving {
  userId: string;
  email: string;
  now: string;
  /** Connections that stay (active ones): the other person keeps their shared chats there. */
  keptConnectionIds: string[];
  /** Tokens of invitations the person sent: the mails that carried them name the person. */
  invitationTokens: string[];
  /** The person's first and last name, as written in the account. */
  names: string[];
  /** Everyone the person had a connection or a request with: their private coach may have described the person. */
  connectedIds: string[];
  /** Other addresses the person gave (the contact address of their feedback): mail copies went there or name them. */
  contactAddresses: string[];
  /**
   * Who the person's invitations went to, and their first name: the outbox keeps invitation mails with the token
   * masked (decision 043), so they are found by addressee, kind and the inviter's name instead.
   */
  invitees: string[];
  firstName: string;
}

type Trx = Transaction<DB> | Kysely<DB>;

interface TableRule {
  /** What happens to the table's rows about the person, in words (the decision record repeats it). */
  how: string;
  run(trx: Trx, p: Leaving): Promise<unknown>;
}

const byUserId = (table: keyof DB & string, how: string): TableRule => ({
  how,
  run: (trx, p) => (trx as Kysely<any>).deleteFrom(table).where('user_id', '=', p.userId).execute(),
});

/** Ordered: children before parents, the users row last. */
export const ACCOUNT_TABLES: Record<string, TableRule> = {
  sessions: byUserId('sessions', 'deleted: every device is signed out'),
  known_devices: byUserId('known_devices', 'deleted: no browser is remembered as the person’s (decision 044)'),
  password_resets: byUserId('password_resets', 'deleted'),
  email_verifications: {
    how: 'deleted, by account and by address',
    run: (trx, p) => trx.deleteFrom('email_verifications').where((eb) => eb.or([eb('user_id', '=', p.userId), eb('email', '=', p.email)])).execute(),
  },
  survey_responses: byUserId('survey_responses', 'deleted'),
  survey_progress: byUserId('survey_progress', 'deleted'),
  survey_results: byUserId('survey_results', 'deleted'),
  survey_attempts: byUserId('survey_attempts', 'deleted: every attempt with its answers'),
  survey_retakes: byUserId('survey_retakes', 'deleted'),
  assessment_progress: byUserId('assessment_progress', 'deleted'),
  hobby_responses: byUserId('hobby_responses', 'deleted'),
  compatibility_weights: byUserId('compatibility_weights', 'deleted'),
  sharing_choices: byUserId('sharing_choices', 'deleted'),
  notification_preferences: byUserId('notification_preferences', 'deleted'),
  notification_reminders: byUserId('notification_reminders', 'deleted'),
  push_subscriptions: byUserId('push_subscriptions', 'deleted'),
  newsletter_subscriptions: byUserId('newsletter_subscriptions', 'deleted: no further edition is sent'),
  newsletter_deliveries: byUserId('newsletter_deliveries', 'deleted: which editions and articles went to the person'),
  profile_images: byUserId('profile_images', 'deleted'),
  coach_messages: {
    how: "deleted; in the private coach chats of the people they were connected with, the coach's turns that name them (built from their profile) are deleted too",
    run: async (trx, p) => {
      await trx.deleteFrom('coach_messages').where('user_id', '=', p.userId).execute();
      await deleteCoachTurnsNaming(trx, p.connectedIds, p.names);
    },
  },
  coach_uploads: byUserId('coach_uploads', 'deleted'),
  coach_memories: byUserId('coach_memories', 'deleted'),
  social_reactions: {
    how: 'deleted: the reactions the person gave, and every reaction to their posts',
    run: (trx, p) =>
      trx
        .deleteFrom('social_reactions')
        .where((eb) => eb.or([eb('user_id', '=', p.userId), eb('post_id', 'in', eb.selectFrom('social_posts').select('id').where((w) => w.or([w('user_id', '=', p.userId), w('co_author_id', '=', p.userId)])))]))
        .execute(),
  },
  social_reports: {
    how: 'deleted: the reports the person made, and reports about their posts',
    run: (trx, p) =>
      trx
        .deleteFrom('social_reports')
        .where((eb) => eb.or([eb('reporter_id', '=', p.userId), eb('post_id', 'in', eb.selectFrom('social_posts').select('id').where((w) => w.or([w('user_id', '=', p.userId), w('co_author_id', '=', p.userId)])))]))
        .execute(),
  },
  social_blocks: {
    how: 'deleted, both the blocks the person made and those against them',
    run: (trx, p) => trx.deleteFrom('social_blocks').where((eb) => eb.or([eb('blocker_id', '=', p.userId), eb('blocked_id', '=', p.userId)])).execute(),
  },
  social_responses: byUserId('social_responses', 'deleted'),
  social_achievements: byUserId('social_achievements', 'deleted'),
  social_profiles: byUserId('social_profiles', 'deleted'),
  social_posts: {
    how: 'deleted: their reflections, the automatic posts about them and the shared milestone posts that name them leave the feed',
    run: (trx, p) => trx.deleteFrom('social_posts').where((eb) => eb.or([eb('user_id', '=', p.userId), eb('co_author_id', '=', p.userId)])).execute(),
  },
  coach_conversations: byUserId('coach_conversations', 'deleted'),
  journal_entries: byUserId('journal_entries', 'deleted'),
  journal_settings: byUserId('journal_settings', 'deleted'),
  weekly_completions: byUserId('weekly_completions', 'deleted'),
  weekly_actions: byUserId('weekly_actions', 'deleted'),
  action_generations: byUserId('action_generations', 'deleted'),
  feedback: byUserId('feedback', 'deleted (it also holds the address it was sent from)'),
  read_positions: byUserId('read_positions', 'deleted'),
  mail_outbox: {
    how: 'mail to any of their addresses, mail that names an address or their full name (feedback), and invitation mails the person sent, deleted',
    run: async (trx, p) => {
      const addresses = [p.email, ...p.contactAddresses];
      await trx.deleteFrom('mail_outbox').where('to_address', 'in', addresses).execute();
      const fullName = p.names.join(' ').trim();
      for (const needle of [...addresses, ...(fullName ? [fullName] : []), ...p.invitationTokens]) {
        await trx.deleteFrom('mail_outbox').where(sql<boolean>`text_body like ${`%${escapeLike(needle)}%`} escape '\\'`).execute();
      }
      if (p.invitees.length > 0) {
        await trx
          .deleteFrom('mail_outbox')
          .where('to_address', 'in', p.invitees)
          .where('subject', 'like', '% invited you to connect on Attune')
          .where(sql<boolean>`subject like ${`%${escapeLike(p.firstName)}%`} escape '\\'`)
          .execute();
      }
    },
  },
  invitations: {
    how: 'deleted: sent by the person, or sent to them (by account or address)',
    run: (trx, p) =>
      trx
        .deleteFrom('invitations')
        .where((eb) => eb.or([eb('inviter_id', '=', p.userId), eb('invitee_user_id', '=', p.userId), eb('invitee_email', '=', p.email)]))
        .execute(),
  },
  shared_messages: {
    how: "the person's own messages keep their place but lose their words and author; the coach's turns in the pair's chats, made from both profiles, are deleted",
    run: async (trx, p) => {
      await trx.updateTable('shared_messages').set({ content: DELETED_MESSAGE_TEXT, sender_id: null }).where('sender_id', '=', p.userId).execute();
      await deleteCoachTurns(trx, p.keptConnectionIds);
    },
  },
  shared_conversations: {
    how: "'about' chats the person created are deleted with their messages; 'with' chats and the other person's 'about' chats stay",
    run: (trx, p) => trx.deleteFrom('shared_conversations').where('created_by', '=', p.userId).where('chat_mode', '=', 'about').execute(),
  },
  vibe_changes: {
    how: 'kept for the pair; who moved it is forgotten',
    run: (trx, p) => trx.updateTable('vibe_changes').set({ changed_by: null }).where('changed_by', '=', p.userId).execute(),
  },
  daily_question_milestone_choices: byUserId('daily_question_milestone_choices', "deleted: the person's choices about sharing the pair's streak milestones"),
  daily_question_answers: byUserId('daily_question_answers', "deleted: the person's answers to the pair's daily questions and their reactions; the other person keeps their own"),
  daily_question_pairs: {
    how: 'kept for the pair (its streak); a pause the person made is lifted and who paused is forgotten',
    run: (trx, p) => trx.updateTable('daily_question_pairs').set({ paused_by: null }).where('paused_by', '=', p.userId).execute(),
  },
  connections: {
    how: 'pending requests deleted; active connections stay, so the other person keeps their chats (with a "Deleted member")',
    run: (trx, p) =>
      trx
        .deleteFrom('connections')
        .where((eb) => eb.or([eb('user1_id', '=', p.userId), eb('user2_id', '=', p.userId)]))
        .where('status', '!=', 'active')
        .execute(),
  },
  users: {
    how: 'deleted; while an active connection remains, an empty "Deleted member" row without e-mail, name or password stays in its place',
    run: async (trx, p) => {
      if (p.keptConnectionIds.length === 0) {
        await trx.deleteFrom('users').where('id', '=', p.userId).execute();
        return;
      }
      await trx
        .updateTable('users')
        .set({
          email: `${p.userId}@deleted.invalid`,
          first_name: DELETED_MEMBER_NAME,
          last_name: '',
          password_hash: '!',
          profile_image_url: null,
          is_active: 0,
          time_zone: 'UTC',
          time_zone_chosen: 0,
          email_verified_at: null,
          deleted_at: p.now,
          updated_at: p.now,
        })
        .where('id', '=', p.userId)
        .execute();
    },
  },
};

/** Tables that hold nothing about any one person (the schema walk accepts them without a rule). */
export const TABLES_WITHOUT_PEOPLE = ['account_deletions', 'scheduled_runs', 'server_keys'] as const;

/** A text matched literally by LIKE … ESCAPE '\\' (an address may hold "_"). */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A name as a whole word, case as written ("Al" in "Al said", not in "Also"); undefined for an empty name. */
function wordPattern(name: string): RegExp | undefined {
  const trimmed = name.trim();
  if (!trimmed) return undefined;
  return new RegExp(`(?<![\\p{L}\\p{N}])${trimmed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'u');
}

/**
 * The coach's turns in these people's private coach chats that name the leaving person: the coach built them from
 * that person's profile ("Sam feels loved through …"), which is theirs to take away (decision 045). The other
 * person's own words stay theirs, as in the shared chats.
 */
async function deleteCoachTurnsNaming(trx: Trx, peopleIds: string[], names: string[]): Promise<void> {
  const patterns = names.map(wordPattern).filter((p): p is RegExp => p !== undefined);
  if (peopleIds.length === 0 || patterns.length === 0) return;
  const turns = await trx.selectFrom('coach_messages').select(['id', 'content']).where('user_id', 'in', peopleIds).where('role', '=', 'assistant').execute();
  const naming = turns.filter((turn) => patterns.some((pattern) => pattern.test(turn.content))).map((turn) => turn.id);
  for (let i = 0; i < naming.length; i += 500) await trx.deleteFrom('coach_messages').where('id', 'in', naming.slice(i, i + 500)).execute();
}

/** The coach's messages in the chats of these connections: they quote both people's profiles and names. */
async function deleteCoachTurns(trx: Trx, connectionIds: string[]): Promise<void> {
  if (connectionIds.length === 0) return;
  await trx
    .deleteFrom('shared_messages')
    .where('sender_role', '=', 'coach')
    .where('conversation_id', 'in', (eb) => eb.selectFrom('shared_conversations').select('id').where('connection_id', 'in', connectionIds))
    .execute();
}

/**
 * Removes the account in one transaction. The caller has checked the password. Afterwards the address can register
 * again as a new person, and the admin monitor counts one more deletion.
 */
export async function deleteAccount(deps: AppDeps, userId: string): Promise<void> {
  const { db } = deps.database;
  const { kept, limiterKeys } = await db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select(['id', 'email', 'first_name', 'last_name']).where('id', '=', userId).executeTakeFirstOrThrow();
    const connections = await trx
      .selectFrom('connections')
      .select(['id', 'status', 'user1_id', 'user2_id'])
      .where((eb) => eb.or([eb('user1_id', '=', userId), eb('user2_id', '=', userId)]))
      .execute();
    const invitations = await trx.selectFrom('invitations').select(['token', 'invitee_email']).where('inviter_id', '=', userId).execute();
    const contacts = await trx.selectFrom('feedback').select('email').distinct().where('user_id', '=', userId).execute();
    const leaving: Leaving = {
      userId,
      email: user.email,
      now: deps.clock.now().toISOString(),
      keptConnectionIds: connections.filter((c) => c.status === 'active').map((c) => c.id),
      invitationTokens: invitations.map((i) => i.token),
      names: [user.first_name, user.last_name],
      connectedIds: connections.map((c) => (c.user1_id === userId ? c.user2_id : c.user1_id)),
      contactAddresses: contacts.map((c) => c.email).filter((e): e is string => typeof e === 'string' && e !== '' && e !== user.email),
      invitees: [...new Set(invitations.map((i) => i.invitee_email).filter((e): e is string => Boolean(e)))],
      firstName: user.first_name,
    };
    for (const rule of Object.values(ACCOUNT_TABLES)) await rule.run(trx, leaving);
    await trx.insertInto('account_deletions').values({ id: newId(), deleted_at: leaving.now }).execute();
    const active = connections.filter((c) => c.status === 'active');
    return {
      kept: active.map((c) => ({ id: c.id, other: c.user1_id === userId ? c.user2_id : c.user1_id })),
      limiterKeys: [userId, user.email, ...leaving.contactAddresses],
    };
  });
  const keptIds = kept.map((c) => c.id);
  // A coach turn already being written when the transaction ran would land after it: wait for those, and clear again.
  await coachIdle(deps);
  await deleteCoachTurns(db, keptIds);
  // Open sockets close in every instance (the sessions are gone already).
  // While Redis is away this fails fast; the sessions are gone anyway, so those sockets fail their next check.
  await deps.pubsub.publish(SESSIONS_ENDED_TOPIC, userId).catch(() => undefined);
  // Who may write in which shared chat is cached for a few seconds: forget it, the pairs have changed.
  deps.chatHub.access.clear();
  // Rate-limit counters are keyed by an HMAC of the id or address; remove them too, here and in Redis.
  await deps.limiters.forget(limiterKeys).catch((error: unknown) => deps.logger?.warn({ err: { type: 'LimiterForget', message: String(error) } }, 'could not remove rate-limit counters'));
  // Each remaining person's open screens learn at once that the connection is now one with someone who left.
  for (const c of kept) await announceConnectionChanged(deps, [c.other], c.id);
  // SQLite keeps changed pages in the -wal file until a checkpoint; with secure_delete the database file overwrites
  // the freed rows, so copying the WAL back and truncating it leaves no readable copy of the person (issue 28).
  deps.database.sqlite?.pragma('wal_checkpoint(TRUNCATE)');
}
