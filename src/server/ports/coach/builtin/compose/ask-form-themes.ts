/**
 * What a feeling the member asks a verdict on is usually about, by theme rather than by story: being passed over,
 * jealousy, being single by drift or choice, wanting time alone, grief. Each theme gives the reason the verdict holds,
 * two or three things to do, and at most one fact from the member's or the person's results that bears on it.
 * A feeling with no theme gets no verdict here (compose/ask-forms.ts says why).
 */
import { LOVE_LANGUAGE_LABELS, LETTER_LABELS } from '../../../../../shared/assessment/labels.js';
import type { CoachConnection, CoachContext } from '../../context.js';
import { axesOf } from './shared.js';

export interface FeelingTheme {
  /** The feeling the verdict allows ("gutted"), when the theme has one. */
  feeling: string | null;
  why: string;
  steps: (ctx: CoachContext, text: string) => string[];
  fact?: (ctx: CoachContext, text: string) => string | null;
}

const partner = (ctx: CoachContext): CoachConnection | undefined => ctx.connections.find((c) => c.relationshipType === 'couple');

function ownLean(ctx: CoachContext, axis: 'EI'): string | null {
  const r = ctx.person.results;
  const a = r ? axesOf(r).find((x) => x.axis === axis) : undefined;
  return a ? `${a.percent}% ${LETTER_LABELS[a.letter]}` : null;
}

export const THEMES = {
  passed_over: {
    feeling: 'gutted',
    why: 'Being passed over by someone you have been close to for years hurts, even when you are happy for them, and both can be true at once. It says how much the friendship means to you, not that you are petty.',
    steps: () => [
      'Give yourself a day or two before you say anything, so it comes out as hurt rather than blame.',
      'If you tell them, say it once and lightly, about you: "I was a bit gutted, I won\'t lie, but I\'m so happy for you and I want to be part of it."',
      'Ask for a part that is yours: helping with one thing, or time with them just the two of you before the big day.',
    ],
  },
  jealous: {
    feeling: 'jealous',
    why: 'A jealous pang when someone you love shares something easy with someone else is one of the most common feelings there is. It says you care, not that you don\'t trust them.',
    steps: () => [
      'Keep the feeling and the facts apart: you believe them, so this is about wanting more of that ease for the two of you.',
      'Build one regular thing of your own rather than competing: a set evening or activity that is just yours.',
      'Say it lightly, as a wish rather than a complaint: "I know it\'s nothing, I just miss you on Saturdays. Can we keep Sunday for us?"',
    ],
    fact: (ctx) => {
      const p = partner(ctx);
      const lang = p?.results?.loveLanguageReceiving;
      return p && lang ? `${p.firstName} feels most loved through **${LOVE_LANGUAGE_LABELS[lang]}**, so that is the easiest way to make your own time together feel like yours.` : null;
    },
  },
  single: {
    feeling: null,
    why: 'Plenty of people go years without dating, some by choice, some by drift, and many find they like their life that way. Not being sure you even want to is an answer in itself, not a problem to fix.',
    steps: () => [
      'Ask yourself what you miss, if anything: company, touch, someone to plan with. Some of it can come from friends and routines; some of it only from a partner.',
      'If curiosity comes back, start small and low-stakes: a class or group where meeting people is a side effect, not the point.',
      'If you are content, that is a full answer. You don\'t owe anyone a plan.',
    ],
    fact: (ctx) => {
      const lean = ownLean(ctx, 'EI');
      return lean?.includes('Introverted') ? `You lean ${lean}, so a full life with more time alone than most people want is very much in character.` : null;
    },
  },
  // Round 23 q14: "maya needs 2 nights alone a week … i end up lonely and bored" got advice on saying no to plans.
  their_alone_time: {
    feeling: 'Feeling lonely and a bit bored on the nights they want to themselves is understandable, and it doesn\'t mean either of you is doing it wrong.',
    why: 'Needing different amounts of time alone is one of the most common differences between two people, and on its own it says little about compatibility: what matters is whether you both get enough of what you need.',
    steps: () => [
      'Make those nights yours on purpose: a standing plan with friends, a run club, a class or a game, so they are something you look forward to rather than time you wait out.',
      'Ask for one or two things that are together, out, and fixed each week (a Saturday afternoon out, a dinner with friends), so staying in on the other nights is easier to welcome.',
      'Talk about it as two needs, not a problem: "I love our quiet nights, and I\'ve noticed I get lonely on the ones you spend alone. Could we keep one night out a week, and I\'ll plan my own thing on your nights in?"',
      'Try a middle kind of evening: both at home, each doing your own thing in the same room, which rests one of you and keeps the other company.',
    ],
    fact: (ctx) => {
      const lean = ownLean(ctx, 'EI');
      return lean?.includes('Extraverted') ? `You lean ${lean}: people are how you recharge, so evenings alone cost you energy that they give back to someone who recharges alone.` : null;
    },
  },
  alone_time: {
    feeling: null,
    why: 'Wanting time to yourself is a need, not a flaw. People recharge in different ways, and saying no to some plans is how you keep enough of yourself for the ones that matter.',
    steps: () => [
      'Say no warmly and early, with one line of why: "I\'m running on empty this week, I\'m going to stay in, but I\'d love to catch up next week."',
      'Offer something smaller you can manage: a call, a coffee, an hour instead of a night.',
    ],
    fact: (ctx) => {
      const lean = ownLean(ctx, 'EI');
      return lean ? `You lean ${lean}${lean.includes('Introverted') ? ': quiet time is how you recharge' : ', so even you run low after a lot; that is normal'}.` : null;
    },
  },
  grief: {
    feeling: 'this',
    why: 'Grief follows love, not a category of loss. A pet or a person, missing them hard is what it looks like when someone mattered.',
    steps: () => [
      'Taking a day is a reasonable thing to do; you can say "I\'ve had a bereavement in the family" without explaining more.',
      'Let the people who are being kind to you help: say yes to the company and the food.',
      'Keep one small ritual for them, if it helps: a walk you used to do, a photo where you see it.',
    ],
  },
} satisfies Record<string, FeelingTheme>;

const MATCHERS: Array<[RegExp, keyof typeof THEMES]> = [
  [/\b(?:died|passed away|put (?:\w+ )?down|funeral|bereave\w*|lost (?:my|our) (?:dog|cat|mum|mom|dad|nan|gran)\w*)\b/, 'grief'],
  [/\binstead of me\b|\bover me\b|\b(?:didn'?t|did not|never) (?:invite|ask|choose|pick)\w* me\b|\bleft out\b|\b(?:maid|matron) of honou?r\b|\bbest man\b|\bbridesmaid\b|\bnot (?:invited|chosen|picked)\b/, 'passed_over'],
  [/\bjealous\w*|\bjust friends\b|\bbugs? me\b|\binsecure\b|\bspends? (?:every|all)\b/, 'jealous'],
  [/\b(?:been on a date|dated|dating|single|relationship) in (?:\w+ )?(?:years?|months?)\b|\bhaven'?t (?:been on a date|dated)\b|\b(?:don'?t|do not|not sure i) (?:even )?want to date\b|\bhappily single\b|\bnever had a (?:girlfriend|boyfriend|partner|relationship)\b/, 'single'],
  [/\b(?:she|he|they|[a-z]+) (?:needs?|wants?|likes?) (?:like |about |at least )?(?:\w+ ){0,3}(?:nights?|evenings?|days?|time) (?:alone|to (?:herself|himself|themselves)|on (?:her|his|their) own)\b(?=.*\b(?:lonely|bored|left out|on my own|by myself)\b)|\b(?:she|he|they) (?:always |mostly |usually )?(?:wants?|likes?) to stay in\b(?=.*\b(?:lonely|bored|left out)\b)/, 'their_alone_time'],
  [/\b(?:stay (?:in|home)|time (?:alone|to myself|on my own)|skip (?:the|it)|cancel(?:l?ing)? (?:plans|on)|don'?t want to go|not going)\b/, 'alone_time'],
];

export function feelingTheme(text: string): FeelingTheme | null {
  const hit = MATCHERS.find(([re]) => re.test(text));
  return hit ? THEMES[hit[1]] : null;
}
