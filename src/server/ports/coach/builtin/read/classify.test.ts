import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { generateCorpus } from '../corpus/generate.js';
import { INTENTS } from '../corpus/templates.js';
import { classify, corpusHash, MODEL_FILE } from './classify.js';

describe('the intent model (issue 29)', () => {
  it('learns from thousands of labelled utterances, every intent in many voices', () => {
    const corpus = generateCorpus();
    expect(corpus.length).toBeGreaterThanOrEqual(2000);
    for (const intent of INTENTS) expect(corpus.filter((u) => u.intent === intent).length, intent).toBeGreaterThanOrEqual(40);
    // Voices: shorthand, typos and long stories are all there.
    expect(corpus.some((u) => /\bu\b|\bur\b|\btmrw\b/.test(u.text))).toBe(true);
    expect(corpus.some((u) => u.text.length > 80)).toBe(true);
  });

  it('is cached in content/ from the current corpus (run scripts/train-coach-model.ts after changing it)', () => {
    const cached = JSON.parse(fs.readFileSync(MODEL_FILE, 'utf8')) as { corpus: string };
    expect(cached.corpus).toBe(corpusHash());
  });

  it('reads messages written nowhere in the corpus, with a confidence', async () => {
    const cases: Array<[string, string]> = [
      ['he ended things with me on friday and i am a mess', 'breakup'],
      ['what could my husband and i do next saturday for cheap', 'plan'],
      ['present ideas for my brother pls', 'gift'],
      ['meh', 'vague'],
    ];
    for (const [text, intent] of cases) {
      const reading = await classify(text);
      expect(reading?.intent, text).toBe(intent);
      expect(reading!.score).toBeGreaterThan(0);
      expect(reading!.score).toBeLessThanOrEqual(1);
    }
  });
});
