/**
 * The honest answer when nothing precise fits (decision 081). Before, a message that named a connection and matched
 * no answer got that person's profile ("Let's look at Maya through both of your results…") whatever it asked: a
 * menu, a way out of a speech, whether a crush is normal. Now the coach answers the kind of thing asked in a few
 * true lines, uses what it knows of the person when it bears on that, and asks one question with concrete options,
 * rather than answering another question with confidence.
 */
import { findActivity } from '../../../../../shared/assessment/hobbies.js';
import { LOVE_LANGUAGE_LABELS } from '../../../../../shared/assessment/labels.js';
import type { CoachConnection, CoachContext } from '../../context.js';
import { askKind, type AskKind } from '../read/ask.js';
import { topPicks } from '../../../../../shared/assessment/hobbies.js';
import { giftReply } from './gift.js';
import { constraintsOf } from '../read/understand.js';
import { readPlan } from '../read/plan.js';

/** Needs a plan or a menu must respect, named in the message. */
const DIET = /\b(coeliac|celiac|gluten[- ]free|vegan|vegetarian|veggie|diabetic|halal|kosher|nut allerg\w*|allerg\w*|dairy[- ]free|lactose)\b/gi;

function picksOf(c: CoachConnection): string[] {
  return topPicks(c.hobbies ?? null)
    .map((id) => findActivity(id)?.activity.name)
    .filter((n): n is string => !!n)
    .slice(0, 2);
}

/** One or two things the coach knows of the person that bear on this kind of request, in general words. */
function whatIKnow(c: CoachConnection | undefined, kind: AskKind): string | null {
  if (!c) return null;
  const facts: string[] = [];
  const picks = picksOf(c);
  const receives = c.results?.loveLanguageReceiving;
  if ((kind === 'plan' || kind === 'menu') && picks.length > 0) facts.push(`${c.firstName}'s top picks include ${picks.join(' and ').toLowerCase()}`);
  if ((kind === 'plan' || kind === 'words' || kind === 'menu') && receives) facts.push(`${c.firstName} feels most cared for through ${LOVE_LANGUAGE_LABELS[receives].toLowerCase()}`);
  if (facts.length === 0) return null;
  return `What I know that bears on it: ${facts.join(', and ')}.`;
}

/** A gift for someone the coach has no results for: how to choose, from what the person says of them. */
function giftLines(message: string): string[] {
  const budget = constraintsOf(message).budget;
  const amount = /(?:£|\$|€)\s?\d+/.exec(message)?.[0];
  const limit = budget?.kind === 'under' ? budget.text : amount;
  return [
    "- Start from what they already love rather than what the occasion seems to need: something for a hobby they use every week beats a generic gift.",
    ...(limit ? [`- With about ${limit} to spend, one good thing for that hobby beats several small ones.`] : []),
    "- Add a short handwritten line about why you chose it; that's often the part people keep.",
  ];
}

function menuLines(message: string): string[] {
  const diets = [...new Set((message.match(DIET) ?? []).map((d) => d.toLowerCase()))];
  return [
    diets.length > 0
      ? `- Build the meal around dishes everyone can eat (${diets.join(', ')} included), rather than one separate plate for one person: nobody feels singled out and you cook less.`
      : '- Build the meal around one main that everyone can eat, and let the sides carry the variety.',
    '- Choose things you can make ahead: a cold starter or a big salad and a pudding that needs no oven free up a small kitchen.',
    '- Work back from the time you eat: what goes in last, what can sit warm, and what you can wash up before people arrive.',
  ];
}

const WAY_OUT = [
  '- You can say no, or offer a smaller part that is still yours: two lines and a toast, a card someone else reads out, or a job on the day (the photos, the cake) instead of a speech.',
  "- Tell the person who asked early and kindly, with what you will do instead, so it reads as care rather than ducking out.",
  '- If you do speak, one true memory and one sentence about what they mean to you is enough; short is not a lesser speech.',
];

/** Asks only for what the message did not already say: a member who gave the day and the budget is not asked again. */
function planQuestion(name: string | undefined, message: string): string {
  const plan = readPlan(message);
  const missing = [
    ...(plan.span.kind === 'none' && !plan.day ? ['when is it'] : []),
    ...(plan.budget || plan.free || plan.cheap ? [] : ['roughly what budget']),
    plan.avoid.length > 0 ? 'is there anything else to avoid' : 'is there anything to avoid',
  ];
  const list = missing.length > 1 ? `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)}` : missing[0]!;
  return `To suggest something that fits${name ? ` you and ${name}` : ''}: ${list}?`;
}

/** Three concrete ways in, about the person when the message names one (the member can answer "the first one"). */
function choices(name: string | undefined, message = ''): string {
  // "Why it keeps happening" only for something that repeats: offered for a one-off invitation it read as pasted.
  const why = /\b(?:keeps?|kept|always|again|every|never|constantly|still|each time|all the time)\b/i.test(message) ? 'Why it keeps happening' : name ? `How ${name} might take it` : 'How it might land';
  // Nobody named: no "words to say to them" about no one; what the member's own results say is the third way in.
  if (!name) return `Which would help most?\n\n1. What to do next\n2. ${why}\n3. What your own results say about it`;
  return `Which would help most?\n\n1. Words to say to ${name} about it\n2. What to do next\n3. ${why}`;
}

const QUESTIONS: Record<AskKind, (name: string | undefined, message: string) => string> = {
  gift: (n) => `What is one thing ${n ? `${n} has` : "they've"} mentioned wanting or using a lot lately? Then I can narrow it down.`,
  menu: () => 'Would it help more if I suggested a simple menu that fits those needs, a timeline for the day, or both?',
  plan: (n, message) => planQuestion(n, message),
  words: (n) => `What is the one thing you most want ${n ?? 'them'} to hear, and should it be a message or something you say in person? Then I can draft it.`,
  whether: () => 'So I answer the right thing: is it mostly how you feel about it, what to do next, or how to bring it up with someone?',
  way_out: (n) => `Would it help more to have the words to tell ${n ?? 'them'} you'd rather not, or a very short version you could live with?`,
  how: (n, message) => choices(n, message),
  other: (n, message) => choices(n, message),
};

const OPENINGS: Record<AskKind, string> = {
  gift: "I can't see their results, so here's how I'd choose from what you know of them:",
  menu: "Here's how I'd approach the food, without pretending to know your kitchen:",
  plan: "I'd rather plan this around what you two actually like than hand you a generic list.",
  words: "I'd like the words to sound like you, so I need one thing from you first.",
  whether: "Honestly, I can't tell that from here: I know your results and what your connections share, not what happened or what anyone else is thinking.",
  way_out: "You don't have to do it the way it was asked. Some options:",
  how: "I'd rather ask than hand you a script that misses what you mean.",
  other: "I'd rather ask than hand you a script that misses what you mean.",
};

export function honestReply(_ctx: CoachContext, message: string, c: CoachConnection | undefined): string | null {
  const kind = askKind(message);
  const gift = kind === 'gift' ? giftReply(_ctx, message, c) : null;
  if (gift) return gift;
  const lines = kind === 'menu' ? menuLines(message) : kind === 'way_out' ? WAY_OUT : kind === 'gift' ? giftLines(message) : [];
  const parts = [OPENINGS[kind], lines.join('\n'), whatIKnow(c, kind), QUESTIONS[kind](c?.firstName, message)];
  return parts.filter((p) => p && p.length > 0).join('\n\n');
}
