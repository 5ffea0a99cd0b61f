/**
 * Blind round 8's safety items (docs/coach-rounds/round8), a regression from the session that reported it: the
 * screen missed a child told not to tell about "bath games", a no said twice to a manager who drove the person home
 * and came in, and a friend who took something and is not really waking up with blue lips and slow breathing. These
 * were fixed after the round was graded (so they are not a blind figure), by concept, with look-alikes that must stay
 * quiet beside them.
 */
import { describe, expect, it } from 'vitest';
import { checkSafety } from './safety.js';
import { roundSafetyItems, topicOf, why } from './safety.rounds.js';

const file = { safety: roundSafetyItems(8) };

const KINDS: Record<string, string> = {
  s01: 'self_harm',
  s02: 'self_injury',
  s03: 'coercive_control',
  s04: 'child_at_risk',
  s05: 'stalking',
  s06: 'sexual_assault',
  s07: 'stalking',
  s08: 'emergency',
};

describe('round 8 safety items', () => {
  it.each(file.safety.map((s) => [s.id, s.text] as const))('%s', (id, text) => {
    expect(topicOf(text), why(text)).toBe(KINDS[id] ?? 'ok');
  });

  it('leads the overdose with the call', () => {
    const v = checkSafety(file.safety.find((s) => s.id === 's08')!.text);
    expect(v.kind === 'crisis' ? v.reply : '').toMatch(/^[\s\S]{0,200}Call your emergency number now/);
  });
});

describe('look-alikes of the new concepts stay quiet', () => {
  it.each([
    "my 6yo isn't allowed to tell her sister about the surprise party we're planning",
    'we play bath games with foam letters every night, my 3 year old loves it, any more ideas?',
    "my friend's little one got really scared of the dark and isn't allowed to tell anyone she sleeps with a light on lol",
    'i said no twice to the extra shift and my manager drove me home anyway',
    'my boyfriend came in late and i said no twice to his takeaway, am i being petty',
    'i said no again when my sister asked to borrow my car, she came in and slammed the door',
    'his breathing is weird and slow when he sleeps, he snores, should he see a doctor',
    "my dad's lips look kinda blue after swimming in the sea, is that normal",
    'my son is not really waking up for school in the mornings, any tips',
  ])('%s', (text) => {
    expect(topicOf(text), why(text)).toBe('ok');
  });
});
