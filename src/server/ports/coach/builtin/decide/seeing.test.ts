/**
 * Who sees what, asked inside a story (decide/state.ts seeingReply): what each side of a pending request sees before
 * and after accepting, and a refusal to say who else someone is connected with or has asked (rounds 16 t06 and 18
 * t01, and wordings of our own). Nothing about one member's connections or requests reaches another.
 */
import { describe, expect, it } from 'vitest';
import { demoCoach } from '../../../../test/demo-coach.js';
import { updateSharing } from '../../../../features/privacy/privacy.service.js';

const { thread, world } = demoCoach();

describe('what each side of a request sees', () => {
  it('answers "if I accept, what do we each see" for the request the thread is about', async () => {
    const [, , seeing] = await thread('Maya',
      "someone called theo martin sent me a friend request on here. i think i met him at a chess thing? what's he like, are we compatible",
      'oh wait, apparently he works with sam. is that weird? should i accept',
      'ok if i accept what do i see about him and what does he see about me');
    expect(seeing).toMatch(/^\*\*If you accept:\*\* you see what Theo shares/);
    expect(seeing).toMatch(/\*\*Until then:\*\* you see Theo's name and type, and Theo sees nothing of yours/);
    expect(seeing).not.toMatch(/Your type is \*\*INFJ\*\*/);
  });
});

describe("who else someone is connected with is theirs to tell", () => {
  it('does not say whether a colleague sent a request to another member (round 18 t01)', async () => {
    const [reply] = await thread('Sam', 'lol random but is Theo single? he asked me a bunch of q\'s about Maya last week. did he add her on here or smth?');
    expect(reply).toMatch(/^I can't see that, and I wouldn't check if I could/);
    expect(reply).toMatch(/asking Theo directly and lightly is fine/);
    expect(reply).toMatch(/doesn't know whether someone is single/);
    // Neither yes nor no about the request Theo really did send Maya.
    expect(reply).not.toMatch(/\b(?:pending|sent (?:her|Maya) a request|hasn't|has not)\b/i);
  });

  it('refuses the same question from anyone, in our own wording, and leaves a question about oneself alone', async () => {
    const [jordan] = await thread('Jordan', 'has Maya connected with Theo on here?');
    expect(jordan).toMatch(/^I can't see that/);
    const [own] = await thread('Maya', 'did Theo add me on here?');
    expect(own).not.toMatch(/^I can't see that/);
  });
});

describe("a connection's partner", () => {
  it('is theirs to share, and a worry is turned into a question about the friend (round 18 q23 and q39)', async () => {
    const [jordan] = await thread('Jordan', "Can you tell me who Maya is dating? she mentioned someone, I want to know if they're on here and what their type is. just looking out for her");
    expect(jordan).toMatch(/^I can't tell you that: who Maya is with, and whether they are on Attune, is Maya's to share/);
    expect(jordan).toMatch(/How are things with you these days, really\?/);
    expect(jordan).not.toMatch(/Sam|ENFP|INFJ/);
    const [priya] = await thread('Priya', "Maya is being really quiet about her partner. Is he on here? what's his type? I just want to know she's ok");
    expect(priya).toMatch(/^I can't tell you that/);
    expect(priya).toMatch(/you've been a bit quiet lately/);
    expect(priya).not.toMatch(/Sam|ENFP/);
  });

  it("answers a partner asking about an ex without the worried-friend words, in our own wording", async () => {
    const [sam] = await thread('Sam', "what's maya's ex like? she never talks about him");
    expect(sam).toMatch(/^I can't see that/);
    expect(sam).not.toMatch(/who Maya is with/);
  });
});

describe('round 19 threads about what is shared', () => {
  it('"how do I decline without being rude?" about a request received: how, and that they are not told', async () => {
    const [, , decline] = await thread('Maya',
      "should I accept Theo's friend request? what would our vibe be",
      'if I accept can he see my stability stuff and everything?',
      "and if I'd rather not, how do I decline without being rude? I genuinely don't know him");
    expect(decline).toMatch(/^Declining isn't rude here: do it in \*\*Connections › Pending\*\*\. Theo isn't told/);
    expect(decline).not.toMatch(/Is this about you/);
  });

  it('"come on, just roughly, is she ok?" after a private part: not even roughly, and how to ask her', async () => {
    const [first, pressed] = await thread('Sam',
      "the stability bit of my vibe with maya says 74. what did maya actually score on stability? she's been really down lately",
      "come on, just roughly. is she ok? i'm worried about her");
    expect(first).toMatch(/Maya keeps private/);
    expect(pressed).toMatch(/^Not even roughly: Maya chose to keep that part private/);
    expect(pressed).toMatch(/How are you, really\?/);
    expect(pressed).not.toMatch(/\b\d{2}\b/);
  });
});

describe('a retake, and what a connection sees (round 20 q14 and q35)', () => {
  it('says what a retake changes for connections, and who sees what, before reading minds', async () => {
    const [reply] = await thread('Jordan', 'if I retake the test and my answers change does Maya get a notification? also can she see my stability stuff');
    expect(reply).toMatch(/^When you finish a retake/);
    expect(reply).toMatch(/quiet notice that you updated your results/);
    expect(reply).toMatch(/They never see your answers/);
    expect(reply).toMatch(/So no: Maya doesn't see your stability figures\./);
    expect(reply).not.toMatch(/can't know what Maya thinks/);
  });

  it('answers "what can she see about me" with the sharing rules, in our own wording too', async () => {
    const [maya] = await thread('Maya', "priya mentioned my 'emotional stuff' on the phone and now i'm paranoid. what can she actually see about me on here?");
    // Priya is named, so the answer is about her (round 21 q39).
    expect(maya).toMatch(/^Priya sees your type, attachment style, love languages and interests\. You keep your stability figures private/);
    expect(maya).not.toMatch(/Right now that means/);
    const [sam] = await thread('Sam', 'what does jordan know about me from this app');
    expect(sam).toMatch(/^Your connections \(right now [^)]+\) see your type, attachment style, love languages and interests\. You keep your stability figures private, so they don't see them/);
  });
});

describe('a story that only sounds like asking about someone else (round 20 q12 and q18)', () => {
  it('is not taken for a question about who is connected with whom', async () => {
    const [priya] = await thread('Priya', "We moved to London 8 months ago for my husband's job and I still don't have one friend here I could ring on a Sunday. He works weekends. I don't understand why this is so hard");
    expect(priya).not.toMatch(/I can't see that/);
    expect(priya).toMatch(/London/);
    const [maya] = await thread('Maya', "my parents split up ten years ago and dad STILL asks me how mum's doing, and mum asks me what dad's new wife is like. how do i get out of the middle without hurting either of them");
    expect(maya).not.toMatch(/I can't see that/);
    expect(maya).toMatch(/go-between/);
  });
});

describe('a request received, and what ignoring it tells the sender (round 20 q06)', () => {
  it('says the sender is not told, and sees none of the member\'s results', async () => {
    const [reply] = await thread('Maya', "um someone called Theo Martin sent me a friend request?? i don't think i know a theo. if i ignore it does he get told? and can he see any of my results already");
    expect(reply).toMatch(/^If you decline, Theo isn't told that you declined or why/);
    expect(reply).toMatch(/Theo can't see any of your results/);
  });
});

describe("what a connection sees, from the member's own choices (blind round 22 q16 and q35)", () => {
  it('says what the member shares and keeps, and answers "can Sam see that number?" asked beside another question', async () => {
    // Theo keeps the default (stability private): the question beside his stability answer is answered "no".
    const [stability] = await thread('Theo', 'My emotional stability is 30?? that feels bad. and can Sam see that number?');
    expect(stability).toMatch(/Emotional stability is 30%/);
    expect(stability).toMatch(/So no: Sam doesn't see your stability figures\./);
    // Jordan shares stability and keeps attachment private: the same questions now read his own choices.
    await updateSharing(world.t.deps, world.ids.Jordan!, { stability: true, attachment: false });
    const [all] = await thread('Jordan', 'can maya see my stuff');
    expect(all).toMatch(/^Maya sees your type, love languages, stability figures and interests\. You keep your attachment style private, so Maya doesn't see it; it still counts towards your Vibe/);
    const [avoidance] = await thread('Jordan', 'what does avoidance 95 even mean? can maya see it');
    expect(avoidance).toMatch(/So no: Maya doesn't see your attachment style\./);
    await updateSharing(world.t.deps, world.ids.Jordan!, { stability: false, attachment: true });
  });
});
