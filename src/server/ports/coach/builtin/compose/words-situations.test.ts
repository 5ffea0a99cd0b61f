/**
 * Words for four situations where a draft built from the member's sentence came out garbled or backwards (blind round
 * 17 q07, q20, q27, q37 are regressions; the other wordings are our own): saying no to more work, ending a
 * relationship (and whether to wait for an event), coming back after going quiet, and apologising for a run of
 * snapping. Each answers the question first, then gives words written for the situation.
 */
import { describe, expect, it } from 'vitest';
import { demoCoach } from '../../../../test/demo-coach.js';

const { thread } = demoCoach();
const ask = async (who: string, text: string) => (await thread(who, text))[0]!;
/** The words offered, after "Something you could say/send…:". */
const QUOTE = (reply: string) => /could (?:say|send)[^:\n]*:\s*\n\n"([^"]+)"/.exec(reply)?.[1] ?? '';

describe('words written for the situation', () => {
  it('says no to more work as a question of priority, not a declined invitation', async () => {
    for (const text of [
      "My manager keeps assigning me 'just one more' project. I already have four. I want to say no to the fifth without sounding like I'm complaining. I'm not good at this.",
      'boss wants me to take on another project and im already drowning. how do i push back',
    ]) {
      const reply = await ask('Jordan', text);
      expect(QUOTE(reply), text).toMatch(/pause or hand over/);
      expect(reply, text).not.toMatch(/thanks for asking me to|I hope it goes well/);
    }
  });

  it('ends a relationship plainly, and answers "do I wait till after?"', async () => {
    const reply = await ask('Priya', "I need to end things with Tom (7 months). He's lovely, nothing's wrong, there's just no spark. He's got his brother's wedding in 3 weeks and I'm his plus one. Do I wait till after?? What do I actually say");
    expect(reply).toMatch(/Don't wait for the event/);
    expect(QUOTE(reply)).toMatch(/I'm ending things/);
    expect(QUOTE(reply)).not.toMatch(/end things with Tom/);
    const plain = await ask('Sam', "how do i break up with someone i've been seeing for 2 months, she's great but it's not there");
    expect(QUOTE(plain)).toMatch(/I'm ending things/);
    expect(await ask('Maya', 'my boyfriend broke up with me last night and i cant stop crying')).not.toMatch(/I'm ending things/);
  });

  it('comes back after going quiet, in words for a date or a friend', async () => {
    const date = await ask('Theo', "went on 3 dates with Lena and after the third she texted something sweet and I just... didn't answer. for 11 days. is there any way to come back from this");
    expect(date).toMatch(/^(?:.*\n\n)?Yes, there is a way back/);
    expect(QUOTE(date)).toMatch(/^Lena, I'm sorry I went quiet/);
    const friend = await ask('Jordan', 'maya texted me last week asking how i was and i froze and never replied, its been 9 days. is it too late to answer?');
    expect(QUOTE(friend)).toMatch(/catch up/);
    expect(friend).not.toMatch(/our dates|see you again/);
    expect(await ask('Maya', 'sam went quiet for 3 days after our fight, should i text him')).not.toMatch(/Yes, there is a way back/);
  });

  it('apologises for a run of snapping, asking for nothing back', async () => {
    for (const text of [
      "I'm on nights at the hospital this month. I've been so short with Sam, yesterday I snapped at him over nothing and he just went quiet. I want to apologize properly. Can you help me find the words?",
      "i keep snapping at sam since work got crazy. how do i say sorry properly",
    ]) {
      const reply = await ask('Maya', text);
      expect(QUOTE(reply), text).toMatch(/proper apology/);
      expect(QUOTE(reply), text).not.toMatch(/take you out|my treat|make it up to you/);
    }
  });
});

describe('the question asked first', () => {
  it('"do I tell my partner an ex got in touch?" is answered yes, to that partner', async () => {
    expect(await ask('Sam', "my ex from college just dm'd me on insta 'hey stranger, coffee when ur in town?' i didn't reply. do i tell maya or is that making a thing of it")).toMatch(/^Yes, tell Maya/);
    expect(await ask('Jordan', 'my ex texted me happy birthday out of nowhere. should i tell my girlfriend?')).toMatch(/^Yes, tell your girlfriend/);
  });

  it("jealousy of a friend's good news is ordinary, not a partner's jealousy template", async () => {
    for (const text of [
      "My best mate Leah just got engaged and I'm happy for her, genuinely, but I also went home and cried and felt jealous and then guilty for feeling jealous. Does that make me a terrible friend?",
      'my friend got promoted to the job i wanted and i feel so bitter. am i an awful person',
    ]) {
      const reply = await ask('Priya', text);
      expect(reply, text).toMatch(/No, it does not make you a bad friend/);
      expect(reply, text).not.toMatch(/phone|in the loop|stop seeing/);
    }
  });
});

describe('what they asked for, against the member\'s own wish', () => {
  it('gives the honest verdict first and keeps the bigger gesture separate', async () => {
    for (const text of [
      "ok so maya's bday is in 2 wks. she said she wants 'a quiet night in' but i kinda wanna throw her a surprise w like 15 ppl from her work + our friends? be honest",
      'maya keeps saying she just wants a low-key anniversary but i was thinking a big party with 30 friends. bad idea?',
    ]) {
      const reply = await ask('Sam', text);
      expect(reply, text).toMatch(/^Honestly, go with what she asked for/);
      expect(reply, text).not.toMatch(/\bshe (?:love|know|feel)\b/);
    }
  });
});

describe('a pet that died', () => {
  it('is grief, answered with care, not a menu or crisis lines', async () => {
    for (const text of [
      "My dog Biscuit was put to sleep yesterday. Fourteen years. The apartment is so quiet. I know it's only a dog.",
      'my cat died this morning and i cant stop crying, is that stupid',
      'had to say goodbye to our old rabbit today. feels silly how sad i am',
    ]) {
      const reply = await ask('Jordan', text);
      expect(reply, text).toMatch(/I'm so sorry/);
      expect(reply, text).not.toMatch(/Which of these is closest|Which would help most|988|helpline/);
    }
    expect(await ask('Jordan', "My dog Biscuit was put to sleep yesterday. I know it's only a dog.")).toMatch(/It is not only a dog/);
  });
});
