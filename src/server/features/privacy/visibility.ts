/**
 * Who is allowed to see what of a person: the one rule (ARCHITECTURE "Who is allowed to see what is one module").
 *
 * `visibilityOf(relation, choices)` answers what viewer V may see of person P, from how V stands to P and P's own
 * choices in Settings › Privacy. Every place that shows one person's data to another asks it: connection cards and
 * the pending list, a single connection, the Vibe explanation, the profile photo, invitation records and the coach's
 * prompt in every provider. Nothing about a person reaches anyone they have not accepted (issue 12, decision 009).
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { reusableQuery } from '../../db/reusable.js';
import type { CoachConnection, PrivatePart, PrivateResultField, SharedResults } from '../../ports/coach/context.js';
import { asRelationshipType, vibeFor, type Profile } from '../survey/profiles.js';
import type { SurveyResults, VibePart, VibeResult } from '../../../shared/assessment/types.js';
import { DEFAULT_SHARING, type SharingChoices } from '../../../shared/privacy.js';
import type { Locale } from '../../../shared/locales.js';
import { t } from '../../i18n/translate.js';

/**
 * How the viewer stands to the person:
 * - self: the person themself;
 * - connection: an active connection (either side);
 * - pending_recipient: the person sent the viewer a request the viewer has not answered yet;
 * - pending_requester: the viewer sent the person a request the person has not accepted yet;
 * - admin: the administrator, who is none of the above (the monitor shows accounts, never results or words);
 * - stranger: anyone else.
 */
export type Relation = 'self' | 'connection' | 'pending_recipient' | 'pending_requester' | 'admin' | 'stranger';

export interface Visibility {
  /** First and last name. */
  name: boolean;
  /** The profile photo (and its URL). */
  photo: boolean;
  /** The account's e-mail address. */
  email: boolean;
  /** Personality type and its four leanings. */
  personalityType: boolean;
  /** The Vibe score and its explanation. */
  vibe: boolean;
  /** Interests (hobby answers): they feed the Vibe's lifestyle part and the coach's ideas for time together. */
  interests: boolean;
  /** Attachment style and its anxiety/avoidance scores (P's choice). */
  attachment: boolean;
  /** Love languages, giving and receiving (P's choice). */
  loveLanguages: boolean;
  /** The six stability scores and the overall one (P's choice). */
  stability: boolean;
}

const NOTHING: Visibility = {
  name: false,
  photo: false,
  email: false,
  personalityType: false,
  vibe: false,
  interests: false,
  attachment: false,
  loveLanguages: false,
  stability: false,
};

/** The table every caller relies on (walked in visibility.test.ts). */
export function visibilityOf(relation: Relation, choices: SharingChoices = DEFAULT_SHARING): Visibility {
  switch (relation) {
    case 'self':
      return { name: true, photo: true, email: true, personalityType: true, vibe: true, interests: true, attachment: true, loveLanguages: true, stability: true };
    case 'connection':
      // The type always; the three sensitive parts only as the person chose.
      return {
        name: true,
        photo: true,
        email: true,
        personalityType: true,
        vibe: true,
        interests: true,
        attachment: choices.attachment,
        loveLanguages: choices.loveLanguages,
        stability: choices.stability,
      };
    case 'pending_recipient':
      // Enough to decide whether to accept: who is asking and their type. No Vibe, results or e-mail yet.
      return { ...NOTHING, name: true, photo: true, personalityType: true };
    case 'admin':
      // The monitor manages accounts (decision 007): who they are, never what they answered.
      return { ...NOTHING, name: true, email: true };
    case 'pending_requester':
    case 'stranger':
      return NOTHING;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Relations and choices from storage

interface PairRow {
  user1_id: string;
  user2_id: string;
  status: 'pending' | 'active';
}

/** How `viewerId` stands to `personId`, given the connection row of the pair (if any). */
export function relationFromPair(viewerId: string, personId: string, pair: PairRow | undefined, viewerIsAdmin = false): Relation {
  if (viewerId === personId) return 'self';
  if (pair?.status === 'active') return 'connection';
  if (pair?.status === 'pending') return pair.user1_id === viewerId ? 'pending_requester' : 'pending_recipient';
  return viewerIsAdmin ? 'admin' : 'stranger';
}

function pairKey(a: string, b: string): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}

/** The relation read from the database (one indexed lookup on the pair). */
export async function relationBetween(db: Kysely<DB>, viewerId: string, personId: string, viewerIsAdmin = false): Promise<Relation> {
  if (viewerId === personId) return 'self';
  const pair = await db
    .selectFrom('connections')
    .select(['user1_id', 'user2_id', 'status'])
    .where('pair_key', '=', pairKey(viewerId, personId))
    .executeTakeFirst();
  return relationFromPair(viewerId, personId, pair, viewerIsAdmin);
}

/** Each person's choices (the defaults for anyone who never changed them). */
export async function sharingChoicesOf(db: Kysely<DB>, userIds: string[]): Promise<Map<string, SharingChoices>> {
  const ids = [...new Set(userIds)];
  const choices = new Map<string, SharingChoices>(ids.map((id) => [id, DEFAULT_SHARING]));
  if (ids.length === 0) return choices;
  const rows = await choicesOf(db, { ids });
  for (const r of rows) {
    choices.set(r.user_id, { attachment: r.show_attachment === 1, loveLanguages: r.show_love_languages === 1, stability: r.show_stability === 1 });
  }
  return choices;
}

// Read with every connection list (decision 094): built and compiled once per number of people.
const choicesOf = reusableQuery((db, { ids }: { ids: string[] }) =>
  db.selectFrom('sharing_choices').select(['user_id', 'show_attachment', 'show_love_languages', 'show_stability']).where('user_id', 'in', ids),
);

/** What viewer may see of person, read from the database: the relation and the person's choices. */
export async function visibilityBetween(db: Kysely<DB>, viewerId: string, personId: string, viewerIsAdmin = false): Promise<Visibility> {
  const [relation, choices] = await Promise.all([relationBetween(db, viewerId, personId, viewerIsAdmin), sharingChoicesOf(db, [personId])]);
  return visibilityOf(relation, choices.get(personId));
}

// ---------------------------------------------------------------------------------------------------------------
// Applying it to results and to the Vibe

const ATTACHMENT_FIELDS = ['relationshipType'] as const satisfies readonly PrivateResultField[];
const LOVE_LANGUAGE_FIELDS = ['loveLanguageGiving', 'loveLanguageReceiving'] as const satisfies readonly PrivateResultField[];
const STABILITY_FIELDS = [
  'overallStability',
  'mentalStability',
  'emotionalStability',
  'physicalStability',
  'socialStability',
  'spiritualStability',
  'desireStability',
] as const satisfies readonly PrivateResultField[];

export type { SharedResults };

export function sharedResults(results: SurveyResults | null, v: Visibility): SharedResults | null {
  if (!results || !v.personalityType) return null;
  const { evidence, ...rest } = results;
  const shared: SharedResults = { ...rest, evidence: { axes: evidence.axes } };
  if (v.attachment) shared.evidence.attachment = evidence.attachment;
  else for (const f of ATTACHMENT_FIELDS) delete shared[f];
  if (v.loveLanguages) shared.evidence.loveLanguages = evidence.loveLanguages;
  else for (const f of LOVE_LANGUAGE_FIELDS) delete shared[f];
  if (!v.stability) for (const f of STABILITY_FIELDS) delete shared[f];
  return shared;
}

/** The parts a person can keep private, and the Vibe part each one feeds. */
const PRIVATE_PARTS: Array<{ part: VibePart['id']; key: 'attachment' | 'loveLanguages' | 'stability' }> = [
  { part: 'attachment', key: 'attachment' },
  { part: 'love_languages', key: 'loveLanguages' },
  { part: 'stability', key: 'stability' },
];

/**
 * Said with what it means (issue 30): which of the person's results stays private, and why the part still counts:
 * the Vibe is one number worked out from both people in full, so both see the same score, and only the details stay.
 */
export function privateNote(firstName: string, key: (typeof PRIVATE_PARTS)[number]['key'], locale: Locale = 'en'): string {
  return t(locale, 'vibe.private', { name: firstName, part: key });
}

/**
 * The Vibe explanation as the viewer may read it. The score stays the one number both people see (it is computed
 * from everything, and says so); a part fed by something the other person keeps private keeps its label and weight,
 * but its reasons (which name the other person's style, languages or footing) are replaced by one honest sentence,
 * and they leave the highlights too. Null when the viewer may not see the Vibe at all. The note is in `locale`, the
 * language the Vibe was written in (English for the coach, decision 089).
 */
export function visibleVibe(vibe: VibeResult | null, v: Visibility, otherFirstName: string, locale: Locale = 'en'): VibeResult | null {
  if (!vibe || !v.vibe) return null;
  const hidden = new Map(PRIVATE_PARTS.filter((p) => !v[p.key]).map((p) => [p.part, p.key]));
  if (hidden.size === 0) return vibe;
  const withheld = new Set<string>();
  const redact = (part: VibePart): VibePart => {
    const key = hidden.get(part.id);
    if (!key) return part;
    for (const r of part.reasons) withheld.add(r);
    return { ...part, reasons: [privateNote(otherFirstName, key, locale)], watchOut: null, withheld: true };
  };
  const personality = { ...vibe.personality, parts: vibe.personality.parts.map(redact) };
  const lifestyle = vibe.lifestyle ? { ...vibe.lifestyle, parts: vibe.lifestyle.parts.map(redact) } : null;
  return { ...vibe, personality, lifestyle, highlights: vibe.highlights.filter((h) => !withheld.has(h)) };
}

/**
 * Another person as the coach may describe them to `viewer` (every provider reads this): their results cut to what
 * the viewer may see, the Vibe with private reasons withheld, and their interests when visible.
 */
export function coachConnectionFor(viewer: Profile, other: Profile, relationshipType: string, see: Visibility): CoachConnection {
  return {
    firstName: other.firstName,
    lastName: other.lastName,
    relationshipType: asRelationshipType(relationshipType),
    results: sharedResults(other.results, see),
    vibe: see.vibe ? visibleVibe(vibeFor(viewer, other, relationshipType), see, other.firstName) : null,
    hobbies: see.interests ? other.hobbies : null,
  };
}

/** The parts a person keeps from someone (for a shared chat, where the coach's words reach the other person). */
export function keptFrom(see: Visibility): PrivatePart[] {
  return PRIVATE_PARTS.filter((p) => !see[p.key]).map((p) => p.key);
}
