import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type {
  CompatibilityWeights,
  HobbyCategoryAnswer,
  RelationshipType,
  SurveyResults,
  WeightPreference,
} from '../../../shared/assessment/types.js';
import { RELATIONSHIP_TYPES } from '../../../shared/assessment/types.js';
import { computeVibe } from '../../../shared/assessment/vibe.js';
import type { VibeResult } from '../../../shared/assessment/types.js';

/**
 * Everything the Vibe engine and the coach need to know about a person, loaded for many people in three queries.
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
  const [users, results, hobbies, weights] = await Promise.all([
    db.selectFrom('users').select(['id', 'first_name', 'last_name']).where('id', 'in', ids).execute(),
    db.selectFrom('survey_results').select(['user_id', 'results']).where('user_id', 'in', ids).execute(),
    db.selectFrom('hobby_responses').select(['user_id', 'category', 'selections', 'preferences']).where('user_id', 'in', ids).execute(),
    db
      .selectFrom('compatibility_weights')
      .select(['user_id', 'personality_weight', 'lifestyle_weight', 'preference'])
      .where('user_id', 'in', ids)
      .execute(),
  ]);
  for (const u of users) {
    profiles.set(u.id, { userId: u.id, firstName: u.first_name, lastName: u.last_name, results: null, hobbies: null, weights: DEFAULT_WEIGHTS });
  }
  for (const r of results) {
    const p = profiles.get(r.user_id);
    if (p) p.results = JSON.parse(r.results) as SurveyResults;
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
  for (const w of weights) {
    const p = profiles.get(w.user_id);
    if (p) {
      p.weights = {
        personalityWeight: w.personality_weight,
        lifestyleWeight: w.lifestyle_weight,
        preference: w.preference as WeightPreference,
      };
    }
  }
  return profiles;
}

/** An unknown stored relationship type reads as friend (spec §3). */
export function asRelationshipType(value: string): RelationshipType {
  return (RELATIONSHIP_TYPES as readonly string[]).includes(value) ? (value as RelationshipType) : 'friend';
}

/** The Vibe as the viewer sees it (their weights); null while either person has no results. */
export function vibeFor(viewer: Profile, other: Profile, relationshipType: string): VibeResult | null {
  if (!viewer.results || !other.results) return null;
  return computeVibe({
    viewer: { firstName: viewer.firstName, results: viewer.results, hobbies: viewer.hobbies },
    other: { firstName: other.firstName, results: other.results, hobbies: other.hobbies },
    weights: viewer.weights,
    relationshipType: asRelationshipType(relationshipType),
  });
}
