/**
 * Words to send, composed from a read of the situation (decision 092). Written before the code, in wordings none of
 * the dev rounds use: different relationships (partner, friend, colleague, a boss and a mum off Attune), both
 * directions (the member owes the apology, or is owed one), with the facts given and without. Each asserts concrete
 * properties of the drafted message, never its exact words.
 */
import { describe, expect, it } from 'vitest';
import type { CoachTurn } from '../../../context.js';
import { coachContext, coachPerson } from '../../test-context.js';
import { builtinReply } from '../../index.js';
import { readSend } from '../../read/situation.js';
import { factsOf } from '../../read/slots.js';
import { quotedDraft } from './drafts.js';

const ctx = (history: CoachTurn[] = []) => coachContext([coachPerson('Ben', 'couple'), coachPerson('Jo', 'friend'), coachPerson('Eliot', 'professional')], history);

const ENDEARMENTS = /\b(?:love you|babe|baby|sweetheart|darling|honey|miss you|xx?)\b|❤|😘/i;
/** Words about asking the coach, which never belong in the message itself. */
const META = /\b(?:write|draft|help me|can you|without (?:it )?sounding|what do i|how do i)\b/i;

function draftOf(message: string, history: CoachTurn[] = []): { reply: string; draft: string } {
  const reply = builtinReply(ctx(history), message);
  const draft = quotedDraft(reply);
  expect(draft, reply).not.toBeNull();
  return { reply, draft: draft! };
}

/** No run of `n` words of the request is in the draft: the story is retold, not pasted. Facts (days, times, money,
 * places) are meant to go in verbatim, so they are left out of the comparison. */
function pasted(request: string, draft: string, n = 6): string | null {
  const f = factsOf(request);
  const facts = new RegExp([...f.days, ...f.times, ...f.amounts, ...f.places].map((x) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|') || '^$', 'gi');
  // A fact breaks a run: different stand-ins on each side, so a run never matches across one.
  request = request.replace(facts, ' qqfact ');
  draft = draft.replace(facts, ' zzfact ');
  const words = request.toLowerCase().replace(/[^\p{L}\p{N}' ]+/gu, ' ').split(/\s+/).filter(Boolean);
  const said = ` ${draft.toLowerCase().replace(/[^\p{L}\p{N}' ]+/gu, ' ').replace(/\s+/g, ' ')} `;
  for (let i = 0; i + n <= words.length; i++) {
    const run = words.slice(i, i + n).join(' ');
    if (said.includes(` ${run} `)) return run;
  }
  return null;
}

function commonChecks(request: string, draft: string, name: RegExp, partner: boolean): void {
  expect(draft, draft).toMatch(name);
  expect(draft, draft).toMatch(/\b(?:I|I'm|I'd|I'll|me|my)\b/);
  expect(draft, draft).not.toMatch(META);
  expect(draft, draft).not.toMatch(/(?:^|\s)i(?:\s|$)/);
  if (!partner) expect(draft, draft).not.toMatch(ENDEARMENTS);
}

describe('who owes what to whom', () => {
  it('reads the member as the one apologising when the member did the wrong', () => {
    expect(readSend('I forgot Ben\'s work dinner on Thursday at 8 and he sat there alone. write me a sorry text', ctx())?.act).toBe('apology');
  });
  it('reads the member as the one owed when the other person did the wrong', () => {
    expect(readSend('Jo skipped my birthday drinks on Saturday and hasn\'t said a word. Write her a message saying I\'m hurt and would like an apology', ctx())?.act).toBe('owed');
  });
  it('reads a no to their invitation as a decline, not a grievance', () => {
    expect(readSend('Eliot keeps asking me to join the Thursday quiz team. how do I say no nicely', ctx())?.act).toBe('decline');
  });
  it('is not a request for words when the member asks something else', () => {
    expect(readSend('what is Ben\'s love language?', ctx())).toBeNull();
  });
});

describe('drafts from the situation', () => {
  it('apology from the member to a partner, with the facts given', () => {
    const request = "I forgot Ben's work dinner on Thursday at 8 and he sat there alone. write me a sorry text";
    const { draft } = draftOf(request);
    commonChecks(request, draft, /^\S+ Ben\b/, true);
    expect(draft).toMatch(/sorry/i);
    expect(draft).toMatch(/Thursday/);
    expect(draft).not.toMatch(/\bwhen you\b|\[/);
    expect(pasted(request, draft)).toBeNull();
  });

  it('the member is owed the apology: the draft asks for one, it does not give one', () => {
    const request = "Jo skipped my birthday drinks on Saturday and hasn't said a word. Write her a message saying I'm hurt and would like an apology";
    const { draft } = draftOf(request);
    commonChecks(request, draft, /^\S+ Jo\b/, false);
    expect(draft).not.toMatch(/\bI'm sorry (?:I|for)\b|\bI apologi[sz]e\b/);
    expect(draft).toMatch(/Saturday/);
    expect(draft).toMatch(/\byou\b/);
    expect(pasted(request, draft)).toBeNull();
  });

  it('a no to a colleague, in work register, with the day kept', () => {
    const request = 'Eliot wants me to cover his Sunday shift on the 14th. I already worked two weekends in a row. Draft a Slack message saying no politely';
    const { draft } = draftOf(request);
    commonChecks(request, draft, /^\S+ Eliot\b/, false);
    expect(draft).toMatch(/Sunday|14th/);
    expect(draft).toMatch(/\b(?:can't|cannot|won't be able|not able|pass|no)\b/i);
    expect(draft).not.toMatch(/\bhurt\b|\bfelt\b/);
    // The member's own reason, already first person and addressed to nobody, is theirs to send as it is.
    expect(pasted(request.replace(/I already worked[^.]*\./, ''), draft)).toBeNull();
  });

  it('a no to a boss off Attune, by her name, without endearments', () => {
    const request = "my boss Karen asked me to lead the Friday client demo and I really can't take it on this month. what do I say to her?";
    const { draft } = draftOf(request);
    commonChecks(request, draft, /Karen\b/, false);
    expect(draft).toMatch(/Friday/);
    expect(draft).toMatch(/\b(?:can't|cannot|not able|won't be able)\b/i);
  });

  it('an invitation keeps every fact as given and who pays', () => {
    const request = "write a text inviting Jo to a jazz night at the Blue Room on Fri 20th at 7:30pm, tickets are £18 and I'll get hers";
    const { draft } = draftOf(request);
    commonChecks(request, draft, /^\S+ Jo\b/, false);
    for (const fact of ['Blue Room', 'Fri 20th', '7:30pm', '£18']) expect(draft).toContain(fact);
    expect(draft).toMatch(/\bon me\b|\bmy treat\b|\bI'll (?:get|pay|cover)\b/i);
    expect(draft).not.toMatch(/\[/);
  });

  it('moving a plan keeps both days in the right order', () => {
    const request = 'can you write Ben a message moving our date night from Friday to Saturday? he hates plans changing';
    const { draft } = draftOf(request);
    commonChecks(request, draft, /^\S+ Ben\b/, true);
    expect(draft.indexOf('Friday')).toBeGreaterThan(-1);
    expect(draft.indexOf('Saturday')).toBeGreaterThan(draft.indexOf('Friday'));
  });

  it('a request to a mum off Attune, addressed as Mum, with the time', () => {
    const request = 'my mum keeps ringing during my work hours. help me write a text asking her to call after 6pm instead';
    const { draft } = draftOf(request);
    commonChecks(request, draft, /\bMum\b/, false);
    expect(draft).toMatch(/after 6pm/);
    expect(draft).not.toMatch(/\bI'm sorry I\b/);
  });

  it('a card for a colleague one is not close to: short, warm, no endearment', () => {
    const request = "it's Eliot's leaving do on Friday, what do I write in his card? we only worked together a few months";
    const { draft } = draftOf(request);
    commonChecks(request, draft, /Eliot\b/, false);
    expect(draft.split(/\s+/).length).toBeLessThan(45);
  });

  it('a reply to what they sent answers it, without pasting it back', () => {
    const request = "Ben just texted 'can we have a chat tonight?' and now I'm panicking. what do I reply so I don't sound panicked";
    const { draft } = draftOf(request);
    commonChecks(request, draft, /^\S+ Ben\b|^Ben\b/, true);
    expect(draft).not.toMatch(/can we have a chat tonight/i);
    expect(draft).toMatch(/tonight/i);
  });

  it('an apology whose event cannot be read leaves one clear blank', () => {
    const { draft } = draftOf('I messed up with Jo. write me an apology');
    expect(draft).toMatch(/^\S+ Jo\b/);
    expect(draft).toMatch(/\[[^\]]+\]/);
    expect(draft).not.toMatch(ENDEARMENTS);
  });

  it('reconnecting with someone off Attune retells the silence instead of pasting it', () => {
    const request = "I disappeared on my old flatmate Priti for two years, no reason. her birthday is next week. draft something that isn't cringe";
    const { draft } = draftOf(request);
    commonChecks(request, draft, /Priti\b/, false);
    expect(draft).toMatch(/birthday/i);
    expect(pasted(request, draft, 5)).toBeNull();
  });

  it('asking a friend to change a habit is a request, not an apology', () => {
    const request = 'Jo keeps borrowing my car without asking. write a message asking her to check with me first';
    const { draft } = draftOf(request);
    commonChecks(request, draft, /^\S+ Jo\b/, false);
    expect(draft).toMatch(/\bcar\b/);
    expect(draft).toMatch(/check with me first/);
    expect(draft).not.toMatch(/\bI'm sorry\b/);
  });

  it('"write the text then" in a thread writes it from the earlier turn', () => {
    const history: CoachTurn[] = [
      { role: 'user', content: 'Eliot keeps scheduling our 1:1s at 8am on Mondays and I do the school run then. how do I bring it up?' },
      { role: 'assistant', content: 'Name the clash and offer a time that works.' },
    ];
    const { draft } = draftOf('ok write the message then', history);
    expect(draft).toMatch(/^\S+ Eliot\b/);
    expect(draft).toMatch(/8am|Monday/);
    expect(draft).not.toMatch(ENDEARMENTS);
    expect(draft).not.toMatch(META);
  });
});
