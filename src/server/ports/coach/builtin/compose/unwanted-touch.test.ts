/**
 * Unwanted touch from someone who means well (blind rounds 16 q33 and 17 q34, regressions; the other wordings are our
 * own): an ordinary preference said kindly, words for the person, and what their shared results say. Force, fear or
 * sex stays with the safety screen; wanting more hugs is another question.
 */
import { describe, expect, it } from 'vitest';
import { demoCoach } from '../../../../test/demo-coach.js';

const { thread } = demoCoach();
const ask = async (who: string, text: string) => (await thread(who, text))[0]!;

describe('asking someone to stop hugging or touching', () => {
  it('answers the ask with words to say and the other person\'s way of showing care', async () => {
    for (const [who, text] of [
      ['Theo', "Sam from my team is very warm, always hand on shoulder, hugs at the Monday meeting. For me this is uncomfortable, in my culture we don't touch colleagues like this. How do I tell him without hurting him?"],
      ['Theo', 'Hello. Since Sam is visiting our Berlin office for the project, Sam always touches my shoulder or arm when talking with me. I do not like this. How can I say it politely?'],
      ['Theo', 'sam hugs everyone at work incl me and its awkward, how do i ask him to stop without making it weird'],
      ['Jordan', "maya always greets me with a big hug and honestly i'm not a touchy person. how do i tell her"],
    ] as const) {
      const reply = await ask(who, text);
      expect(reply, text).toMatch(/perfectly ordinary preference/);
      expect(reply, text).toMatch(/handshake|wave|high five/);
      expect(reply, text).not.toMatch(/20-minute call|written updates|helpline|988|112/);
    }
    const plain = await ask('Theo', 'Sam keeps touching my shoulder at work and I hate it. what do i say?');
    expect(plain).toMatch(/touch is (?:his|their) main way of showing care/);
    // No reason the member did not give (blind round 18 q25): the culture line only when they named it.
    expect(plain).not.toMatch(/where I'm from/);
    expect(await ask('Theo', "Sam hugs me at work, in my culture we don't touch colleagues. how do i tell him?")).toMatch(/where I'm from/);
  });

  it('leaves wanting more hugs, and force or fear, to other answers', async () => {
    expect(await ask('Priya', "Why does Maya never hug back properly? I'm a hugger, she goes stiff like a board.")).not.toMatch(/perfectly ordinary preference/);
    expect(await ask('Maya', 'a guy at work keeps touching me even when i say no and i am scared of him')).not.toMatch(/perfectly ordinary preference/);
  });
});
