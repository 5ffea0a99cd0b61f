/**
 * Our words for questions a member asks about their own results (compose/results/): the habits their results name
 * ("I avoid hard conversations", "I over-give", "I shut down") with the steps that change each, what a love language
 * does and does not mean when it surprises someone, and lines a member could say, fitted to each kind of relationship.
 * Data only: the compose files choose and fill these from the member's figures.
 */
import type { LoveLanguage, RelationshipType } from '../../../../../shared/assessment/types.js';

export type OwnPattern = 'hard_talks' | 'over_giving' | 'holding_back' | 'withdrawing' | 'criticism' | 'saying_feelings';

export interface PatternGuide {
  /** How a member names the habit. */
  cue: RegExp;
  /** A sentence of the type's "in love" note that names the same habit. */
  inLove: RegExp;
  /** The habit, as a noun phrase after "getting better at" / "changing". */
  name: string;
  steps: string[];
  /** Words the member could use the first time. */
  script: string;
}

export const PATTERNS: Record<OwnPattern, PatternGuide> = {
  hard_talks: {
    cue: /\b(?:avoid\w*|dodg\w*|put(?:ting)? off|run(?:ning)? (?:away )?from|scared of|afraid of|bad at|hate) (?:\w+ ){0,2}(?:hard|difficult|tough|awkward|serious|uncomfortable|honest) (?:conversations?|convos?|talks?|chats?|topics?)|\bconflict[- ]avoid\w*|\bavoid(?:ing|s)? (?:conflict|confrontation|arguments?|rocking the boat)\b|\b(?:hard|difficult|tough) (?:conversations?|convos?|talks?)\b/,
    inLove: /\bavoid hard conversations\b|\bsmooth things over\b|\bhighly emotional conversations\b/,
    name: 'hard conversations',
    steps: [
      '**Raise it small and early**: the day something first bothers you, not the week it boils over. A small topic is far easier to say than a saved-up one.',
      '**One topic per talk.** Decide beforehand the one thing you want to say; if it drifts, say "let\'s finish this one first."',
      '**Take a break, then come back.** If it heats up: "I want to get this right, give me twenty minutes." The coming back is what makes it safe to stop.',
      '**Practise on something minor this week**, so the first hard talk is not the biggest one.',
    ],
    script: 'Can I bring up something small? I\'d rather say it now than let it grow.',
  },
  over_giving: {
    cue: /\bover[- ]?giv\w*|\bgiv(?:e|ing) (?:way )?too much\b|\bpeople[- ]?pleas\w*|\bover[- ]?extend\w*|\bover[- ]?do(?:ing)? it\b|\bcan'?t say no\b|\bstop (?:always )?(?:giving|doing everything|saying yes)\b/,
    inLove: /\bthoughtful gestures\b|\bshows? theirs in return\b|\bsmooth things over\b|\brespond before they ask\b/,
    name: 'over-giving',
    steps: [
      '**Check the why before you give**: would you be fine if this were never mentioned or returned? If not, you are giving to feel valued, and that is the one to skip.',
      '**Let people give back.** When someone offers, say yes instead of "oh, you don\'t have to."',
      '**One small limit**: one thing instead of three, a monthly amount for presents, guests bring a dish when you host.',
      '**Say what you need out loud** rather than hoping giving more will bring it back.',
    ],
    script: 'I love doing things for you, and I\'m learning to ask for things too.',
  },
  holding_back: {
    cue: /\bhold(?:ing)? (?:things|it|stuff|feelings|back)\b|\bbottl\w+ (?:things|it|stuff|feelings|everything) up\b|\bsav(?:e|ing) (?:things|it|stuff) up\b|\bpull(?:ing)? away\b|\bkeep(?:ing)? (?:things|it|stuff|everything) (?:in|inside|to myself)\b/,
    inLove: /\bhold back\b|\bpull away\b|\bsaving them up\b|\bvoice smaller concerns\b/,
    name: 'saying things before they pile up',
    steps: [
      '**Give small concerns a time limit**: if it still bothers you after a day, say it; no waiting for a better moment.',
      '**Keep it to one sentence about now**, not the list of every time before.',
      '**Say it when it is small and you are calm**, not at the moment it finally spills.',
    ],
    script: 'Something small has been on my mind, and I\'d rather tell you now than save it up.',
  },
  withdrawing: {
    cue: /\bshut(?:ting)? down\b|\bwithdraw\w*|\bgo(?:ing)? (?:quiet|silent|cold)\b|\bstonewall\w*|\bdisappear\w* (?:when|after|in)\b|\bghost(?:ing)? people\b/,
    inLove: /\bwithdraw\b|\bpull away\b|\bdig in\b|\bhighly emotional conversations\b/,
    name: 'staying in a tense conversation',
    steps: [
      '**Name the pause instead of vanishing**: say you need time and when you will be back.',
      '**Come back on time**, even with half an answer; the return is what the other person remembers.',
      '**When you come back, ask first** what they needed in the moment, then say what you worked out.',
    ],
    script: 'I need a little time to think this through. Can we pick it up tonight?',
  },
  criticism: {
    cue: /\btak(?:e|es|ing) (?:criticism|feedback|things|it|everything|comments) (?:\w+ ){0,2}personally\b|\b(?:hurt|stung|crushed) by (?:criticism|feedback)\b|\bcan'?t take criticism\b/,
    inLove: /\bcriticism personally\b|\bwhether you are still valued\b/,
    name: 'hearing criticism without taking it as a verdict on you',
    steps: [
      '**Separate the point from the relationship**: ask yourself "what is the one thing they want changed?" before "do they still value me?"',
      '**Ask one question back** before answering: "What would you like me to do differently?"',
      '**Give it a night** before deciding what it says about you.',
    ],
    script: 'Give me a second: what is the one thing you\'d like me to do differently?',
  },
  saying_feelings: {
    cue: /\b(?:say|saying|tell|telling|express\w*|show\w*|open(?:ing)? up about) (?:\w+ ){0,2}(?:how i feel|my feelings|i love (?:you|them|her|him)|that i care|affection|feelings|emotions)\b|\b(?:bad|terrible|awkward) (?:at|with) (?:feelings|emotions|words)\b/,
    inLove: /\bsaying it out loud\b|\bwords of warmth\b|\bromantic speeches\b|\bquiet and easy to miss\b/,
    name: 'saying how you feel',
    steps: [
      '**Attach words to what you already do**: when you help or show up, add one sentence on why.',
      '**Short and specific beats grand**: name one thing you noticed about them this week.',
      '**Once a week is plenty to start**; it will feel less forced each time.',
    ],
    script: 'I\'m not great at saying this stuff, but I\'m really glad you\'re in my life.',
  },
};

/** What each love language does not mean, for a member surprised by their own top result. */
export const NOT_MEANT: Record<LoveLanguage, string> = {
  gifts: 'It does not mean you want expensive things or keep score. Price is beside the point; being thought of is the point.',
  words_of_affirmation: 'It does not mean you need praise all day. A few honest sentences now and then carry a long way.',
  quality_time: 'It does not mean you need someone around all the time. It is about attention, not hours.',
  acts_of_service: 'It does not mean wanting someone to serve you. It is about feeling that someone is on your side.',
  physical_touch: 'It does not mean you are always after intimacy. Everyday closeness is what counts.',
};

/** A light way to tell people the result, in the member's own voice. */
export const TELL_THEM: Record<LoveLanguage, string> = {
  gifts: 'Weirdly, the small stuff gets me: a book you saw and thought of me, that kind of thing.',
  words_of_affirmation: 'It honestly means a lot when you just say it out loud, even something small.',
  quality_time: 'What I love most is an evening with you with nothing else going on.',
  acts_of_service: 'When you help me with something practical, that\'s when I feel most looked after.',
  physical_touch: 'A hug when we see each other means more to me than you might think.',
};

/** A request, in the member's voice, for their top receiving language: asked for as a wish, not a complaint. */
export const ASK_FOR: Record<LoveLanguage, string> = {
  gifts: 'Small surprises, even tiny ones, mean a lot to me',
  words_of_affirmation: 'Hearing you say what you like about us means a lot to me',
  quality_time: 'An evening with phones away now and then would mean a lot to me',
  acts_of_service: 'When you take something off my plate, I feel really looked after',
  physical_touch: 'A hug when you come in would mean a lot to me',
};

/** Lines that put care into words, for someone who shows it by doing things, by kind of relationship. */
export const WARM_WORDS: Record<RelationshipType, string[]> = {
  couple: ['I don\'t say it enough, but I love you and I love our life.', 'I liked today with you. Just wanted you to know.', 'You make ordinary days better, and I notice.'],
  crush: ['I really like spending time with you.', 'I don\'t always say it, but you make my week better.', 'I was hoping I\'d see you today.'],
  friend: ['I don\'t say this enough, but I\'m really glad we\'re friends.', 'I liked catching up. You\'re one of my favourite people.', 'You\'re someone I can count on, and I hope you know I feel lucky about that.'],
  family: ['I don\'t say it much, but I\'m proud of you and glad you\'re my family.', 'It was good to see you. I mean that.', 'I think of you more than I say.'],
  professional: ['I really appreciate working with you.', 'I don\'t say it often, but you make this job easier.', 'Thanks for today, I mean it.'],
};

/** How each giving language shows care, as a noun phrase ("doing things for people") and as "when I …" for a line. */
export const SHOWN_AS: Record<LoveLanguage, { what: string; when: string }> = {
  acts_of_service: { what: 'doing things for people', when: 'when I do stuff for you' },
  physical_touch: { what: 'closeness: a hug, an arm round someone', when: 'when I hug you' },
  gifts: { what: 'small things chosen for people', when: 'when I get you something' },
  quality_time: { what: 'time and attention', when: 'when I make time for you' },
  words_of_affirmation: { what: 'saying it', when: 'when I tell you' },
};

/** Someone not a partner: a way to open about feeling left out, without "I miss you" said as a couple would. */
export const LEFT_OUT: Record<Exclude<RelationshipType, 'couple' | 'crush'>, string> = {
  professional: 'Fancy lunch this week, just the two of us? I\'ve missed our chats.',
  friend: 'I\'ve felt a bit left out lately, and I\'d rather say it than stew. Could we do something, just us, soon?',
  family: 'I\'ve missed you a bit lately, honestly. Could we find an afternoon, just us, soon?',
};

/** A low-pressure check-in on someone who seems off, by kind of relationship. */
export const CHECK_IN: Record<RelationshipType, string> = {
  professional: 'Hey, you\'ve seemed a bit quieter lately. No need to explain, but if you fancy a coffee or a hand with anything, I\'m around.',
  friend: 'Hey, you\'ve seemed a bit quiet lately. Everything okay? No pressure to talk, I just wanted you to know I\'m around.',
  family: 'I\'ve been thinking of you. You seem a bit quieter than usual. Want to grab a walk or a call this week, no agenda?',
  couple: 'You\'ve seemed a bit far away lately, and I miss you. Is anything on your mind? I\'m here whenever you want to talk.',
  crush: 'Hey, you\'ve seemed a bit quiet lately. Hope you\'re okay. Happy to listen if you ever want to.',
};
