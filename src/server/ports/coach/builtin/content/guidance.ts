/**
 * What a wise friend would say about the ordinary things people ask about relationships (issue 29, decision 062): one
 * entry per topic, in our own words, with 3–6 concrete points, variants where the relationship changes the advice
 * (a colleague never gets a partner's advice), words the person could say, and which stored result (if any) truly
 * helps answer it. compose/guidance.ts turns an entry into a reply; decide/route.ts picks the entry from the model's
 * reading, confirmed by the entry's cue words. Data, so it may run past 500 lines.
 */
import type { RelationshipType } from '../../../../../shared/assessment/types.js';

/** A stored result that can help answer a topic, computed in compose/guidance.ts (one true sentence, or nothing). */
export type Tie = 'attachment' | 'energy' | 'interests' | 'theirLanguage' | 'myLanguage' | 'decide' | 'plan';

export interface Guidance {
  id: string;
  /** How a sentence names it. */
  label: string;
  /** Words that confirm the topic in a message: the model's reading is only trusted when one of them is there. */
  cues: RegExp;
  /** One short sentence that meets the person where they are. */
  open: string;
  /** 3–6 concrete points for anyone. */
  points: string[];
  /** An opening sentence for one kind of relationship, where the general one would not fit. */
  openRoles?: Partial<Record<RelationshipType, string>>;
  /** Points that replace `points` for one kind of relationship. */
  roles?: Partial<Record<RelationshipType, string[]>>;
  /** Words they could say, when saying something is part of the answer ({name} is the person, when known). */
  say?: string;
  /** Words for one kind of relationship. */
  sayRoles?: Partial<Record<RelationshipType, string>>;
  /** Stored results that help, in order; the first that yields a true sentence is used. */
  ties?: Tie[];
  /** The question to end on. */
  ask: string;
  /**
   * A topic that only names where it happens (work, a sibling): when a topic that names what is asked also matches,
   * that one answers ("thank a colleague" is about thanking).
   */
  setting?: boolean;
  /** The relationship assumed when the message names nobody ("he lied to me": a partner). */
  assume?: RelationshipType;
}

export const GUIDANCE: Guidance[] = [
  {
    id: 'jealousy', label: 'jealousy', assume: 'couple',
    cues: /\b(jealous\w*|envious|envy|insecure|threatened|(?:texting|messaging|talking to|chatting with) (?:his|her|their|some|a|this|my) \w+|flirt\w*|that guy|that girl|bugs me)/i,
    open: 'Jealousy is a feeling, not a verdict on you or on them, and it usually points to a need for reassurance.',
    points: [
      'Name it to yourself first: is it fear of losing them, feeling left out, or something that really crossed a line? Each needs a different conversation.',
      'Bring it up as your feeling, calmly and once, rather than as a charge: "I noticed I felt a bit left out when…" invites them in; "why are you always texting her?" puts them on trial.',
      'Ask for one specific thing that would help (being included, a heads-up, a plan together) instead of asking them to stop seeing someone.',
      'Skip the checking: looking at their phone or their likes feeds the worry and costs trust on both sides.',
      'If the feeling keeps coming back with no new reason, it may be an older fear; journaling or talking to a friend helps you tell the two apart.',
    ],
    roles: {
      friend: [
        'It is very normal to feel a pang when a close friend gets a new friend, partner or job: it means the friendship matters to you.',
        'Tell them you miss them, not that they have changed: "I miss our Sunday calls, can we bring them back?"',
        'Suggest one regular thing that is only yours, so you are not competing for leftover time.',
        'Widen your own circle a little at the same time, so one friendship is not carrying all your need for company.',
      ],
    },
    say: '"I noticed I felt a bit unsettled about it, which surprised me. I am not accusing you of anything; could you help me feel more in the loop?"',
    ties: ['attachment'],
    ask: 'What would help you feel more settled: reassurance from them, or more time together?',
  },
  {
    id: 'their_jealousy', label: 'their jealousy', assume: 'couple',
    cues: /\b(?:he|she|they|partner|boyfriend|girlfriend|husband|wife)\b.{0,30}\b(?:gets?|is|seems|acts?) (?:so |really |very )?jealous|jealous (?:of|when i)\b/i,
    open: 'Living with someone else\'s jealousy is tiring, and it is fair to want it to ease.',
    points: [
      'Ask what worries them most before you defend yourself: a fear that is heard usually shrinks.',
      'Offer reassurance that costs you little (a heads-up when plans change, introducing them to the friend) and keep the rest of your freedom.',
      'Be clear where the line is: reassurance is kind; being checked, tracked or kept from friends is not okay, and you do not have to accept it.',
      'Agree what would help, then notice together whether it does after a few weeks.',
    ],
    ties: ['attachment'],
    ask: 'Is it more worry on their side, or does it ever feel like control?',
  },
  {
    id: 'trust', label: 'trust after a lie',
    cues: /\b(trust|lied|lie|lying|lies|cheat\w*|affair|betray\w*|secret\w*|hid (?:it|this|that)|behind my back|caught (?:him|her|them))\b/i,
    open: 'Being lied to shakes the ground under you, and it is fair that trust does not come back on command.',
    points: [
      'Trust is rebuilt by what someone does over weeks, not by how sorry they sound in one evening: ask for full honesty about what happened, once, and notice whether their story stays the same.',
      'Say what you need in order to feel safe again (openness about plans, answering questions without getting defensive) and for how long, so it has a shape and an end.',
      'Watch for repair, not perfection: do they own it without "but", and do they ask how it affected you?',
      'Give yourself a date to take stock (say, three months): are you feeling steadier or still bracing? Both answers are allowed.',
      'If it was a pattern rather than one lie, or if you feel pressured to "just get over it", talk it through with someone outside the relationship.',
    ],
    ties: ['attachment'],
    ask: 'Was this a one-off, or has it happened before?',
  },
  {
    id: 'lonely', label: 'loneliness',
    cues: /\b(lonely|loneliness|(?:feel|feeling|so|all|always|eat|home|sit) alone|alone all|isolated|no (?:one|body) to|nobody (?:to|calls|texts)|no friends|don'?t know anyone|(?:only person|only one) i (?:really )?know|weekends are long|eat (?:dinner )?alone|coupled up|everyone (?:i know )?(?:has|is) (?:kids|married|coupled))\b/i,
    open: 'Loneliness is painful and far more common than it looks from outside; it says you need people, not that something is wrong with you.',
    points: [
      'Choose one thing that repeats every week (a class, a club, a volunteering shift, a team): friendships grow from seeing the same faces again and again, far more than from one big night out.',
      'After the second or third time, suggest one small next step with someone you like: "Coffee after this next week?" Most people are waiting for someone else to ask.',
      'Send one message today to someone you have lost touch with; it does not need a reason ("saw this and thought of you").',
      'Give the long evenings or weekends a small anchor (a walk, a call, cooking something properly) so they have a shape.',
    ],
    ties: ['interests', 'energy'],
    ask: 'What kind of company do you miss most: someone to talk to, or someone to do things with?',
  },
  {
    id: 'making_friends', label: 'making friends as an adult',
    cues: /\b(make (?:new )?friends|making friends|meet (?:new )?people|find (?:new )?friends|friends as an adult|new (?:city|town|place)|moved (?:here|to)|small talk)\b/i,
    open: 'Making friends as an adult is slower than it was at school, for everyone, because nothing puts you in the same room every day any more.',
    points: [
      'Put yourself somewhere the activity carries the conversation (a quiz team, a climbing wall, a choir, a board-game night, a running club), so you never have to make small talk from nothing.',
      'Go back to the same thing weekly: it takes several meetings before people feel like friends, so the third visit matters more than the first.',
      'Ask questions about what people are into rather than what they do for work; interest is what turns a chat into a conversation.',
      'Be the one who proposes the next step ("a few of us could get food after?"): it feels forward, and people are almost always glad.',
      'Keep up the friendships you already have, even at a distance: a regular call counts.',
    ],
    ties: ['interests', 'energy'],
    ask: 'Which of your interests could you do with other people every week?',
  },
  {
    id: 'heartbreak', label: 'getting over someone',
    cues: /\b(get over|getting over|moving on|move on|heartbr\w*|still (?:cry|miss|think)|miss (?:him|her|them)|broke up|break ?up|split|ended (?:it|things)|dumped)\b/i,
    open: 'Heartbreak really is a kind of grief, and it does ease, though rarely in a straight line.',
    points: [
      'Expect waves rather than steady progress: a good week followed by a bad day is normal, not a step back.',
      'Limit the things that restart the ache: archive the chat, mute their profile, put the photos in a folder you do not open for now.',
      'Lean on people, specifically: ask one friend for a standing plan each week for the next month.',
      'Keep your body going (sleep, food, moving every day); it steadies the mind more than you would expect.',
      'When you are ready, write down what you want next time and what you learned, without making it a list of your faults.',
    ],
    ties: ['attachment'],
    ask: 'What is the hardest part of the day right now?',
  },
  {
    id: 'ex_contact', label: 'contacting an ex',
    cues: /\b(?:text|message|call|contact|reach out to|dm|unblock|see|meet|write to|back with|back together)\b.{0,25}\bex\b|\bmy ex\b.{0,30}\b(?:texted|messaged|reached out|wants|contacted)\b|\bmy ex\b/i,
    open: 'Whether to contact an ex comes down to what you hope will happen next.',
    points: [
      'Ask yourself what you want from it: closure, friendship, a way back, or relief from the silence tonight. Only the first three are worth a message.',
      'If it is relief, write it in your notes instead and read it again in a week; most of those messages are never sent, and that is a kindness to you.',
      'If you do send it, keep it short and with no question that demands an answer ("Happy birthday, hope it is a good one"), and be ready for no reply.',
      'If you are with someone new, tell them rather than keep it quiet: the secret hurts more than the message.',
    ],
    ties: ['attachment'],
    ask: 'What would you most hope happens after you send it?',
  },
  {
    id: 'ending_it', label: 'ending a relationship',
    cues: /\b(?:end (?:it|things)|break up with|breaking up with|want to leave|leave (?:him|her|them)|dread our dates|not feeling it|call it off|let (?:him|her|them) down|(?:should i|how do i|want to) (?:end|break))\b/i,
    open: 'Ending things kindly is hard, and doing it clearly is the kind part.',
    points: [
      'Say it in person or on a call if you have been seeing each other for more than a few dates; a text fits only a very new or unsafe situation.',
      'Lead with the decision, not a long build-up: they will hear nothing else until they know where it is going.',
      'Give one honest, kind reason about fit, not a list of their faults, and do not leave a door open you do not mean.',
      'Expect sadness or anger and let it be there; you do not have to argue your reasons or change your mind to make it stop.',
      'Afterwards, give both of you some space before any talk of friendship.',
    ],
    say: '"I have really liked getting to know you, and I have been thinking a lot. I don\'t feel this is right for me, and I didn\'t want to keep going without telling you honestly."',
    ask: 'Would you like help with the first couple of sentences?',
  },
  {
    // Decision 081: a pull towards someone else while happily with a partner (chosen in decide/topic.ts).
    id: 'attraction_elsewhere', label: 'a crush while you are with someone',
    cues: /\b(?:crush on|attracted to|feelings for|fancy(?:ing)?|butterflies|a (?:little )?flutter|keep thinking about (?:him|her|them))\b/i,
    open: "Noticing a pull towards someone else while you're happy with your partner is very common. A feeling is not a betrayal; what you do with it is what matters.",
    points: [
      "Name it to yourself without drama: a crush often feeds on novelty and on being seen in a new way, not on anything missing at home.",
      "Keep a little distance for now: no private messages or one-to-one plans you wouldn't be easy telling your partner about. Left unfed, the feeling usually fades on its own.",
      "Ask what it might be pointing to (more play, more attention, a part of yourself you've not used lately) and bring that home, with your partner.",
      "It becomes a red flag if you find yourself hiding things, arranging to be alone with them, or pulling away at home for months; then it's worth talking it through with your partner or someone you trust.",
    ],
    ask: 'Is it the feeling itself that worries you, or what it might say about you and your partner?',
  },
  {
    id: 'crush', label: 'whether someone likes you',
    cues: /\b(likes? me|into me|interested in me|have a crush|my crush|fancy|mixed signals|flirt\w*|do (?:you think )?(?:he|she|they) (?:like|want))\b/i,
    open: 'Reading someone\'s interest is hard because people show it differently and nerves blur everything.',
    points: [
      'Look at patterns, not single moments: do they start conversations, remember things you said, and make time when it is not convenient?',
      'Notice whether the effort is mutual; if you are always the one reaching out, that is information too.',
      'The surest way to know is a small, low-stakes invitation ("want to get a coffee after this on Thursday?"), which also lets them say no without awkwardness.',
      'Whatever they say, you were brave to ask, and a no is about fit, not your worth.',
    ],
    ties: ['attachment'],
    ask: 'How do you usually see them: at work, with friends, or somewhere else?',
  },
  {
    id: 'asking_out', label: 'asking someone out',
    cues: /\b(ask (?:\w+ )?out|asking (?:\w+ )?out|ask (?:him|her|them) (?:on a date|for (?:a )?(?:coffee|drink|date))|make a move|tell (?:him|her|them) i like|confess)\b/i,
    open: 'Asking someone out is nerve-racking, and a simple, specific invitation makes it easier for both of you.',
    points: [
      'Make it specific and small: a coffee or a walk at a set time is easier to say yes to than "we should hang out sometime".',
      'Keep it light and leave an easy way out: "No pressure at all if not."',
      'If it is someone from work or a shared group, ask once, privately, and if it is a no, stay friendly and do not ask again.',
      'Ask in person or by message, whichever is more natural for how you two talk already.',
    ],
    roles: {
      professional: [
        'Check your workplace\'s rules first, and never ask someone you manage or who manages you.',
        'Ask once, privately, for something casual ("coffee after work on Thursday?"), with a clear way out: "totally fine if not".',
        'If the answer is no or vague, treat it as a no, stay exactly as friendly as before, and do not ask again.',
        'Keep it away from meetings and team chats, so nobody feels watched.',
      ],
    },
    say: '"I really enjoy talking with you. Would you like to get a coffee on Thursday? No pressure at all if not."',
    ask: 'Where do you usually see them?',
  },
  {
    id: 'first_date', label: 'a first date',
    cues: /\b(first date|(?:a|the|our) date (?:on|this|tomorrow|tonight|next)|dating app|from (?:an|the) app|hinge|tinder|bumble|second date)\b/i,
    open: 'A first date only has one job: to find out whether you would like a second one.',
    points: [
      'Keep it short and easy to leave: a coffee, a drink or a walk of about an hour, in a public place, and getting yourself there and home.',
      'Prepare two or three open questions ("what are you into lately?", "what was the best part of your week?") and then follow their answers.',
      'Nerves are normal; saying "I\'m a little nervous" often relaxes both of you.',
      'Aim to be curious rather than impressive, and notice how you feel around them, not only whether they like you.',
      'Tell a friend where you are going, and send a simple message afterwards if you would like to meet again.',
    ],
    ask: 'What feels hardest about it: the conversation, or the nerves beforehand?',
  },
  {
    id: 'long_distance', label: 'a long-distance relationship',
    cues: /\b(long[- ]distance|ldr|different (?:cities|countries|time ?zones?)|time difference|(?:live|living|lives) (?:far|apart|abroad|in another)|miles away|(?:hours?|flight) away)\b/i,
    open: 'Distance is workable when there is a plan and a rhythm you both trust.',
    points: [
      'Know when you will next see each other: a date in the calendar turns "missing you" into counting down.',
      'Keep a regular call that is more than logistics: watch something together, cook the same recipe, or walk "together" on the phone.',
      'Share the small stuff during the day (a photo, a voice note); closeness lives in the ordinary.',
      'Talk about the end of the distance: who might move, and roughly when. Open-ended distance is what wears couples down.',
      'Take turns travelling, and agree how you handle time apart with friends so neither feels left out.',
    ],
    ties: ['theirLanguage'],
    ask: 'Do you know yet when the distance might end?',
  },
  {
    // Blind round 13: "Sam really wants to get a dog, I'm not sure we're ready" got a menu of choices.
    id: 'big_decision', label: 'a big decision you feel differently about', assume: 'couple',
    cues: /\b(?:wants?|keeps? (?:asking|pushing|talking about)|is (?:set on|desperate|pushing)) (?:us )?(?:to )?(?:get(?:ting)?|buy(?:ing)?|adopt(?:ing)?|hav(?:e|ing)|mov(?:e|ing)(?: to)?|start(?:ing)?) (?:a |an |our )?(?:dog|puppy|cat|kitten|pet|baby|kids?|house|flat|car|new city)\b[^]{0,80}\b(?:not sure|unsure|don'?t know|not ready|hesitant|on the fence|second thoughts)\b|\b(?:not sure|unsure|don'?t know if) (?:we'?re|i'?m) ready (?:for|to (?:get|have|adopt))\b/i,
    open: 'Not being sure yet is a fair place to be, and it is worth saying out loud rather than going along or digging in.',
    points: [
      'Name what "not ready" means for you in concrete terms: time, money, space, travel, or who does the daily work.',
      'Ask what it means to them and what they picture day to day: often you want the same thing on a different timeline.',
      'Agree what "ready" would look like (a budget, a routine, a date to decide by), so it becomes a plan rather than a yes or a no.',
      'Try a small, reversible step first: fostering or minding a friend\'s pet for a week, a month living on the new budget.',
    ],
    say: '"I\'m not saying no, and I can see how much you want this. I\'m just not sure we\'re ready yet. Could we each say what ready would look like, and try a small step first?"',
    ties: ['decide'],
    ask: 'Which part feels least ready to you?',
  },
  {
    id: 'moving_in', label: 'moving in together',
    cues: /\b(mov(?:e|ing) in (?:together|with)|live together|living together|get a place together|cohabit\w*)\b/i,
    open: 'Moving in goes best when the practical talk happens before the boxes do.',
    points: [
      'Talk money first: how you split rent and bills (equally, or by income) and which costs are shared.',
      'Talk chores and standards: who cares about what (dishes at night, a tidy sofa), and split the jobs so each of you owns some completely.',
      'Talk space and time: where each of you goes to be alone, and how often friends or family stay over.',
      'Agree on a check-in after the first month to adjust what is not working, so small things don\'t become big ones.',
    ],
    ties: ['decide'],
    ask: 'Which of these have you talked about already?',
  },
  {
    id: 'money', label: 'money',
    cues: /\b(money|spend(?:s|ing)? (?:too much|so much|a lot|money|all (?:our|his|her|their|my))|spender|overspend\w*|saver|sav(?:e|es|ing) (?:up|money|for)|savings|budgeting|our budget|(?:argu\w*|fight\w*|rows?|disagree\w*) (?:about|over) (?:the )?(?:budget|bills|rent|costs)|debts?|(?:split|share|pay|paying|splitting|sharing|cover|covers) (?:the |all the |half the )?(?:bills?|rent)|financ\w*|borrow\w*|lend\w*|loan|pays? (?:it |me )?back|owes? me|salary)\b/i,
    open: 'Money arguments are rarely about the numbers; they are about what money means to each of you.',
    points: [
      'Start with what money means to each of you (safety, freedom, fairness, looking after family) before any numbers.',
      'Agree one simple rule, such as checking in before any spend above an amount you set together.',
      'Give each of you some money that is yours to spend without explaining, which takes the heat out of small purchases.',
      'Look at the numbers together once a month for twenty minutes, calmly, rather than in the middle of an argument.',
    ],
    roles: {
      family: [
        'Decide before the next request what you can give (if anything) without resenting it, and treat any money you lend as money you may not see again.',
        'Say no to the request, not to the person: "I love you, and I can\'t lend money any more."',
        'Raise what is already owed separately and calmly, with a specific ask ("could you pay back the $400 at $50 a month?").',
        'Offer something else if you want to help (going through a budget with them, a meal) so the no doesn\'t feel like you are leaving them alone.',
      ],
      friend: [
        'Decide what you can lend without resenting it, and treat lent money as money you may not see again.',
        'Say no to the request, not to the friendship: "I can\'t lend money, but I\'m here for you."',
        'If something is owed, ask once, plainly and privately, with a simple plan for paying it back.',
      ],
    },
    say: '"I want to talk about money in a way that doesn\'t turn into a fight. Could we each say what feels fair to us first?"',
    sayRoles: { family: '"I love you, and I\'m not able to lend money any more. I\'d also like us to sort out what\'s still owed, even in small amounts."', friend: '"I\'d rather not lend money between us, because our friendship matters more to me than the money."' },
    ties: ['decide'],
    ask: 'Is it more about the spending itself, or about not being asked first?',
  },
  {
    id: 'chores', label: 'the chores',
    cues: /\b(chores?|dishes|laundry|housework|cleaning|tidy\w*|mess\w*|washing up|bins|hoover\w*|vacuum\w*|cook(?:s|ing)? every|mental load)\b/i,
    open: 'Chores become a fight when one person is also the one who has to remember them.',
    points: [
      'Write every job down together, including the invisible ones (noticing we are out of milk, booking the dentist).',
      'Split by ownership, not by helping: each of you owns some jobs completely, including remembering them.',
      'Agree on "done" for the jobs you care about most (dishes the same night, or by morning?).',
      'Check in after two weeks and swap what is not working, without keeping score.',
    ],
    say: '"I\'m feeling stretched with the housework. Could we sit down this weekend, list everything, and each take a few jobs completely?"',
    ties: ['decide'],
    ask: 'Is it the jobs themselves, or having to remind them?',
  },
  {
    id: 'in_laws', setting: true, label: 'in-laws',
    cues: /\b(in-?laws?|mother-in-law|father-in-law|(?:his|her|their|partner'?s) (?:mum|mom|mother|dad|father|parents|family)|sam'?s family)\b/i,
    open: 'In-law trouble is really a question for the two of you first, and only then for the family.',
    points: [
      'Talk to your partner first and agree what you both want (how often you visit, what is off-limits).',
      'Each of you talks to your own family: it lands more kindly from their own child.',
      'Thank them for what they do well; it makes a boundary easier to hear.',
      'Pick the few things that really matter and let the small things go.',
    ],
    ask: 'Is your partner on the same page about it?',
  },
  {
    id: 'family_boundaries', label: 'boundaries with family',
    cues: /\b(boundar\w*|unsolicited|advice i didn'?t ask|guilt[- ]?trip\w*|(?:my|our) (?:mum|mom|mother|dad|father|parents|family)\b.{0,60}\b(?:won'?t|doesn'?t|always|keeps?|criticis\w*|comments?|control\w*|expects?|hurt|upset|guilt)|not coming home|(?:tell|telling) (?:my )?(?:mum|mom|mother|dad|parents) (?:i'?m not|we'?re not|that))/i,
    open: 'Setting a boundary with family is hard because the history is long; a calm, short, repeated message works better than a big speech.',
    points: [
      'Decide the one thing you need (fewer comments on your choices, shorter visits, not coming this Christmas) before you say anything.',
      'Say it early, warmly and briefly: appreciation, the decision, and what you can offer instead (a call on the day, a visit in January).',
      'Acknowledge their feelings without taking the decision back: "I know this is disappointing, and I\'m still not coming this year."',
      'If guilt comes, repeat the same kind sentence instead of adding new reasons; more reasons give more to argue with.',
      'Decide what you will do if it keeps happening (end the call kindly, change the subject), and do it calmly.',
    ],
    say: '"I love you, and I know you\'ll be disappointed. I\'m not coming home this Christmas, and I\'d love to call you on the day and visit in the new year."',
    ask: 'What do you most want them to understand?',
  },
  {
    id: 'siblings', setting: true, label: 'a sibling',
    cues: /\b(?:my|our) (?:sister|brother|sibling|siblings|sis|bro)\b/i,
    open: 'Sibling rifts carry childhood history, which is why small things can sting so much.',
    points: [
      'Decide what you want now (to talk again, an apology, just less tension) rather than who was right back then.',
      'Reach out with something short and low-pressure; a first message does not need to settle anything.',
      'Talk about the specific thing, not the whole history ("when you said X at the wedding" rather than "you always").',
      'Leave parents out of it as messengers; go to your sibling directly.',
    ],
    say: '"I\'ve been thinking about you and I miss how we used to be. Could we meet for a coffee, no big talk needed?"',
    ask: 'What would a good next step with them look like?',
  },
  {
    id: 'boss', label: 'your manager', setting: true,
    cues: /\b(boss|manager|supervisor|line manager|team lead|workload|too much work|another project|extra project|micromanag\w*|performance review|(?:ask|asking) for a raise)\b/i,
    open: 'With a manager, clear and early beats polite and late.',
    points: [
      'Go to them privately with facts: what is on your plate, what it takes, and what would have to slip.',
      'Offer a choice rather than a flat no: "I can take this on if X moves to next week; which matters more?"',
      'Put agreements in a short written follow-up, so priorities don\'t change silently.',
      'If a pattern continues (late-day handovers, constant checking), name the pattern once with an example and ask for one change.',
    ],
    say: '"I want to do this well, and right now my plate is full. If I take this on, something I\'m already doing would need to move. Which would you like me to prioritise?"',
    ask: 'Would you like that as a short message you could send them?',
  },
  {
    id: 'credit', label: 'getting credit at work', setting: false,
    cues: /\b(takes? (?:the )?credit|taking (?:the )?credit|took (?:the )?credit|stole my (?:idea|work)|my (?:idea|work) (?:as (?:his|her|their) own|without)|talked over|talks over me|interrupt\w*|ignored in meetings)\b/i,
    open: 'Getting your work or your voice taken at work is maddening, and a calm, specific approach works better than a confrontation.',
    points: [
      'Have a short private word, with one specific example and one ask: "In Monday\'s stand-up the analysis I did came up as yours. Next time, could you mention it was mine?"',
      'Make your work visible in writing before meetings (a short update in the team channel or an email recap), so the record speaks for you.',
      'In the meeting itself, claim it lightly: "Glad that landed; happy to walk through how I put it together."',
      'If you are interrupted, keep going calmly ("let me just finish this thought") rather than stopping.',
      'If it continues after one honest conversation, bring the facts, with dates, to your manager.',
    ],
    say: '"Quick one: in today\'s stand-up my part came across as yours. I\'m sure it wasn\'t on purpose, but could we make sure we each name our own bits from now on?"',
    ties: ['decide'],
    ask: 'Is this the first time you would raise it with them?',
  },
  {
    id: 'backing_up', label: 'backing a colleague up', setting: false,
    cues: /\b(back (?:him|her|them|\w+) up|(?:keeps? )?getting (?:talked over|interrupted|ignored)|stand up for (?:him|her|them|\w+)|support (?:a|my) colleague|defend (?:him|her|them))\b/i,
    open: 'Backing someone up at work can be done quietly and without making it a thing.',
    points: [
      'In the meeting, hand the floor back: "I\'d like to hear the rest of what Theo was saying."',
      'Credit their point by name when you build on it: "Going back to Theo\'s idea…"',
      'Check in privately afterwards, lightly, and ask what would help rather than assuming: "I noticed you got cut off a few times. Want me to do anything differently?"',
      'If it is a pattern, suggest a team norm (round-robin updates, or the chair checking everyone has spoken).',
    ],
    ask: 'Would a quiet word with them first feel natural?',
  },
  {
    id: 'colleague', label: 'a colleague', setting: true,
    cues: /\b(colleague|co-?worker|teammate|team ?mate|at work|in the office|office|(?:in|team|work|staff) meetings?|standups?|(?:my|the) team)\b/i,
    open: 'At work the aim is a working relationship that is fair and calm, not a friendship or a fight.',
    points: [
      'Pick the one behaviour that matters most and mention it privately, early and lightly; a light, specific word works better than a hint ("could we agree how we do this next time?").',
      'Describe what happened and its effect, not their character: "when the report came late, I had to redo my part" rather than "you\'re so careless".',
      'Suggest a shared fix rather than a rule for them alone (a team kitchen note, a shared deadline calendar).',
      'If it is serious or keeps happening after one honest conversation, bring the facts to your manager calmly.',
    ],
    say: '"Have you got a minute? Small thing, but it\'s been bugging me, and I\'d rather just say it than let it build up."',
    ties: ['decide'],
    ask: 'Is it a one-off, or has it happened a few times?',
  },
  {
    id: 'apologising', label: 'apologising', setting: false,
    cues: /\b(apologi[sz]\w*|apology|say sorry|make it (?:up|right)|fix this|worst (?:friend|sister|brother|daughter|son|partner)|i (?:messed|screwed) up|my fault|by accident|bailed)\b/i,
    open: 'A real apology names what you did, owns its effect, and offers repair, without a "but".',
    points: [
      'Say exactly what you did, in plain words: not "sorry for what happened" but "I told Mum your news before you could".',
      'Name the effect on them: what it took from them or how it made them feel.',
      'Leave out explanations and excuses at first; they can come later if asked.',
      'Offer repair, or ask what would help: "Is there anything I can do to make it up to you?"',
      'Then give them time; forgiveness may take more than one conversation.',
    ],
    say: '"I\'m really sorry for what I did. I know it cost you more than I realised, and that\'s on me, no excuses. Is there anything I can do to make it right?"',
    ties: ['theirLanguage'],
    ask: 'Would you like help filling in the blanks?',
  },
  {
    id: 'hosting', label: 'hosting a group', setting: false,
    cues: /\b(hosting|host (?:a|an|my)|(?:craft|games?|game|movie|film|quiz|dinner) night|dinner party|house ?warming|gathering|get-together|(?:for|with) \d+ (?:people|friends|of us|guests)|people (?:round|over) at mine|at mine)\b/i,
    open: 'A group where not everyone knows each other goes best when the activity does the introducing.',
    points: [
      'Give everyone something to do with their hands from the moment they arrive (a simple craft laid out, a drink to mix), so nobody stands around.',
      'Introduce people to each other with one thing in common: "Ana, meet Jo, you both just got back from Lisbon."',
      'Mix the seating on purpose, or pair people up for the first activity, so friends don\'t cluster.',
      'Keep the plan simple (one main activity, snacks people can graze) and give a clear start and end time.',
    ],
    ties: ['plan'],
    ask: 'What kind of craft were you thinking of?',
  },
  {
    id: 'feedback', label: 'giving feedback',
    cues: /\b(feedback|critici[sz]e|critique|sloppy|tell (?:him|her|them) (?:their|his|her) work|bring up (?:a|an) (?:problem|issue) with)\b/i,
    open: 'Good feedback is specific, private and about what happened, not about who someone is.',
    points: [
      'Choose a private moment soon after, not in front of others.',
      'Describe one concrete example and its effect ("the figures in Friday\'s report were off, so the client queried them").',
      'Ask for their side before you suggest a fix; there may be something you don\'t know.',
      'Agree one next step and offer help with it, then notice out loud when it improves.',
    ],
    ties: ['decide'],
    ask: 'Is this the first time you would raise it with them?',
  },
  {
    id: 'forgiving', label: 'forgiveness',
    cues: /\b(forgiv\w*|let it go|get past (?:it|this)|move past|hold a grudge|grudge|can'?t get over what)\b/i,
    open: 'Forgiving is something you do for your own peace; it does not mean pretending it was fine.',
    points: [
      'Let yourself name exactly what hurt first; forgiveness that skips this step tends not to hold.',
      'Decide what you need from them, if anything (an apology, a change), and say it once.',
      'Forgiving and trusting again are different: you can let go of the anger and still be careful.',
      'Give it time; forgiveness is usually a decision you keep making, not a single moment.',
    ],
    ask: 'Have they apologised, or would you like help asking for that?',
  },
  {
    id: 'unappreciated', label: 'feeling unappreciated',
    cues: /\b(unappreciated|appreciat\w*|taken for granted|take[sn]? (?:me|it) for granted|never (?:noticed|notice[sd]?|thanks?|says thank)|nothing i do|invisible|doesn'?t notice|thankless)\b/i,
    open: 'Feeling unappreciated often means your effort is landing in a language the other person doesn\'t read.',
    points: [
      'Name one specific thing you would love them to notice, rather than "you never appreciate me".',
      'Say what helps you feel valued (a thank-you, help without asking, time together) plainly; people can\'t guess it.',
      'Say out loud what you appreciate in them too; appreciation grows when it is spoken.',
      'Drop one thing you do that nobody needs, and see whether it is missed.',
    ],
    say: '"I\'ve been doing a lot at home lately and I\'d love it if you noticed sometimes. A simple thank-you would mean a lot to me."',
    ties: ['myLanguage'],
    ask: 'What would help you feel noticed?',
  },
  {
    id: 'desire', label: 'different sex drives',
    cues: /\b(sex\w*|libido|intima\w*|(?:different|mismatched) (?:drives?|needs)|in the bedroom|not in the mood|physical(?:ly)? close)\b/i,
    open: 'Different levels of desire are one of the most common things couples face, and talking about them without blame is most of the work.',
    points: [
      'Talk about it away from the bedroom, at a calm time, starting with what you enjoy and miss rather than what is wrong.',
      'Ask what helps them feel close and in the mood; for many people it starts with feeling rested, unhurried and connected during the day.',
      'Widen what counts as intimacy (touch, kissing, time in bed without pressure), so it is not all or nothing.',
      'If it is causing lasting hurt, a sex therapist or couples counsellor can help; it is a common reason to go.',
    ],
    ties: ['theirLanguage'],
    ask: 'Is it more about how often, or about feeling wanted?',
  },
  {
    id: 'growing_apart', label: 'growing apart',
    cues: /\b(growing apart|grown apart|drift\w* apart|(?:just )?(?:like )?roommates|disconnected|lost the spark|no spark|stale|in a rut|feels? flat|don'?t talk any ?more|same old)\b/i,
    open: 'Feeling more like housemates than a couple is common in busy seasons, and closeness can be rebuilt on purpose.',
    points: [
      'Start with ten minutes a day of real conversation with phones away: not logistics, but how each of you actually is.',
      'Bring back one thing you used to do together, or try one new thing each month; novelty brings people back towards each other.',
      'Ask a question you have never asked ("what have you wanted to try lately?").',
      'Say it gently as missing them, not blaming them: "I miss us."',
    ],
    say: '"I miss us. Could we take one evening a week that\'s just for the two of us, no phones?"',
    ties: ['theirLanguage'],
    ask: 'When did it last feel close?',
  },
  {
    id: 'new_baby', label: 'life with a new baby',
    cues: /\b(new ?born|new baby|(?:a|the|our) baby|had a baby|since the baby|parenting|sleep deprived|no sleep|nappies|diapers|toddler)\b/i,
    open: 'The first year with a baby strains almost every couple; the snapping is mostly exhaustion, not the end of your closeness.',
    points: [
      'Protect sleep as a team: take turns for nights or for a long stretch at weekends, so each of you gets one full rest.',
      'Agree that nothing big gets argued about after 9pm or when either of you is running on empty.',
      'Divide the baby jobs by ownership, so one of you isn\'t also the project manager.',
      'Find ten minutes a day that are only about the two of you, even just a cup of tea together.',
      'Say thank you for the small things; you are both doing a lot unseen.',
    ],
    ask: 'What would help most this week: more sleep, or more help?',
  },
  {
    id: 'grief', label: 'grief',
    cues: /\b(died|passed away|passed|funeral|griev\w*|grief|bereave\w*|lost my (?:mum|mom|dad|father|mother|grand\w+|friend|brother|sister|dog|cat|pet)|miss (?:my )?(?:late|grand\w+))\b/i,
    open: 'I am so sorry for your loss.',
    points: [
      'Grief comes in waves and can make it hard to focus or sleep; that is normal, not a sign you are doing it wrong.',
      'Lower the bar for a while: keep small routines (meals, sleep, a short walk) and let the rest be good enough.',
      'Tell the people close to you what helps: company, practical help, or simply saying their name.',
      'If work or study feels impossible, ask for compassionate leave or lighter deadlines; most places expect it.',
      'If it still feels too heavy to carry after some weeks, a GP or a bereavement service can help.',
    ],
    ask: 'Would you like to tell me a little about them?',
  },
  {
    id: 'text_anxiety', label: 'worrying about texts',
    cues: /\b(texts? back|text(?:ed)? (?:him|her|them)|repl(?:y|ies|ied)|respond\w*|left on read|on read|ghost\w*|answer (?:my|me)|double text|haven'?t heard|hasn'?t (?:replied|texted|answered)|typing)\b/i,
    open: 'Waiting for a text back can feel endless, and the mind fills the silence with the worst story.',
    points: [
      'Notice the story you are telling yourself and think of two ordinary reasons for the silence (busy, battery, driving).',
      'Set a rule for yourself: write the next message, then wait a few hours or until tomorrow before deciding whether to send it.',
      'Put the phone in another room for an hour and do something that needs your hands.',
      'If slow replies keep unsettling you with someone close, say so once, calmly, and agree something small ("a quick \'busy, later\' helps me").',
    ],
    ties: ['attachment'],
    ask: 'Is this with someone new, or someone you know well?',
  },
  {
    id: 'overthinking', label: 'overthinking',
    cues: /\b(overthink\w*|over-?think\w*|ruminat\w*|can'?t stop thinking|replay\w*|spiral\w*|in my head|dwell\w* on|mull\w* (?:it |things )?over|chew\w* (?:on|over)|stew\w* (?:on|over|about)|going over (?:it|what|everything)|can'?t (?:switch off|let (?:it|that|this) go)|let (?:it|that|this|a comment|comments|things) go)\b/i,
    open: 'Overthinking is the mind trying to protect you by rehearsing; it helps to give it a container.',
    points: [
      'Write the worry down and answer one question: what is one thing I can do about it, and when?',
      'Give yourself a set "worry time" (fifteen minutes, early evening) and postpone thoughts to it.',
      'Check the story: what do I know, and what am I guessing?',
      'Move your body or talk to someone; thoughts loosen when you are not alone with them.',
    ],
    ties: ['attachment'],
    ask: 'What does your mind keep coming back to?',
  },
  {
    id: 'arguments', label: 'arguments', setting: true,
    cues: /\b(argu\w*|fight\w*|fought|bicker\w*|rows?|clash\w*|shouting match|same fight|shuts? down|stonewall\w*|silent treatment|defensive|blows? up|snap(?:s|ped)? at (?:each other|me))\b/i,
    open: 'How an argument starts and ends matters more than how often you disagree.',
    points: [
      'Start softly and early: "I\'m feeling… about… and I\'d like…", rather than "you always".',
      'Take a twenty-minute break when either of you is flooded (racing heart, raised voices), and say when you will come back.',
      'If it is the same fight every time, talk about it on a calm day: what does each of you need underneath it?',
      'End with one agreement, however small, about what each of you will do next time.',
    ],
    roles: {
      professional: [
        'Take it out of the moment: ask for ten minutes later that day, in private.',
        'Talk about the work problem, not personalities: what each of you needs for the task to go well.',
        'Agree who decides what, and write it down, so the same clash doesn\'t come back.',
      ],
    },
    say: '"I don\'t want us to keep having this fight. Could we talk about it on Sunday when we\'re both calm?"',
    ties: ['decide'],
    ask: 'What is the fight usually about?',
  },
  {
    id: 'friend_drifting', label: 'a friendship drifting',
    cues: /\b(drift\w*|(?:friend|bestie|bff|mate)\b.{0,40}\b(?:distant|busy|ignor\w*|pulling away|don'?t talk|stopped|changed|never reaches out)|(?:been|is|seems) (?:so |really )?distant|we used to (?:talk|hang|see))\b/i,
    open: 'Friendships drift more often from busy lives than from anything going wrong, and it is rarely about you.',
    openRoles: { family: 'When someone close drifts after a big change in their life, it is rarely about you.' },
    points: [
      'Say you miss them, simply and without blame: "I miss our Sunday talks."',
      'Suggest one specific, easy plan that fits their new life (a call at a set time, a walk near their place).',
      'Ask how they are doing with the change in their life, and listen before you mention your own hurt.',
      'Keep it regular rather than big: a standing slot does more than one long catch-up.',
      'If they can\'t give as much for a while, it helps to lean on other friends too, without keeping score.',
    ],
    roles: {
      family: [
        'A big change (moving in with a partner, a new job, a baby) swallows time for a while; the distance is more likely about that than about you.',
        'Say you miss them, simply and without blame: "I miss our Sunday talks."',
        'Suggest bringing the ritual back in a form that fits their new life: a shorter call at a set time, or a visit now and then.',
        'Ask how the change is going for them, and listen before you mention your own hurt.',
      ],
    },
    say: '"I\'ve missed our talks lately. No pressure, but could we set a regular time again, even a short call?"',
    ties: ['theirLanguage'],
    ask: 'What did you two used to do that you miss most?',
  },
  {
    id: 'left_out', label: 'being left out',
    cues: /\b(left out|without me|not invited|wasn'?t invited|excluded|didn'?t invite me|group chat|third wheel|odd one out)\b/i,
    open: 'Being left out stings, and it is normal to feel it sharply.',
    points: [
      'Check the story before acting: it may have been a small last-minute plan, not a decision about you.',
      'Tell the friend you are closest to how it felt, lightly and without blame: "I saw the photos and felt a bit left out; I\'d love to come next time."',
      'Make a plan yourself and invite people; groups often just follow whoever organises.',
      'If it keeps happening, put more of your energy into the friendships that include you.',
    ],
    ask: 'Has it happened before with the same people?',
  },
  {
    id: 'social_anxiety', label: 'feeling anxious socially',
    cues: /\b(social anxiety|socially anxious|(?:at|before|dread\w*|hate|scared of|anxious (?:at|about)) (?:big )?(?:parties|party|events|gatherings)|small talk|what to say (?:to people|at)|awkward (?:at|in|around)|shy|dread\w* (?:going|parties|events))\b/i,
    open: 'Social nerves are common, and small, repeatable tricks make gatherings easier.',
    points: [
      'Arrive early, when groups are small, rather than into a full room.',
      'Have three easy questions ready ("how do you know the host?", "what are you into lately?", "anything good coming up?") and let people talk.',
      'Give yourself a job (helping in the kitchen, taking photos) so you have a natural place to be.',
      'Agree a time to leave beforehand; knowing there is an exit makes it easier to enjoy.',
    ],
    ties: ['energy'],
    ask: 'Is it starting conversations that is hard, or keeping them going?',
  },
  {
    id: 'burnout', label: 'burnout',
    cues: /\b(stress(?:ed)? (?:at|about|from|with) work|work stress|burn ?out|burnt out|burned out|exhausted|so done|(?:job|work) is (?:actually |literally )?killing me|\d+[- ]hour days|overworked|no life|can'?t keep (?:up|going))\b/i,
    open: 'That sounds exhausting, and it is a sign the load is too big, not that you are failing.',
    points: [
      'Talk to your manager this week with facts: the hours you have been working, for how long, and what needs to give.',
      'Protect a floor that does not move: a set finish time two days a week, and one day fully off.',
      'Guard sleep and food first; they are the first things long weeks take.',
      'Tell one person close to you how it really is, so you are not carrying it alone.',
      'If it has gone on for months, see a GP: long stretches like this affect health.',
    ],
    ask: 'What would be the first thing you could take off your plate?',
  },
  {
    id: 'nerves', label: 'nerves about speaking',
    cues: /\b(speech|best man|maid of honou?r|(?:a|the|give a|giving a|wedding|raise a) toast|presentation|public speaking|in front of (?:people|everyone|a crowd)|freeze up|stage fright)\b/i,
    open: 'Freezing in front of people is very common, and a well-prepared short speech takes most of the fear away.',
    points: [
      'Keep it short: a toast can be a minute, and a speech rarely needs more than five. Open with who you are, tell one true story, and end by raising a glass.',
      'Pick one story that shows who they are and what they mean to the people in the room; warmth beats jokes.',
      'Write it out, then speak from short notes; practise it aloud five times, once in front of someone.',
      'Before you start, breathe out slowly, find a friendly face, and pause after the first line.',
      'Nobody wants you to fail; the room is on your side.',
    ],
    ask: 'Would you like help choosing the stories?',
  },
  {
    id: 'supporting', label: 'supporting someone through a hard time',
    cues: /\b(check (?:in )?on|support (?:him|her|them|my)|be there for|going through (?:a|something)|(?:since|after) (?:their|his|her) (?:breakup|break-up|loss)|cheer (?:him|her|them) up|says? (?:they'?re|he'?s|she'?s|i'?m) fine|replied ?'?i'?m fine)\b/i,
    open: 'Steady, low-fuss presence helps more than the perfect words.',
    points: [
      'Send something short that needs no answer: "Thinking of you. No need to reply."',
      'Offer one specific thing rather than "let me know if you need anything": food on Thursday, a walk on Saturday.',
      'If they say "I\'m fine", take it lightly and keep the door open: "Okay. The offer stands, and I\'ll check in again on the weekend."',
      'Keep showing up regularly for a few weeks; support often matters most after everyone else has stopped.',
    ],
    say: '"Hey, thinking of you. No need to reply. I\'m making too much food on Thursday if you want some."',
    ties: ['theirLanguage'],
    ask: 'How do they usually like to be supported: company, or practical help?',
  },
  {
    // Round 23 t02 turn 3: "ok how do i actually stop being late, its like a P thing for me lol" got one generic line.
    id: 'being_late', label: 'being on time',
    cues: /\b(?:stop being late|always (?:running )?late|(?:keep|kept) being late|never on time|be (?:on time|punctual)|chronically late|late (?:all the time|to everything)|punctual\w*)\b/i,
    open: 'Being late is mostly a planning habit, not a character flaw, and it changes with a few concrete tricks.',
    points: [
      'Plan the time you leave, not the time you arrive: work back from the start, add 15 minutes, and set an alarm called "leave now".',
      'Guess how long things take, then add a quarter: getting ready and the journey are where lateness hides.',
      'Stop starting "one more thing" in the last half hour before you go; do it after, or put it on a list.',
      'Get ready the night before for the things that matter: clothes, keys, bag by the door.',
      'When you will be late anyway, say so early and specifically ("15 minutes late, sorry, leaving now"), not on arrival.',
    ],
    ties: ['plan'],
    ask: 'Which of these would be easiest to try before your next plan?',
  },
  {
    id: 'thanking', label: 'thanking someone',
    cues: /\b(thank (?!you\b)(?:him|her|them|\w+)|say thanks|say thank you|thank-you|show (?:my )?(?:gratitude|appreciation)|(?:covered|cover(?:ed)?) for me|been there for me|been (?:really )?solid)\b/i,
    open: 'A specific thank-you lands far better than a general one.',
    points: [
      'Name exactly what they did and what difference it made ("covering for me last week meant I could fix the report without panic").',
      'Say it soon, and in writing if it will matter to them to keep it.',
      'Add a small gesture that fits the relationship: a coffee, a note, or mentioning it to someone whose opinion matters to them.',
    ],
    roles: {
      professional: [
        'Name exactly what they did and its effect, in a short message or note.',
        'Credit them where it counts: in the team channel, or to their manager.',
        'A small, ordinary gesture is enough (a coffee, their favourite snack); nothing personal or expensive.',
      ],
    },
    sayRoles: { professional: '"Thanks for covering for me last week. It made a real difference, and I owe you one."', friend: '"I just want to say thank you. You\'ve been there for me so much this year, and I notice it, every time."', family: '"Thank you for everything this year. I don\'t say it enough, but it means a lot to me."' },
    ties: ['theirLanguage'],
    ask: 'Would you like it shorter, or warmer?',
  },
  {
    id: 'invitation', label: 'inviting someone without pressure',
    cues: /\b(invite|ask (?:\w+ )?(?:to come|2 come|along)|without (?:\w+ )?feeling obligated|feel obligated|no pressure|always says yes)\b/i,
    open: 'An invitation with an easy way out is one people can say yes to honestly.',
    points: [
      'Say plainly that no is a fine answer: "Totally fine if it isn\'t your thing."',
      'Give them something they would enjoy in it, or offer a different plan you would both like.',
      'If they always say yes and then look miserable, ask them honestly what they would actually like to do together.',
    ],
    say: '"I\'d love you to come to my thing on Saturday, but honestly no pressure if it isn\'t your thing. Or we could do something we both like instead?"',
    ask: 'What do they usually enjoy doing with you?',
  },
  {
    id: 'letting_down', label: 'telling someone you can\'t come',
    cues: /\b(can'?t (?:make it|come|go)|won'?t (?:make it|be able)|not (?:coming|going to make it)|miss (?:her|his|their|the) (?:party|birthday|wedding|thing)|bail\w*|cancel (?:on|my))\b/i,
    open: 'Early and warm is the kindest way to say you can\'t be there.',
    points: [
      'Tell them as soon as you know, directly rather than through someone else.',
      'Keep the reason short; a long explanation sounds like an excuse.',
      'Offer something real instead: a call on the day, a plan for the week after, something sent ahead.',
    ],
    say: '"I\'m so sorry I can\'t be there. I\'ll be thinking of you, and I\'d love to take you out the week after to celebrate properly."',
    ties: ['theirLanguage'],
    ask: 'Would you like it shorter to send as a message?',
  },
  {
    id: 'holidays', label: 'the holidays',
    cues: /\b(christmas|xmas|holidays?|thanksgiving|easter|diwali|eid|hanukkah|new year|festive|whose (?:family|parents))\b/i,
    open: 'Holiday plans pull on old loyalties, so deciding together before anyone else asks makes them far easier.',
    points: [
      'Agree as a couple or household first, then tell family: alternate years, split the days, or host once so both sides come to you.',
      'Say what matters most to each of you (Christmas Eve with your side, the big lunch with theirs) before you trade days.',
      'Tell family early and together, with the plan rather than a question, and offer something for the year you are away (a call, a visit just after).',
      'Keep one small tradition that is only yours, wherever you end up.',
    ],
    say: '"Could we decide this year\'s holidays together before our families ask? I\'d love to hear what matters most to you."',
    ask: 'What matters most to each of you about the day?',
  },
  {
    id: 'meeting_family', label: 'meeting the family',
    cues: /\b(meet\w* (?:my |his |her |their |the )?(?:\w+'s )?(?:family|parents|mum|mom|dad|folks)|(?:first time )?meeting (?:\w+'s )?(?:family|parents|mum|mom|dad))\b/i,
    open: 'Meeting someone\'s family goes best with a little preparation, and it is normal to be nervous.',
    points: [
      'Ask your partner beforehand for names, two easy topics and anything to avoid.',
      'Bring something small (flowers, a dessert) and offer to help clear up.',
      'Ask them questions (how they met, the town, their work) rather than performing; people remember feeling listened to.',
      'Agree a quiet signal with your partner for when you need a break or want to leave.',
    ],
    ask: 'What are you most nervous about?',
  },
  {
    id: 'future', label: 'talking about the future',
    cues: /\b(marriage|get married|propos\w*|(?:want|wants|have|having|about|more) (?:kids|children)|have a baby|settle down|commit\w*|where (?:this|we'?re|it'?s) going|future together|the next step)\b/i,
    open: 'Big future questions go best as a few curious conversations rather than one decision.',
    points: [
      'Each say what you hope for and what worries you, without trying to settle it in one evening.',
      'Find what you already agree on first; it is usually more than it seems.',
      'Put rough timings on the table ("in the next two years?"); vague futures cause more anxiety than honest ones.',
      'Set a time to come back to the rest.',
    ],
    ties: ['decide'],
    ask: 'What do you most want to find out from them?',
  },
];
