/**
 * The idea library (content/coach/ideas.json, issue 29 item 4), read and checked with zod once, on first use: each
 * idea tagged by cost, typical minutes, indoor or outdoor, how busy it gets, effort, the hobby categories it serves
 * (shared/assessment/hobbies.ts) and the relationships it suits.
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

/** The most an idea of each cost level usually costs for two, in any of the currencies we read. */
export const COST_CEILING: Record<Idea['cost'], number> = { free: 0, low: 20, medium: 60, high: Infinity };
