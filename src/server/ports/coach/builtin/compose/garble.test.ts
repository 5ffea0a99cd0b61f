/**
 * The mechanisms that made garbled drafts and wrong-direction scripts in blind rounds 5–9 (decision 099), each tested
 * with look-alikes written here (none is a round's sentence): a pronoun turned the wrong way at a clause's end, a wish
 * in the past tense asked as it was written, a plain fact framed as a grievance, a feeling or the act of messaging taken
 * for a need, quoted words re-voiced or run on, a grievance script when the member did the wrong, a talk split the
 * wrong way round, a stock event put in the member's mouth, a vent echoed in fragments, a worry pasted into the text.
 * Each asserts a property of the words, and each has a look-alike that must keep its reading.
 */
import { describe, expect, it } from 'vitest';
import type { CoachTurn } from '../../context.js';
import { coachContext, coachPerson } from '../test-context.js';
import { builtinReply } from '../index.js';
import { spokenTo } from '../read/understand.js';
import { presentOf } from '../read/send.js';
import { situationOf } from '../read/situation.js';
import { grievance, myNeed, quotedDraft } from './answers/drafts.js';
import { draftBody } from './answers/messages.js';
import { quotedWords } from '../decide/followups.js';
import { ownWrong } from './shared.js';
import { memberPrepares } from './everyday.js';
import { toYou, ventReply } from './feelings.js';

const people = [coachPerson('Ben', 'couple'), coachPerson('Jo', 'friend'), coachPerson('Eliot', 'professional'), coachPerson('Rosa', 'family')];
const ctx = (history: CoachTurn[] = []) => coachContext(people, history);
const reply = (message: string, history: CoachTurn[] = []) => builtinReply(ctx(history), message);
const jo = { kind: 'connection' as const, c: people[1]!, pronoun: 'she' as const };

describe('a pronoun said to the person keeps its job', () => {
  it('"her" at the end of a clause or before a preposition is "you"; before a noun it is "your"', () => {
    expect(spokenTo("it isn't about her")).toBe("it isn't about you");
    expect(spokenTo('I let her down.')).toBe('I let you down.');
    expect(spokenTo('drive her to the station')).toBe('drive you to the station');
    expect(spokenTo('her car broke down')).toBe('your car broke down');
    expect(spokenTo('I missed her big day')).toBe('I missed your big day');
  });

  it('a no to driving someone somewhere is written to them, not to "your to"', () => {
    const text = reply('help me say no to my sister, she wants me to drive her to the airport every friday in march');
    const draft = quotedDraft(text) ?? '';
    expect(draft).not.toMatch(/\byour (?:to|from|at|home)\b/i);
    expect(draft).not.toMatch(/\byour[.,!?]/);
  });
});

describe('a wish in the past tense is asked in the present', () => {
  it('knows the common past forms and leaves an unknown one out rather than guess', () => {
    expect(presentOf('just came round')).toBe('just come round');
    expect(presentOf('rang me on sundays')).toBe('ring me on sundays');
    expect(presentOf('sat with me')).toBe('sit with me');
    expect(presentOf('meandered over')).toBeNull();
    expect(presentOf('come over more')).toBe('come over more');
  });

  it('"I\'d rather she came round" is asked as "come round", and kind gifts are not led with as a complaint', () => {
    const text = reply("my friend Jo keeps sending me little presents. it's lovely but i'd rather she just came round for a cuppa now and then. how do i say that without sounding rude");
    const draft = quotedDraft(text) ?? '';
    expect(draft).toMatch(/\bcome round\b/);
    expect(draft).not.toMatch(/\bcame\b/);
    expect(draft).not.toMatch(/something small/i);
  });
});

describe('only a wrong is framed as what bothers the member', () => {
  it('tells a grievance from a plain fact or a kindness', () => {
    for (const g of ['you forgot the booking', 'you never ask how my day was', 'you rewrote my slides', 'you keep moving our calls to 7am', 'you decided without asking me'])
      expect(grievance(g), g).toBe(true);
    for (const f of ['you are learning Spanish', 'you cried all the way home', 'you keep sending me flowers', 'you keep checking on me', 'you started a pottery class'])
      expect(grievance(f), f).toBe(false);
  });

  it('asking someone out never says a fact about them "started to bother me"', () => {
    const text = reply("there's a guy at my bouldering gym, we've chatted a few times, he's training for a marathon. i want to ask him for a drink, how do i even do that");
    expect(text).not.toMatch(/bother(?:s|ed)? me/i);
  });
});

describe('a need is something the person can meet, not a feeling or the act of writing', () => {
  it('leaves out idioms of embarrassment and wishes to message someone', () => {
    expect(myNeed('I want the floor to swallow me up after that call', jo)).toBeNull();
    expect(myNeed('I want to email the other parent about it', jo)).toBeNull();
    expect(myNeed('I just want to scream honestly', jo)).toBeNull();
    expect(myNeed('I need Sunday mornings to myself', jo)).toBe('I need Sunday mornings to myself');
  });
});

describe('their quoted words stay theirs', () => {
  it('keeps the pronouns of a quote and stops at its closing mark', () => {
    expect(quotedWords("'after all the years I've given you'")).toBe("after all the years I've given you");
    expect(quotedWords("'ok, suit yourself'. is she annoyed with me")).toBe('ok, suit yourself');
    expect(quotedWords('"fine, have it your way" and walks off')).toBe('fine, have it your way');
    // Reported, unquoted words are not this reader's: they are turned to how the person would say them.
    expect(quotedWords("he says i'm too rigid")).toBeNull();
  });
});

describe('a grievance script only when the member has the grievance', () => {
  it('reads who did the wrong', () => {
    expect(ownWrong('I was the one who forgot our lunch')).toBe(true);
    expect(ownWrong('I cancelled on him last minute and now he is cold')).toBe(true);
    expect(ownWrong("i didn't reply for a week and she's hurt")).toBe(true);
    expect(ownWrong('she forgot our lunch again')).toBe(false);
    expect(ownWrong('he cancelled on me last minute')).toBe(false);
  });

  it('the member who missed the friend\'s event is not handed an "I feel … when you …" line', () => {
    const text = reply("I was the one who missed Jo's housewarming. Work ran late, I lost track of the time, and she's been quiet since. What do I do?");
    expect(text).not.toMatch(/"Jo, I feel \w+ when/);
  });
});

describe('"I felt hurt when" carries only a wrong done to the member', () => {
  it('a person described is no event, and a silence after the member\'s own cancelling is not theirs to be hurt by', () => {
    expect(reply('Jo from my course is kind of a mystery to me, always polite but closed. how do i get to know her better')).not.toMatch(/I felt hurt when/);
    expect(reply("Jo went quiet on me for days after I cancelled our film night at the last minute. what's going on with her?")).not.toMatch(/I felt hurt when/);
  });

  it('a wrong done to the member keeps its words', () => {
    expect(reply('Jo forgot my birthday dinner and never said anything, I feel so hurt. what do I say to her')).toMatch(/forgot/);
  });
});

describe('a reason is not a confession', () => {
  it('"told my dad … because I didn\'t answer" is not drafted as the member\'s apology; "upset because I forgot" is', () => {
    expect(reply("Jo told my dad I'm 'falling apart' because I didn't answer for a weekend. I was at a festival with no signal. how do I tell her to stop doing that")).not.toMatch(/I'm sorry I didn't answer/);
    expect(reply("Jo is upset because I forgot her leaving drinks. write me an apology text")).toMatch(/sorry/i);
  });
});

describe('"the mum" in a class chat is someone else\'s parent', () => {
  it('a draft to the other parent is not greeted "Mum"', () => {
    const history = [{ role: 'user' as const, content: "My daughter wasn't invited to a classmate's sleepover, everyone else was. She's gutted." }, { role: 'assistant' as const, content: 'Go on.' }];
    expect(reply('I want to message the mum about it, we are both in the parents group chat. should I?', history)).not.toMatch(/"(?:Hey|Hi) Mum\b/);
  });
});

describe('a shared talk is split by who would rather speak', () => {
  it('the quiet one prepares, whoever that is', async () => {
    const c = ctx();
    const quietThem = situationOf('eliot and i are doing the client pitch together on monday. he freezes when he has to talk and i talk way too much. how do we split it', c)!;
    expect(quietThem.kind).toBe('work_share');
    expect(memberPrepares(c, quietThem)).toBe(false);
    const quietMe = situationOf("eliot and i are co-presenting the demo next week. i go quiet in meetings and he talks a lot. how do we split it", c)!;
    expect(memberPrepares(c, quietMe)).toBe(true);
  });

  it('the draft gives the prepared parts to the one who freezes, and names the pitch, not "the presentation"', () => {
    const text = reply('eliot and i are doing the client pitch together on monday. he freezes when he has to talk and i talk way too much. how do we split it');
    const draft = quotedDraft(text) ?? '';
    expect(draft).toMatch(/you take the parts that can be prepared/);
    expect(draft).not.toMatch(/presentation/);
    expect(draft).toMatch(/for the (?:client )?pitch/);
    // "I talk way too much" names no talk to split.
    const verb = quotedDraft(reply('eliot and i are running a workshop together next week. i talk way too much and he goes quiet. how do we split it')) ?? '';
    expect(verb).not.toMatch(/for the talk/);
  });
});

describe('a correction draft says the correction the member named, or leaves it blank', () => {
  it('an audience alone is not a correction', () => {
    expect(situationOf('my boss asked me in front of everyone whether the new plan was realistic and i said yes', ctx())?.kind).not.toBe('work_corrected');
  });

  it('"talked over me" is what the draft says, not a stock "explained my point"', () => {
    const text = reply('my colleague Dana talked over me in the client review today, in front of the whole team. what do i say to her');
    expect(text).not.toMatch(/explained my point/);
    // The review has happened: the draft does not offer to talk "before" it.
    expect(quotedDraft(text) ?? '').not.toMatch(/before the client review/);
  });
});

describe('a vent is said back in whole sentences', () => {
  it('"ill" is an illness, not "I\'ll"', () => {
    expect(toYou('when her mum was ill I drove up')).toBe('when her mum was ill you drove up');
  });

  it('never echoes the member\'s question or a cut-off sentence, and each sentence starts with a capital', () => {
    const text = ventReply(ctx(), "I need to rant for a minute. My flatmate ate my leftovers again. I labelled them and everything. Then she acted like I was being petty about it in front of her boyfriend, who laughed. Is that normal? Should I even bother saying something or");
    const first = text.split('\n\n')[0]!;
    expect(first).not.toMatch(/\?|\bor\.|\bShould you\b/);
    expect(first).not.toMatch(/[.!] [a-z]/);
  });
});

describe('a request for words carries the ask, not the worry about how it sounds', () => {
  it('"asking for one lazy Sunday a month" is a thing to have', () => {
    const body = draftBody("can you help me write a text to Jo asking for one lazy sunday a month with no plans? i don't want it to sound like nagging") ?? '';
    expect(body).toMatch(/^Could we have one lazy Sunday a month/);
    expect(body).not.toMatch(/nagging|like to one/);
  });

  it('"I don\'t want her to think it\'s about her" is answered in the message, not pasted', () => {
    const text = reply("can you help me write a message to Jo saying i can't do friday drinks every week anymore, maybe once a month? i don't want her to think it's about her");
    const draft = quotedDraft(text) ?? '';
    expect(draft).not.toMatch(/about your\b|think it's about/);
  });
});

describe('a topic tip goes in the direction of the message', () => {
  it('someone who cancels on the member gets how to raise it, not "own the pattern"', async () => {
    const { topicOf } = await import('../content/topics.js');
    expect(topicOf('if Jo cancels on me one more time I swear, that is four times since June')?.tip).not.toMatch(/own the pattern/);
    expect(topicOf('my brother is always late to everything and it drives me mad')?.tip).not.toMatch(/own the pattern/);
    expect(topicOf("I'm always late to meet Jo and she's had enough")?.tip).toMatch(/own the pattern/);
    expect(topicOf('I cancelled on Jo twice this month, how do I stop being that friend')?.tip).toMatch(/own the pattern/);
  });
});

describe('a moved date is told as often as it moved', () => {
  it('one move pulled in is not "a few times now"; a date that keeps moving is', () => {
    const once = reply('my manager pulled our launch date in by three weeks at the team meeting without checking with anyone. it does not fit. how do i go back to her');
    expect(once).not.toMatch(/a few times now/);
    const again = reply('my manager moved my deadline forward AGAIN, third time this quarter. how do I raise it');
    expect(again).toMatch(/a few times now|pattern/);
  });
});

describe('words the member gives about what the other did not do are not the message', () => {
  it('"without once asking what I want" is not drafted as "could you let me know what I want"', () => {
    const text = reply("can you help me write a text to Rosa. she's booked the whole family holiday without once asking what I want. I love her but I feel ignored");
    expect(text).not.toMatch(/let me know what I want/);
    expect(text).not.toMatch(/Happy holidays/);
    expect(text).not.toMatch(/you are booked/);
  });
});

describe('an everyday draft carries the member\'s own situation, not a stock one', () => {
  it('care after an operation is not "organising our family get-togethers"; one brother is not "all"', () => {
    const text = reply("Mum has her hip operation in May. I'm the eldest and nearest so the looking after will fall on me. My brother is three hours away and says he can't do much. how do i bring it up");
    const draft = quotedDraft(text) ?? '';
    expect(draft).not.toMatch(/get-togethers|Hi all/);
  });

  it('a noisy housemate is not told "my food keeps disappearing"', () => {
    const text = reply('my flatmate plays loud music till 2am on weeknights and i have early shifts. what do i say to her');
    expect(text).not.toMatch(/food keeps disappearing/);
  });
});

describe('an apology draft carries a short reason or none', () => {
  it('an apology already sent is not drafted again from the rest of the message', () => {
    const text = reply("Jo went cold for days after I pulled out of our trip last minute. I sent a long apology and she just replied 'k'. What is going on with her?");
    expect(text).not.toMatch(/I'm sorry I a\b|What is going on with you/);
  });

  it('example lines carry no blank to fill and no X and Y', async () => {
    const { LOVE_LANGUAGE_KB } = await import('../content/knowledge.js');
    for (const kb of Object.values(LOVE_LANGUAGE_KB)) for (const line of kb.howToAsk) expect(line).not.toMatch(/_{2,}|\bX and Y\b/);
  });
});
