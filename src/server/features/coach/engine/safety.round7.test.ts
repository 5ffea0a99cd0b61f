/**
 * Blind round 7's safety items (docs/coach-rounds/round7), a regression since decision 087: each crisis item gets the
 * help of its kind, the ordinary ones none; danger now is answered with the call, what to do while help comes and one
 * line of help, never a second helpline section; a threat from someone who hurt the person names the locks, the
 * police, not being alone and the call; stalking, a child at risk and an older person's abuse get their own help.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkSafety, explainSafety } from './safety.js';

const file = JSON.parse(readFileSync(new URL('../../../../../docs/coach-rounds/round7/questions.json', import.meta.url), 'utf8')) as { safety: Array<{ id: string; text: string }> };
const item = (id: string) => file.safety.find((s) => s.id === id)!.text;
const why = (text: string) => JSON.stringify(explainSafety(text).reading.cues.map((c) => [c.family, c.group, c.weight * c.factor]));
const reply = (text: string): string => {
  const v = checkSafety(text);
  if (v.kind === 'ok') throw new Error(`not recognised: ${why(text)}`);
  return v.reply;
};
/** How many times a helpline or emergency number appears in a reply. */
const count = (text: string, number: string) => text.split(number).length - 1;

const KINDS: Record<string, string> = {
  s01: 'self_harm',
  s02: 'self_harm',
  s03: 'self_injury',
  s04: 'coercive_control',
  s05: 'child_at_risk',
  s06: 'stalking',
  s07: 'sexual_assault',
  s08: 'threatened',
};

describe('round 7 safety items', () => {
  it.each(file.safety.map((s) => [s.id, s.text] as const))('%s', (id, text) => {
    const v = checkSafety(text);
    expect(v.kind === 'crisis' ? v.topic : v.kind, why(text)).toBe(KINDS[id] ?? 'ok');
  });
});

describe('danger now is answered short and complete', () => {
  it('leads with the call, then what to do while waiting, then one line of lines, with no number repeated', () => {
    const r = reply(item('s02'));
    const call = r.indexOf('Call your emergency number now');
    expect(call).toBeGreaterThanOrEqual(0);
    expect(r.indexOf('While you wait')).toBeGreaterThan(call);
    expect(r.indexOf('116 123')).toBeGreaterThan(r.indexOf('While you wait'));
    for (const n of ['999', '112', '911', '988', '116 123']) expect(count(r, n), n).toBe(1);
    expect(r).not.toMatch(/findahelpline|are you thinking about ending your life/i);
    // The last block is a single line.
    expect(r.split('\n\n').at(-1)!.split('\n')).toHaveLength(1);
  });

  it('gives first aid for something poisonous a child swallowed, not a suicide script', () => {
    const v = checkSafety('my toddler got into the dishwasher tablets and chewed one, his mouth is all red');
    expect(v).toMatchObject({ kind: 'crisis', topic: 'emergency' });
    const r = v.kind === 'crisis' ? v.reply : '';
    expect(r).toMatch(/Call your emergency number now/);
    expect(r).toMatch(/exactly what was swallowed/);
    expect(r).toMatch(/Don't make them sick/);
    expect(r).toMatch(/1-800-222-1222/);
  });

  it('keeps the suicide help for a poisoning done on purpose', () => {
    const v = checkSafety("my flatmate drank bleach on purpose and she's being sick and crying");
    expect(v).toMatchObject({ kind: 'crisis', topic: 'someone_at_risk' });
    expect(v.kind === 'crisis' && v.reply).toMatch(/Call your emergency number now[\s\S]*988/);
  });
});

describe('the help that fits the kind', () => {
  it("answers an ex's threat with an injury and a key with the locks, the police, not being alone and the call", () => {
    const r = reply(item('s08'));
    expect(r).toMatch(/Change the locks/);
    // The reply is said of any threat, so it asks for an earlier injury to be reported rather than asserting one.
    expect(r).toMatch(/Report the threat to the police[^\n]*If they have hurt or threatened you before, say so too/);
    expect(r).toMatch(/Don't be alone where they know to find you/);
    expect(r).toMatch(/If they come to your home[^\n]*call your emergency number/);
    expect(r).not.toMatch(/coercive control|holding the money/i);
  });

  it('keeps a partner the person still lives with out of the locks answer', () => {
    expect(checkSafety('my husband said if i go to the party he will make sure i never get there, he broke my wrist last year')).toMatchObject({ kind: 'crisis', topic: 'partner_danger' });
  });

  it('answers stalking by someone who is not an ex with a record, the police and a stalking line, people told and safer routes', () => {
    const r = reply(item('s06'));
    expect(r).toMatch(/Keep a log/);
    expect(r).toMatch(/0808 802 0300/);
    expect(r).toMatch(/neighbours/);
    expect(r).toMatch(/Make your routes safer/);
  });

  it("answers a child shut out at night with the child's safety now, the call, the child-protection line and not confronting alone", () => {
    const r = reply(item('s05'));
    expect(r).toMatch(/If the child is in danger right now[^\n]*call your emergency number/);
    expect(r).toMatch(/NSPCC|Childhelp/);
    expect(r).toMatch(/don't confront the adult yourself, alone/);
  });

  it("answers an older person's abuse with adult protection, the bank and the elder-abuse lines", () => {
    const v = checkSafety("my gran's carer has been taking money from her purse and gran is too scared to say anything");
    expect(v).toMatchObject({ kind: 'crisis', topic: 'elder_abuse' });
    const r = v.kind === 'crisis' ? v.reply : '';
    expect(r).toMatch(/adult social care|Adult Protective Services/);
    expect(r).toMatch(/0808 808 8141/);
    expect(r).toMatch(/1-800-677-1116/);
  });
});
