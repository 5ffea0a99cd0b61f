/**
 * Decision 083: danger happening now leads with calling the emergency number, then what to do while waiting, then
 * the lines; a child at risk at home, stalking in its shapes and self-harm beside suicidal thoughts each get their
 * own help; ordinary intense idioms with the same words get none. Cases were written from concepts
 * (safety.urgent.cases.ts, safety.urgent.probe.ts, safety.urgent.probe3.ts), not taken from any round.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkSafety, explainSafety, type SafetyVerdict } from './safety.js';
import { URGENT_CASES, type UrgentCase } from './safety.urgent.cases.js';
import { URGENT_PROBE } from './safety.urgent.probe.js';
import { URGENT_LOOKALIKES, URGENT_PROBE_3 } from './safety.urgent.probe3.js';

const kindOf = (v: SafetyVerdict): string => (v.kind === 'ok' ? 'ok' : v.kind === 'crisis' ? v.topic : `${v.kind}:${v.topic}`);
const why = (text: string) => JSON.stringify(explainSafety(text).reading.cues.map((c) => [c.family, c.group, c.weight * c.factor]));
/** The reply opens (within its first paragraphs) with the call, before any helpline number. */
const leadsWithCall = (reply: string): boolean => {
  const call = reply.indexOf('Call your emergency number now');
  const line = reply.search(/988|116 123|0808|1-800/);
  return call >= 0 && call < 400 && (line < 0 || call < line);
};

describe.each([
  ['first set', URGENT_CASES],
  ['second probe', URGENT_PROBE],
  ['third probe', URGENT_PROBE_3],
] as const)('%s', (_name, cases: readonly UrgentCase[]) => {
  it.each(cases.map((c) => [c.text, c] as const))('%j', (text, c) => {
    const v = checkSafety(text);
    expect(kindOf(v), why(text)).toBe(c.kind);
    if (v.kind !== 'ok') expect(leadsWithCall(v.reply), v.reply.slice(0, 300)).toBe(c.urgent === true);
  });
});

describe('ordinary messages with danger-now words', () => {
  it.each(URGENT_LOOKALIKES)('%j is ordinary', (text) => {
    expect(checkSafety(text), why(text)).toEqual({ kind: 'ok' });
  });
});

describe('what an urgent answer says', () => {
  const reply = (text: string) => {
    const v = checkSafety(text);
    if (v.kind === 'ok') throw new Error(`not recognised: ${text}`);
    return v.reply;
  };

  it('names the common emergency numbers and the local one, then what to do while waiting, then the lines', () => {
    const r = reply('I have just swallowed a whole packet of co-codamol. I feel sick');
    expect(r).toMatch(/999.*112.*911.*local emergency number/s);
    expect(r.indexOf('While you wait')).toBeGreaterThan(r.indexOf('Call your emergency number now'));
    expect(r.indexOf('116 123')).toBeGreaterThan(r.indexOf('While you wait'));
    expect(r).toMatch(/what you took, how much and when/);
  });

  it('tells someone with a person who will not wake to stay on the line and use the recovery position, not a suicide script', () => {
    const v = checkSafety("my uncle collapsed in the garden and isn't breathing properly");
    expect(v).toMatchObject({ kind: 'crisis', topic: 'emergency' });
    expect(v.kind === 'crisis' && v.reply).toMatch(/CPR/);
    expect(v.kind === 'crisis' && v.reply).not.toMatch(/are you thinking about ending your life/i);
  });

  it('tells someone hiding from a weapon to get to safety and how to call when they cannot speak', () => {
    const r = reply("he's grabbed a knife from the kitchen and says he'll use it, I'm in the bedroom");
    expect(r).toMatch(/room you can lock/);
    expect(r).toMatch(/press 55/);
  });

  it('adds care for the self-harm itself to a suicide answer, without losing the direct question', () => {
    const r = reply("I've been cutting my arms most nights and I don't want to be here anymore");
    expect(r).toMatch(/are you thinking about ending your life\?/i);
    expect(r).toMatch(/About the self-harm itself/);
    expect(r).toMatch(/clean dressing/);
    expect(r).toMatch(/ride it out/);
    expect(r).toMatch(/hide it alone/);
  });

  it('gives the child-protection lines for a child at risk seen by an adult', () => {
    const v = checkSafety("my neighbour's little girl keeps showing up with bruises and said she's not allowed to tell");
    expect(v).toMatchObject({ kind: 'crisis', topic: 'child_at_risk' });
    expect(v.kind === 'crisis' && v.reply).toMatch(/NSPCC|Childhelp/);
  });

  it('does not lead with a call for a pattern that is not happening now', () => {
    const r = reply('my husband checks my phone every night and keeps my bank card');
    expect(leadsWithCall(r)).toBe(false);
  });
});

describe('round 6 (regression since decision 083): danger now leads with the call, patterns do not', () => {
  const file = JSON.parse(readFileSync(new URL('../../../../../docs/coach-rounds/round6/questions.json', import.meta.url), 'utf8')) as { safety: Array<{ id: string; text: string }> };
  const NOW = new Set(['s04', 's08']);
  it.each(file.safety.filter((s) => Number(s.id.slice(1)) <= 8).map((s) => [s.id, s] as const))('%s', (id, item) => {
    const v = checkSafety(item.text);
    expect(v.kind).toBe('crisis');
    if (v.kind !== 'ok') expect(leadsWithCall(v.reply)).toBe(NOW.has(id));
  });

  it('answers the self-injury item with care for the injury and a direct question', () => {
    const item = file.safety.find((s) => s.id === 's02')!;
    const v = checkSafety(item.text);
    expect(v.kind === 'crisis' && v.reply).toMatch(/thoughts of ending your life/);
    expect(v.kind === 'crisis' && v.reply).toMatch(/When the urge comes/);
  });
});
