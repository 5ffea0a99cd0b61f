/**
 * Round 23's questions, after grading (not a blind score), with our own wordings beside the round's as regressions:
 * two attachment styles side by side (q06 got only the member's own scores, and a style kept private stays
 * undescribed); a partner who needs nights alone while the member gets lonely (q14 got advice on saying no to plans,
 * the wrong direction); and a mood with nothing to place it (q08 got a cold menu of drafts and plans), whose choices
 * answer as first messages.
 */
import { describe, expect, it } from 'vitest';
import { builtinText } from '../../builtin-reply.js';
import { demoCoach } from '../../../../test/demo-coach.js';
import { attachmentPair } from './attachment-pair.js';

const { thread, context } = demoCoach();

describe('two attachment styles side by side', () => {
  it('describes both, how they meet between friends, and what helps (round 23 q06)', async () => {
    const [reply] = await thread('Maya', 'jordans fearful avoidant and im secure. what does that mean for us as friends');
    expect(reply).toMatch(/^Jordan is fearful-avoidant, which usually means/);
    expect(reply).toMatch(/You are secure \(anxiety \d+, avoidance \d+, out of 100\)/);
    expect(reply).toMatch(/Between friends/);
    expect(reply).toMatch(/Don't read a pull-back or a slow reply as rejection/);
  });

  it('says nothing of a style the connection keeps private', async () => {
    const ctx = await context('Maya');
    const jordan = ctx.connections.find((c) => c.firstName === 'Jordan')!;
    const { relationshipType: _kept, ...shared } = jordan.results!;
    const hidden = { ...ctx, connections: ctx.connections.map((c) => (c === jordan ? { ...jordan, results: shared } : c)) };
    const reply = attachmentPair(hidden, 'jordans fearful avoidant and im secure. what does that mean for us as friends')!;
    expect(reply).toMatch(/^Jordan keeps their attachment style private/);
    expect(reply).not.toMatch(/fearful|avoidant/i);
  });

  it('leaves a question that is not about the pair to its own answer', async () => {
    const ctx = await context('Maya');
    expect(attachmentPair(ctx, 'what does secure attachment mean?')).toBeNull();
    expect(attachmentPair(ctx, 'is jordan ok? he seemed anxious at dinner')).toBeNull();
  });
});

describe("a partner's nights alone, the member lonely", () => {
  it('answers the lonely one, not the one who needs the time (round 23 q14)', async () => {
    const [reply] = await thread('Sam', 'maya needs like 2 nights alone a week and most saturdays she wants to stay in. i get it but i end up kinda lonely and bored. is this normal or are we just not compatible');
    expect(reply).toMatch(/says little about compatibility/);
    expect(reply).toMatch(/Make those nights yours on purpose/);
    expect(reply).not.toMatch(/Say no warmly|Wanting time to yourself is a need/);
  });

  it('keeps the member\'s own need for time alone as it was', async () => {
    const [reply] = await thread('Theo', "i just want to stay in this weekend and skip the party, is that bad?");
    expect(reply).not.toMatch(/Make those nights yours on purpose/);
  });
});

describe('a mood with nothing to place it', () => {
  it('meets the feeling first, and a choice is answered as its own question (round 23 q08)', async () => {
    const [question, answer] = await thread('Maya', 'idk. everything just feels off lately', '1');
    expect(question).toMatch(/^That sounds like a heavy, foggy stretch/);
    expect(question).toMatch(/1\. Something with someone close/);
    expect(answer).toMatch(/Pick a calm, private moment soon/);
    const ctx = await context('Maya');
    expect(await builtinText({ context: ctx, message: 'idk what to get sam for his birthday', mode: 'coach' })).not.toMatch(/foggy stretch/);
  });
});

describe('someone close just left by their partner', () => {
  it('answers the one helping: what shock looks like, what helps instead of outings, what to watch (round 23 q16)', async () => {
    const [reply] = await thread('Sam', "my buddy marco's wife left him last week, out of nowhere. he's been on my couch since, barely eating, watching the same show on loop. i keep trying to get him out (bars, pickup soccer) and he just says no. what do i actually do here");
    expect(reply).toMatch(/^Shut down on the sofa, barely eating, just after being left out of nowhere, is what shock looks like\. Marco isn't ready/);
    expect(reply).toMatch(/Bars and crowds are a lot to face right now/);
    expect(reply).toMatch(/suggest a doctor together/);
    expect(reply).toMatch(/Having him on your couch is generous/);
    expect(reply).not.toMatch(/Which would help most/);
  });

  it('is never the member\'s own breakup, and says only what the member said', async () => {
    const [reply] = await thread('Priya', 'my sister got dumped by text yesterday after 4 years. how do i help her?');
    expect(reply).toMatch(/^Being left is a shock[^\n]*She isn't ready to be cheered up yet/);
    expect(reply).not.toMatch(/out of nowhere|the show|couch|Tell one person you trust/);
    // The member's own breakup keeps its answer.
    const [own] = await thread('Priya', 'my girlfriend left me last week. how do i get through this?');
    expect(own).not.toMatch(/company that asks nothing of/);
  });
});

describe('the Vibe with another weighting, and the figure the other person sees', () => {
  it('recomputes both figures for a weighting asked in a thread, and says the shared one is what they see (round 23 t06)', async () => {
    const [, whatIf, seen] = await thread('Priya', "what's the 'your way' number on my vibe with maya? it says 49 but the vibe is 52", 'ok so if i cared more about personality, like 70%, what would it be?', 'and which number does maya see?');
    // 70% of 67 plus 30% of 37 is 58; the pair's setting goes from 50% to the mean of 70% and Maya's 60%, 65%: 57.
    expect(whatIf).toMatch(/^At 70% personality, your own "your way" figure with Maya would be about \*\*58\*\*/);
    expect(whatIf).toMatch(/The shared Vibe would move to about \*\*57\*\*, from 52[^\n]*from 50% to 65% personality/);
    expect(seen).toMatch(/^Maya sees the same Vibe you do: \*\*52\*\*/);
    expect(seen).toMatch(/Your \*\*49\*\* "your way" figure is only yours/);
  });
});

describe('round 23 threads: words to send and what a reply means', () => {
  it('asks to be exclusive in a whole sentence, makes it lighter, and explains "not into labels" (round 23 t05)', async () => {
    const [draft, lighter, labels] = await thread('Theo', '6 dates with Nele. want to ask if we\'re exclusive. write me something I can text her', "too formal, I sound like I'm sending terms and conditions. less", "she said 'I'm not really into labels right now'. what does that even mean");
    expect(draft).toMatch(/"Hey Nele! I've really liked getting to know you, and I'm not seeing anyone else\. I'd like us to be exclusive\. How do you feel about that\?"/);
    expect(draft).not.toMatch(/Would you like to we/);
    expect(lighter).toMatch(/^Here it is more relaxed, same message:/);
    expect(labels).toMatch(/^"Not into labels right now" usually means one of three things: Nele likes you/);
    expect(labels).not.toMatch(/INTP|Fearful-Avoidant/);
  });

  it('reads "was 40 min late" as the member\'s own wrong: an apology, then "it\'s fine", then how to stop being late (round 23 t02)', async () => {
    const [sorry, fine, habit] = await thread('Sam', "was 40 min late to maya's work thing tonight, she went really quiet in the uber and went back to her place. what do i text her", "she replied 'it's fine.' is it fine", 'ok how do i actually stop being late, its like a P thing for me lol');
    expect(sorry).toMatch(/"Hey Maya, I'm sorry I was 40 min late to your work thing tonight\./);
    expect(sorry).not.toMatch(/I feel anxious when I don't hear back/);
    expect(fine).toMatch(/^Probably not fully, not yet/);
    expect(habit).toMatch(/Plan the time you leave, not the time you arrive/);
  });

  it('meets a bare "fine." without promising an offer nobody made', async () => {
    const [, reply] = await thread('Maya', 'i texted jordan to check in after his rough week', "I messaged him and he just replied 'fine.' what does that even mean");
    expect(reply).toMatch(/^"I'm fine" usually means "not ready to talk"/);
    expect(reply).not.toMatch(/the offer of a walk/);
  });
});

describe('round 23: figures and types said true', () => {
  it('names the letters two types really share (round 23 q40 said INTP and ENFP share Introverted)', async () => {
    const [reply] = await thread('Theo', 'INTP + ENFP. doomed?');
    expect(reply).toMatch(/They share Intuitive and Perceiving and differ on E\/I and T\/F\./);
    const [other] = await thread('Theo', 'ISTJ + ESTP. doomed?');
    expect(other).toMatch(/They share Sensing and Thinking and differ on E\/I and J\/P\./);
  });

  it('praises the steadiest area, not a low overall figure (round 23 q36)', async () => {
    const [reply] = await thread('Theo', 'overall stability 45, emotional 30, social 34. am I broken or something');
    expect(reply).toMatch(/Your steadiest area is spiritual \(71\), a real strength to lean on; your overall stability, the average of all six, is 45%\./);
  });

  it("gives a type's two lists when its best or worst match is asked (round 23 q31)", async () => {
    const [reply] = await thread('Priya', 'whats ESFJ worst match');
    expect(reply).toMatch(/^By type alone, your type, ESFJ, finds these the most challenging: INTP, INTJ, ENTP and INFP\./);
    expect(reply).toMatch(/"Challenging" isn't "worst"/);
    expect(reply).not.toMatch(/Is this about you/);
    // Most compatible among named people is a question for the Vibes, not the type lists.
    const [vibes] = await thread('Maya', 'Out of Sam, Jordan and Priya, who am I actually most compatible with?');
    expect(vibes).toMatch(/^Your Vibes, highest first/);
  });
});

describe('a pending request', () => {
  it('says pending is not declined, and what the other person sees, before anything else (round 23 q33)', async () => {
    const [reply] = await thread('Theo', 'sent a friend request about a week ago, still says pending. does that mean they declined? can they already see my results?');
    expect(reply).toMatch(/^No: pending means they haven't answered yet\. A request that is declined doesn't stay pending/);
    expect(reply!.split('\n\n')[1]).toMatch(/^While a request is pending, the person asked sees only the asker's name and type/);
  });
});

describe("a connection's love languages, for the member", () => {
  it('says how they feel cared for and how what the member already does can speak to it (round 23 q28)', async () => {
    const [reply] = await thread('Priya', "maya's INFJ, gives words of affirmation, wants quality time. what does that mean for me as her cousin? i usually send her little parcels");
    expect(reply).toMatch(/^Maya feels most cared for through \*\*Quality Time\*\*/);
    expect(reply).toMatch(/Keep your parcels and presents going, which is how you show love \(your own results say you give through \*\*Gifts\*\*\)[^\n]*a call while Maya opens one/);
    expect(reply).not.toMatch(/\*\*ESFJ\*\* sums up/);
  });
});

describe('a manager between two people on the team', () => {
  it('speaks to the one in the middle: the 1:1s, a meeting together, no sides (round 23 q30)', async () => {
    const [reply] = await thread('Priya', "I manage a small team of 5 at a charity in Hackney. Two of them, Ben and Sade, have been at each other for weeks. Ben thinks Sade takes credit for his work, Sade thinks Ben is dismissive in meetings. They both come to me separately to vent and I end up agreeing with whoever's in front of me, which I know makes it worse. Tension like this honestly keeps me up at night. I've got a 1:1 with each this week. What do I actually say?");
    expect(reply).toMatch(/^You're the one in the middle here[^\n]*Agreeing with whoever is in front of you is very human/);
    expect(reply).toMatch(/\*\*In each 1:1:\*\*/);
    expect(reply).toMatch(/A short meeting with Ben and Sade, which you chair/);
    expect(reply).toMatch(/keeps you up at night/);
    expect(reply).not.toMatch(/takes? (?:credit|your work)[^\n]*\?"$/m);
  });
});

describe('round 24, after grading', () => {
  it('a sister dumped, on the member\'s couch: answered for the one helping (round 24 q12)', async () => {
    const [reply] = await thread('Sam', "my little sis (22) got dumped by text after 4 yrs, the guy literally sent it while she was at work. she's been on our couch 3 days barely eating, just rewatching gilmore girls. how do i help");
    expect(reply).toMatch(/^Shut down on the sofa, barely eating[^\n]*She isn't ready to be cheered up yet/);
    expect(reply).not.toMatch(/Tell one person you trust/);
  });

  it('a sympathy card: three short messages with no placeholder, and what to leave out (round 24 q30)', async () => {
    const [reply] = await thread('Priya', "My friend Hannah's mum died last week. Sending flowers and a card. What do I write in the card?? Everything I write sounds like a Hallmark thing");
    expect(reply).toMatch(/"Dear Hannah, I'm so sorry about your mum\./);
    expect(reply).toMatch(/something Hannah's mum said, made or did/);
    expect(reply).toMatch(/Leave out "everything happens for a reason"/);
    expect(reply).not.toMatch(/\[|In a sentence, what happened/);
  });

  it('a dinner to host with a budget and a day: a costed menu, not advice on approaching the food (round 24 q19)', async () => {
    const [reply] = await thread('Jordan', 'Want to host Maya for dinner Thursday 7pm at my place. Budget $80 CAD. Small kitchen, 2 burners. She likes wine. What should I cook that isn\'t boring');
    expect(reply).toMatch(/\*\*The menu\*\*/);
    expect(reply).toMatch(/within your C\$80/);
  });

  it('a place is never a month (round 24 q21, q38)', async () => {
    const [toronto] = await thread('Jordan', "Moved to Toronto for work in March. Weekdays are fine. Weekends I talk to literally nobody except the cashier at the grocery store. Maya's my only real friend here and she's got her own life. Not sure how people make friends at 34.");
    expect(toronto).not.toMatch(/in March/);
    const [berlin] = await thread('Theo', 'moved to berlin for a PhD 14 months ago. my german is B1, everyone switches to english when they hear my accent. zero friends outside the lab. weekends = me, a chess app and netflix');
    expect(berlin).not.toMatch(/Berlin For/);
  });
});

describe('"shorter" after a message that opens with a short sentence', () => {
  it('cuts it, instead of taking "Hey Jordan, I can\'t host." for a greeting and keeping every word (round 24 t01)', async () => {
    const [first, short] = await thread('Maya', "can u help me write a msg to Jordan cancelling our cooking night thurs? work has absolutely wrecked me this week and I just can't host", 'shorter. he hates long texts');
    const quoted = (reply: string) => /"([^"]+)"/.exec(reply)?.[1] ?? '';
    expect(quoted(short!).length).toBeLessThan(quoted(first!).length);
  });
});
