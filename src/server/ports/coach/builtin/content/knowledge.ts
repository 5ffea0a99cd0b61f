/**
 * The builtin coach's knowledge base: our own words, written for Attune. Plain data, no I/O.
 * Templates may contain {name} (the connection's first name) and {me} (the person's first name).
 */

import { TypeLetter, RelationshipType, Axis, LoveLanguage, AttachmentStyle, StabilityDimension } from '../../../../../shared/assessment/types.js';
import { CoachIntent } from '../read/intents.js';


// ------------------------------------------------------------------------------------------------ labels

/** What a lean to each letter tends to mean in a relationship (one clause, used after "which usually means"). */
export const LETTER_GIST: Record<TypeLetter, string> = {
  E: 'you think out loud and recharge around people',
  I: 'you recharge alone and like to think before you speak',
  S: 'you trust concrete facts, details and what has worked before',
  N: 'you trust patterns, possibilities and the bigger picture',
  T: 'you reach for logic and fairness first when deciding',
  F: 'you weigh how a choice lands on people first when deciding',
  J: 'you feel settled with plans, closure and clear agreements',
  P: 'you like to keep options open and decide as things unfold',
};

export const RELATIONSHIP_NAMES: Record<RelationshipType, string> = {
  professional: 'colleague',
  friend: 'friend',
  family: 'family member',
  couple: 'partner',
  crush: 'crush',
};

// ------------------------------------------------------------------------------------------------ axes

/** What a lean to each letter tends to bring to a relationship (a strength, one clause). */
export const LETTER_STRENGTH: Record<TypeLetter, string> = {
  E: 'you bring energy, warmth and the courage to raise things out loud',
  I: 'you listen closely and think before you speak, so your words carry weight',
  S: 'you notice the practical details that make someone feel looked after',
  N: 'you see where a relationship could go and help others imagine it too',
  T: 'you stay fair and clear-headed when a problem needs solving',
  F: 'you sense how people feel and make them feel understood',
  J: 'you follow through, so people can count on what you promise',
  P: 'you adapt easily and keep things light when plans change',
};

/** The usual blind spot of a lean to each letter, and a small thing to practise (one sentence each). */
export const LETTER_GROWTH: Record<TypeLetter, string> = {
  E: 'you may fill silences or decide out loud before others have had time to think; try asking a question and counting to five before you add anything',
  I: 'people may not know what you think or feel until late; try saying one unfinished thought out loud ("I\'m still working this out, but…")',
  S: 'you may dismiss an idea because it is not practical yet; try asking "What would it look like if it worked?" before judging it',
  N: 'you may skip the small, concrete things that show care; try one specific, practical gesture this week',
  T: 'a fair solution can arrive before the other person feels heard; try reflecting their feeling before offering a fix',
  F: 'you may keep the peace at the cost of your own needs; try stating one need plainly, without softening it away',
  J: 'you may hold on to your plan when someone else needs room to move; try offering two options instead of one decision',
  P: 'others may read open-ended plans as not caring; try committing to one firm date or promise and keeping it',
};

/** How a lean on each letter shows up when talking and disagreeing. */
export const LETTER_IN_CONFLICT: Record<TypeLetter, string> = {
  E: 'tends to want to talk it through right away',
  I: 'usually needs some quiet time to sort out their thoughts before talking',
  S: 'responds best to specific, concrete examples rather than "you always"',
  N: 'wants to understand what the issue says about the bigger picture',
  T: 'hears a clear problem and a fair proposal most easily',
  F: 'needs to feel the relationship is safe before problem-solving',
  J: 'feels better once there is a concrete agreement and a plan',
  P: 'prefers a flexible arrangement they can adjust over a rigid rule',
};

/**
 * Communication tips for a pair of letters on one axis, keyed `${mine}${theirs}` (e.g. "IE": I lean Introverted,
 * they lean Extraverted). Same-letter keys describe the shared blind spot.
 */
export const AXIS_PAIR_TIPS: Record<Axis, Record<string, string[]>> = {
  EI: {
    IE: [
      'Tell {name} up front that you want to talk and need a moment to gather your thoughts: "Give me ten minutes, I want to get this right."',
      'Suggest talking while walking or cooking side by side; it keeps the energy {name} likes without putting you on the spot.',
      'Write your main point down first, so {name}\'s quicker pace does not carry the conversation away from it.',
    ],
    EI: [
      'Give {name} a heads-up and some time: "Can we talk about this tonight?" works better than raising it on the spot.',
      'Ask one question, then leave a real pause. Silence usually means {name} is thinking, not shutting down.',
      'Offer to continue by message if {name} finds it easier to put things in writing.',
    ],
    II: [
      'You both go quiet when things are hard, so agree on a time to come back to it; otherwise it can stay unsaid for weeks.',
      'Writing it down first can help you both: exchange a few lines, then talk.',
    ],
    EE: [
      'You both think out loud, so take turns on purpose: one speaks for two minutes while the other only listens and sums up.',
      'Lower the volume by talking side by side (a walk, a drive) rather than face to face.',
    ],
  },
  SN: {
    SN: [
      'Connect your concrete examples to what they mean for you both; {name} listens for the bigger picture.',
      'Let {name} brainstorm first, then help turn the best idea into a specific next step.',
    ],
    NS: [
      'Bring one or two specific examples ("Tuesday, when the bins were left") instead of a general theme; {name} trusts what is concrete.',
      'End with a practical, testable step, not just a new way of seeing things.',
    ],
    SS: ['You both like specifics, so agree on the facts first, then talk about what they mean to each of you.'],
    NN: ['You both love the big picture; make sure the conversation ends with one concrete thing each of you will do.'],
  },
  TF: {
    TF: [
      'Start with how much {name} matters to you before the logic; {name} needs to feel the relationship is safe first.',
      'Name the feeling underneath your point ("I felt left on my own"), even if the solution seems obvious to you.',
    ],
    FT: [
      'Pair your feelings with a clear, specific request; {name} hears "here is the problem, here is a fair fix" most easily.',
      "If {name} jumps to solutions, it's usually their way of caring. You can say: \"I'd love to just be heard for a minute first.\"",
    ],
    TT: ['You both go to logic first; check in on the feelings too ("How did that land for you?"), or they leak out later.'],
    FF: ['You both feel things deeply; once you both feel heard, make sure you still agree on a practical next step.'],
  },
  JP: {
    JP: [
      'Suggest a trial rather than a rule: "Could we try this for two weeks and see how it feels?" suits {name}\'s need for flexibility.',
      'Agree on the outcome you both want, and let {name} choose how and when to get there.',
    ],
    PJ: [
      "{name} feels settled with clear agreements, so end with something concrete: who does what, and by when.",
      'Raising it at a planned time ("Sunday after breakfast?") will go over better with {name} than doing it in the moment.',
    ],
    JJ: ['You both like plans; watch for two fixed plans colliding, and leave room for a third option you build together.'],
    PP: ['You both like to keep things open; write down the one thing you agree on so it does not quietly drift away.'],
  },
};

// ------------------------------------------------------------------------------------------------ love languages

export interface LoveLanguageKnowledge {
  meaning: string;
  /** Concrete gestures for giving love in this language. */
  gestures: string[];
  /** Ways for someone who receives love this way to ask for it. */
  howToAsk: string[];
}

export const LOVE_LANGUAGE_KB: Record<LoveLanguage, LoveLanguageKnowledge> = {
  words_of_affirmation: {
    meaning: 'feeling loved when appreciation and care are said out loud or written down',
    gestures: [
      'send a short message in the middle of the day naming one specific thing you appreciate',
      'leave a note somewhere they will find it (a coat pocket, the bathroom mirror, a lunch box)',
      'praise them in front of friends or family, specifically and sincerely',
      'say "thank you" for everyday things, naming what they did',
      'tell them what you admire about how they handled something hard',
      'write a letter on an anniversary or a tough day, about what they mean to you',
      'when they share a win, reflect it back: "You worked so hard for that, I\'m proud of you"',
      'end a disagreement by saying what you still value about them and about you two',
    ],
    howToAsk: [
      '"It means a lot when you tell me what you appreciate. Even a quick text makes my day."',
      '"When I\'ve done something I\'m proud of, would you tell me you noticed?"',
      '"I don\'t need big speeches, just a sentence now and then about what you like about us."',
    ],
  },
  quality_time: {
    meaning: 'feeling loved through undivided attention and time that is clearly set aside',
    gestures: [
      'put phones in another room for one evening a week and just talk',
      'plan a regular walk together with no agenda',
      'ask one real question over dinner ("What was the best part of your week?") and listen to the whole answer',
      'cook a meal together from start to finish',
      'keep a standing weekly date on the calendar and protect it',
      'join them in something they love, even if it is not your thing',
      'take a short trip or day out, just the two of you',
      'have a 15-minute check-in each evening: highs, lows and one thing you need',
    ],
    howToAsk: [
      '"I feel closest to you when we have time with no phones. Could we plan one evening a week like that?"',
      '"Could we go for a walk tonight? I miss just talking with you."',
      '"When we\'re together, it helps me when we\'re really together, even for twenty minutes."',
    ],
  },
  acts_of_service: {
    meaning: 'feeling loved when someone eases their load with practical help',
    gestures: [
      'take over a chore they dislike without being asked, and keep doing it',
      'handle a task on their to-do list that has been hanging over them',
      'make them breakfast or coffee before a busy day',
      'fill the car with fuel, pick up groceries or book the appointment they kept putting off',
      'prepare things the night before a big day (clothes, bags, lunch)',
      'ask "What is one thing I could take off your plate this week?" and follow through',
      'fix the small thing that has been broken for months',
      'when they are ill or stressed, quietly handle dinner and the dishes',
    ],
    howToAsk: [
      '"What would really help me this week is if you could take one job off my list, like the food shop or the bins."',
      '"When you do things like sorting dinner without me asking, I feel really looked after."',
      '"Could we split the household list so we each own a few things completely?"',
    ],
  },
  gifts: {
    meaning: 'feeling loved through thoughtful, tangible signs that someone was thinking of them',
    gestures: [
      'bring home their favourite snack "just because"',
      'keep a running note of things they mention wanting and surprise them later',
      'pick a small souvenir when you are away, however simple',
      'give a book, song or photo with a note about why it made you think of them',
      'make something by hand: a playlist, a drawing, a printed photo',
      'mark small milestones (first month in a new job, a finished project) with a token',
      'replace something they use daily that is wearing out',
      'give an experience: tickets, a class, a picnic you packed',
    ],
    howToAsk: [
      '"It\'s never about the price. Little things that show you thought of me mean a lot."',
      '"I love keeping small things from our days out. Could we bring something back from the next one?"',
      '"Birthdays and anniversaries matter to me. Could we plan them a bit ahead?"',
    ],
  },
  physical_touch: {
    meaning: 'feeling loved through affectionate, welcome physical closeness',
    gestures: [
      'hug for a full twenty seconds when you greet each other',
      'hold hands on walks or in the car',
      'sit close on the sofa rather than at opposite ends',
      'offer a shoulder or hand massage after a long day',
      'touch their arm or back as you pass in the kitchen',
      'reach for them first when things are tense (if they want that)',
      'make a habit of a goodnight and good-morning kiss',
      'dance in the kitchen to one song',
    ],
    howToAsk: [
      '"A hug when you get home helps me feel connected straight away."',
      '"When we argue, holding my hand helps me calm down. Would that be okay for you?"',
      '"I\'d love more small touches during the day; it makes me feel close to you."',
    ],
  },
};

/**
 * Gestures for people who are not a partner: "a goodnight kiss" or "dance in the kitchen" does not fit a mother, and
 * touch has no place with a colleague, where warmth shows as presence instead.
 */
const GESTURES_BEYOND_COUPLES: Record<'friend' | 'family' | 'professional', Record<LoveLanguage, string[]>> = {
  friend: {
    words_of_affirmation: ['send a message saying what you like about your friendship', 'tell them specifically what they did well when they share a win', 'say "thank you" for the small things, naming what they did'],
    quality_time: ['set a regular catch-up that you both protect', 'go for a walk together with no agenda', 'join them in something they love, even if it is not your thing'],
    acts_of_service: ['help with a move, a form or a job they have been putting off', 'drop round food when they have a hard week', 'offer one concrete thing ("I can pick the kids up Thursday")'],
    gifts: ['send a photo, song or book with a note about why it made you think of them', 'bring back a small souvenir from a trip', 'mark their milestones with a small token'],
    physical_touch: ['greet them with a proper hug, if that is how you two are', 'sit side by side rather than across a table', 'a hand on the shoulder when they tell you something hard'],
  },
  family: {
    words_of_affirmation: ['tell them one thing you are grateful to them for', 'send a short message when something reminds you of them', 'say what you admire about how they handled something'],
    quality_time: ['call at a regular time each week and really listen', 'cook or eat a meal together', 'ask about a story from their past and listen to the whole answer'],
    acts_of_service: ['take a chore off their list when you visit', 'help with something practical they find hard (a form, a repair, a lift)', 'offer one concrete thing before they have to ask'],
    gifts: ['bring something small they like when you visit', 'send a printed photo with a note', 'keep a note of things they mention wanting'],
    physical_touch: ['give a proper hug when you arrive and when you leave', 'sit next to them rather than across the table', 'a hand on their arm when they are telling you something that matters'],
  },
  professional: {
    words_of_affirmation: ['thank them specifically for their work, in front of the team when it fits', 'send a short note when something they did made a difference', 'name their contribution when you present shared work'],
    quality_time: ['have a coffee together with no agenda', 'give them your full attention in one-to-ones: laptop closed', 'ask how their week is going and listen to the answer'],
    acts_of_service: ['take a task off their plate before a deadline', 'offer help with the part of a project they find hardest', 'follow through on what you said you would do'],
    gifts: ['bring them a coffee on a long day', 'share an article or tool that fits what they are working on', 'mark a finished project with a small treat for the team'],
    physical_touch: ['keep to what is comfortable at work: warmth shows best as presence, like stopping by in person rather than sending a message', 'a friendly handshake or high five for a shared win, if they welcome it', 'sit with them rather than messaging when something is hard'],
  },
};

/** Gestures for a love language, fitting the relationship (a partner or crush gets the couple set). */
export function gesturesFor(language: LoveLanguage, relationship?: RelationshipType): string[] {
  return relationship === 'friend' || relationship === 'family' || relationship === 'professional' ? GESTURES_BEYOND_COUPLES[relationship][language] : LOVE_LANGUAGE_KB[language].gestures;
}

// ------------------------------------------------------------------------------------------------ attachment

export interface AttachmentKnowledge {
  meaning: string;
  /** What this style tends to need from a partner. */
  needs: string[];
  /** Things the person with this style can practise. */
  selfTips: string[];
}

export const ATTACHMENT_KB: Record<AttachmentStyle, AttachmentKnowledge> = {
  secure: {
    meaning: 'you are generally comfortable with closeness and with independence, and you trust that problems can be repaired',
    needs: ['honesty and follow-through', 'someone who will talk things through rather than disappear'],
    selfTips: [
      'Your steadiness is a gift; name it out loud when your partner is anxious ("I\'m not going anywhere, let\'s sort this out").',
      'Secure does not mean never triggered. Notice the situations that still unsettle you and say so early.',
    ],
  },
  anxious: {
    meaning: 'closeness matters a lot to you, and distance or silence can quickly feel like a threat to the relationship',
    needs: [
      'clear, regular reassurance ("I\'m busy today, but I\'m thinking of you")',
      'predictability: knowing when you will next talk or see each other',
      'hearing that a conflict is not the end ("We\'re okay, we\'ll figure this out")',
    ],
    selfTips: [
      'When worry spikes, wait 20 minutes before texting again; write the message down, then decide if you still want to send it.',
      'Ask for reassurance directly ("Could you tell me we\'re okay?") rather than testing for it.',
      'Keep a short list of facts that show the relationship is solid, and read it when your mind goes to worst cases.',
      'Build a life that steadies you outside the relationship: friends, routines and things that are yours.',
    ],
  },
  avoidant: {
    meaning: 'independence matters a lot to you, and too much closeness or pressure can make you want to pull back',
    needs: [
      'space that is respected and not punished',
      'low-pressure ways to connect (side by side, doing something together)',
      'conversations with a clear start and end',
    ],
    selfTips: [
      'When you need space, say so and say when you will be back: "I need an hour to clear my head, then I want to talk."',
      'Share one small feeling a day; it builds the muscle without feeling like a flood.',
      'Notice when you find fault to create distance, and ask yourself what closeness felt like just before.',
    ],
  },
  fearful_avoidant: {
    meaning: 'you want closeness and also brace against it, so you can swing between reaching out and pulling away',
    needs: [
      'patience and consistency over time',
      'someone who stays calm when you pull back and welcomes you when you come close',
      'gentle, explicit reassurance without pressure',
    ],
    selfTips: [
      'Name the swing when you notice it: "Part of me wants to be close and part of me wants to run. I\'m working on it."',
      'Slow big decisions down; agree with yourself to wait a day before ending or escalating anything.',
      'Working with a therapist can really help with this pattern. It is common and it can change.',
    ],
  },
};

/** What to tell someone whose partner scores high on a dimension. */
export const PARTNER_ANXIETY_TIPS = [
  '{name} may read silence as distance, so a quick "Running late, love you, talk tonight" goes a long way.',
  'When you need space, tell {name} when you will be back; a clear return time calms an anxious mind.',
  'Reassure {name} before a hard conversation, not only after: "We\'re solid. I just want to sort this out."',
];
export const PARTNER_AVOIDANCE_TIPS = [
  "{name} may need a little space before talking; offering it (\"Shall we talk after dinner?\") makes them more likely to open up.",
  'Connect with {name} side by side (walking, cooking, driving); face-to-face intensity can make them retreat.',
  "Keep hard conversations short with {name}, with a clear end point, and thank them for staying in it.",
];

// ------------------------------------------------------------------------------------------------ stability

export interface StabilityKnowledge {
  meaning: string;
  /** Small weekly habits. */
  habits: string[];
}

export const STABILITY_KB: Record<StabilityDimension, StabilityKnowledge> = {
  mental: {
    meaning: 'how clear and steady your thinking feels: focus, perspective and handling day-to-day pressure',
    habits: [
      'Pick one evening a week for a 15-minute "brain dump": write every open loop down, then choose the three that matter.',
      'Take a 10-minute walk without your phone three times this week.',
      'Set a screens-off time 30 minutes before bed on at least four nights.',
      'Learn one small new thing this week (a recipe, a word, a chord) just for the feeling of progress.',
    ],
  },
  emotional: {
    meaning: 'how well you can notice, name and settle your feelings',
    habits: [
      'Each evening, name your strongest feeling of the day in one word, and what set it off.',
      'When a feeling spikes, try a 90-second pause: breathe out slowly and name it before you act.',
      'Share one feeling a week with someone you trust, even a small one.',
      'Write a short journal entry after any argument: what you felt, what you needed, what you would do again.',
    ],
  },
  physical: {
    meaning: 'energy, sleep, movement and how your body carries stress',
    habits: [
      'Keep the same wake-up time on five days this week.',
      'Add two 20-minute walks or movement sessions to your week.',
      'Drink a glass of water before each meal.',
      'Plan one early night this week and protect it.',
    ],
  },
  social: {
    meaning: 'how connected and supported you feel by the people around you',
    habits: [
      'Message one friend you have not spoken to in a while and suggest a specific time to meet.',
      'Make one standing plan: a weekly call, class or meal with the same person.',
      'Say yes to one invitation this week you might normally skip, or say no to one that drains you.',
      'Thank someone specifically for something they did.',
    ],
  },
  spiritual: {
    meaning: 'a sense of meaning, values and connection to something bigger than the day-to-day',
    habits: [
      'Spend 10 quiet minutes three times this week (meditation, prayer, or time outdoors).',
      'Write down three things that mattered this week and why.',
      'Do one small thing that reflects your values: volunteer an hour, help a neighbour, give something away.',
      'End the week by asking yourself, "What do I want more of next week?"',
    ],
  },
  desire: {
    meaning: 'motivation, drive and the energy to want things, including closeness and intimacy',
    habits: [
      'Schedule one thing this week purely because you enjoy it.',
      'Set one small goal for the week and tick it off visibly.',
      'Talk with your partner about one thing you would like more of, in low-pressure terms ("I\'ve been missing…").',
      'Notice what drains your energy this week and remove one small instance of it.',
    ],
  },
};

// ------------------------------------------------------------------------------------------------ conflict

export const CONFLICT_TECHNIQUES: string[] = [
  '**Soft start-up**: begin with your feeling and a need, not a verdict. "I\'ve been feeling stretched thin and I\'d love some help" lands far better than "You never help."',
  '**A "I feel … when … because … could we …" script**: one feeling, one specific moment, why it matters to you, and one concrete request.',
  '**Take a 20-minute time-out** when either of you feels flooded (racing heart, raised voice). Say when you will come back, do something calming, and really return.',
  '**Repair attempts**: a light touch, "Can we start over?", "I see your point about…", or a bit of humour. Notice and accept the other person\'s attempts too.',
  '**Summarise before you answer**: "So what you\'re saying is… Did I get that right?" It slows things down and shows you are listening.',
  '**One topic at a time**: if old issues come up, write them down for another day.',
  '**Look for the need under the complaint**: "the dishes" is often really "I want to feel like a team".',
  '**Agree on a small experiment**, not a forever rule: "Let\'s try this for two weeks and check in."',
];

// ------------------------------------------------------------------------------------------------ date ideas

/** Date / activity ideas keyed by hobby category id (see src/shared/assessment/hobbies.ts). */
export const DATE_IDEAS: Record<string, string[]> = {
  outdoors_movement: [
    'a sunrise or sunset walk to a viewpoint you have never been to, with a flask of something warm',
    'a beginners\' class in something neither of you has tried (climbing, paddleboarding, salsa)',
    'a picnic at the end of a bike ride, where each of you packs one surprise item',
    'a weekend "mini-adventure": pick a spot within an hour on the map and explore it',
  ],
  creative_arts: [
    'a pottery, painting or photography workshop for two',
    'a "make it together" evening: a playlist, a collage, or a short story where you each write alternate lines',
    'a photo walk: each picks five things to photograph that remind you of the other',
    'an open-mic, gallery opening or improv night',
  ],
  food_home: [
    'cook a dish from a country neither of you has visited, start to finish, music on',
    'a market morning: buy ingredients together with a small budget and improvise lunch',
    'a coffee or tea tasting at home with three kinds and blind scoring',
    'host a small dinner for two friends as a team',
  ],
  mind_learning: [
    'a museum or talk, followed by coffee to swap your favourite detail',
    'a two-person book club: read the same short book and discuss it over dinner',
    'a puzzle or strategy game night with a small, silly stake',
    'take a one-off class together (a language taster, a wine course, a coding workshop)',
  ],
  social_community: [
    'volunteer together for a morning and get lunch after',
    'a board-game café or a quiz night with a couple of friends',
    'a local festival or community event, with one rule: try one thing neither of you would pick alone',
    'plan a short trip together, each choosing one stop',
  ],
  entertainment_media: [
    'a themed movie night: each picks a film that shaped them and explains why',
    'a live gig or a comedy show in a small venue',
    'a co-op video game or tabletop session with snacks you both love',
    'watch a match or show at a lively spot rather than at home',
  ],
  wellness_spirituality: [
    'a yoga or meditation class together, followed by a slow breakfast',
    'a phone-free spa evening at home: baths, face masks, music',
    'a "reflection walk": each shares one thing you are grateful for about the other',
    'a journaling date: write for 15 minutes on the same prompt, then share what you want to',
  ],
};

export const GENERIC_DATE_IDEAS: string[] = [
  'a walk somewhere new, with one real question each ("What are you looking forward to?")',
  'cook together and eat at the table with phones away',
  'revisit the place of an early memory you share',
  'try something neither of you has done before, so you are both beginners',
];

/** How to frame ideas for each relationship type. */
export const RELATIONSHIP_IDEA_FRAME: Record<RelationshipType, string> = {
  couple: 'a date',
  crush: 'a relaxed, low-pressure plan',
  friend: 'a catch-up',
  family: 'some time together',
  professional: 'a low-key team or coffee moment',
};

// ------------------------------------------------------------------------------------------------ openers and follow-ups

/** Short empathetic openers per intent. {name} is filled when a connection is involved. */
export const OPENERS: Record<CoachIntent, string[]> = {
  greeting: ['Hi {me}, good to see you.', 'Hello {me}!', 'Hey {me}, welcome back.'],
  understand_self: [
    "Getting to know yourself is the best groundwork for any relationship. Here's what your results suggest.",
    "Let's look at what your results say about you.",
    "Good question. Understanding your own patterns makes everything else easier.",
    "Here's how I read your results.",
  ],
  understand_connection: [
    "Let's look at {name} through both of your results.",
    "Understanding {name} better is a lovely thing to want. Here's what stands out.",
    "Here's what your results and {name}'s suggest about how you two work.",
    "Good question. {name} and you have some clear patterns.",
  ],
  conflict: [
    "That sounds really hard, and it makes sense that it's weighing on you.",
    "I'm sorry you're dealing with this. Conflict with someone you care about hurts.",
    "It's completely normal to feel stirred up after something like this.",
    "Thanks for sharing this. Let's see how to make the next conversation go better.",
  ],
  communication_script: [
    "Planning what to say is a great move. It's much easier to stay calm with a plan.",
    "Let's find words that fit both of you.",
    "A little preparation goes a long way here. Here's a way in.",
    "Good on you for wanting to raise this thoughtfully.",
  ],
  attachment: [
    "Those feelings are very human, and your results help explain them.",
    "Attachment patterns show up most when we care a lot. Let's look at yours.",
    "It takes courage to look at this. Here's what your results suggest.",
    "You're not alone in this; it's one of the most common things people bring to me.",
  ],
  love_languages: [
    "Showing love in a way that actually lands is a great thing to work on.",
    "Love languages are a really practical place to start.",
    "Let's make this concrete.",
    "Small, well-aimed gestures often matter more than big ones.",
  ],
  date_ideas: [
    "Fun question! Let's use what you both enjoy.",
    "Shared experiences are one of the best ways to feel close. Here are some ideas.",
    "Let's plan something you'll both look forward to.",
    "Here are a few ideas built around your interests.",
  ],
  stability: [
    "Looking after your own foundations is a great investment in your relationships too.",
    "Small, steady habits tend to beat big resolutions. Let's find a few.",
    "It makes sense to want more balance. Here's where your results point.",
    "Let's build on where you're strongest and support where you're stretched.",
  ],
  result_meaning: [
    "Happy to explain. Results are a starting point, not a label.",
    "Let's unpack what your results mean in everyday life.",
    "Here's what the numbers are saying, in plain terms.",
    "Good question. Here's how to read it.",
  ],
  thanks: ["You're very welcome.", 'Glad it helped.', 'Any time, {me}.'],
  other: [
    "I'm here to help with that as best I can.",
    "Thanks for telling me. Let's think it through together.",
    "Let's see what might help.",
    "I hear you. Here are some thoughts.",
  ],
};

export const FOLLOW_UPS: Record<CoachIntent, string[]> = {
  greeting: [
    'What would you like to focus on today?',
    "What's on your mind right now?",
    'Is there someone in particular you would like to talk about?',
  ],
  understand_self: [
    'Which of these feels most true for you?',
    'Where do you notice this pattern most: at home, with friends or at work?',
    'Is there a part of your results that surprised you?',
    'What would you like to understand about yourself next?',
  ],
  understand_connection: [
    'What is one thing about {name} that you would like to understand better?',
    'Does this match how things feel with {name} day to day?',
    'Where do you and {name} tend to get stuck?',
    'What do you most enjoy about being with {name}?',
  ],
  conflict: [
    'What do you think you most needed in that moment?',
    'Which of these could you try the next time it comes up?',
    'How do you think the other person saw it?',
    'Would it help to draft the first sentence of your next conversation together?',
  ],
  communication_script: [
    'Would you like to adjust the wording so it sounds more like you?',
    'When would be a good, calm moment to bring this up?',
    'What reaction are you most worried about?',
    'Which part of the script feels hardest to say?',
  ],
  attachment: [
    'What usually sets these feelings off?',
    'What helps you feel settled when this happens?',
    'Would you like a short script for asking for what you need?',
    'How does the other person usually respond when you reach out?',
  ],
  love_languages: [
    'Which of these could you try this week?',
    'How do you think you show love most naturally?',
    'Would you like ideas for asking for what you need too?',
    'What is one gesture that has made you feel really loved in the past?',
  ],
  date_ideas: [
    'Which of these sounds most like you two?',
    'What is your budget and time like this week?',
    'Would you like a more adventurous or a more relaxed option?',
    'When could you fit one of these in?',
  ],
  stability: [
    'Which habit feels easiest to start this week?',
    'What tends to get in the way of habits like these for you?',
    'Would it help to pick one and check back in with me next week?',
    'Which area of your life feels most stretched right now?',
  ],
  result_meaning: [
    'Does that match how you see yourself?',
    'Is there a specific score you would like me to go into?',
    'Which part would you like to apply to a relationship?',
    'Would you like to see how this plays out with one of your connections?',
  ],
  thanks: [
    'Is there anything else on your mind?',
    'Would you like to pick this up again later in the week?',
    'Anything else you would like to work on?',
  ],
  other: [
    'Could you tell me a bit more about what is going on?',
    'Who is this about, and what would a good outcome look like for you?',
    'What would feel like a helpful next step?',
    'Is this about you, or about one of your connections?',
  ],
};
