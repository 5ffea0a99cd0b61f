/**
 * "Download my data" (issue 18, decision 027): one JSON file, written to the response as it is read, section by
 * section, so a long history never sits in memory whole. It holds everything of the person's and nothing another
 * person wrote privately: not the other's "about" chats, not their messages, not their reflections.
 */
import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { AppDeps } from '../../deps.js';
import { describeDevice } from './account.service.js';
import { questionById } from '../daily-question/decks.js';

/** Tables whose rows (by user_id) are wholly the person's, and the columns left out (secrets, the id itself). */
const OWN_TABLES: Array<{ table: keyof DB & string; section: string; omit?: string[] }> = [
  { table: 'survey_responses', section: 'surveyAnswers' },
  { table: 'survey_progress', section: 'surveyProgress' },
  { table: 'survey_results', section: 'results' },
  { table: 'survey_attempts', section: 'surveyAttempts' },
  { table: 'survey_retakes', section: 'surveyRetakes' },
  { table: 'assessment_progress', section: 'assessmentProgress' },
  { table: 'hobby_responses', section: 'hobbies' },
  { table: 'compatibility_weights', section: 'weights' },
  { table: 'sharing_choices', section: 'sharingChoices' },
  { table: 'notification_preferences', section: 'notificationPreferences' },
  { table: 'notification_reminders', section: 'notificationReminders' },
  { table: 'journal_settings', section: 'journalSettings' },
  { table: 'weekly_actions', section: 'weeklyActions' },
  { table: 'weekly_completions', section: 'weeklyCompletions' },
  { table: 'journal_entries', section: 'journalEntries' },
  { table: 'coach_uploads', section: 'coachUploads', omit: ['content'] },
  { table: 'coach_memories', section: 'coachMemories' },
  { table: 'social_posts', section: 'socialPosts' },
  { table: 'daily_question_milestone_choices', section: 'dailyQuestionMilestoneChoices' },
  { table: 'social_reactions', section: 'socialReactions' },
  { table: 'social_responses', section: 'socialDailyResponses' },
  { table: 'social_profiles', section: 'communityProfile' },
  { table: 'social_achievements', section: 'achievements' },
  { table: 'feedback', section: 'feedback' },
  { table: 'push_subscriptions', section: 'pushSubscriptions', omit: ['p256dh_key', 'auth_key'] },
  { table: 'profile_images', section: 'profilePhoto' },
  { table: 'newsletter_subscriptions', section: 'newsletterSubscription' },
  { table: 'newsletter_deliveries', section: 'newsletterDeliveries' },
];

function camel(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/** A row as the file shows it: camelCase keys, JSON text parsed, the person's own id and secrets left out. */
function clean(row: Record<string, unknown>, omit: string[] = []): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (key === 'user_id' || omit.includes(key)) continue;
    let v = value;
    if (typeof v === 'string' && /^[[{]/.test(v)) {
      try {
        v = JSON.parse(v);
      } catch {
        // plain text that happens to start with a bracket
      }
    }
    out[camel(key)] = v;
  }
  return out;
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

async function* exportChunks(deps: AppDeps, userId: string): AsyncGenerator<string> {
  const db = deps.database.db as Kysely<DB>;
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  yield `{\n"format": "attune-export/1",\n"exportedAt": ${json(deps.clock.now().toISOString())},\n`;
  yield `"account": ${json({
    id: user.id,
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    emailVerifiedAt: user.email_verified_at,
    timeZone: user.time_zone,
    createdAt: user.created_at,
  })},\n`;

  const sessions = await db.selectFrom('sessions').select(['user_agent', 'created_at', 'last_used_at']).where('user_id', '=', userId).execute();
  yield `"devices": ${json(sessions.map((s) => ({ ...describeDevice(s.user_agent), signedInAt: s.created_at, lastUsedAt: s.last_used_at })))},\n`;

  for (const { table, section, omit } of OWN_TABLES) {
    const rows = await (db as Kysely<any>).selectFrom(table).selectAll().where('user_id', '=', userId).execute();
    yield `${json(section)}: ${json(rows.map((r: Record<string, unknown>) => clean(r, omit)))},\n`;
  }

  // Connections: the other person's name as the person saw it, nothing of theirs beyond.
  const pairs = await db
    .selectFrom('connections')
    .selectAll()
    .where((eb) => eb.or([eb('user1_id', '=', userId), eb('user2_id', '=', userId)]))
    .execute();
  const otherIds = pairs.map((c) => (c.user1_id === userId ? c.user2_id : c.user1_id));
  const names = otherIds.length
    ? await db.selectFrom('users').select(['id', 'first_name', 'last_name']).where('id', 'in', otherIds).execute()
    : [];
  const nameOf = new Map(names.map((n) => [n.id, `${n.first_name} ${n.last_name}`.trim()]));
  yield `"connections": ${json(
    pairs.map((c) => {
      const otherId = c.user1_id === userId ? c.user2_id : c.user1_id;
      return { id: c.id, with: nameOf.get(otherId) ?? null, status: c.status, relationshipType: c.relationship_type, createdAt: c.created_at, acceptedAt: c.accepted_at };
    }),
  )},\n`;

  // The daily question (issue 31, decision 065): the person's own answers with the question they answered. The other
  // person's answers are their words, so they stay out, as their messages in a "with" chat do (decision 027).
  const answers = await db
    .selectFrom('daily_question_answers')
    .innerJoin('daily_question_days', (join) =>
      join.onRef('daily_question_days.connection_id', '=', 'daily_question_answers.connection_id').onRef('daily_question_days.pair_day', '=', 'daily_question_answers.pair_day'),
    )
    .select(['daily_question_answers.connection_id', 'daily_question_answers.pair_day', 'daily_question_days.question_id', 'daily_question_answers.answer', 'daily_question_answers.reaction', 'daily_question_answers.created_at', 'daily_question_answers.updated_at'])
    .where('daily_question_answers.user_id', '=', userId)
    .orderBy('daily_question_answers.pair_day')
    .execute();
  yield `"dailyQuestionAnswers": ${json(
    answers.map((a) => ({
      connectionId: a.connection_id,
      date: a.pair_day,
      question: questionById(a.question_id)?.text ?? a.question_id,
      answer: a.answer,
      reactionToTheirs: a.reaction,
      answeredAt: a.created_at,
      changedAt: a.updated_at,
    })),
  )},\n`;

  const sent = await db
    .selectFrom('invitations')
    .select(['invitee_email', 'relationship_type', 'personal_message', 'status', 'created_at'])
    .where('inviter_id', '=', userId)
    .execute();
  const received = await db
    .selectFrom('invitations')
    .select(['relationship_type', 'personal_message', 'status', 'created_at'])
    .where((eb) => eb.or([eb('invitee_user_id', '=', userId), eb('invitee_email', '=', user.email)]))
    .execute();
  yield `"invitations": ${json({ sent: sent.map((r) => clean(r)), received: received.map((r) => clean(r)) })},\n`;

  // Coach conversations, one at a time.
  yield `"coachConversations": [`;
  const conversations = await db.selectFrom('coach_conversations').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();
  for (const [i, conversation] of conversations.entries()) {
    const messages = await db
      .selectFrom('coach_messages')
      .select(['role', 'content', 'attachment', 'created_at'])
      .where('conversation_id', '=', conversation.id)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    yield `${i ? ',' : ''}\n${json({ ...clean(conversation), messages: messages.map((m) => clean(m)) })}`;
  }
  yield `],\n`;

  // Shared chats: in a "with" chat only what the person wrote; an "about" chat only if the person started it (it
  // is theirs alone: their words and the coach's replies to them). The other person's "about" chats never appear.
  yield `"sharedChats": [`;
  const shared = pairs.length
    ? await db
        .selectFrom('shared_conversations')
        .selectAll()
        .where(
          'connection_id',
          'in',
          pairs.map((c) => c.id),
        )
        .where((eb) => eb.or([eb('chat_mode', '=', 'with'), eb('created_by', '=', userId)]))
        .orderBy('created_at')
        .execute()
    : [];
  for (const [i, conversation] of shared.entries()) {
    let query = db
      .selectFrom('shared_messages')
      .select(['sender_role', 'content', 'created_at'])
      .where('conversation_id', '=', conversation.id)
      .orderBy('seq');
    if (conversation.chat_mode === 'with') query = query.where('sender_id', '=', userId);
    const messages = await query.execute();
    const about = conversation.about_user_id ? (nameOf.get(conversation.about_user_id) ?? null) : null;
    yield `${i ? ',' : ''}\n${json({
      id: conversation.id,
      connectionId: conversation.connection_id,
      chatMode: conversation.chat_mode,
      ...(conversation.chat_mode === 'about' ? { about } : {}),
      messages: messages.map((m) => ({ from: m.sender_role === 'coach' ? 'coach' : 'you', content: m.content, createdAt: m.created_at })),
    })}`;
  }
  yield `]\n}\n`;
}

/** The file name the browser saves: attune-export-YYYY-MM-DD.json (the day in the person's zone). */
export function exportFileName(now: Date, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return `attune-export-${day}.json`;
}

export function exportStream(deps: AppDeps, userId: string): Readable {
  return Readable.from(exportChunks(deps, userId), { objectMode: false });
}
