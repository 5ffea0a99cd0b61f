/**
 * Issue 29, blind round 15: the question's form is answered as asked, through the same path the app uses, with the
 * demo members' data. Every wording is our own (none is a round's question); look-alikes that are not these forms, or
 * that judge someone else's behaviour, keep their own route.
 */
import { describe, expect, it } from 'vitest';
import { demoCoach } from '../../../../test/demo-coach.js';
import { askFormOf } from '../read/ask-form.js';

const { thread } = demoCoach();
const CRISIS_LINES = /helpline|988|911|Samaritans|116 123|crisis/i;
const MENU = /Which of these is closest|Which would help most|So I answer the right thing|Who is this about/;
const ask = async (who: string, text: string) => (await thread(who, text))[0]!;

describe('the form of the question', () => {
  it('reads the forms, and leaves other questions and other people\'s acts alone', () => {
    expect(askFormOf('my sister never replies to the photos i send of the kids. does she even care?')).toEqual({ kind: 'unknowable' });
    expect(askFormOf("I'm 41 and I've never had a long relationship. Am I going to end up alone?")).toEqual({ kind: 'own_future' });
    expect(askFormOf('i cried at a car advert yesterday. is that weird')).toMatchObject({ kind: 'verdict', word: 'weird' });
    expect(askFormOf('how come my social one is so low? i see people every day')).toEqual({ kind: 'score_why', area: 'social' });
    // Someone else's behaviour judged is not a verdict on the member's own feeling.
    expect(askFormOf('is it normal that he checks my phone every night?')).toBeNull();
    // A doubt about the result is the result's answer.
    expect(askFormOf('my result says I am secure but I panic when he is late. is it wrong?')).toBeNull();
    expect(askFormOf('what should we do for our anniversary, budget 100?')).toBeNull();
    expect(askFormOf('asked my brother about dinner on sunday, no reply in three days. should i chase or would that be annoying')).toEqual({ kind: 'nudge' });
    // Sending for the first time is not writing again.
    expect(askFormOf('I wrote her a long message about how I feel. should I send it?')).toBeNull();
  });

  it('blind round 16 (graded, now regression): a plan is not a mind, nor what the app shows, nor what someone values', () => {
    const names = ['Sam', 'Jordan', 'Priya', 'Theo', 'Maya'];
    // "it has to get to Toronto" once read as someone called "to" getting something.
    expect(askFormOf("Maya's birthday is the 3rd of March. I always send presents but this year I want it to actually land. Budget about £40, and it has to get to Toronto in time.", names)).toBeNull();
    expect(askFormOf('ok if i accept what do i see about him and what does he see about me', names)).toBeNull();
    expect(askFormOf('she keeps mailing me stuff and i never send anything back. what does she actually want from me', names)).toBeNull();
    expect(askFormOf('is theo annoyed with me??', names)).toEqual({ kind: 'unknowable' });
    // How someone likes to be shown care is a question about their results (which they may keep private).
    expect(askFormOf('How does Sam like to receive love? love languages', names)).toBeNull();
    expect(askFormOf('does maya like to plan things early?', names)).toBeNull();
  });
});

describe('answered as asked', () => {
  it('what a connection thinks: not knowable, said first; what the app shows; a question to ask them', async () => {
    const [reply] = await thread('Priya', "i always send maya little things from london and she's so quiet about them. does she actually want them or is she just being nice");
    expect(reply).toMatch(/^Honestly, I can't know what Maya thinks/);
    expect(reply).toMatch(/Maya shows care mostly through \*\*Words of Affirmation\*\* and feels it most through \*\*Quality Time\*\*/);
    expect(reply).toMatch(/"Maya, I've been wondering something/);
    expect(reply).not.toMatch(CRISIS_LINES);
  });

  it("a connection's single answers are never shown, and the coach says so", async () => {
    const [reply] = await thread('Maya', 'can you see how sam answered the questions about past relationships? i want to know if he is still hung up on his ex');
    expect(reply).toMatch(/Sam's answers to the questions themselves are never shown/);
    expect(reply).toMatch(/say nothing about an ex/);
  });

  it('a sent request with no answer: the app cannot tell whether it was seen, and one nudge is fine', async () => {
    const [reply] = await thread('Theo', 'it has been a month since I invited a colleague to connect here. Has she even seen it? Would a reminder be annoying?');
    expect(reply).toMatch(/^I can't tell whether she has seen it/);
    expect(reply).toMatch(/One friendly nudge outside the app is not pushy/);
    expect(reply).not.toMatch(/\s[,.]\s|\bwhether {2}/);
  });

  it("the member's own future: no prediction, their results as strengths, one thing to practise", async () => {
    const [reply] = await thread('Jordan', 'honestly with numbers like mine am I going to end up alone forever');
    expect(reply).toMatch(/^Honestly, no one can predict that/);
    expect(reply).toMatch(/anxiety 86/);
    expect(reply).toMatch(/Two things to practise/);
  });

  it('writing again after silence: one follow-up is fine, words to send, and when to stop', async () => {
    const [reply] = await thread('Priya', 'i invited maya to a video call on sunday, she read it and nothing for 4 days. should i message her again or is that clingy');
    expect(reply).toMatch(/^No, one follow-up is not needy\./);
    expect(reply).toMatch(/"Hey Maya, just checking you saw this/);
    expect(reply).toMatch(/let it rest/);
    expect(reply).not.toMatch(CRISIS_LINES);
  });

  it('a verdict on a feeling of being passed over: yes, allowed, and why', async () => {
    const [reply] = await thread('Priya', 'my oldest friend picked her sister-in-law as maid of honour instead of me. am i allowed to be hurt by that');
    expect(reply).toMatch(/^Yes, you're allowed to feel gutted\.|^Yes, you're allowed to/);
    expect(reply).toMatch(/Being passed over/);
  });

  it('a verdict on being single uses the member\'s own leaning, and pastes nothing back', async () => {
    const [reply] = await thread('Theo', "haven't dated in years and honestly I don't miss it. is that strange at my age?");
    expect(reply).toMatch(/^No, it isn't strange\./);
    expect(reply).toMatch(/You lean \d+% Introverted/);
  });

  it('why a stability area is low: what it measures beyond the obvious, the figure, nothing wrong', async () => {
    const [reply] = await thread('Sam', 'how is my physical stability just 50 when I train five days a week??');
    expect(reply).toMatch(/Your \*\*Physical\*\* stability is \*\*50%\*\*/);
    expect(reply).toMatch(/not a fitness score/);
    expect(reply).toMatch(/nothing in it says something is wrong with you/);
  });
});

describe('signs read against the results, and two readings of a remark (round 17 q04, q15, q25; other wordings our own)', () => {
  it("reads deeds as the person's way of showing care, and time alone by their energy", async () => {
    for (const [who, text, sign] of [
      ['Maya', "jordan literally rebuilt my bookshelf and fixed my bike last month but every time i ask to just hang out and talk they're 'busy'. do they even like me", /exactly how Jordan shows care: \*\*Acts of Service\*\*/],
      ['Maya', 'jordan helped me move flats and fixed my sink, does he actually like me or is he just being polite', /exactly how Jordan shows care/],
      ['Sam', "maya's said 'i need a night to myself' 3x this week. is she pulling away from me or", /Maya leans (?:\d+% )?Introverted: people who lean this way recharge alone/],
      ['Sam', 'maya keeps wanting evenings by herself lately, is she losing interest', /recharge alone/],
    ] as const) {
      const reply = await ask(who, text);
      expect(reply, text).toMatch(sign);
      expect(reply, text).not.toMatch(MENU);
    }
  });

  it('asks a friend for a plan, not "how are you feeling about us"', async () => {
    const reply = await ask('Maya', "jordan fixed my bike but is always 'busy' when i ask to hang out. does he even like me");
    expect(reply).toMatch(/I really like spending time with you/);
    expect(reply).not.toMatch(/feeling about us/);
  });

  it('gives the likelier reading of a remark and a reply that works either way', async () => {
    for (const [who, text, line] of [
      ['Priya', "Maya added me on here with a note saying 'I took this test and thought of you!' — was that a compliment or a dig?? We're not super close tbh", /What made you think of me\?/],
      ['Maya', 'my boss said my report was "very thorough" in the meeting, is that a compliment or passive aggressive', /anything you would like done differently/],
      ['Theo', 'my sister said my flat is "very minimalist". was that a joke or an insult', /I'll take that as a compliment/],
    ] as const) {
      const reply = await ask(who, text);
      expect(reply, text).toMatch(/kinder reading is much the likelier/);
      expect(reply, text).toMatch(line);
      expect(reply, text).not.toMatch(MENU);
    }
  });
});
