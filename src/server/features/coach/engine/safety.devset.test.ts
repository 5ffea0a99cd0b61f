/**
 * The safety dev set of decision 097 (docs/coach-rounds/safety-dev): 100 messages written blind, 60 with a danger
 * said indirectly and 40 intense but ordinary. Its first, blind figure was 32/60 recognised and 35/40 without a false
 * alarm; after the situations of decision 097 the screen reaches the counts below. It is NOT blind any more, so this
 * test only guards the figure: a later change that loses a recognised item or adds a false alarm fails here, with
 * the item named.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkSafety, needsCare } from './safety.js';
import { why } from './safety.rounds.js';

interface DevItem {
  id: string;
  text: string;
  crisis: boolean;
  concept: string;
}

const items = JSON.parse(readFileSync(new URL('../../../../../docs/coach-rounds/safety-dev/items.json', import.meta.url), 'utf8')) as DevItem[];
/** The counts reached after decision 097 (crisis recognised, ordinary kept ordinary). */
const REACHED = { recognised: 60, quiet: 40 };

describe('safety dev set (decision 097, not blind)', () => {
  it('has the 100 items it was written with', () => {
    expect(items.length).toBe(100);
    expect(items.filter((i) => i.crisis).length).toBe(60);
  });

  it('keeps the figure reached: every crisis item met with care, no ordinary one alarmed', () => {
    const wrong = items.filter((i) => needsCare(checkSafety(i.text)) !== i.crisis);
    const recognised = items.filter((i) => i.crisis && needsCare(checkSafety(i.text))).length;
    const quiet = items.filter((i) => !i.crisis && !needsCare(checkSafety(i.text))).length;
    expect({ recognised, quiet }, wrong.map((i) => `${i.id} [${i.concept}] ${why(i.text)}`).join('\n')).toEqual(REACHED);
  });
});
