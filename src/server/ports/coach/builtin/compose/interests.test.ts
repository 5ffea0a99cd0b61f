/**
 * An interest is named only as the person's stored answers show it (decision 100): a category counts with a top-three
 * pick or an activity rated 4 or 5; a category rated 2 or 3 throughout is never "loves", "both enjoy" or "shares".
 */
import { describe, expect, it } from 'vitest';
import type { HobbyCategoryAnswer } from '../../../../../shared/assessment/types.js';
import { topInterests } from './shared.js';

const sel = (activityId: string, interest: number) => ({ activityId, interest, frequency: 'sometimes', intensity: 'moderate' });
const answer = (category: string, selections: ReturnType<typeof sel>[], topThree: string[] = []) =>
  ({ category, selections, preferences: { topThree, notes: '' } }) as unknown as HobbyCategoryAnswer;

describe('the interests a reply may name', () => {
  it('keeps a category with a 4 or 5 or a top pick, and names only those activities', () => {
    const found = topInterests([
      answer('mind_learning', [sel('puzzles', 3), sel('podcasts', 2)]),
      answer('food_home', [sel('baking', 4), sel('markets', 3)]),
      answer('creative_arts', [sel('photography', 2)], ['photography']),
    ]);
    expect(found.map((f) => f.categoryId).sort()).toEqual(['creative_arts', 'food_home']);
    expect(found.find((f) => f.categoryId === 'food_home')!.activities).toEqual(['Baking']);
  });

  it('names nothing for someone whose answers are all middling, or who shares none', () => {
    expect(topInterests([answer('social_community', [sel('parties', 3), sel('travel', 3)]), answer('wellness_spirituality', [sel('yoga', 2)])])).toEqual([]);
    expect(topInterests(null)).toEqual([]);
  });
});
