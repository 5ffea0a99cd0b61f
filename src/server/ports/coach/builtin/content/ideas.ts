/**
 * The idea library (content/coach/ideas.json, issue 29 item 4), read and checked with zod once, on first use: each
 * idea tagged by cost, typical minutes, indoor or outdoor, how busy it gets, effort, the hobby categories it serves
 * (shared/assessment/hobbies.ts), the relationships it suits, a rough price, the parts of a day it fits, the walking it
 * takes and a few tags (pub, loud, at home, among people, warm weather, after dark) that stated likes and dislikes
 * filter on.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { HOBBY_CATEGORIES } from '../../../../../shared/assessment/hobbies.js';
import { CONTENT_DIR } from '../../../../contentDir.js';

const CATEGORY_IDS = HOBBY_CATEGORIES.map((c) => c.id) as [string, ...string[]];

const Idea = z.object({
  id: z.string().min(1),
  idea: z.string().min(10),
  cost: z.enum(['free', 'low', 'medium', 'high']),
  minutes: z.number().int().positive(),
  setting: z.enum(['indoor', 'outdoor', 'either']),
  crowd: z.enum(['quiet', 'some', 'busy']),
  effort: z.enum(['low', 'medium', 'high']),
  interests: z.array(z.enum(CATEGORY_IDS)).min(1),
  relationships: z.array(z.enum(['couple', 'crush', 'friend', 'family', 'professional'])).min(1),
  /** An activity, a meal (fills a lunch or dinner slot), a stay (one night away) or a whole trip. */
  kind: z.enum(['activity', 'meal', 'stay', 'trip']),
  /** A rough typical price in local money (pounds, euros or dollars are close enough for a rough plan). */
  price: z.number().min(0),
  /** Whether the price is for each person or for the whole group (a room, a boat). */
  per: z.enum(['person', 'group']),
  /** The parts of a day it fits. */
  parts: z.array(z.enum(['morning', 'lunch', 'afternoon', 'evening', 'dinner'])),
  /** How much walking it takes: 'none' suits someone who cannot walk far. */
  walking: z.enum(['none', 'some', 'lots']),
  /**
   * pub: built on drinking (alcohol-centred); loud; home: done at home; social: among other people; warm: needs warm
   * weather; dark: after dark; meat: meat or fish is the point; dairy: cheese, milk or eggs are the point; steps: needs
   * stairs, uneven ground or standing play although little walking; stepfree: step-free although it takes some walking
   * (lifts, level paths, benches); apart: works for two people in different places (a call, a parcel, in sync); named:
   * only when the message names what it is (a church visit is for someone who said they love old churches).
   */
  tags: z.array(z.enum(['pub', 'loud', 'home', 'social', 'warm', 'dark', 'meat', 'dairy', 'steps', 'stepfree', 'apart', 'named'])),
  /** The only months it happens in (0 = January), for something seasonal such as a Christmas market. */
  months: z.array(z.number().int().min(0).max(11)).min(1).optional(),
});
export type Idea = z.infer<typeof Idea>;

export const IDEAS_FILE = path.join(CONTENT_DIR, 'coach', 'ideas.json');
let cached: Idea[] | null = null;

export function ideaLibrary(file = IDEAS_FILE): Idea[] {
  if (cached && file === IDEAS_FILE) return cached;
  const ideas = z.object({ ideas: z.array(Idea).min(120) }).parse(JSON.parse(fs.readFileSync(file, 'utf8'))).ideas;
  if (file === IDEAS_FILE) cached = ideas;
  return ideas;
}

