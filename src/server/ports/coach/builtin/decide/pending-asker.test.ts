/**
 * What a pending request shows each side (visibilityOf): the person asked sees the asker's name and type, so the coach
 * may say the type and what it means in general; the asker sees nothing of the person asked, not even a name.
 * Demo world: Theo (INTP) asked Maya; the request waits in Maya's Pending tab. Round 17's q02, q33 and t01 are
 * regressions; the other wordings are our own.
 */
import { describe, expect, it } from 'vitest';
import { demoCoach } from '../../../../test/demo-coach.js';

const { thread, context } = demoCoach();
const ask = async (who: string, text: string) => (await thread(who, text))[0]!;

describe("the asker's type, to the person asked", () => {
  it('is in the context of the person asked only', async () => {
    const maya = await context('Maya');
    expect(maya.pending).toEqual([expect.objectContaining({ firstName: 'Theo', sentByMe: false, personalityType: 'INTP' })]);
    const theo = await context('Theo');
    expect(theo.pending).toEqual([expect.objectContaining({ firstName: '', sentByMe: true })]);
    expect(theo.pending![0]).not.toHaveProperty('personalityType');
  });

  it("says the type and what it means in general when asked what the asker is like", async () => {
    for (const text of [
      "theo martin sent me a friend request on here?? i barely know him. what's he like, is he safe to add",
      'whats theo like? he sent me a request',
      'what type is theo, the guy who sent me a request',
    ]) {
      const reply = await ask('Maya', text);
      expect(reply, text).toMatch(/\*\*INTP\*\* \(The Curious Tinkerer\)/);
      expect(reply, text).toMatch(/type in general, not Theo in particular/);
      // Nothing but the type: no attachment, love language, stability or interests of Theo's.
      expect(reply, text).not.toMatch(/Fearful|avoidant|Receiving Gifts|Quality Time|stability \d|chess|trivia/i);
    }
  });

  it('answers "is he safe to add" with what accepting shares and that declining is fine', async () => {
    const reply = await ask('Maya', 'theo sent me a request, can i trust him? is it safe to accept');
    expect(reply).toMatch(/not something a type or the app can tell you/);
    expect(reply).toMatch(/fine to leave the request waiting or to decline/);
  });

  it('keeps the thread on the request when the first message also names a connection', async () => {
    const [, second] = await thread('Maya', "should i accept theo's friend request? i think he works with sam but i've only met him once", 'ok but what would our vibe be? like are we compatible');
    expect(second).toMatch(/no Vibe between you yet/);
    expect(second).not.toMatch(/Vibe with Sam/);
  });
});

describe('the person who sent a request', () => {
  it('hears there is no score until it is accepted, and nothing of the other person', async () => {
    for (const text of [
      'I invited someone from my book club as a friend here last week. Are we compatible? What is our score?',
      'i added a guy from climbing on attune, whats our vibe',
    ]) {
      const reply = await ask('Theo', text);
      expect(reply, text).toMatch(/still pending/);
      expect(reply, text).toMatch(/no Vibe score between you until then/);
      expect(reply, text).not.toMatch(/INFJ|Maya/);
    }
  });
});

describe('a request asked about with two questions at once (blind round 18)', () => {
  it('answers the accepting and the type together, without echoing the question', async () => {
    for (const text of [
      "Got a friend request from a Theo Martin?? pretty sure he works with Sam. Should I accept, what's he like",
      'theo sent me a request. do i have to accept? and what type is he',
    ]) {
      const reply = await ask('Maya', text);
      expect(reply, text).toMatch(/\*\*INTP\*\*/);
      expect(reply, text).toMatch(/your choice|don't have to accept/);
      expect(reply, text).not.toMatch(/\*\*Should I|\*\*do i have/i);
    }
  });
});
