/**
 * Issue 29's decisions, asked as the demo members through builtinText (the provider's own path): one clarifying
 * question when the model cannot tell what is asked, and its answer read from the thread; situations read with
 * confidence (being owed an apology, a breakup, loneliness, a gift), each in the right direction and about the right
 * person, with numbers from the stored results.
 */
import { describe, expect, it } from 'vitest';
import { demoCoach } from '../../../../test/demo-coach.js';

const { context, thread } = demoCoach();

describe('the builtin coach asks when it cannot tell (issue 29)', () => {
  it('answers a vague message with one question and numbered choices, not filler bullets', async () => {
    const [reply] = await thread('Maya', 'idk what to do about sam tbh');
    expect(reply).toMatch(/Which of these is closest\?/);
    expect(reply).toMatch(/^1\. .*Sam/m);
    expect(reply).toMatch(/^3\. /m);
    expect(reply).not.toMatch(/^- /m);
  });

  it('reads "the second one" as the second choice, and words of a choice as that choice', async () => {
    const [question, second] = await thread('Maya', 'idk what to do about sam tbh', 'the second one');
    const label = /^2\. (.+)$/m.exec(question!)![1]!;
    expect(label).toMatch(/Sam/);
    expect(second).not.toMatch(/Which of these is closest/);
    expect(second).toMatch(/Sam/);
    const [, byWords] = await thread('Maya', 'help', 'ideas');
    expect(byWords).toMatch(/idea/i);
    expect(byWords).not.toMatch(/Which of these is closest/);
  });
});

describe('situations read with confidence (issue 29)', () => {
  it('drafts a request for an apology from the person owed it, not an apology from them', async () => {
    const [reply] = await thread('Maya', 'Jordan forgot my birthday. I want him to say sorry, help me write something');
    expect(reply).toContain('"Hey Jordan, you forgot my birthday');
    expect(reply).toMatch(/I'd like to hear you say sorry/);
    expect(reply).not.toMatch(/I'm sorry|help me write/);
    // A friend is not told "I love you".
    expect(reply).not.toMatch(/love you/i);
  });

  it('asks what happened when it cannot be read, instead of pasting the words or leaving a [blank] (decision 082)', async () => {
    const [reply] = await thread('Maya', 'Jordan was weird about the thing at the party and I want an apology');
    expect(reply).not.toMatch(/\[[^\]]+\]/);
    expect(reply).toMatch(/"Hey Jordan, what happened the other day stayed with me/);
    expect(reply).not.toMatch(/weird about the thing/);
  });

  it('answers a breakup as a breakup, not as a phone habit, without naming the partner on Attune', async () => {
    const [reply] = await thread('Maya', "I got dumped last week and I can't stop checking his instagram");
    expect(reply).toMatch(/sorry/i);
    expect(reply).toMatch(/mute|archive/i);
    expect(reply).not.toMatch(/\bSam\b/);
  });

  it('answers loneliness with the person\'s own interests and their true social stability', async () => {
    const ctx = await context('Theo');
    const [reply] = await thread('Theo', 'i feel lonely since moving to berlin, nobody to hang out with');
    expect(reply).toContain(`${Math.round(ctx.person.results!.socialStability)}%`);
    expect(reply).toMatch(/Entertainment & Media|Mind & Learning/);
  });

  it('keeps the person of the thread for "what gift would he like"', async () => {
    const [, reply] = await thread('Maya', 'date ideas for sam and me', 'what gift would he like');
    expect(reply).toMatch(/^Gift ideas for Sam/);
  });

  it('plans within every stated constraint, from both people\'s interests, saying why each fits', async () => {
    const [reply] = await thread('Maya', 'Sam and I have about 40 bucks and a free Sunday afternoon, he hates crowds. what could we do?');
    expect(reply).toMatch(/^\*\*Sunday .*with Sam\*\*/);
    // A Toronto member's "bucks" are Canadian dollars (read/plan.ts reads the member's zone for a dollar word).
    expect(reply).toMatch(/within your C\$40/);
    expect(reply).toMatch(/away from crowds/);
    expect(reply).toMatch(/you both love|favourite for both of you|top picks/);
    expect(reply).not.toMatch(/morning|sunrise/i);
    const [away] = await thread('Maya', "we live 2 hours' drive apart, ideas for a weekend together?");
    expect(away).not.toMatch(/\$2\b/);
    expect(away).toMatch(/weekend/);
  });

  it('answers which of anxiety and avoidance is higher from the two stored scores', async () => {
    const ctx = await context('Maya');
    const { anxiety, avoidance } = ctx.person.results!.evidence.attachment;
    const [reply] = await thread('Maya', 'which is higher for me, anxiety or avoidance?');
    expect(reply).toContain(`Your **${anxiety > avoidance ? 'anxiety' : 'avoidance'}** is higher`);
    expect(reply).toContain(`anxiety ${Math.round(anxiety)}, avoidance ${Math.round(avoidance)}`);
  });
});

