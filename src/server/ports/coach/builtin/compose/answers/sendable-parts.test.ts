/**
 * Words to send keep every part of the request (round 11): the no and the alternative offered, a one-line reason, the
 * distance a card has to own, what a partner is asked for and what they are not, a pattern raised with a manager as
 * facts and a proposal, the act an apology is for and what was behind it. The phrasings are written for these tests
 * (typos, shorthand, long stories); each asserts parts of the drafted message, never its exact words.
 */
import { describe, expect, it } from 'vitest';
import type { CoachTurn } from '../../../context.js';
import { coachContext, coachPerson } from '../../test-context.js';
import { builtinReply } from '../../index.js';
import { readSend } from '../../read/situation.js';
import { brokenClause, quotedDraft } from './drafts.js';

const people = [coachPerson('Ben', 'couple'), coachPerson('Jo', 'friend'), coachPerson('Eliot', 'professional')];
const ctx = (history: CoachTurn[] = []) => coachContext(people, history);

function draftOf(message: string, history: CoachTurn[] = []): string {
  const reply = builtinReply(ctx(history), message);
  const draft = quotedDraft(reply);
  expect(draft, reply).not.toBeNull();
  expect(brokenClause(draft!), draft!).toBeNull();
  expect(draft!, draft!).not.toMatch(/\[|\b(?:keep it short|write|draft|help me|how do i)\b/i);
  return draft!;
}

/** A thread of turns, each answered with the history so far. */
function thread(...turns: string[]): string[] {
  const history: CoachTurn[] = [];
  return turns.map((turn) => {
    const reply = builtinReply(ctx([...history]), turn);
    history.push({ role: 'user', content: turn }, { role: 'assistant', content: reply });
    return reply;
  });
}

describe('a no keeps the alternative offered', () => {
  it('shorthand, no apostrophes, the reason in brackets', () => {
    const draft = draftOf('text jo for me pls, cant make her gig on friday (early start sat) but id love to grab lunch sunday instead');
    expect(draft).toMatch(/^Hey Jo\b/);
    expect(draft).toMatch(/can't make your gig/i);
    expect(draft).toMatch(/lunch/);
    expect(draft).toMatch(/Sunday/);
  });

  it('a reason given with "because" and an offer with "I could"', () => {
    const draft = draftOf("How do I tell Ben I can't come to his parents' dinner on Saturday because I'm working, but I could drive over on Sunday morning?");
    expect(draft).toMatch(/can't come to your parents' dinner/);
    expect(draft).toMatch(/I'm working/);
    expect(draft).toMatch(/drive over on Sunday morning/);
  });

  it('to a colleague, the offer is kept in a plain register', () => {
    const draft = draftOf("write a msg to eliot, i won't be able to make the offsite thursday but i'm happy to dial in");
    expect(draft).toMatch(/can't make the offsite/i);
    expect(draft).toMatch(/dial in/);
    expect(draft).not.toMatch(/\b(?:love you|xx)\b/i);
  });

  it('"warmer", "shorter" and "the exact text" act on that draft and keep the offer', () => {
    const [first, warmer, shorter, exact] = thread('write jo a text, I cant do her birthday drinks friday but I could take her for breakfast on saturday', 'warmer', 'shorter', 'the exact text pls');
    for (const reply of [first, warmer, shorter, exact]) expect(quotedDraft(reply!), reply).toMatch(/breakfast on Saturday/);
    expect(quotedDraft(warmer!)!.length).toBeGreaterThan(quotedDraft(first!)!.length);
    expect(quotedDraft(exact!)).toBe(quotedDraft(shorter!));
  });
});

describe('"shorter" on a two-sentence draft', () => {
  it('drops the warm lead-in, keeps the need and the ask, and is really shorter', () => {
    const [first, short] = thread("help me write a text to jo saying i need a quiet night in this friday without it sounding like i'm annoyed", 'shorter');
    const before = quotedDraft(first!)!;
    const after = quotedDraft(short!)!;
    expect(after.length, short).toBeLessThan(before.length);
    expect(after).toMatch(/quiet night in this Friday/);
    expect(after).toMatch(/\?$/);
    expect(after).not.toMatch(/sounding|annoyed/);
  });
});

describe('a card owns the distance', () => {
  it('"rubbish at staying in touch" is owned lightly, with something concrete promised', () => {
    const draft = draftOf("what do I put in Jo's birthday card? we were so close at uni but I'm rubbish at staying in touch these days");
    expect(draft).toMatch(/keeping in touch/);
    expect(draft).toMatch(/\b(?:call|catch-up|hug)\b/);
    expect(draft).not.toMatch(/always count on/);
  });

  it('a card with nothing to own stays a plain card', () => {
    expect(draftOf("what should I write in Jo's birthday card")).not.toMatch(/keeping in touch|far away/);
  });
});

describe('what is asked, and what is not', () => {
  it('a partner hears warmth, what the member is not missing, and the ask', () => {
    const draft = draftOf('how do i tell ben i dont want more flowers, i need him to actually listen when i talk about my day');
    expect(draft).toMatch(/flowers/);
    expect(draft).toMatch(/could you listen when I talk about my day\?/i);
    expect(draft).not.toMatch(/\bhim\b|\bi need him\b/i);
  });

  it('a manager gets the pattern, how often, and a proposal: never "it hurt"', () => {
    const reply = builtinReply(ctx(), 'my manager keeps moving our sprint deadlines at the last minute, 3 times in the past two weeks. how do i raise it without sounding like im whining');
    const draft = quotedDraft(reply)!;
    expect(draft, reply).toMatch(/^Hi\b/);
    expect(draft).toMatch(/3 times/);
    expect(draft).toMatch(/notice|priorities/);
    expect(reply).not.toMatch(/\bhurt\b/);
  });
});

describe('an apology names the act and what was behind it', () => {
  it('a thumbs-up to a warm message: the act, what it meant, and the plan that fell through', () => {
    const draft = draftOf("Jo sent me a really sweet message after my surgery saying I'm her favourite person. I didn't know how to reply so I just sent an emoji. Now she's gone quiet and skipped our Sunday walk. What should I text her?");
    expect(draft).toMatch(/sorry I only sent an emoji/);
    expect(draft).toMatch(/meant a lot/);
    expect(draft).toMatch(/our Sunday walk/);
  });

  it('a sorry keeps when it happened and what they had asked', () => {
    const draft = draftOf('i snapped at ben last night when he asked about the bins, i was stressed. write me a sorry text');
    expect(draft).toMatch(/sorry I snapped at you last night when you asked about the bins/);
  });
});

describe('unrelated messages are not read as words to send', () => {
  it.each([
    "what is Ben's love language?",
    "I didn't know what to say when Jo told me her news, is that normal?",
    'ideas for a rainy sunday with ben',
  ])('%s', (message) => {
    expect(readSend(message, ctx())).toBeNull();
  });
});
