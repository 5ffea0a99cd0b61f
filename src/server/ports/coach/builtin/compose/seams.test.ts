/**
 * The seams graders called garbled in blind rounds 12–14 (issue 29), one mechanism each: a worry about how it lands
 * pasted into the words, what someone else asked echoed as the member's own message, a promise being taken back
 * written as a complaint, a person or a clause taken for an occasion to invite to, a possessive on a plural, a
 * "Kept to" list whose items read as a sentence cut in two, a line that assumes being in the same room when the two
 * are apart, the member's shouting echoed back, and a goal that names nothing. Every wording here is our own; each
 * mechanism has a look-alike that must keep its reading.
 */
import { describe, expect, it } from 'vitest';
import type { CoachTurn } from '../../context.js';
import { coachContext, coachPerson } from '../test-context.js';
import { builtinReply } from '../index.js';
import { quotedDraft } from './answers/drafts.js';
import { WITHOUT } from './answers/messages.js';
import { possessive } from '../read/text.js';
import { apart, mendSeams } from './seams.js';
import { spokenTo } from '../read/understand.js';
import { topicOf } from '../content/topics.js';

const people = [coachPerson('Ben', 'couple'), coachPerson('Jo', 'friend'), coachPerson('Eliot', 'professional'), coachPerson('Rosa', 'family')];
const reply = (message: string, history: CoachTurn[] = []) => builtinReply(coachContext(people, history), message);
/** The replies to a thread of messages, each turn answered by the coach in order. */
function thread(messages: string[]): string[] {
  const history: CoachTurn[] = [];
  return messages.map((m) => {
    const r = builtinReply(coachContext(people, history), m);
    history.push({ role: 'user', content: m }, { role: 'assistant', content: r });
    return r;
  });
}

describe('how the member wants it to land stays out of the words', () => {
  it('a possessor before the -ing word is the worry too, and goes', () => {
    expect('I need the spare room back without him getting cross'.replace(WITHOUT, '')).toBe('I need the spare room back');
    expect('I can host again without making it a thing'.replace(WITHOUT, '')).toBe('I can host again');
  });

  it('a draft asked "without her getting upset" carries neither "without" nor "your getting"', () => {
    const draft = quotedDraft(reply('how do I tell Rosa I need Sundays to myself from now on without her getting upset')) ?? '';
    expect(draft).toMatch(/Sundays to myself/);
    expect(draft).not.toMatch(/\bwithout\b|\byour getting\b/i);
  });

  it('look-alike: "without" that is part of what is asked for stays', () => {
    expect('I need one weekend without plans'.replace(WITHOUT, '')).toBe('I need one weekend without plans');
  });
});

describe("the member's own sentence and stance win over what someone else asked", () => {
  it('"tell her I want…" later in the thread is the words, not the earlier ask in capitals', () => {
    const [, second] = thread(['my aunt wants me to organise the family picnic AGAIN, 20 people in july', 'how do i tell her i want someone else to run it this year without her getting hurt']);
    const draft = quotedDraft(second!) ?? '';
    expect(draft).toMatch(/someone else to run it/i);
    expect(draft).not.toMatch(/organise the family picnic|AGAIN|without/);
  });

  it('an invitation the member said no to becomes a kind no, not an offer to talk it through', () => {
    const [, second] = thread(['Eliot invited me to the office quiz night next friday. honestly i do not want to go', 'write me the message, short']);
    const draft = quotedDraft(second!) ?? '';
    expect(draft).toMatch(/quiz night/i);
    expect(draft).toMatch(/sit this one out/);
    expect(draft).not.toMatch(/talk it through/);
  });

  it('look-alike: with no no said, the invitation is still met as something to talk over', () => {
    const [, second] = thread(['Eliot invited me to the office quiz night next friday, not sure what to make of it', 'write me the message, short']);
    expect(quotedDraft(second!) ?? '').not.toMatch(/sit this one out/);
  });
});

describe('taking back a yes is a sorry-and-no, never a complaint about being asked', () => {
  it('names the promise, what changed, and offers another day', () => {
    const draft = quotedDraft(reply('Jo asked me to help her move flat this sunday. i promised ages ago but now my shift got swapped. how do i tell her')) ?? '';
    expect(draft).toMatch(/\bsorry\b/i);
    expect(draft).toMatch(/I know I said I'd help you move flat/);
    expect(draft).toMatch(/my shift got swapped/);
    expect(draft).not.toMatch(/not OK with me|^(?:Hey Jo, )?you asked me\./i);
  });

  it('"help her move" is said to her as "help you move"; "help her mum" stays "your mum"', () => {
    expect(spokenTo('help her move flat on sunday')).toBe('help you move flat on sunday');
    expect(spokenTo('let her choose the film')).toBe('let you choose the film');
    expect(spokenTo('help her mum move')).toBe('help your mum move');
  });

  it('look-alike: a complaint about what they keep asking is not turned into a broken promise', () => {
    const text = reply('Jo keeps asking me to lend her my car every weekend and it is wearing thin. how do i tell her');
    expect(text).not.toMatch(/I know I said/);
  });
});

describe('an invitation is only ever to an occasion', () => {
  it('an app invite sent to a person is not written up as "would you like to come to someone"', () => {
    const text = reply('I sent a connection invite to someone from my book club on here days ago and they never answered. should I try again?');
    expect(text).not.toMatch(/come to someone|with me\?"/);
  });

  it('look-alike: an invitation to a real occasion still gets its words', () => {
    const text = reply('help me write an invite for Jo to my birthday drinks on saturday');
    expect(quotedDraft(text) ?? '').toMatch(/birthday drinks/i);
  });
});

describe('a possessive fits the word it is put on', () => {
  it('a plural that ends in s takes the apostrophe alone; a name or a singular takes \'s', () => {
    expect(possessive('your in-laws')).toBe("your in-laws'");
    expect(possessive('your grandparents')).toBe("your grandparents'");
    expect(possessive('your boss')).toBe("your boss's");
    expect(possessive('James')).toBe("James's");
    expect(possessive('Maya')).toBe("Maya's");
  });

  it('no reply about in-laws says "in-laws\'s"', () => {
    const text = reply("if I have to watch one more of my in-laws' three-hour holiday video nights I'll walk into the sea lol. how do I get through new year's day");
    expect(text).not.toMatch(/s's\b/);
  });

  it('the last look mends a plural possessive and leaves a singular alone', () => {
    expect(mendSeams("I can't see your cousins's side.", 'x')).toBe("I can't see your cousins' side.");
    expect(mendSeams("Ask your boss's view first, and James's too.", 'x')).toBe("Ask your boss's view first, and James's too.");
  });
});

describe('the "Kept to" line is a checklist, not a sentence cut in two', () => {
  it('needs and limits are noun phrases joined without "and"; no person is a limit', () => {
    const text = reply('organise a leaving do for 10 at a restaurant, £25 a head, two of them are vegan and one does not drink, and not in a pub');
    const kept = /^Kept to: (.*)$/m.exec(text)?.[1] ?? '';
    expect(kept).toMatch(/£25 a head/);
    expect(kept).not.toMatch(/\band\b|\ba vegan\b|\bsomeone\b|(?:^|, )not\b/);
  });

  it('look-alike: a plan with one limit keeps its one item', () => {
    const text = reply('cheap things to do with Jo this weekend');
    expect(text).toMatch(/^Kept to: cheap\.$/m);
  });
});

describe('two people who are apart are not offered a hug in the next minute', () => {
  it('reads a call, a parcel or two different places as apart', () => {
    expect(apart('thank her for the scarf and say we should do a video call')).toBe(true);
    expect(apart("he's in Glasgow, I'm in Perth")).toBe(true);
    expect(apart('the parcel she sent for my birthday')).toBe(true);
  });

  it('look-alike: the same place, or seeing each other soon, is not apart', () => {
    expect(apart("she's in Leeds and I'm in Leeds too")).toBe(false);
    expect(apart("can't wait to see her at the party on friday")).toBe(false);
  });
});

describe('the last look over a reply', () => {
  it("lowers the member's shouting where it is echoed, and keeps acronyms and types", () => {
    expect(mendSeams('"Hi, about the rota EVERY week: could we share it?" You lean ISTJ, which is OK.', 'she puts me on the rota EVERY week, OK?')).toBe('"Hi, about the rota every week: could we share it?" You lean ISTJ, which is OK.');
  });

  it('look-alike: a message all in capitals singles out nothing', () => {
    expect(mendSeams('About the rota EVERY week.', 'SHE DOES THE ROTA EVERY WEEK')).toBe('About the rota EVERY week.');
  });

  it('a header or an item does not open on a conjunction; a word that starts with one is left alone', () => {
    expect(mendSeams('**and not the pub**\n- but keep it short', 'x')).toBe('**Not the pub**\n- Keep it short');
    expect(mendSeams('**Andover by train**\n- Sorted by noon', 'x')).toBe('**Andover by train**\n- Sorted by noon');
    expect(mendSeams('- So it lands gently: keep it short.\n**Or stay in**', 'x')).toBe('- So it lands gently: keep it short.\n**Or stay in**');
  });

  it("a connection's name typed in lower case is capitalised; a name that is also a word, or an e-mail, is left", () => {
    expect(mendSeams('So you corrected ben at dinner.', 'x', ['Ben'])).toBe('So you corrected Ben at dinner.');
    expect(mendSeams('It will help, and ben@example.com stays.', 'x', ['Will', 'Ben'])).toBe('It will help, and ben@example.com stays.');
  });

  it('a word said twice is said once, except where twice is English', () => {
    expect(mendSeams('Pick the the calmest evening.', 'x')).toBe('Pick the calmest evening.');
    expect(mendSeams('I know that that hurt.', 'x')).toBe('I know that that hurt.');
  });
});

describe('a goal is said back only when it names something', () => {
  it('"how do I raise it" is not answered with "You want to raise it.", nor with praise for "it"', () => {
    const text = reply("my sister made a dig about my cooking at mum's birthday and acts like it never happened. I want an apology but I don't want a row. how do i raise it");
    expect(text).not.toMatch(/You want to raise it\./);
    expect(text).not.toMatch(/what you do like about it/);
    expect(text).toMatch(/You want an apology/);
  });

  it('look-alike: a goal that names its thing is still said back', () => {
    const text = reply("my sister made a dig about my cooking at mum's birthday and acts like it never happened. I don't want a row. how do i tell her the comment stung");
    expect(text).not.toMatch(/You want to\s*$/m);
  });
});

describe('a stock line about a speech fits a short toast', () => {
  it('a one-minute toast is not told "three to five minutes", nor asked for a story with a partner', () => {
    const text = reply("i have to say a few words at my aunt's retirement lunch, one minute tops, and i freeze in front of people");
    expect(text).not.toMatch(/three to five minutes|with their partner/);
  });
});

describe('a question is answered as the kind it is', () => {
  it('"should I tell him he doesn\'t need to come" is a release from a plan, not news to disclose', () => {
    const text = reply("my gig is on thursday and Ben has an early shift friday. should i tell him he doesn't need to come?");
    expect(text).not.toMatch(/finding out later|what happened/);
    expect(text).toMatch(/real choice|either way/);
  });

  it('look-alike: news the member holds is still answered as telling', () => {
    const text = reply('I scratched the car Ben lent me last week and touched it up myself. should i tell him?');
    expect(text).not.toMatch(/real choice rather than a hint/);
  });

  it('"was I wrong? I was right about it though" is not met with "you\'re not overreacting"', () => {
    const text = reply("i pointed out Jo's mistake on the rota in front of everyone and she was short with me all day. was i wrong? i was right about the rota though");
    expect(text).not.toMatch(/not overreacting/i);
    expect(text).toMatch(/\bmanner\b|\bway\b/);
  });

  it('look-alike: "am I overreacting" is still answered as that', () => {
    expect(reply('Jo forgot my birthday for the third year running and I am really hurt. am i overreacting?')).toMatch(/overreact/i);
  });
});

describe('no apology for something that has not happened', () => {
  it('guilt about an invitation not yet answered gets no "I\'m sorry about what happened"', () => {
    const text = reply("Jo wants me to come on her four-day hen weekend in Ibiza. I'd like to be there for her but four days of parties wipes me out. i feel guilty even hesitating. how do i handle it");
    expect(text).not.toMatch(/I'm sorry about what happened|let you down/);
  });

  it('look-alike: guilt about a thing done still gets its apology', () => {
    const text = reply('I feel so guilty, I forgot Ben\'s work leaving drinks last night. what do I say to him');
    expect(quotedDraft(text) ?? '').toMatch(/sorry I forgot/i);
  });
});

describe('where a person is from is not what the trouble is', () => {
  it('"Eliot from work invited me…" is not a work-stress topic', () => {
    expect(topicOf('Eliot from work invited me to a pottery evening on thursday and I really do not fancy it')?.id).not.toBe('work_stress');
  });

  it('look-alike: work itself as the trouble still is', () => {
    expect(topicOf('work has been brutal this month and I come home with nothing left for Ben')?.id).toBe('work_stress');
  });
});

describe('a stock choice fits the message', () => {
  it('a one-off invitation is not offered "Why it keeps happening"', () => {
    const text = reply("Rosa from next door invited me to her book club on friday. I really don't want to go");
    expect(text).not.toMatch(/keeps happening/);
  });

  it('look-alike: something that keeps happening may still be asked why', () => {
    const text = reply("Rosa from next door keeps inviting me to her book club. I really don't want to go");
    expect(text).not.toMatch(/How (?:Rosa|it) might (?:take it|land)/);
  });
});
