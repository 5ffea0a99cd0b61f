import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { reusableQuery } from '../../db/reusable.js';
import type {
  CompatibilityWeights,
  HobbyCategoryAnswer,
  RelationshipType,
  SurveyResults,
  WeightPreference,
} from '../../../shared/assessment/types.js';
import { RELATIONSHIP_TYPES, STABILITY_DIMENSIONS } from '../../../shared/assessment/types.js';
import { computeVibe, pairWeights } from '../../../shared/assessment/vibe.js';
import { actionPoints, applyActionBonus } from '../growth/score.js';
import type { VibeResult } from '../../../shared/assessment/types.js';
import type { Locale } from '../../../shared/locales.js';
import { vibeWordsFor } from '../vibe/vibeWords.js';
import { deepFreeze, fingerprintProfile, memoisedVibe } from './vibeMemo.js';

/**
 * Everything the Vibe engine and the coach need to know about a person, loaded for many people in two queries.
 * This is the one way other features read someone's assessment: connections (Vibe on every card), the coach
 * (grounding) and the real-time chat.
 */
export interface Profile {
  userId: string;
  firstName: string;
  lastName: string;
  results: SurveyResults | null;
  /** null until the person has saved any hobby category. */
  hobbies: HobbyCategoryAnswer[] | null;
  /** The person's own weights; the 50/50 default until they choose. */
  weights: CompatibilityWeights;
}

export const DEFAULT_WEIGHTS: CompatibilityWeights = { personalityWeight: 50, lifestyleWeight: 50, preference: 'balanced' };

export async function loadProfiles(db: Kysely<DB>, userIds: string[]): Promise<Map<string, Profile>> {
  const ids = [...new Set(userIds)];
  const profiles = new Map<string, Profile>();
  if (ids.length === 0) return profiles;
  // One row per person (results and weights are one-to-one with users), then their hobby answers.
  const [people, hobbies, points] = await Promise.all([peopleOf(db, { ids }), hobbiesOf(db, { ids }), actionPoints(db, ids)]);
  const hobbyText = new Map<string, string[]>();
  for (const h of hobbies) {
    const own = hobbyText.get(h.user_id);
    if (own) own.push(h.category, h.selections, h.preferences);
    else hobbyText.set(h.user_id, [h.category, h.selections, h.preferences]);
  }
  for (const p of people) {
    const bonus = points.get(p.id);
    const own = hobbyText.get(p.id);
    const profile: Profile = {
      userId: p.id,
      firstName: p.first_name,
      lastName: p.last_name,
      // The current stability figures: assessed plus what completed actions added (decision 018).
      results: p.results === null ? null : applyActionBonus(JSON.parse(p.results) as SurveyResults, bonus),
      hobbies: own ? hobbyAnswers(own) : null,
      weights:
        p.personality_weight === null || p.lifestyle_weight === null || p.preference === null
          ? DEFAULT_WEIGHTS
          : { personalityWeight: p.personality_weight, lifestyleWeight: p.lifestyle_weight, preference: p.preference as WeightPreference },
    };
    // Frozen: the Vibe memo (decision 103) trusts that a profile still holds what was read for it.
    deepFreeze(profile);
    fingerprintProfile(profile, [
      p.first_name,
      p.results,
      ...STABILITY_DIMENSIONS.map((d) => bonus?.[d] ?? null),
      p.personality_weight,
      p.lifestyle_weight,
      p.preference,
      ...(own ?? []),
    ]);
    profiles.set(p.id, profile);
  }
  return profiles;
}

function hobbyAnswers(text: string[]): HobbyCategoryAnswer[] {
  const answers: HobbyCategoryAnswer[] = [];
  for (let i = 0; i < text.length; i += 3) {
    answers.push({
      category: text[i]!,
      selections: JSON.parse(text[i + 1]!) as HobbyCategoryAnswer['selections'],
      preferences: JSON.parse(text[i + 2]!) as HobbyCategoryAnswer['preferences'],
    });
  }
  return answers;
}

// Read with every connection list, coach reply and Vibe (decision 094): built and compiled once per number of people.
const peopleOf = reusableQuery((db, { ids }: { ids: string[] }) =>
  db
    .selectFrom('users')
    .leftJoin('survey_results', 'survey_results.user_id', 'users.id')
    .leftJoin('compatibility_weights', 'compatibility_weights.user_id', 'users.id')
    .select([
      'users.id',
      'users.first_name',
      'users.last_name',
      'survey_results.results',
      'compatibility_weights.personality_weight',
      'compatibility_weights.lifestyle_weight',
      'compatibility_weights.preference',
    ])
    .where('users.id', 'in', ids),
);
// In the primary key's order, which SQLite reads in anyway: without it PostgreSQL answered the categories in another
// order, and the coach (which names a person's first interests) said different things on the two databases.
const hobbiesOf = reusableQuery((db, { ids }: { ids: string[] }) =>
  db
    .selectFrom('hobby_responses')
    .select(['user_id', 'category', 'selections', 'preferences'])
    .where('user_id', 'in', ids)
    .orderBy('user_id')
    .orderBy('category'),
);

/** An unknown stored relationship type reads as friend (spec §3). */
export function asRelationshipType(value: string): RelationshipType {
  return (RELATIONSHIP_TYPES as readonly string[]).includes(value) ? (value as RelationshipType) : 'friend';
}

/**
 * The pair's Vibe, explained to the viewer: one score for both people (the pair's weights, decision 012), with the
 * viewer's own weighting as the secondary "weighted your way" figure. null while either person has no results.
 * Written in English unless `locale` says otherwise: the coach reads the English (decision 089); an answer to a
 * person passes their language.
 */
export function vibeFor(viewer: Profile, other: Profile, relationshipType: string, locale: Locale = 'en'): VibeResult | null {
  if (!viewer.results || !other.results) return null;
  const { results: mine } = viewer;
  const { results: theirs } = other;
  // Keyed on what both profiles were loaded from, the type and the language (decision 103): nothing to invalidate.
  const type = asRelationshipType(relationshipType);
  return memoisedVibe(viewer, other, `${type} ${locale}`, () =>
    computeVibe({
      viewer: { firstName: viewer.firstName, results: mine, hobbies: viewer.hobbies },
      other: { firstName: other.firstName, results: theirs, hobbies: other.hobbies },
      weights: pairWeights(viewer.weights, other.weights),
      viewerWeights: viewer.weights,
      relationshipType: type,
    }, vibeWordsFor(locale)),
  );
}
