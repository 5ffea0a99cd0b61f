/**
 * A love-language gap with a connection, both ways: what the member gives against what the connection most wants, and
 * what the connection gives against what the member most wants (round 12: half of it is not "the whole story"). When
 * the Vibe is asked about too ("our vibe is 64 but love languages 43"), why the whole can be higher than the part:
 * the part's weight in its half, and the parts and shared interests that hold the rest up. Then steps both ways.
 * Only for a connection who shares love languages; data-answer.ts says nothing of one who does not.
 */
import { LOVE_LANGUAGE_GIVING_LABELS, LOVE_LANGUAGE_LABELS } from '../../../../../../shared/assessment/labels.js';
import type { LoveLanguage, VibePart } from '../../../../../../shared/assessment/types.js';
import type { CoachConnection, CoachContext } from '../../../context.js';
import { gesturesFor, LOVE_LANGUAGE_KB, RELATIONSHIP_NAMES } from '../../content/knowledge.js';
import { TELL_THEM } from '../../content/own-results.js';
import { topInterests } from '../shared.js';
import { lowerFirst } from './common.js';

/** Each language as a plain noun for "give them some …, not only …". */
const NOUN: Record<LoveLanguage, string> = { gifts: 'small gifts', quality_time: 'time together', words_of_affirmation: 'kind words', acts_of_service: 'favours', physical_touch: 'hugs and closeness' };
const ll = (l: keyof typeof LOVE_LANGUAGE_LABELS) => LOVE_LANGUAGE_LABELS[l];

/** Why the overall Vibe differs from its love-languages part: the part's weight, and what carries the rest. */
function wholeAgainstPart(ctx: CoachContext, c: CoachConnection): string | null {
  const v = c.vibe;
  const part = v?.personality.parts.find((p) => p.id === 'love_languages' && !p.withheld);
  if (!v || !part) return null;
  const share = Math.round(part.weight * v.personality.weight);
  const others: VibePart[] = [...v.personality.parts, ...(v.lifestyle?.parts ?? [])].filter((p) => !p.withheld && p.id !== 'love_languages' && p.score > part.score).sort((a, b) => b.score - a.score).slice(0, 2);
  const mine = new Set(topInterests(ctx.person.hobbies).map((i) => i.categoryId));
  const both = topInterests(c.hobbies ?? null).filter((i) => mine.has(i.categoryId)).map((i) => i.categoryName);
  const higher = v.score > part.score;
  const lines = [
    `Why the whole is ${higher ? 'higher' : 'lower'} than this part: your Vibe with ${c.firstName} is **${v.score} (${v.band})** and the love-languages part is **${part.score}**, but that part is a small piece of it, about ${share} in 100 of the whole.`,
  ];
  const halves = `personality ${v.personality.score}${v.lifestyle ? `, lifestyle ${v.lifestyle.score}` : ''}`;
  if (higher && others.length) lines.push(`What holds the rest up: ${others.map((p) => `${lowerFirst(p.label)} (${p.score})`).join(' and ')}${both.length ? `, and you both love ${both.slice(0, 2).join(' and ')}` : ''} (the halves: ${halves}).`);
  else if (!higher) {
    const low = [...v.personality.parts, ...(v.lifestyle?.parts ?? [])].filter((p) => !p.withheld && p.score < part.score).sort((a, b) => a.score - b.score).slice(0, 2);
    if (low.length) lines.push(`What pulls the whole down is elsewhere: ${low.map((p) => `${lowerFirst(p.label)} (${p.score})`).join(' and ')} (the halves: ${halves}).`);
  }
  return lines.join(' ');
}

export function loveGapAnswer(ctx: CoachContext, c: CoachConnection, text: string): string | null {
  const me = ctx.person.results;
  const theirs = c.results;
  if (!me || !theirs?.loveLanguageReceiving) return null;
  const [give, want] = [me.loveLanguageGiving, theirs.loveLanguageReceiving];
  const [back, mine] = [theirs.loveLanguageGiving, me.loveLanguageReceiving];
  const name = c.firstName;
  const lines: string[] = [];
  const there = give === want
    ? `You mostly show care through **${LOVE_LANGUAGE_GIVING_LABELS[give]}**, which is also what ${name} most wants, so that direction fits; what may be missing is how often, or how visibly, it happens.`
    : `You mostly show care through **${LOVE_LANGUAGE_GIVING_LABELS[give]}**, and ${name} most wants **${ll(want)}**: what you do is real care, but it arrives in a different language from the one ${name} listens for, so it can go unnoticed even when you do a lot.`;
  lines.push(there);
  if (back) {
    lines.push(back === mine
      ? `The other way fits: ${name} mostly gives **${LOVE_LANGUAGE_GIVING_LABELS[back]}**, which is what you most want.`
      : `The other way round: ${name} mostly shows care through **${LOVE_LANGUAGE_GIVING_LABELS[back]}**, and you most want **${ll(mine)}**, so ${name}'s care can slip past you too.`);
  }
  if (back && give !== want && back !== mine) lines.push(`So each of you may be missing the other's care, not for lack of it: you each give in your own language.`);
  // The whole against the part only when the Vibe is asked about: by name, or by its figure or the part's ("24/7" is not).
  const part = c.vibe?.personality.parts.find((p) => p.id === 'love_languages');
  const figures = (text.match(/\b\d{1,3}\b/g) ?? []).map(Number);
  if (/\b(?:vibe|overall|total|score)\b/.test(text) || (c.vibe && (figures.includes(c.vibe.score) || (part && figures.includes(part.score))))) {
    const whole = wholeAgainstPart(ctx, c);
    if (whole) lines.push(whole);
  }
  const steps: string[] = [];
  const ideas = gesturesFor(want, c.relationshipType).slice(0, 3).map(lowerFirst);
  if (give !== want) steps.push(`Give ${name} some ${NOUN[want]}, not only ${NOUN[give]}: ${ideas.length ? `${ideas.slice(0, -1).join('; ')}${ideas.length > 1 ? '; or ' : ''}${ideas[ideas.length - 1]}` : LOVE_LANGUAGE_KB[want].meaning}.`);
  else steps.push(`Keep giving ${ll(want).toLowerCase()}, a little more often and a little more visibly: ${lowerFirst(gesturesFor(want, c.relationshipType)[0] ?? LOVE_LANGUAGE_KB[want].meaning)}.`);
  if (back && back !== mine) steps.push(`Tell ${name} what lands for you: "${TELL_THEM[mine]}"`);
  if (give !== want) steps.push(`Keep what you already do, and say what it means once in a while, so it reads as care.`);
  lines.push(`In practice, for you and your ${RELATIONSHIP_NAMES[c.relationshipType]}:\n${steps.map((s) => `- ${s}`).join('\n')}`);
  return lines.join('\n\n');
}
