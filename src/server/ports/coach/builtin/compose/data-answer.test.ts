/**
 * Questions about the members' own data are answered from it (decision 105), in words that are not any round's:
 * two Vibes compared with both figures and the larger called larger, a love-language gap explained, a style in the
 * second person, a stability figure that is not a diagnosis, another pair's Vibe said to be invisible, a request
 * that need not be accepted, a nudge; and clear questions get an answer, not a menu. Neighbours keep their kind.
 * Demo world: Maya–Sam 61 (personality 77, lifestyle 41), Maya–Jordan 64 (56, 78), Sam–Theo 52; Theo's request waits
 * for Maya; Theo has a request out; Jordan is Fearful-Avoidant; Theo's emotional stability is 30.
 */
import { describe, expect, it } from 'vitest';
import { demoCoach } from '../../../../test/demo-coach.js';

const { thread } = demoCoach();
const ask = async (who: string, text: string) => (await thread(who, text))[0]!;
const MENU = /Which of these is closest|Which would help most|So I answer the right thing|I'd rather ask than/;

describe('two of the member\'s Vibes compared', () => {
  it('names both figures, calls the larger larger and says which half makes the gap', async () => {
    for (const text of ['how come jordan gets 64 from the app and my own boyfriend sam only 61?', 'sam vs jordan vibe, why is one higher', 'explain the difference between my vibe with sam and my vibe with jordan']) {
      const reply = await ask('Maya', text);
      expect(reply, text).toMatch(/Jordan[^\n]*\*\*64\*\*[^\n]*higher than with Sam[^\n]*\*\*61\*\*/);
      expect(reply, text).toMatch(/personality is higher with Sam \(77 against 56\)/);
      expect(reply, text).toMatch(/lifestyle is higher with Jordan \(78 against 41\)/);
    }
  });

  it('calls a colleague a colleague, never a friend', async () => {
    const reply = await ask('Sam', 'why does maya get 61 and theo only 52? compare them');
    expect(reply).toMatch(/Theo \(your colleague\)/);
    expect(reply).not.toMatch(/Theo \(your friend\)/);
  });
});

describe('another pair\'s Vibe', () => {
  it('says plainly it is not visible, and gives only the member\'s own', async () => {
    for (const [who, text] of [['Priya', 'am i as good a match for maya as sam is? compare me and maya with maya and sam'], ['Theo', 'whose vibe is higher, mine with sam or sam and his girlfriend?'], ['Sam', 'maya has a 70 with jordan or something, is their score higher than ours']] as const) {
      const reply = await ask(who, text);
      expect(reply, text).toMatch(/isn't visible to you/);
      expect(reply, text).not.toMatch(/\b64\b/);
    }
  });
});

describe('a love-language gap', () => {
  it('explains what the member gives against what the other most wants', async () => {
    for (const [who, text, give, want] of [
      ['Jordan', 'i helped maya paint her flat and fixed her sink but she says i never make time for her. what more does she want', 'Acts of Service', 'Quality Time'],
      ['Sam', 'i hug maya all the time but it doesnt seem to land. am i doing it wrong', 'Physical Touch', 'Quality Time'],
      ['Sam', "what does my love language mean for maya, the stuff i do doesn't register", 'Physical Touch', 'Quality Time'],
    ] as const) {
      const reply = await ask(who, text);
      expect(reply, text).toMatch(new RegExp(`show care through \\*\\*${give}\\*\\*`));
      expect(reply, text).toMatch(new RegExp(`most wants \\*\\*${want}\\*\\*`));
    }
  });

  it('answers from the member\'s own results for someone not on Attune', async () => {
    const reply = await ask('Priya', "my husband (not on attune) never hugs me first and i feel like i'm begging, is it me");
    expect(reply).toMatch(/most want \*\*Physical Touch\*\*/);
    expect(reply).not.toMatch(MENU);
  });
});

describe('the member\'s own figures', () => {
  it('explains an attachment style in the second person, with what to practise', async () => {
    for (const text of ['fearful avoidant, is that bad? can it change', 'my attachment is fearful-avoidant, explain it', 'what does being fearful avoidant mean for me']) {
      const reply = await ask('Jordan', text);
      expect(reply, text).not.toMatch(/so this is you|\bthey want closeness\b/);
      expect(reply, text).toMatch(/anxiety 86/);
    }
  });

  it('says a low stability figure is not a diagnosis', async () => {
    for (const text of ['emotional stability 30, is something wrong with me', 'should i be worried about my emotional stability', 'my emotional stability is 30, does that mean im broken']) {
      const reply = await ask('Theo', text);
      expect(reply, text).toMatch(/Emotional stability is 30%/);
      expect(reply, text).toMatch(/not a diagnosis/);
    }
  });
});

describe('requests', () => {
  it('says a received request need not be accepted', async () => {
    for (const text of ['am i obliged to accept theo\'s request? i hardly know him', 'do i need to accept the request from theo', "would it be rude to decline theo's friend request"]) {
      const reply = await ask('Maya', text);
      expect(reply, text).toMatch(/don't have to accept|your choice/);
      // The request shows Theo's type (INTP) to Maya; nothing else of his results.
      expect(reply, text).not.toMatch(/Fearful|avoidan|\d+%/);
    }
  });

  it('answers whether to nudge a request that waits, naming nobody', async () => {
    for (const text of ['my request has been pending for ages, should i send it again', 'is it needy to remind someone about my pending request', 'can i ping them about the request i sent']) {
      const reply = await ask('Theo', text);
      expect(reply, text).toMatch(/One light nudge/);
      expect(reply, text).not.toMatch(/\bMaya\b/);
    }
  });
});

describe('clear questions get an answer, not a menu', () => {
  it('answers a go-or-not and a clash of two plans directly', async () => {
    for (const [who, text] of [['Theo', 'book club at work tonight. i like the books, not the small talk. should i go'], ['Sam', 'maya wants a quiet night in and i want the gig with my mates, same evening on friday. help'], ['Maya', 'jordan wants a big birthday dinner and i would rather a small picnic, same day. what now']] as const) {
      const reply = await ask(who, text);
      expect(reply, text).not.toMatch(MENU);
    }
  });

  it('still asks when a message says too little', async () => {
    const reply = await ask('Maya', 'ugh');
    expect(reply).toMatch(MENU);
  });
});

describe('neighbours keep their kind', () => {
  it('a gift, a plain own love language, a Vibe of one person and an explained figure are not taken', async () => {
    expect(await ask('Maya', 'what should i get sam for his birthday, his love language is words of affirmation')).not.toMatch(/show care through \*\*/);
    expect(await ask('Maya', 'what is my love language')).not.toMatch(/hits harder/);
    expect(await ask('Maya', 'why is my vibe with sam 61')).not.toMatch(/isn't visible to you|higher than with/);
    expect(await ask('Maya', 'explain my social stability score')).not.toMatch(/not a diagnosis/);
    expect(await ask('Maya', 'rank my connections by attachment')).not.toMatch(/Your Vibes, highest first/);
  });
});
