/**
 * Questions a member asks about their own results, a connection's shared results, a Vibe and its parts, and what the
 * app shows: each answered with the figure or label asked about, what it means for this pair, and a step, never a
 * template for another part. Wordings are our own (long, shorthand, one-liners), across all five demo members.
 * Demo world: Maya (INFJ, secure, gives Words, wants Quality Time), Sam (ENFP, secure, gives Touch, wants Words),
 * Jordan (ISTJ, fearful-avoidant, Acts both ways), Priya (ESFJ, secure, gives Gifts, wants Touch), Theo (INTP,
 * fearful-avoidant, gives Quality Time, wants Gifts 100). Maya–Sam couple 61, Maya–Jordan friends 64 (love languages
 * 43), Maya–Priya family 52, Sam–Theo colleagues 52; Theo's request to Maya is pending; stability is never shared.
 */
import { describe, expect, it } from 'vitest';
import { demoCoach } from '../../../../../test/demo-coach.js';

const { thread } = demoCoach();
const ask = async (who: string, text: string) => (await thread(who, text))[0]!;
const MENU = /Which of these is closest|Which would help most|So I answer the right thing|Who is this about/;

describe('a habit the results name, and how to change it', () => {
  it('answers the how-to from the member\'s own note and attachment', async () => {
    for (const [who, text, habit, attach] of [
      ['Sam', 'my results say I avoid hard conversations bc I want everything to stay good. ok yeah guilty. how do I actually get better at it', /avoid hard conversations/, /Secure/],
      ['Sam', 'how can I be less conflict avoidant', /avoid hard conversations/, /Secure/],
      ['Maya', 'i always end up bottling things up and then exploding at sam. how can i stop doing that', /hold back/, /Secure/],
      ['Jordan', 'apparently I shut down when things get emotional. how do i work on that', /highly emotional conversations/, /Fearful-Avoidant/],
      ['Theo', 'my profile says i withdraw when things get heated. tips to stop?', /withdraw to think/, /Fearful-Avoidant/],
      ['Priya', 'I take criticism way too personally, how do I get better at hearing feedback', /criticism personally/, /Secure/],
    ] as const) {
      const reply = await ask(who, text);
      expect(reply, text).toMatch(habit);
      expect(reply, text).toMatch(attach);
      expect(reply, text).toMatch(/What works:\n- /);
      expect(reply, text).not.toMatch(MENU);
    }
  });

  it('answers over-giving from what the member gives and wants', async () => {
    for (const [who, text, gives, wants] of [
      ['Priya', 'how do I stop over-giving', 'Giving Gifts', 'Physical Touch'],
      ['Maya', "i think i'm a people pleaser, how do i stop", 'Words of Affirmation', 'Quality Time'],
      ['Jordan', 'i always give way too much to friends and get nothing back. how do i stop', 'Acts of Service', 'Acts of Service'],
      ['Sam', 'how can i stop saying yes to everything', 'Physical Touch', 'Words of Affirmation'],
    ] as const) {
      const reply = await ask(who, text);
      expect(reply, text).toContain(`through **${gives}**`);
      expect(reply, text).toContain(`most want back is **${wants}**`);
      expect(reply, text).toMatch(/Let people give back/);
    }
  });
});

describe('surprise at one\'s own top love language', () => {
  it('says what the result is, what it means and does not, and how the member gives', async () => {
    for (const [who, text, top, score] of [
      ['Theo', 'gifts?? really??', 'Receiving Gifts', 100],
      ['Priya', "physical touch? seriously? I'm not even that huggy", 'Physical Touch', 100],
      ['Sam', "wait my top is words of affirmation?? didn't expect that", 'Words of Affirmation', 100],
      ['Maya', 'quality time huh. never would have guessed', 'Quality Time', 100],
    ] as const) {
      const reply = await ask(who, text);
      expect(reply, text).toContain(`**${top}** is your top way of feeling cared for (${score} out of 100)`);
      expect(reply, text).toMatch(/It does not mean/);
      expect(reply, text).not.toMatch(/Gift ideas/);
    }
  });

  it('says so when the language named is not the member\'s top', async () => {
    const reply = await ask('Maya', 'gifts?? really??');
    expect(reply).toMatch(/don't actually put \*\*Receiving Gifts\*\* on top/);
    expect(reply).toMatch(/Your top is \*\*Quality Time\*\*/);
  });
});

describe('the love-languages part against the whole Vibe', () => {
  it('gives both directions and why the whole differs', async () => {
    for (const [who, text, other, whole, part] of [
      ['Jordan', 'vibe with maya says 64 but love languages 43. what does that mean in practice', 'Maya', 64, 43],
      ['Maya', 'jordan and I are at 64 overall but the love language bit is 43, should I worry', 'Jordan', 64, 43],
      ['Jordan', 'why is love languages so low with maya when our vibe is good', 'Maya', 64, 43],
      ['Sam', 'vibe with theo 52 and love languages 60, whats that about', 'Theo', 52, 60],
      ['Priya', 'maya vibe 52, love languages 64 what does it mean in practice', 'Maya', 52, 64],
    ] as const) {
      const reply = await ask(who, text);
      expect(reply, text).toMatch(/You mostly show care through \*\*/);
      expect(reply, text).toMatch(new RegExp(`The other way (?:round|fits): ${other} mostly`));
      expect(reply, text).toContain(`your Vibe with ${other} is **${whole}`);
      expect(reply, text).toContain(`love-languages part is **${part}**`);
      expect(reply, text).not.toMatch(/whole story/);
    }
  });
});

describe('care shown in deeds, asked for in words', () => {
  it('sets what the member gives against what the other notices, with lines for this relationship', async () => {
    for (const [who, text, other, gives, rel] of [
      ['Jordan', 'maya keeps saying i never tell her how i feel. i literally drove her to the airport at 5am last month. wtf else does she want', 'Maya', 'Acts of Service', 'friend'],
      ['Jordan', "maya says i'm cold. i fixed her bike and helped her move, what more does she want", 'Maya', 'Acts of Service', 'friend'],
      ['Sam', 'maya told me I never say what she means to me, but I hug her all the time', 'Maya', 'Physical Touch', 'partner'],
      ['Priya', "maya complains i don't tell her i appreciate her. i literally bought her flowers last week", 'Maya', 'Giving Gifts', 'family member'],
      ['Theo', 'sam said I never show I care, I covered his shift twice', 'Sam', 'Quality Time', 'colleague'],
    ] as const) {
      const reply = await ask(who, text);
      expect(reply, text).toContain(`show it through **${gives}**`);
      expect(reply, text).toContain(`to your ${rel}, without it feeling fake`);
      expect(reply, text).toContain(other);
      expect(reply, text).not.toMatch(/airport|5am|bike|flowers|shift/);
      if (rel !== 'partner') expect(reply, text).not.toMatch(/\bI love you\b|feeling about us/);
    }
  });
});

describe('how a connection is doing: stability is not shared', () => {
  it('says what is private and helps the member check in, naming nothing else of theirs', async () => {
    for (const [who, text, other] of [
      ['Sam', "Theo's been really off lately, quieter than usual even for him. does his profile say anything about how he's doing emotionally? trying to figure out if I should say something", 'Theo'],
      ['Maya', 'is sam ok? can you see anything in his results about his mental health', 'Sam'],
      ['Jordan', "maya seems down lately, does the app show how she's feeling?", 'Maya'],
      ['Priya', "does maya's profile say if she's struggling emotionally", 'Maya'],
      ['Theo', "can you tell from sam's results how he's doing", 'Sam'],
    ] as const) {
      const reply = await ask(who, text);
      expect(reply, text).toContain(`stability, ${other} keeps private`);
      expect(reply, text).toMatch(/Something you could send or say: "/);
      expect(reply, text).not.toMatch(/attachment|Fearful|Secure|\b\d{2}%|love language|Receiving Gifts/i);
    }
  });
});

describe('a request or invitation that waits', () => {
  it('gives harmless reasons and a nudge, and names nobody', async () => {
    for (const [who, text] of [
      ['Theo', "I invited a friend on here a week ago and she still hasn't accepted. Is she ignoring me?"],
      ['Theo', 'sent someone a request days ago, nothing. does she hate me or what'],
      ['Sam', 'invited my sister on attune last week, still nothing. is she ignoring me'],
      ['Jordan', 'sent an invite to a coworker 5 days ago and no response. did he reject me?'],
      ['Priya', "why hasn't my cousin accepted my invite yet, is it me?"],
    ] as const) {
      const reply = await ask(who, text);
      expect(reply, text).toMatch(/Almost certainly not/);
      expect(reply, text).toMatch(/did my Attune invite reach you\?/);
      expect(reply, text).not.toMatch(/Maya/);
    }
  });

  it('speaks to the worry from the member\'s own anxiety when it is high', async () => {
    expect(await ask('Theo', "I invited a friend on here a week ago and she still hasn't accepted. Is she ignoring me?")).toMatch(/attachment anxiety 86/);
    expect(await ask('Priya', "why hasn't my cousin accepted my invite yet, is it me?")).not.toMatch(/attachment anxiety/);
  });
});

describe('jealousy', () => {
  it('uses that a secure member is usually not jealous, and gives an opening line', async () => {
    for (const [who, text, other] of [
      ['Maya', "So Sam joined a running club last month, which is great, Sam needed that. But there's this one woman who texts constantly, like heart emojis, 'can't wait for tomorrow!!' etc. Sam says she's just friendly. I'm normally not jealous at all so I hate that this is bugging me. Am I being crazy", 'Sam'],
      ['Sam', "maya's been spending every weekend with her new hiking friend and I'm weirdly jealous, I'm never like this", 'Maya'],
      ['Maya', 'jealous that sam keeps texting his ex. not usually the jealous type. am i overreacting', 'Sam'],
      ['Priya', "I'm jealous of how much time maya spends with her new boyfriend, which isn't like me", 'Maya'],
    ] as const) {
      const reply = await ask(who, text);
      expect(reply, text).toMatch(/your results agree: your attachment is \*\*Secure\*\*/);
      expect(reply, text).toMatch(/A way to open/);
      expect(reply, text).toContain(other);
    }
  });

  it('fits the opening line to a colleague, and answers an insecure member from their figures', async () => {
    const reply = await ask('Theo', "i feel jealous when sam goes to lunch with the others, normally i'm not like this");
    expect(reply).toMatch(/Fearful-Avoidant/);
    expect(reply).toMatch(/light enough for a colleague/);
    expect(reply).not.toMatch(/miss you a bit|evening a week/);
  });
});

describe('neighbours keep their own answers', () => {
  it('does not take another question for one of these', async () => {
    for (const [who, text, not] of [
      ['Maya', 'does sam really like physical touch?', /don't actually put|is your top way of feeling cared for/],
      ['Maya', 'how do i get more quality time with sam really', /is your top way of feeling cared for/],
      ['Jordan', 'how do I tell maya how I feel about her', /What works:/],
      ['Sam', 'how do i have a hard conversation with maya about money', /Your results name it/],
      ['Maya', 'sam gets jealous when I go out with friends, how do I reassure him', /You say you're not usually jealous/],
      ['Sam', "whats maya's emotional stability score? wanna understand her better", /Something you could send or say/],
      ['Maya', 'is sam emotionally compatible with me according to our results', /Something you could send or say/],
      ['Theo', 'I sent a friend request on here two weeks ago. It still says pending. Should I nudge or is that creepy', /Almost certainly not/],
    ] as const) {
      expect(await ask(who, text), text).not.toMatch(not);
    }
  });
});

describe('one part of a Vibe, named by its label', () => {
  it('answers that part with its figure, never another part its number also matches', async () => {
    for (const [who, text, label, score, not] of [
      ['Jordan', 'why is everyday style only 56 with maya', 'Everyday style', 56, /love languages \(43\)/],
      ['Theo', 'what does security & closeness 61 with sam mean in practice', 'Security & closeness', 61, /shared activities \(0\)/],
      ['Maya', 'type match with sam is 90, what does that mean', 'Type match', 90, /Shared activities/],
      ['Priya', 'interest overlap 82 with maya but shared activities 0?? how come', 'Shared activities', 0, /Everyday style/],
    ] as const) {
      const reply = await ask(who, text);
      expect(reply, text).toContain(`**${label}** scores **${score}** out of 100`);
      expect(reply, text).toMatch(/In practice, for you and your/);
      expect(reply, text).not.toMatch(not);
    }
  });

  it('keeps a part built on private stability private', async () => {
    const reply = await ask('Sam', 'why is stability part 60 with theo');
    expect(reply).toMatch(/Theo keeps private/);
    expect(reply).not.toMatch(/\*\*60\*\*/);
  });
});

describe('shorthand wordings', () => {
  it('reads them as the same questions', async () => {
    expect(await ask('Sam', 'how do i stop avoiding tough convos')).toMatch(/Your results name it: "You can avoid hard conversations/);
    expect(await ask('Maya', 'my results say i hold back in arguments, how to fix')).toMatch(/What works:/);
    expect(await ask('Sam', 'words of affirmation? me?')).toMatch(/\*\*Words of Affirmation\*\* is your top way/);
    expect(await ask('Maya', 'my boyfriend says I never tell him I love him but I do everything for him')).toMatch(/to your partner, without it feeling fake/);
    expect(await ask('Maya', 'is jordan doing ok? anything in his results?')).toMatch(/stability, Jordan keeps private/);
    expect(await ask('Priya', 'my friend hasnt accepted my invite, is she mad at me')).toMatch(/Almost certainly not/);
  });
});
