import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { CONTENT_DIR } from '../../contentDir.js';
import { DAILY_QUESTION_DECKS, DAILY_QUESTION_DEPTHS, DAILY_QUESTION_TAGS, type DailyQuestionDeck } from '../../../shared/dailyQuestion.js';
import type { RelationshipType } from '../../../shared/assessment/types.js';

/**
 * The question decks we write (content/daily-questions/<deck>.json), read and checked once at start-up (createApp and
 * checkContent call dailyQuestionDecks()), so a broken deck stops the server with a message naming the file.
 */

/** A colleague never gets an intimate question: these tags are refused in the colleague deck. */
export const INTIMATE_TAGS = ['love_languages', 'attachment', 'stability_desire'] as const;
/** The least each deck must hold for a pair to have a week of mixed depths. */
export const MIN_QUESTIONS_PER_DECK = 10;

const question = z.object({
  id: z.string().regex(/^[a-z]+-\d{3,4}$/, 'id must look like couple-001'),
  text: z.string().trim().min(10, 'text is too short').max(300, 'text is too long (300 characters at most)'),
  depth: z.enum(DAILY_QUESTION_DEPTHS),
  tags: z.array(z.enum(DAILY_QUESTION_TAGS)).min(1).max(4),
});
export type DeckQuestion = z.infer<typeof question>;

const deckFile = z.object({ deck: z.enum(DAILY_QUESTION_DECKS), questions: z.array(question) });

export type Decks = Record<DailyQuestionDeck, DeckQuestion[]>;

export function loadDecks(dir = path.join(CONTENT_DIR, 'daily-questions')): Decks {
  const decks = {} as Decks;
  const seen = new Set<string>();
  for (const name of DAILY_QUESTION_DECKS) {
    const where = `content/daily-questions/${name}.json`;
    let raw: unknown;
    try {
      raw = JSON.parse(fs.readFileSync(path.join(dir, `${name}.json`), 'utf8'));
    } catch (error) {
      throw new Error(`${where} cannot be read: ${error instanceof Error ? error.message : String(error)}`);
    }
    const parsed = deckFile.safeParse(raw);
    if (!parsed.success) throw new Error(`${where} is invalid: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    if (parsed.data.deck !== name) throw new Error(`${where} says it is the ${parsed.data.deck} deck`);
    const questions = parsed.data.questions;
    if (questions.length < MIN_QUESTIONS_PER_DECK) throw new Error(`${where} has ${questions.length} questions; at least ${MIN_QUESTIONS_PER_DECK} are needed`);
    for (const depth of DAILY_QUESTION_DEPTHS) {
      if (!questions.some((q) => q.depth === depth)) throw new Error(`${where} has no ${depth} question`);
    }
    for (const q of questions) {
      if (seen.has(q.id)) throw new Error(`content/daily-questions: the id ${q.id} is used twice`);
      seen.add(q.id);
      if (!q.id.startsWith(`${name}-`)) throw new Error(`${where}: the id ${q.id} should start with ${name}-`);
      const intimate = q.tags.filter((t) => (INTIMATE_TAGS as readonly string[]).includes(t));
      if (name === 'colleague' && intimate.length > 0) throw new Error(`${where}: ${q.id} is tagged ${intimate.join(', ')}, which a colleague is never asked`);
    }
    decks[name] = questions;
  }
  return decks;
}

let loaded: Decks | undefined;

/** The decks, read once per process. */
export function dailyQuestionDecks(): Decks {
  loaded ??= loadDecks();
  return loaded;
}

/** partner and crush read the couple deck; professional is a colleague. */
export function deckFor(relationshipType: RelationshipType | string): DailyQuestionDeck {
  switch (relationshipType) {
    case 'couple':
    case 'crush':
      return 'couple';
    case 'family':
      return 'family';
    case 'professional':
      return 'colleague';
    default:
      return 'friend';
  }
}

/** A question by id from any deck (a pair's old days keep their question when the relationship type changes). */
export function questionById(id: string): DeckQuestion | undefined {
  const decks = dailyQuestionDecks();
  for (const name of DAILY_QUESTION_DECKS) {
    const found = decks[name].find((q) => q.id === id);
    if (found) return found;
  }
  return undefined;
}
