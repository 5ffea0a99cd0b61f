/**
 * Decision 093: the reply chosen must answer the request's act (advice, an explanation, a plan, gift ideas, a draft,
 * support, a choice between people), never a template picked by one word of the story; a clear request is answered,
 * not met with a menu; money keeps its currency and its "each". Wordings are ours, written before the code, none from
 * a blind round; several per behaviour, each with a look-alike that must not change.
 * Demo world: Maya (partner Sam, friend Jordan, family Priya), Sam (partner Maya, colleague Theo), Jordan (friend
 * Maya), Priya (family Maya), Theo (colleague Sam).
 */
import { describe, expect, it } from 'vitest';
import { demoCoach } from '../../../../test/demo-coach.js';
import { requestAct, replyShape, answersRequest } from './answers-request.js';
import { readPlan } from '../read/plan.js';

const { thread } = demoCoach();
const ask = async (as: string, message: string) => (await thread(as, message))[0]!;

/** An outing plan or a schedule: what the coach writes when a plan was asked for. */
const ITINERARY = /Kept to:|your own town|^Here are (?:some )?ideas\b|^- \*\*(?:Morning|Afternoon|Evening|Night|\d{1,2}(?::\d\d)?\s?(?:am|pm))\*\*/im;
const MENU = /Which of these is closest|Which would help most|So I answer the right thing|I'd rather ask than/;

describe('the act a request asks for', () => {
  it.each([
    ['My brother lives in Porto and keeps missing our video calls. How do I bring it up without a row?', 'advice'],
    ['Our team is split between Dublin and Leeds and my colleague never speaks in calls. How do I work with him?', 'advice'],
    ['Plan us a Sunday in Bath, about £60 between us, nothing too walky', 'plan'],
    ['Ideas for a rainy Saturday with my girlfriend, we have £30', 'plan'],
    ["It's my boss's leaving do on Friday and I want to get her something small myself, £20. Ideas?", 'gift'],
    ['What should I put in a hamper for my dad, £40 including postage', 'gift'],
    ['Can you write me a text telling my flatmate I am moving out in March', 'draft'],
    ['what do i write in the card, we are not close', 'draft'],
    ['why is my score with my cousin only 58, we get on great', 'explain'],
    ['My grandad died last month and my friends keep trying to get me out to parties. How do I tell them I want quiet?', 'advice'],
    ['Should I take Sam or Jordan to the cottage, it only sleeps two', 'choose'],
  ])('%s → %s', (message, act) => {
    expect(requestAct(message)).toBe(act);
  });

  it('leaves a message that asks nothing clear without an act', () => {
    expect(requestAct('ugh. this again.')).toBeNull();
    expect(requestAct('is this normal??')).toBeNull();
  });
});

describe('whether a reply shape answers the act', () => {
  const plan = '**Saturday with Sam**\nKept to: £40 for the two of you.\n\n- **10am** A walk by the river (free).';
  const gifts = "Gift ideas for Sam's birthday, each within your £30:\n\n- A record, about £20.";
  it('an itinerary answers only a plan', () => {
    expect(replyShape(plan)).toBe('itinerary');
    expect(answersRequest('plan', replyShape(plan))).toBe(true);
    expect(answersRequest('advice', replyShape(plan))).toBe(false);
    expect(answersRequest('gift', replyShape(plan))).toBe(false);
    expect(answersRequest('choose', replyShape(plan))).toBe(false);
  });
  it('gift ideas answer only a gift', () => {
    expect(replyShape(gifts)).toBe('gift');
    expect(answersRequest('gift', 'gift')).toBe(true);
    expect(answersRequest('draft', 'gift')).toBe(false);
    expect(answersRequest('explain', 'gift')).toBe(false);
  });
  it('a menu never answers a clear act', () => {
    expect(replyShape('I want to get this right. Which of these is closest?\n\n1. A\n2. B')).toBe('menu');
    expect(answersRequest('advice', 'menu')).toBe(false);
    expect(answersRequest(null, 'menu')).toBe(true);
  });
});

describe('replies that answer the request asked, not a template picked by a word', () => {
  it('advice about working with someone abroad is not a sightseeing plan', async () => {
    const reply = await ask('Sam', 'theo is in lisbon this quarter and we work remote. he says nothing on calls then sends me long messages at 6am picking my ideas apart. we ship on march 3. how do i work with him without losing it');
    expect(reply).not.toMatch(ITINERARY);
    expect(reply).toMatch(/Theo/);
  });
  it('someone grieving who asks how to say they want quiet gets no outing', async () => {
    const reply = await ask('Maya', 'my uncle died in september and sam keeps booking weekends away to cheer me up. i love him for it but i just want to stay home. how do i say that');
    expect(reply).not.toMatch(ITINERARY);
    expect(reply).not.toMatch(MENU);
  });
  it('raising a work problem with a lead is not a date plan', async () => {
    const reply = await ask('Jordan', 'my manager moved the release date twice this week without telling anyone why. i have redone my plan twice. how do i raise it calmly');
    expect(reply).not.toMatch(ITINERARY);
    expect(reply).not.toMatch(/picnic|museum|board-game/i);
  });
  it('a gift asked for with "get something small" is gift ideas, within the cap', async () => {
    const reply = await ask('Theo', 'sams birthday at work next week, everyone signs a card but i want to get him something small myself, £12. ideas?');
    expect(reply).not.toMatch(ITINERARY);
    expect(reply).toMatch(/£\d/);
    for (const m of reply.matchAll(/£(\d+)/g)) expect(Number(m[1])).toBeLessThanOrEqual(12);
  });
  it('a real plan request still gets a plan (must not be blocked)', async () => {
    const reply = await ask('Maya', 'plan me and sam a saturday afternoon in london, £50 between us, nothing crowded');
    expect(reply).toMatch(ITINERARY);
  });
});

describe('money keeps its currency and its "each"', () => {
  it('a budget in Canadian dollars is written in Canadian dollars', async () => {
    const reply = await ask('Jordan', 'mayas bday is in march, around 70 cad. she loves houseplants. what do i get her');
    expect(reply).not.toMatch(/£/);
    expect(reply).toMatch(/C\$\d/);
  });
  it('"both of us" is not a place, and "60 cad" is Canadian dollars', () => {
    expect(readPlan('something daytime with maya, budget 80 cad for both of us').city).toBeUndefined();
    expect(readPlan('something daytime with maya, budget 80 cad for both of us').budget).toMatchObject({ amount: 80, currency: 'C$' });
    expect(readPlan('a day out in toronto, 60 dollars between us').budget?.currency).toBe('C$');
    expect(readPlan('a day out in boston, 60 dollars between us').budget?.currency).toBe('$');
  });
  it('a budget given per person is not doubled into a total', async () => {
    const reply = await ask('Jordan', 'three things to do with maya this month, she lives 30 min away, £40 each max');
    expect(reply).not.toMatch(/£80\b/);
    expect(reply).toMatch(/£40 each/);
  });
});

describe('a clear request is answered, not met with a menu', () => {
  it('choosing between two connections for a task gets a choice', async () => {
    const reply = await ask('Maya', 'i need help painting my new flat on saturday. should i ask jordan or priya?');
    expect(reply).not.toMatch(MENU);
    expect(reply).toMatch(/Jordan/);
    expect(reply).toMatch(/Priya/);
  });
  it('"is N bad" where N is the member\'s only Vibe is about that Vibe', async () => {
    const reply = await ask('Theo', 'is 52 low');
    expect(reply).not.toMatch(MENU);
    expect(reply).toMatch(/52/);
    expect(reply).toMatch(/Sam/);
  });
  it('a message with no act still gets one question back (look-alike that must keep asking)', async () => {
    const reply = await ask('Priya', 'should i do it');
    expect(reply).toMatch(/\?/);
    expect(reply).not.toMatch(ITINERARY);
  });
});

describe('interests belong to their owner', () => {
  it('a gift for Maya never offers Sam\'s own interests as hers, nor what the member ruled out', async () => {
    const reply = await ask('Sam', 'christmas present for maya, up to 120 cad. she has every kitchen gadget already so nothing for cooking please');
    expect(reply).not.toMatch(/cooking class|cookbook|kitchen/i);
    expect(reply).not.toMatch(/£/);
  });
});
