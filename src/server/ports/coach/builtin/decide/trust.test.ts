/**
 * Decision 098: routing follows the model only when it is confident and the message's words name the kind; a kind
 * picked by words that the model gives next to nothing becomes one question with both readings, and the member's
 * pick answers their earlier message as that kind. Readings here are written by hand, so each rule is tested alone.
 */
import { describe, expect, it } from 'vitest';
import type { Reading } from '../read/classify.js';
import { chosen, kindQuestion } from './clarify.js';
import { doubtedBy, trustedKind } from './trust.js';
import { coachContext } from '../test-context.js';

const reading = (intent: Reading['intent'], score: number, scores: Reading['scores'] = {}): Reading => ({ intent, score, runnerUp: null, scores: { ...scores, ...(intent ? { [intent]: score } : {}) } });

describe('trusting the model', () => {
  it('follows a confident reading whose kind the words name', () => {
    expect(trustedKind(reading('in_laws', 0.93), 'my mother-in-law wants to stay six weeks, how do I handle it')).toBe('in_laws');
    expect(trustedKind(reading('ex_contact', 0.88), 'my ex texted me after months, do I reply?')).toBe('ex_contact');
  });
  it('an older intent is trusted as the answer it leads to', () => {
    expect(trustedKind(reading('conflict', 0.9), 'we keep having the same fight about money')).toBe('arguments');
  });
  it('must NOT: a confident reading the words do not name', () => {
    expect(trustedKind(reading('in_laws', 0.97), 'my roommate wants me to co-sign her car loan')).toBeNull();
  });
  it('must NOT: a reading that is not confident, even with its words', () => {
    expect(trustedKind(reading('in_laws', 0.6), 'my mother-in-law wants to stay six weeks')).toBeNull();
  });
  it('a kind the member picked is followed as it is', () => {
    expect(trustedKind({ ...reading('plan', 1), picked: true }, 'anything at all')).toBe('plan');
  });
});

describe('doubting a kind the words picked', () => {
  it('the model gives it next to nothing and reads another kind fairly surely', () => {
    expect(doubtedBy(reading('plan', 0.7, { grief: 0.01 }), 'grief')).toBe('plan');
  });
  it('must NOT: the model gives the words’ kind a real share', () => {
    expect(doubtedBy(reading('plan', 0.7, { grief: 0.2 }), 'grief')).toBeNull();
  });
  it('must NOT: the model is unsure of its own reading', () => {
    expect(doubtedBy(reading('plan', 0.4), 'grief')).toBeNull();
  });
  it('must NOT: the model reads the same kind under an older name, or reads nothing', () => {
    expect(doubtedBy(reading('conflict', 0.9), 'arguments')).toBeNull();
    expect(doubtedBy(reading(null, 0), 'grief')).toBeNull();
  });
});

describe('one question with both readings', () => {
  it('names two concrete choices and the member’s pick answers the earlier message as that kind', () => {
    const question = kindQuestion('grief', 'plan')!;
    expect(question.match(/^\d\. /gm)).toHaveLength(2);
    const earlier = 'my sister wants a party when grandad comes home';
    const ctx = coachContext([], [{ role: 'user', content: earlier }, { role: 'assistant', content: question }]);
    expect(chosen(ctx, 'the second one')).toEqual({ ask: earlier, intent: 'plan' });
    expect(chosen(ctx, '1')).toEqual({ ask: earlier, intent: 'grief' });
  });
  it('must NOT: the same answer twice is no choice', () => {
    expect(kindQuestion('arguments', 'arguments')).toBeNull();
  });
});
