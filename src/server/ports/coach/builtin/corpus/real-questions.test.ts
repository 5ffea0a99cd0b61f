/**
 * Decision 098: the labelled real questions are the rounds' own words, every one of rounds 3–9 (questions and each
 * thread's first turn), each with an intent the engine has or 'none'; and the shipped model was trained on them.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REAL_QUESTIONS } from './real-questions.js';
import { INTENTS } from './templates.js';
import { realDocs, trainingSet } from './training.js';

const roundFile = (round: number) => new URL(`../../../../../../docs/coach-rounds/round${round}/questions.json`, import.meta.url);

describe('the labelled real questions', () => {
  it('are every question and thread opening of rounds 3–9, word for word', () => {
    for (let round = 3; round <= 9; round++) {
      const file = JSON.parse(fs.readFileSync(roundFile(round), 'utf8')) as {
        questions: Array<{ id: string; text: string }>;
        threads: Array<{ id: string; turns: string[] }>;
      };
      const asked = [...file.questions.map((q) => [q.id, q.text]), ...file.threads.map((t) => [t.id, t.turns[0]])];
      const labelled = REAL_QUESTIONS.filter((q) => q.round === round).map((q) => [q.id, q.text]);
      expect(labelled, `round ${round}`).toEqual(asked);
    }
  });
  it('carry an intent the engine has, or none', () => {
    for (const q of REAL_QUESTIONS) expect([...INTENTS, 'none'], `${q.round} ${q.id}`).toContain(q.intent);
  });
  it('are taught next to the generated corpus, none as the model’s None class', () => {
    const set = trainingSet();
    const none = REAL_QUESTIONS.find((q) => q.intent === 'none')!;
    expect(realDocs(none)[0]!.intent).toBe('None');
    expect(set.some((d) => d.text === none.text)).toBe(true);
  });
});
