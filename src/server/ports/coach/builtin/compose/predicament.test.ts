/**
 * Everyday predicaments with someone (blind round 11), in our own wording: the problem read from its parts, the person
 * kept as themselves in their role (a setting such as "with my parents there" is never the subject), and the answer
 * about that problem for that person, with no Vibe paragraph. Demo world: Maya (partner Sam, friend Jordan, family
 * Priya), Sam (partner Maya, colleague Theo), Jordan (friend Maya), Priya, Theo.
 */
import { describe, expect, it } from 'vitest';
import { demoCoach } from '../../../../test/demo-coach.js';
import { readPredicament, refOf } from '../read/predicament.js';

const { context, thread } = demoCoach();

describe('reading the predicament and who it is with', () => {
  it('reads the problem and the person from many phrasings', async () => {
    const priya = await context('Priya');
    const cases: Array<[string, string, string]> = [
      ['my mother always comments on my weight at family lunches and i just smile. how do i make it stop', 'repeated_remark', 'your mother'],
      ['my dad keeps asking when im going to get a proper job, it really hurts', 'repeated_remark', 'your dad'],
      ['my aunt asks when we are having kids every single visit, how do i respond', 'repeated_remark', 'your aunt'],
      ['i lent my sister £300 for her rent in march and she still hasnt paid me back. how do i ask', 'loan_repay', 'your sister'],
      ['my best friend owes me 150 dollars from the trip and its been months, nothing', 'loan_repay', 'your friend'],
      ['loaned my cousin 2k last year, he keeps dodging. christmas is coming and the whole family will be there. how do i ask for it', 'loan_repay', 'your cousin'],
      ['i look after my mum since her fall, shopping, her meds, everything. my brother never helps and i resent him', 'share_care', 'your brother'],
      ['caring for my father is all on me, my older sister lives nearby and does nothing. how do i ask her to share', 'share_care', 'your sister'],
      ['got a message from my ex last night saying he still thinks about me. what do i do', 'ex_got_in_touch', 'your ex'],
      ['my ex-girlfriend liked all my photos and then DMd me. should i answer', 'ex_got_in_touch', 'your ex-girlfriend'],
      ['my manager keeps taking credit for my ideas in the weekly meeting', 'credit_taken', 'your manager'],
      ['a coworker pitched my proposal to the director as his own work. what now', 'credit_taken', 'a coworker'],
      ['i ended up organising my sisters baby shower, the food, the games, all of it, and i am exhausted', 'organising_load', 'them'],
      ['we split up in november and all our friends are shared. how do i do new year', 'breakup_season', 'them'],
      ['sent a really rude meme to the family group chat instead of my best friend, im mortified', 'wrong_chat', 'your friend'],
      ['my friend cancelled on me again last minute, the fourth time this month', 'cancelled_again', 'your friend'],
      ['my husband leaves his socks on the floor every single day, i am losing it. how do i bring it up', 'household_habit', 'your husband'],
      ['huge row with my girlfriend yesterday, we both yelled. how do i make the first move to fix this', 'after_fight', 'your girlfriend'],
      ['my mum never asks about my life, not once, she only talks about herself', 'parent_distant', 'your mum'],
      ['we started a sunday breakfast date and love it, how do we keep it going so it does not turn into a routine', 'keep_ritual', 'them'],
      ['my boss keeps booking calls at 9pm my time, three nights this week', 'late_work_calls', 'your boss'],
      ['my father-in-law always makes digs about my cooking at sunday lunch and it gets to me', 'repeated_remark', 'your father-in-law'],
      ['loaned my flatmate 200 euros for rent in spring, he keeps saying next week', 'loan_repay', 'your flatmate'],
      ['grandad moved in with us after his fall and i do everything. my two sisters visit once a month and think that is enough', 'share_care', 'your two sisters'],
      ['my boyfriend and his coworker have this whole thing, they text all day. i know they are just friends but it stings', 'partner_friend_jealousy', 'your boyfriend'],
    ];
    for (const [text, id, who] of cases) {
      const r = readPredicament(priya, text);
      expect(r?.p.id, text).toBe(id);
      expect(refOf(r!), text).toBe(who);
    }
  });

  it('never takes a setting for the subject', async () => {
    const sam = await context('Sam');
    const r = readPredicament(sam, 'my younger brother borrowed $500 and never paid it back. big family bbq saturday, how do i raise it with my parents there');
    expect(r?.p.id).toBe('loan_repay');
    expect(refOf(r!)).toBe('your brother');
    const m = readPredicament(sam, 'my gran keeps making jokes about my hair in front of everyone and it hurts');
    expect(m?.p.id).toBe('repeated_remark');
    expect(refOf(m!)).toBe('your gran');
  });

  it('keeps who got in touch: the ex writing to you is not you writing to the ex', async () => {
    const maya = await context('Maya');
    expect(readPredicament(maya, 'should i text my ex happy birthday?')).toBeNull();
    expect(readPredicament(maya, 'my ex wished me happy birthday at midnight, do i answer?')?.p.id).toBe('ex_got_in_touch');
  });

  it('leaves other questions to the answers made for them', async () => {
    const maya = await context('Maya');
    for (const text of [
      'what is my attachment style?',
      'plan a date night for sam and me this saturday, under $80',
      'tell me about jordan',
      'how do i apologise to my sister for missing her birthday',
      'sam and i had a fight about the dishes',
      'my flatmate keeps using my oat milk and never replaces it',
      'gift ideas for my dad, he likes fishing',
      'why is my vibe with sam 61?',
      'i cancelled on jordan last minute, how do i make it up to her',
      'how do i tell sam i need more quality time',
      'my mum is visiting next week, what should we do in toronto',
      'what are conversation starters for a first date',
    ]) {
      expect(readPredicament(maya, text)?.p.id, text).toBeUndefined();
    }
  });
});

describe('near misses stay with the answers that know them', () => {
  it('a moved deadline, a party two people disagree on, gifts, a sibling at home, a partner\'s ex', async () => {
    const maya = await context('Maya');
    const cases: Array<[string, string]> = [
      ['my team lead moves the deadline every time we get close, fourth time now and im fed up', 'repeated_remark'],
      ['jordan and i are organising a surprise for priya, she gets overwhelmed by crowds, how big should it be', 'organising_load'],
      ['my aunt keeps buying me mugs and candles i never use, how do i say stop nicely', 'household_habit'],
      ['and my brother? he never lifts a finger for mum and still gets all the credit', 'credit_taken'],
      ["sam's ex messaged him last night and i'm jealous, is that normal", 'ex_got_in_touch'],
      ['how do we split christmas between both families this year', 'breakup_season'],
      ['sent a screenshot complaining about my boss to the work group chat by mistake, help', 'wrong_chat'],
      ['i owe jordan an apology for cancelling last minute again', 'cancelled_again'],
      ["i'm the eldest and always the one organising everything for mum, i'm exhausted", 'share_care'],
    ];
    for (const [text, not] of cases) expect(readPredicament(maya, text)?.p.id, text).not.toBe(not);
  });
});

describe('the answer speaks to that problem, for that person', () => {
  it('a brother who owes money, asked at a family dinner: private, specific, no talk of the parents as the subject', async () => {
    const [reply] = await thread('Sam', 'my kid brother still owes me 600 bucks since summer. whole family at grandmas on sunday, how do i get it back without a scene in front of my parents');
    expect(reply).toMatch(/your brother/);
    expect(reply).toMatch(/private/i);
    expect(reply).not.toMatch(/marked as your parents|Vibe/);
  });

  it('asked for the exact words, the words come before the advice', async () => {
    const [reply] = await thread('Priya', 'a guy on my team keeps pitching my mock-ups to the client as his own. exact words please, i hate conflict');
    const words = reply!.indexOf('"');
    const advice = reply!.indexOf('\n- ');
    expect(words).toBeGreaterThan(0);
    expect(words).toBeLessThan(advice);
  });

  it('a yes/no asked in so many words is answered first', async () => {
    const [cancelled] = await thread('Jordan', 'maya has bailed on me last minute three times now. is it me?');
    expect(cancelled).toMatch(/^Almost certainly not/);
    const [credit] = await thread('Priya', 'someone at work keeps claiming my slides as her own work. should i just let it slide?');
    expect(credit).toMatch(/^Say something/);
  });

  it('caring for a parent: the ask goes to the sibling, not the parent', async () => {
    const [reply] = await thread('Jordan', 'Mum is 81 and I do all her shopping and her appointments. My brother lives close by and does nothing. It is wearing me down.');
    expect(reply).toMatch(/say to your brother/);
    expect(reply).not.toMatch(/say to your mum|childhood/i);
  });

  it('a jealous pang is answered as that, with no Vibe breakdown', async () => {
    const [reply] = await thread('Sam', 'maya and jordan text all the time and cook together every week. i know its just friends but i feel a bit replaced. is that stupid');
    expect(reply).toMatch(/not silly|common/i);
    expect(reply).toMatch(/Maya/);
    expect(reply).not.toMatch(/\*\*Type match\*\*|Interest overlap/);
  });

  it('a thread: the mother, then the father, then the line for dinner about the mother', async () => {
    const [first, second, third] = await thread(
      'Maya',
      'my mum keeps asking when sam and i will move in together, every visit. how do i get her to drop it',
      'and my dad? he never asks me anything about my life',
      'what should i say on saturday if she brings it up again with sam there',
    );
    expect(first).toMatch(/your mum/);
    expect(first).toMatch(/agree with Sam beforehand/);
    expect(second).toMatch(/your dad/);
    expect(second).not.toMatch(/Sam \(your partner\)|ENFP/);
    expect(third).toMatch(/In the moment/);
    expect(third).toMatch(/Sam/);
    expect(third).toMatch(/your mum/);
  });
});

describe('one who stays in and one who goes out (round 18 q02)', () => {
  it('answers how couples handle it, with the other person\'s energy read the right way round', async () => {
    const [sam] = await thread('Sam', 'maya always wants to stay in n i always want to go out, every friday turns into a negotiation and one of us ends up sulking. how do other couples handle this');
    expect(sam).toMatch(/^It is one of the most common differences between two people/);
    expect(sam).toMatch(/Maya recharges alone/);
    expect(sam).not.toMatch(/highlights|Understanding Maya/);
    const [maya] = await thread('Maya', 'sam wants to go out every weekend with his friends and i just want a night in on the sofa. we keep arguing about it');
    expect(maya).toMatch(/Sam recharges around people/);
    expect(maya).toMatch(/"Sam, what if we stop deciding it on the night\?/);
  });
});

describe('a remark that keeps coming, with the partner beside the member (round 18 q22)', () => {
  it('speaks to the one who keeps asking, not to the partner', async () => {
    const [reply] = await thread('Sam', "my mom asks me and maya when we're getting married at literally every family dinner. Maya goes quiet and I can tell she hates it. how do i shut it down nicely without hurting mom");
    expect(reply).toMatch(/Something you could say to your mom, in private:\n\n"Mom, I know it comes from love/);
    expect(reply).toMatch(/agree with Maya beforehand what you will both say/);
    expect(reply).not.toMatch(/Saying no to Maya|"Maya, /);
  });
});

describe('criticised in front of the team (round 18 q34)', () => {
  it('answers the one who was criticised, with only what they said', async () => {
    const [priya] = await thread('Priya', "my new team lead gives feedback really bluntly in front of everyone. yesterday she said my deck was 'all over the place' in the stand-up and I went and cried in the loo. how do I handle this");
    expect(priya).toMatch(/^Being criticised in front of everyone stings/);
    expect(priya).toMatch(/Crying afterwards is an ordinary stress response/);
    expect(priya).toMatch(/what you would change in the deck/);
    expect(priya).not.toMatch(/Good feedback is specific/);
    const [sam] = await thread('Sam', 'my manager tore my proposal apart in the team meeting today, everyone was there. I feel humiliated');
    expect(sam).toMatch(/what you would change in the proposal/);
    expect(sam).not.toMatch(/cry|crying|all over the place|deck|stand-up/i);
  });
});

describe('sharing a home (round 19 q30 and q40)', () => {
  it('answers the bins and the food with a system and words for the flatmate, not a menu', async () => {
    const [bins] = await thread('Priya', "need a whatsapp to my flatmate about the bins. she never takes them out and I've done it 5 weeks running. friendly but not a doormat pls");
    expect(bins).toMatch(/"Quick one about the bins: I've been doing them for a while now/);
    expect(bins).not.toMatch(/Which would help most/);
    const [food] = await thread('Theo', "ok ehrlich: my WG mate keeps eating my food from the fridge. Quark, Brot, everything. I labelled it. He laughs it off. Ich will keinen Streit, but I'm losing my mind");
    expect(food).toMatch(/a shelf each/);
    expect(food).toMatch(/You have already labelled it/);
    expect(food).toMatch(/say to your flatmate/);
    const [plain] = await thread('Sam', 'my roommate eats my leftovers every week, how do i bring it up');
    expect(plain).toMatch(/a shelf each/);
    expect(plain).not.toMatch(/labelled/);
  });
});

describe('a friend who stopped replying (round 19 q29)', () => {
  it('is a silence to grieve and one last message, not condolences for a death', async () => {
    const [priya] = await thread('Priya', "my best friend of 10 years just stopped replying. no fight, nothing. it's been 7 weeks. I've sent 3 messages. is it over? how do you even grieve a friend who's alive");
    expect(priya).toMatch(/^Not necessarily\./);
    expect(priya).toMatch(/If you send one last message, something like:/);
    expect(priya).not.toMatch(/sorry for your loss/i);
    const [jordan] = await thread('Jordan', "my mate from uni has been ignoring me for a month, won't reply to anything. what did i do");
    expect(jordan).toMatch(/^You may not have done anything/);
    expect(jordan).not.toMatch(/no fight|years/);
  });
});

describe('someone who owes another an apology (round 19 q32)', () => {
  it('gives words to the one who owes it, about the one hurt, not an apology from the member', async () => {
    const [priya] = await thread('Priya', "my brother was really rude to mum at her 60th (said her new partner was 'a phase' in front of everyone). mum is pretending it's fine. I think he owes her an apology. how do I say that to him without making it about me?");
    expect(priya).toMatch(/Something you could say to your brother, in private:/);
    expect(priya).toMatch(/a sorry from you would mean a lot/);
    expect(priya).not.toMatch(/"I'm sorry|To say it without hurting/);
    const [maya] = await thread('Maya', 'my dad owes my sister an apology for what he said at christmas. how do i bring it up with him');
    expect(maya).toMatch(/"Dad, can I say something, just between us\?/);
    // Someone who is owed an apology themselves is another answer.
    const [owed] = await thread('Maya', 'priya owes me an apology for telling mum about my interview. how do i ask for it');
    expect(owed).not.toMatch(/a sorry from you would mean a lot\. I'm not asking for me/);
  });
});
