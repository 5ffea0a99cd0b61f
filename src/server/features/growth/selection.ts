import { createHash } from 'node:crypto';
import type { AttachmentStyle, LoveLanguage } from '../../../shared/assessment/types.js';
import type { Difficulty, LibraryAction } from './library.js';

/**
 * Which library actions a person sees for one stability type in one local week. Deterministic in (person, type,
 * week): a reload shows the same list, and next Monday brings a different draw. The draw leans on the person:
 * - their score in that dimension: low scores lean to easy steps, high scores to harder ones;
 * - an anxious, avoidant or fearful attachment style leans a little more to gentle (easy) steps;
 * - actions in their giving or receiving love language count double;
 * - with connections, actions done with someone else weigh more; without, solo ones do.
 */

export const ACTIONS_PER_WEEK = 5;

export interface SelectionInput {
  userId: string;
  stabilityType: string;
  weekKey: string;
  /** The person's current score in that dimension (null without results). */
  score: number | null;
  attachment: AttachmentStyle | null;
  loveLanguages: LoveLanguage[];
  connectionCount: number;
}

function difficultyWeights(score: number | null, attachment: AttachmentStyle | null): Record<Difficulty, number> {
  const base: Record<Difficulty, number> =
    score === null ? { easy: 2, medium: 2, hard: 1 } : score < 40 ? { easy: 4, medium: 2, hard: 1 } : score < 70 ? { easy: 2, medium: 3, hard: 2 } : { easy: 1, medium: 2, hard: 4 };
  if (attachment && attachment !== 'secure') base.easy += 1;
  return base;
}

/** A small seeded generator (mulberry32) over the first 32 bits of a SHA-256 of the seed text. */
function seededRandom(seed: string): () => number {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function weightOf(action: LibraryAction, input: SelectionInput): number {
  let weight = difficultyWeights(input.score, input.attachment)[action.difficulty];
  if (action.loveLanguage && input.loveLanguages.includes(action.loveLanguage)) weight *= 2;
  const withOthers = action.loveLanguage !== undefined;
  if (input.connectionCount > 0 ? withOthers : !withOthers) weight *= 1.25;
  return weight;
}

const ORDER: Record<Difficulty, number> = { easy: 0, medium: 1, hard: 2 };

/** ACTIONS_PER_WEEK actions, weighted sampling without replacement, always at least one easy one; easiest first. */
export function selectWeeklyActions(library: LibraryAction[], input: SelectionInput): LibraryAction[] {
  const random = seededRandom(`${input.userId}|${input.stabilityType}|${input.weekKey}`);
  const pool = library.map((action) => ({ action, weight: weightOf(action, input) }));
  const chosen: LibraryAction[] = [];
  while (chosen.length < ACTIONS_PER_WEEK && pool.length > 0) {
    const total = pool.reduce((sum, p) => sum + p.weight, 0);
    let pick = random() * total;
    let index = 0;
    while (index < pool.length - 1 && pick >= pool[index]!.weight) {
      pick -= pool[index]!.weight;
      index += 1;
    }
    chosen.push(pool.splice(index, 1)[0]!.action);
  }
  if (!chosen.some((a) => a.difficulty === 'easy')) {
    const easy = pool.filter((p) => p.action.difficulty === 'easy');
    if (easy.length > 0) chosen[chosen.length - 1] = easy[Math.floor(random() * easy.length)]!.action;
  }
  return chosen.sort((a, b) => ORDER[a.difficulty] - ORDER[b.difficulty]);
}
