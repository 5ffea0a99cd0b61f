/**
 * A clear message that no answer kind took (decision 105). Round 10 answered seven clear questions with "Which would
 * help most?": a go-or-not decision, two people's plans on one weekend, a prediction. A clarifying question is kept
 * for messages that really say too little ("help", "him?"); a clear one gets what the coach does know: the people's
 * relevant leanings and two or three concrete steps for the kind of decision it is and the relationship it is in.
 */
import type { CoachConnection, CoachContext } from '../../context.js';
import { RELATIONSHIP_NAMES } from '../content/knowledge.js';
import { lower } from '../read/text.js';
import { UNSURE } from '../decide/clarify.js';

/**
 * Whether a message says enough to answer: a clear act, or a full sentence about someone (or a decision of a shape
 * answered below) that is not a shrug. "It went sideways again with the whole thing" says neither what nor who.
 */
export function clearEnough(message: string, hasAct: boolean, aboutSomeone: boolean): boolean {
  const words = message.trim().split(/\s+/).length;
  if (hasAct) return words >= 3;
  const text = lower(message);
  return words >= 8 && !UNSURE.test(message) && (aboutSomeone || GO_OR_NOT.test(text) || CLASH.test(text));
}

/** Friction with someone, told as a story: where advice on raising it with them is the answer a menu was hiding. */
export const FRICTION = /\b(?:keeps?|always|never|again|every (?:time|week|sunday|day)|falling out|fell out|cancel(?:l?ed|s)?|upset|annoy\w*|hurt|ignor\w*|snapp?\w*|argu\w*|fight|rewrote|took it badly)\b/;

/** Asks what to do about it (not what someone else thinks or feels, which only they can say: answers/own.ts). */
export const ASKS_HOW = /^(?!.*\b(?:do you think|annoyed|mad at|angry with|upset with|does (?:she|he|they) (?:like|love|hate))\b).*(?:\?|\b(?:how do i|what do i|what should i|should i|is it me|am i)\b)/s;

/** "Go or no", "should I go", "worth going?": a decision about taking part in something. */
const GO_OR_NOT = /\b(?:go or (?:no|not)|should i (?:go|attend|join|show up|bother)|worth (?:going|it)|(?:go|stay) or (?:stay|skip|go)|skip it\??$)\b/;
/** Two people wanting different things at one time: "she wants X and I want Y … same weekend". */
const CLASH = /\b(?:wants?|would rather|prefers?)\b.{3,80}\b(?:i|and i) (?:want|would rather|prefer|'d rather)\b|\bsame (?:weekend|day|night|evening|time|date)\b/;

function leanEI(c: { results?: { evidence?: { axes?: Array<{ axis: string; letter: string; percent: number }> } } | null } | null | undefined) {
  return c?.results?.evidence?.axes?.find((x) => x.axis === 'EI');
}

function goOrNot(ctx: CoachContext, text: string): string {
  const ei = leanEI(ctx.person);
  const likes = /\bi (?:really |do )?(?:like|love|enjoy)\b/.test(text);
  const work = /\b(?:team|work|office|colleagues?|coworkers?|boss)\b/.test(text);
  return [
    `My lean: go, on your terms.${likes ? ' You like the activity itself, and that is most of what you would be there for.' : ''}`,
    [
      `- Decide your exit before you arrive: stay for the part you came for, then head off without apologising.`,
      ei?.letter === 'I' ? `- You lean ${Math.round(ei.percent)}% Introverted, so people time costs you energy: a structured activity, where the talking has a purpose, is the easiest kind of social there is. Plan time alone after it to recharge.` : `- Say yes to the part you enjoy and let the rest be optional; nobody is counting.`,
      work ? `- With colleagues, showing up now and then matters more than staying long: it keeps you in the loop, and people read it as goodwill.` : `- Going now and then keeps the invitations coming; if you skip, a quick "not this week, next time" keeps the door open.`,
    ].join('\n'),
  ].join('\n\n');
}

function clash(ctx: CoachContext, c: CoachConnection | undefined): string {
  const mine = leanEI(ctx.person);
  const theirs = leanEI(c);
  const name = c?.firstName ?? 'them';
  const lines = [`Neither plan has to lose. Treat it as a shared problem with a few real options:`];
  lines.push(
    [
      `- **Split it**: part of the time for each plan (one day each, or arrive late to one), so both of you get the thing that matters most.`,
      `- **Alternate**: one plan this time, the other next time, with the next one put in the calendar now so it is a promise, not a hope.`,
      `- **Each go your own way** and meet after with something planned for the two of you, so it reads as a choice, not a drift.`,
    ].join('\n'),
  );
  if (mine && theirs && mine.letter !== theirs.letter) {
    lines.push(`Your results show why it clashes: you lean ${mine.letter === 'E' ? 'Extraverted' : 'Introverted'} and ${name} leans ${theirs.letter === 'E' ? 'Extraverted' : 'Introverted'}, so one of you recharges with people and the other away from them. Both needs are real; say yours as a need, not as a vote against ${name}'s.`);
  }
  lines.push(`Raise it soon and ask ${name} which option they'd pick before you argue for yours${c ? ` (${name} is your ${RELATIONSHIP_NAMES[c.relationshipType]})` : ''}.`);
  return lines.join('\n\n');
}

/** The direct answer to a clear message no kind took, or null when it is none of these shapes. */
export function clearAnswer(ctx: CoachContext, message: string, person: CoachConnection | undefined): string | null {
  const text = lower(message);
  if (GO_OR_NOT.test(text)) return goOrNot(ctx, text);
  if (CLASH.test(text)) return clash(ctx, person);
  return null;
}
