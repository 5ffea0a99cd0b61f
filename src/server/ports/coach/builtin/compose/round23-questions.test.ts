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
    const reply = attachmentPair(hidden, 'jordans fearful avoidant and im secure. what does that mean for us as friends', hidden.connections.find((c) => c.firstName === 'Jordan'))!;
    expect(reply).toMatch(/^Jordan keeps their attachment style private/);
    expect(reply).not.toMatch(/fearful|avoidant/i);
  });

  it('leaves a question that is not about the pair to its own answer', async () => {
    const ctx = await context('Maya');
    expect(attachmentPair(ctx, 'what does secure attachment mean?', undefined)).toBeNull();
    expect(attachmentPair(ctx, 'is jordan ok? he seemed anxious at dinner', ctx.connections.find((c) => c.firstName === 'Jordan'))).toBeNull();
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
