/**
 * Everyday-life predicaments (blind round 12) in our own wording, at least four per kind, across the demo members:
 * each message is read as its problem (content/predicaments-life.ts) and answered for that situation.
 * Demo world: Maya (partner Sam, friend Jordan, family Priya), Sam (partner Maya, colleague Theo), Jordan (friend Maya),
 * Priya, Theo.
 */
import { describe, expect, it } from 'vitest';
import { demoCoach } from '../../../../test/demo-coach.js';
import { readPredicament } from '../read/predicament.js';

const { context, thread } = demoCoach();

/** [member, the predicament it is, message]. */
const CASES: Array<[string, string, string]> = [
    ["Theo", "parent_worry_question", "My mother calls every Sunday and the first question is always whether I'm eating properly. I'm 31. I love her but I dread Sundays now."],
    ["Maya", "parent_worry_question", "every single call my dad asks if im sleeping enough and if my car is safe. im 34 lol. how do i get him to stop without hurting him"],
    ["Jordan", "parent_worry_question", "Mum keeps asking whether I'm looking after myself, first thing on every phone call. It makes me feel like a teenager."],
    ["Priya", "parent_worry_question", "my mom always asks if I have a coat on when we talk, every visit too, it wears me down"],
    ["Maya", "repeated_remark", "Every Sunday dinner my mom asks when Sam and I are getting engaged. In front of everyone. I smile and say we'll see and then snap at Sam on Monday. How do I handle my mom?"],
    ["Priya", "repeated_remark", "every family lunch my aunt asks when im getting married and i dread it. what do i say"],
    ["Sam", "repeated_remark", "my dad always asks when maya and i are having kids, every christmas, and it irritates me for days"],
    ["Jordan", "repeated_remark", "my grandma keeps asking when I'll find a nice girl. every visit. it wears me down honestly"],
    ["Jordan", "share_care", "Since mom died two years ago I handle everything for my dad. His bills, his meds, his appointments, the snow shovelling. My sister in Vancouver calls once a week and has opinions about all of it. Last night she told me I'm too controlling with him. I'm done."],
    ["Maya", "share_care", "after dad passed i took over caring for mum, her groceries, her doctor visits. my brother lives abroad and criticises how i do it. how do i handle him"],
    ["Priya", "share_care", "my brother judges everything i do for our dad since his stroke but never lifts a finger. i look after his meds and the paperwork"],
    ["Sam", "share_care", "im looking after my mum with dementia and my sister just tells me how i should do it from 300 miles away. help"],
    ["Priya", "lost_family_role", "I've hosted every family Diwali for 6 years. This year Mum casually said my sister-in-law will do it to give me a break and I feel weirdly gutted. Is that stupid?"],
    ["Maya", "lost_family_role", "christmas has always been at mine but my mom just announced my brother is hosting this year. im kind of crushed, is that petty"],
    ["Jordan", "lost_family_role", "I always cook the family Thanksgiving. My dad said my aunt wants to host this time and honestly I feel pushed out."],
    ["Theo", "lost_family_role", "for ten years i hosted easter, now my sister is taking over and mum seems relieved. feel strangely sad about it"],
    ["Sam", "silent_then_written_critique", "Theo from work never says a word in meetings and then the next morning I get a 3-page doc tearing my proposal apart point by point. It's not rude exactly but it stings. How do I work with this guy?"],
    ["Maya", "silent_then_written_critique", "a colleague of mine is totally silent in our planning meetings then sends me an email with 20 comments on my plan afterwards. how do i deal"],
    ["Priya", "silent_then_written_critique", "my coworker says nothing during reviews and later posts long slack messages picking it apart. how should I handle her"],
    ["Jordan", "silent_then_written_critique", "My manager is quiet in every meeting and then emails me pages of notes tearing into my report. Feels like an ambush."],
    ["Sam", "harsh_review_comments", "how do I tell theo his code review comments come off harsh? junior devs are scared to push anything"],
    ["Maya", "harsh_review_comments", "my colleague leaves really blunt comments on everyone's designs and the new people are intimidated. how do i bring it up"],
    ["Priya", "harsh_review_comments", "a senior on my team gives brutal feedback on PRs, the interns are terrified. how do i raise it with him"],
    ["Jordan", "harsh_review_comments", "how can I tell my coworker his feedback comes across as harsh without starting a fight"],
    ["Jordan", "shifting_priorities", "My new manager changes priorities every Monday. Last week I rebuilt a report twice because of it. I don't want to be the guy who complains. How do I bring it up?"],
    ["Maya", "shifting_priorities", "boss keeps changing the plan every week and i end up redoing everything. how do i say something without sounding whiny"],
    ["Sam", "shifting_priorities", "my team lead shifts priorities constantly, third time this sprint. how to raise it"],
    ["Priya", "shifting_priorities", "My director changes her mind about the focus every few days and we've scrapped work twice. How can I bring this up nicely?"],
    ["Theo", "decline_team_drinks", "my team goes for drinks every friday and i hate it. how do i say no without becoming the weird one"],
    ["Jordan", "decline_team_drinks", "I don't drink and the office does happy hour every week. How do I skip it without being seen as antisocial?"],
    ["Priya", "decline_team_drinks", "colleagues keep inviting me to the pub after work and i want to decline without being rude, any ideas"],
    ["Maya", "decline_team_drinks", "how do i get out of weekly team drinks without looking like the odd one out"],
    ["Sam", "partner_away", "maya is away for a 2 week work thing and I'm weirdly lost?? all my friends are busy w their own stuff. this is not like me"],
    ["Maya", "partner_away", "Sam is travelling for three weeks and I'm at a loose end every evening. How do I not mope?"],
    ["Sam", "partner_away", "my girlfriend is abroad for a month and I feel so lonely, friends all busy. what do i do"],
    ["Maya", "partner_away", "sam went to a conference for a week and the flat feels empty, i miss him. ideas?"],
    ["Priya", "new_city_no_friends", "moved to London from Leicester a year ago for work and still haven't made proper friends. back home I was always surrounded by people. it's starting to get to me"],
    ["Sam", "new_city_no_friends", "I relocated to Berlin six months ago and don't know anyone outside work. how do people make friends here"],
    ["Theo", "new_city_no_friends", "new to the city, been here 8 months, no real friends yet. feeling isolated"],
    ["Jordan", "new_city_no_friends", "We moved to Calgary last spring and I still have no friends here. It is harder than I thought."],
    ["Jordan", "long_breakup_plans", "Chris ended things on Sunday. 3 years. We were supposed to look at apartments together in January. Chris said I'm emotionally unavailable. I showed up every single day. I fixed the sink, did the taxes, drove to the airport at 5am. I haven't told anyone yet. I don't really know why I'm writing this here."],
    ["Priya", "long_breakup_plans", "my boyfriend of five years broke up with me last week. we were planning the wedding. i dont know what to do with myself"],
    ["Theo", "long_breakup_plans", "Alex left me after 4 years, right when we were about to move in together. She said I never let her in."],
    ["Maya", "long_breakup_plans", "got dumped after two years, we had plans for a trip in spring and everything. still in shock"],
    ["Maya", "partner_texts_someone", "this girl from sam's gym texts him constantly and I'm getting jealous. how do I bring it up without sounding crazy"],
    ["Sam", "partner_texts_someone", "maya's coworker messages her all the time, even late at night, and it bothers me. what do i do"],
    ["Priya", "partner_texts_someone", "my boyfriend's ex texts him every day and I feel insecure about it"],
    ["Jordan", "partner_texts_someone", "someone keeps texting my girlfriend late at night and I get jealous, how do I talk to her about it"],
    ["Priya", "ruined_my_things", "I'm genuinely going to kill my flatmate. She used my good sable paintbrushes to clean the bath grout."],
    ["Maya", "ruined_my_things", "im going to murder my housemate, he used my good brushes for the dishes"],
    ["Sam", "ruined_my_things", "my roommate borrowed my new headphones and broke them and acted like it was nothing. fuming"],
    ["Jordan", "ruined_my_things", "My brother used my good knives to open paint tins. How do I not lose it?"],
    ["Theo", "group_chat_flood", "the family group chat has 400 unread messages about my cousin's wedding seating plan. I want to vanish off the face of the earth until July"],
    ["Maya", "group_chat_flood", "if the group chat pings once more I'll vanish off the face of the earth"],
    ["Jordan", "group_chat_flood", "the work whatsapp group won't stop buzzing about the party. how do I cope"],
    ["Priya", "group_chat_flood", "my friends group chat is blowing up every 5 minutes about a hen do and i want to throw my phone"],
    ["Theo", "small_loss_bitter", "my team lost the quiz by one point because someone insisted the capital of Australia is Sydney. I could have strangled him. how do I not be bitter at the next one"],
    ["Sam", "small_loss_bitter", "we lost the five-a-side final because of one guy's own goal and im still salty. how do i get over it"],
    ["Maya", "small_loss_bitter", "lost board game night because my friend refused to trade, i want to murder her lol. how do i let it go"],
    ["Jordan", "small_loss_bitter", "Lost the pub trivia by a point again. Still annoyed. How do I not be that guy next week?"],
    ["Jordan", "running_on_empty", "honestly just exhausted. 60 hour weeks plus my dad's stuff. not sad, just running on fumes. need a plan"],
    ["Maya", "running_on_empty", "utterly exhausted. work, the house, everything. i need a plan to keep going"],
    ["Priya", "running_on_empty", "i am completely burnt out from overtime and caring for my mum. how do i cope"],
    ["Theo", "running_on_empty", "drained. deadlines all month and no energy left. help me plan"],
    ["Sam", "busy_show_up", "work is absolutely killing me, three deadlines this week, I'm dead on my feet. how do I still show up for maya"],
    ["Maya", "busy_show_up", "crazy week at work, how do i still make time for sam"],
    ["Sam", "busy_show_up", "I'm swamped with overtime and don't want to neglect my girlfriend. ideas?"],
    ["Maya", "busy_show_up", "deadlines everywhere, how do I be there for my partner when I have no time"],
    ["Jordan", "next_relationship", "my plants have a better survival rate than my relationships \ud83d\udc80 anyway how do I not mess up the next one"],
    ["Theo", "next_relationship", "how do i stop messing up relationships? i always seem to ruin it"],
    ["Priya", "next_relationship", "what can I do better in my next relationship"],
    ["Jordan", "next_relationship", "i keep screwing up relationships lol. how to do better with the next one"],
    ["Maya", "partner_texts_someone", "there's a guy at sam's work who is always messaging him and honestly I hate it"],
    ["Jordan", "new_city_no_friends", "I've lived in Manchester for a year and still don't have any friends"],
    ["Theo", "parent_worry_question", "my mum's first question every call: have you eaten? every single time. how do I make it less grating"],
    ["Maya", "lost_family_role", "my mom said my sister is doing christmas dinner this year after I did it for a decade. i feel so sad"],
    ["Priya", "decline_team_drinks", "how do I turn down after-work drinks with my team every week without seeming unfriendly?"],
    ["Theo", "long_breakup_plans", "she left after 6 years, we were meant to get a dog and a flat. I'm wrecked"],
    ["Sam", "silent_then_written_critique", "my coworker never speaks up in standups but then leaves 40 comments on my doc afterwards. annoying"],
    ["Jordan", "shifting_priorities", "my boss keeps moving the goalposts on the project, we've scrapped the plan three times"],
    ["Priya", "running_on_empty", "no energy left at all. work, my mum's care, everything. how do I keep going"],
];

describe('everyday-life predicaments are read as themselves', () => {
  it('reads each wording as its problem', async () => {
    const misses: string[] = [];
    for (const [member, id, text] of CASES) {
      const r = readPredicament(await context(member), text);
      if (r?.p.id !== id) misses.push(`${member}: ${text} -> ${r?.p.id ?? 'none'} (want ${id})`);
    }
    expect(misses).toEqual([]);
  });
});

describe('the answer fits the situation, the person and the member', () => {
  it('a parent\'s worried question: care reframed, the call given substance, words for the parent', async () => {
    const [reply] = await thread('Jordan', 'every phone call my dad asks if I am eating enough, first thing, every time. I am 38. how do I make the calls nicer');
    expect(reply).toMatch(/your dad/);
    expect(reply).toMatch(/one thing from your week/);
    expect(reply).toMatch(/"Dad, I know you ask because you care/);
    expect(reply).not.toMatch(/Christmas|boundary/i);
  });

  it('care of a widowed parent with a critical sibling: the grief, the criticism, and only the jobs the member named', async () => {
    const [reply] = await thread('Maya', 'since my mum passed I do everything for dad, his meds and his bills. my brother in Lagos phones every week with opinions and says I am controlling. I am so tired of it');
    expect(reply).toMatch(/grieving/);
    expect(reply).toMatch(/criticises from a distance/);
    expect(reply).toMatch(/I'm doing the medication and the bills/);
    expect(reply).not.toMatch(/shopping/);
  });

  it('losing the holiday host role: not stupid, talk to whoever decided, keep a part', async () => {
    const [reply] = await thread('Priya', 'my mother told me my cousin is hosting eid this year instead of me. i have done it for years. am i being silly feeling so hurt?');
    expect(reply).toMatch(/^Not stupid at all/);
    expect(reply).toMatch(/your mother/);
    expect(reply).toMatch(/hosting Eid has meant a lot/);
    expect(reply).not.toMatch(/in-law trouble|partner first/i);
  });

  it('a new city: routes from the member\'s own favourites, in the place they named', async () => {
    const [reply] = await thread('Sam', 'moved to Leeds in spring for a job and have no friends here yet, it is getting to me');
    expect(reply).toMatch(/in Leeds/);
    expect(reply).toMatch(/running club/);
    expect(reply).not.toMatch(/choir|life-drawing/);
    const [theo] = await thread('Theo', 'I moved to Hamburg last year and still don\'t know anyone. lonely');
    expect(theo).not.toMatch(/running club/);
  });

  it('a partner away: the member\'s own outlets and staying close to the partner', async () => {
    const [reply] = await thread('Sam', 'maya is gone for a month on a work trip and honestly i feel lost, my mates are all busy');
    expect(reply).toMatch(/Maya/);
    expect(reply).toMatch(/social sports league|running club/);
    expect(reply).toMatch(/Quality Time/);
    expect(reply).not.toMatch(/work stress|buffer/);
  });

  it('a long relationship ended: the words said at the end, the care given, someone to tell', async () => {
    const [reply] = await thread('Jordan', 'Sam... no, my partner Alex broke up with me after 4 years, we were about to buy a flat. Alex said I never open up. I did everything for us. I have not told anyone.');
    expect(reply).toMatch(/one person's view at the hardest moment/);
    expect(reply).toMatch(/Maya is on Attune with you/);
    expect(reply).not.toMatch(/archive the chat|mute their profile/);
  });

  it('ordinary exasperation said loudly: the everyday problem answered, no crisis lines, nothing pasted', async () => {
    const [brushes] = await thread('Priya', 'going to strangle my housemate, she used my best watercolour brushes to scrub the oven');
    expect(brushes).toMatch(/replace/);
    expect(brushes).toMatch(/drawing & painting/);
    expect(brushes).not.toMatch(/dishes|rota|crisis|helpline|988|Samaritans/i);
    const [chat] = await thread('Maya', 'the family group chat is at 300 unread about a baby shower, I want to vanish');
    expect(chat).toMatch(/Mute it/);
    expect(chat).not.toMatch(/vanish|left out|helpline/i);
    const [quiz] = await thread('Theo', 'we lost trivia night by a point because one guy would not listen. could have murdered him. how do i not stay bitter');
    expect(quiz).toMatch(/team rule/);
    expect(quiz).not.toMatch(/isn't one of your connections|at work/i);
    const [tired] = await thread('Jordan', 'running on empty. long weeks and my dad\'s appointments. i need a plan, not a pep talk');
    expect(tired).toMatch(/keep, hand over, or drop/);
    expect(tired).not.toMatch(/Ideas with your dad|helpline/i);
  });

  it('work: a silent colleague who critiques in writing, and a manager who changes priorities', async () => {
    const [theo] = await thread('Sam', 'theo says nothing in our meetings, then sends me long written comments picking my plan apart. how do i handle it');
    expect(theo).toMatch(/share a draft with Theo/);
    expect(theo).toMatch(/notes on my plan/);
    expect(theo).not.toMatch(/camera off/i);
    const [boss] = await thread('Maya', 'my boss changes priorities every monday and I keep redoing work. how do I raise it without whining');
    expect(boss).toMatch(/which of the three does this replace/);
    expect(boss).not.toMatch(/plate is full/);
  });

  it('harsh reviews in a thread: the words, a shorter version, then what to do if he argues the details', async () => {
    const [first, , third] = await thread('Sam', 'how can I tell Theo his PR comments are too harsh? the new hires are afraid of him', 'shorter please', 'what if he gets defensive and argues every point');
    expect(first).toMatch(/must-fix/);
    expect(first).not.toMatch(/camera off|null/);
    expect(third).toMatch(/technical/);
    expect(third).not.toMatch(/I'm not going anywhere/);
  });
});

describe('near misses keep their own answers', () => {
  it('does not take other problems for these', async () => {
    const maya = await context('Maya');
    for (const text of [
      'what should we do in toronto when my mum visits next week',
      'plan a dinner for sam and me, he loves running',
      'my boyfriend and his coworker have this whole thing, they text all day. i know they are just friends but it stings',
      'should i break up with sam? we have been together 2 years',
      'my team lead moves the deadline every time we get close, fourth time now and im fed up',
    ]) {
      const id = readPredicament(maya, text)?.p.id ?? 'none';
      expect(['parent_worry_question', 'lost_family_role', 'partner_texts_someone', 'long_breakup_plans', 'shifting_priorities', 'new_city_no_friends', 'partner_away', 'running_on_empty'], text).not.toContain(id);
    }
  });
});
