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
import { RELATIONSHIP_TYPES } from '../../../shared/assessment/types.js';
import { computeVibe, pairWeights } from '../../../shared/assessment/vibe.js';
import { actionPoints, applyActionBonus } from '../growth/score.js';
import type { VibeResult } from '../../../shared/assessment/types.js';
import type { Locale } from '../../../shared/locales.js';
import { vibeWordsFor } from '../vibe/vibeWords.js';

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
  for (const p of people) {
    profiles.set(p.id, {
      userId: p.id,
      firstName: p.first_name,
      lastName: p.last_name,
      // The current stability figures: assessed plus what completed actions added (decision 018).
      results: p.results === null ? null : applyActionBonus(JSON.parse(p.results) as SurveyResults, points.get(p.id)),
      hobbies: null,
      weights:
        p.personality_weight === null || p.lifestyle_weight === null || p.preference === null
          ? DEFAULT_WEIGHTS
          : { personalityWeight: p.personality_weight, lifestyleWeight: p.lifestyle_weight, preference: p.preference as WeightPreference },
    });
  }
  for (const h of hobbies) {
    const p = profiles.get(h.user_id);
    if (!p) continue;
    (p.hobbies ??= []).push({
      category: h.category,
      selections: JSON.parse(h.selections) as HobbyCategoryAnswer['selections'],
      preferences: JSON.parse(h.preferences) as HobbyCategoryAnswer['preferences'],
    });
  }
  return profiles;
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
const hobbiesOf = reusableQuery((db, { ids }: { ids: string[] }) =>
  db.selectFrom('hobby_responses').select(['user_id', 'category', 'selections', 'preferences']).where('user_id', 'in', ids),
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
  return computeVibe({
    viewer: { firstName: viewer.firstName, results: viewer.results, hobbies: viewer.hobbies },
    other: { firstName: other.firstName, results: other.results, hobbies: other.hobbies },
    weights: pairWeights(viewer.weights, other.weights),
    viewerWeights: viewer.weights,
    relationshipType: asRelationshipType(relationshipType),
  }, vibeWordsFor(locale));
}
