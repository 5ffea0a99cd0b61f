/**
 * Round 23's intense but ordinary messages, after grading (not a blind score): each got a menu of choices or a stock
 * script (a money argument for eaten jollof, a breakup script for "how do I break it to her"). They are answered for
 * what happened, with our own wordings beside the round's as regressions, and look-alikes keep their route.
 */
import { describe, expect, it } from 'vitest';
import { demoCoach } from '../../../../test/demo-coach.js';
import { readHeard } from '../read/heard.js';
import { coachContext } from '../test-context.js';

const { thread } = demoCoach();
const ask = async (who: string, text: string) => (await thread(who, text))[0]!;
const MENU = /Which would help most\?/;
const CRISIS = /988|911|999|112|helpline|Samaritans|crisis/i;
const cause = (text: string) => readHeard(text, coachContext([]))?.cause.kind ?? null;

describe('the moments are read', () => {
  it('reads nerves now, news told first, a review loop, a repair ignored, a lost match, a thing done without asking', () => {
    expect(cause('Heart pounding, hands shaking, feel like I might throw up. Presenting to the VP in 15 minutes. Help.')).toBe('nerves');
    expect(cause('hands shaking, my interview is in 10 mins, help')).toBe('nerves');
    expect(cause('I am going to MURDER my brother. he told mum I\'m leaving my job before I\'d even told her. she\'s already rung twice')).toBe('news_told');
    expect(cause("if my PR gets bounced one more time I'm throwing my laptop in the Spree. fourth round of review comments, all about variable names")).toBe('review_loop');
    expect(cause("I swear I'm going to burn this building down. Heat's been out three times this month and the landlord 'is looking into it'. It's -12 tonight.")).toBe('repair_ignored');
    expect(cause('94th minute. NINETY FOURTH. i\'m actually devastated, i want to lie on the floor forever. never watching football again')).toBe('match_lost');
    expect(cause('lmaooo maya is going to kill me. signed us both up for the polar bear dip on jan 1st without asking 🙈 how do i break it to her')).toBe('confession');
    expect(cause('i could actually strangle sam. he ate the jollof i was saving for lunch tomorrow AND left the pot in the sink 😤😤')).toBe('food_taken');
  });

  it('leaves look-alikes to their own answers', () => {
    expect(cause('I have a presentation next week, any tips for structuring it?')).toBeNull();
    expect(cause('my brother told mum the good news before me and she is thrilled, so sweet')).toBeNull();
    expect(cause('the heating is out, any tips for staying warm?')).toBeNull();
    expect(cause('signed us up for a pottery class, what should we bring?')).toBeNull();
  });
});

describe('the moments are answered', () => {
  it('nerves minutes before: what helps now, with the time said back', async () => {
    const reply = await ask('Jordan', 'Heart pounding, hands shaking, feel like I might throw up. Presenting to the VP in 15 minutes. Help.');
    expect(reply).toMatch(/^What you're feeling is adrenaline/);
    expect(reply).toMatch(/In the next 15 minutes:/);
    expect(reply).toMatch(/out slowly for 6 to 8/);
    expect(reply).not.toMatch(MENU);
    expect(reply).not.toMatch(CRISIS);
  });

  it('news told first: the person who heard it first, then the teller, and no "why I\'m doing it" for news that is no decision', async () => {
    const job = await ask('Priya', "I am going to MURDER my brother. he told mum I'm leaving my job before I'd even told her. she's already rung twice");
    expect(job).toMatch(/your brother took that from you/);
    expect(job).toMatch(/Deal with your mum first[^\n]*not by letting the calls ring out[^\n]*here's why I'm doing it/);
    const breakup = await ask('Priya', "honestly could murder my brother. he told mum about my breakup before I'd even had the chance to");
    expect(breakup).toMatch(/Talk to your mum yourself soon/);
    expect(breakup).not.toMatch(/why I'm doing it|calls ring out/);
  });

  it('a review loop, a repair ignored in the cold, a lost match: the count and the minute said back, not invented', async () => {
    const review = await ask('Theo', "if my PR gets bounced one more time I'm throwing my laptop in the Spree. fourth round of review comments, all about variable names");
    expect(review).toMatch(/^Four rounds of comments on naming/);
    expect(review).toMatch(/linter/);
    const heat = await ask('Jordan', "I swear I'm going to burn this building down. Heat's been out three times this month and the landlord 'is looking into it'. It's -12 tonight.");
    expect(heat).toMatch(/^Three times this month/);
    expect(heat).toMatch(/Tonight first:[\s\S]*Never heat the flat with the oven/);
    expect(heat).toMatch(/Call 311/);
    expect(heat).not.toMatch(CRISIS);
    const other = await ask('Priya', "the boiler's been broken since monday and my landlord keeps ignoring me, I could scream");
    expect(other).toMatch(/^Broken again/);
    expect(other).not.toMatch(/Tonight first|311|three times/i);
    const match = await ask('Priya', '91st minute winner for them. devastated. never watching football again');
    expect(match).toMatch(/^A 91st-minute loss/);
  });

  it('a loss, and wanting company rather than plans: words to ask for it, the pet by name', async () => {
    const reply = await ask('Maya', 'our cat pepper died this morning. she was 17. i cant stop crying and sam keeps trying to cheer me up with plans and i just want him to sit with me');
    expect(reply).toMatch(/^I'm so sorry about Pepper\. 17 years/);
    expect(reply).toMatch(/"I know you're trying to make me feel better[^"]*Can you just sit with me\?"/);
    expect(reply).toMatch(/Sam is showing love the way he knows how/);
    expect(reply).not.toMatch(/walk times|What were they like/);
  });

  it('something done without asking: owned in words to send, not a breakup script', async () => {
    const reply = await ask('Sam', 'lmaooo maya is going to kill me. signed us both up for the polar bear dip on jan 1st without asking 🙈 how do i break it to her');
    expect(reply).toMatch(/"Confession time: I signed us both up for the polar bear dip on January 1 without asking you first\./);
    expect(reply).not.toMatch(/Ending things|break up/i);
  });

  it('food kept for later and eaten, with the pot in the sink', async () => {
    const reply = await ask('Maya', 'i could actually strangle sam. he ate the jollof i was saving for lunch tomorrow AND left the pot in the sink 😤😤');
    expect(reply).toMatch(/your jollof/);
    expect(reply).toMatch(/on him\./);
    expect(reply).toMatch(/The pot left in the sink is a separate charge: Sam washes it, tonight\./);
    expect(reply).not.toMatch(/money/i);
  });
});
