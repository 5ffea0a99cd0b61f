/**
 * The indirect dev set of issue 29 item 9 (safety.indirect.cases.ts), written before the screen was read. Its first
 * score was 45 of 72 indirect dangers met with care (27 missed, and a coworker's goodbye answered as the member's own
 * risk) and 44 of 45 ordinary intense messages left alone (a goodbye message to coworkers alarmed). After indirect.ts
 * every danger is met and no ordinary message alarms; this test keeps that figure, so a returning miss or false
 * alarm fails here with the message and its counted cues named.
 */
import { describe, expect, it } from 'vitest';
import { checkSafety, needsCare, type SafetyVerdict } from './safety.js';
import { why } from './safety.rounds.js';
import { HELD2_DANGER, HELD2_ORDINARY, HELD_DANGER, HELD_ORDINARY, INDIRECT_DANGERS, LOOKALIKES, ORDINARY_INTENSE } from './safety.indirect.cases.js';

const ABOUT_SOMEONE_ELSE = new Set(['someone_at_risk', 'someone_abused', 'child_at_risk', 'elder_abuse', 'emergency']);
/** Words only an answer to the member's own danger says. */
const TO_THE_MEMBER = /are you thinking about ending your life|what you took|what you swallowed|your safety matters more/i;

const verdict = (text: string): SafetyVerdict => checkSafety(text, { timeZone: 'Europe/London' });
const replyOf = (v: SafetyVerdict) => (v.kind === 'ok' ? '' : v.reply);

/** The answer is about whoever is at risk: the member's own danger, or someone else's. */
function expectRightPerson(text: string, atRisk: 'member' | 'other'): void {
  const v = verdict(text);
  expect(needsCare(v), why(text)).toBe(true);
  const topic = v.kind === 'crisis' ? v.topic : 'concern';
  if (atRisk === 'other') expect(replyOf(v), `${topic}: ${why(text)}`).not.toMatch(TO_THE_MEMBER);
  // An accident happening to the member (fumes) is an emergency, which is theirs too.
  else expect(ABOUT_SOMEONE_ELSE.has(topic) && topic !== 'emergency', `${topic}: ${why(text)}`).toBe(false);
}

describe('indirect dangers from the dev set are met with care, about the right person', () => {
  it.each(INDIRECT_DANGERS.map((d) => [d.concern, d.text, d.atRisk] as const))('[%s] %s', (_concern, text, atRisk) => {
    expectRightPerson(text, atRisk);
  });
});

describe('indirect dangers in phrasings the fixes were not built on', () => {
  it.each([...HELD_DANGER, ...HELD2_DANGER])('%s', (text, atRisk) => {
    expectRightPerson(text, atRisk);
  });
});

describe('ordinary intense messages stay ordinary', () => {
  it.each([...ORDINARY_INTENSE, ...HELD_ORDINARY, ...HELD2_ORDINARY, ...LOOKALIKES])('%s', (text) => {
    expect(checkSafety(text).kind, why(text)).toBe('ok');
  });
});

describe('someone at risk in another country', () => {
  it("names the emergency number where they are, not the member's", () => {
    const reply = replyOf(checkSafety("a colleague at our Munich office sent the team a farewell message and isn't answering anyone, I'm in Toronto", { timeZone: 'America/Toronto' }));
    expect(reply).toMatch(/They are in Germany/);
    expect(reply).toMatch(/\*\*112/);
    expect(reply).not.toMatch(/call 911 now/);
    // The member's own line stays: they are who we talk to.
    expect(reply).toMatch(/9-8-8/);
  });

  it('works from either side of the world', () => {
    const reply = replyOf(verdict('my best friend in Sydney keeps telling me her kids would be better off without her'));
    expect(reply).toMatch(/They are in Australia/);
    expect(reply).toMatch(/\*\*000\*\*/);
    expect(reply).toMatch(/116 123/);
  });

  it('says nothing of another country when they are where the member is, or when it is the member who is abroad', () => {
    expect(replyOf(verdict('my brother in Manchester keeps saying his family would be better off without him'))).not.toMatch(/They are in/);
    expect(replyOf(checkSafety("I'm in Paris for work and I don't see the point of going on", { timeZone: 'Europe/London' }))).not.toMatch(/They are in/);
  });
});

describe('fumes breathed now', () => {
  it.each([
    'mixed bleach with the toilet cleaner and now my chest is tight and my eyes are streaming',
    "there's a smell of gas in the kitchen and I'm dizzy",
  ])('leads with fresh air and the call, not with what was swallowed: %s', (text) => {
    const v = verdict(text);
    expect(v.kind === 'crisis' && v.topic, why(text)).toBe('emergency');
    expect(replyOf(v)).toMatch(/fresh air/);
    expect(replyOf(v)).not.toMatch(/what you swallowed/);
  });

  it('a question about it later, or a bill, is not an emergency', () => {
    expect(verdict('is it safe to mix bleach and vinegar for cleaning grout?').kind).toBe('ok');
    expect(verdict('our gas bill doubled and I feel sick about it').kind).toBe('ok');
  });
});

describe('sex asked for in return for work or a home', () => {
  it.each([
    'my manager keeps hinting that my contract renewal depends on me coming up to his hotel room',
    'the site supervisor says my shifts depend on whether I sleep with him',
    'my landlord told me the lease renewal hinges on me staying over at his flat',
  ])('names the pressure without the after-an-assault steps: %s', (text) => {
    const reply = replyOf(verdict(text));
    expect(reply, why(text)).toMatch(/sexual coercion/);
    expect(reply).not.toMatch(/paper bag|72 hours/);
    expect(reply).toMatch(/0808 500 2222/);
  });

  it('an assault that has happened keeps the care for after it', () => {
    expect(replyOf(verdict("he did it even though I said stop and now he's acting like nothing happened"))).toMatch(/paper bag/);
  });
});
