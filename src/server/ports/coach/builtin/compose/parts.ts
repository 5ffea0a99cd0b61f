/**
 * An answer from the question's own parts (issue 29, the confidence gate's other branch): when a member asks how to
 * approach, or get closer to, one connection and names no situation the coach handles, the answer is built from what
 * the coach knows of the two of them (the relationship, their Vibe, interests they share, where they lean apart, how
 * the other person likes care shown) instead of a script for a conflict nobody mentioned. The other person is spoken
 * of in general words (decision 073). It ends with one question about what the member hopes for, with choices.
 */
import { LETTER_LABELS, LOVE_LANGUAGE_LABELS } from '../../../../../shared/assessment/labels.js';
import type { CoachConnection, CoachContext } from '../../context.js';
import { RELATIONSHIP_NAMES } from '../content/knowledge.js';
import { lower } from '../read/text.js';
import { axesOf, topInterests } from './shared.js';

/** "How should I approach things with Priya", "we've never been close", "I want to connect more with Jordan". */
const APPROACH = /\bapproach (?:things |it |this )?with\b|\b(?:get|be|feel) closer\b|\bnever (?:been|felt|really been) (?:that |especially |very |super |all that )?close\b|\bconnect (?:more |better )?with\b|\bbond (?:more |better )?with\b|\bbuild (?:a |our )?(?:relationship|bond) with\b|\bnot sure what i(?:'m| am) hoping for\b/;

const GIVE: Record<string, string> = {
  quality_time: 'time together with your full attention, such as one unhurried thing you both enjoy',
  words_of_affirmation: 'things said out loud, such as a specific thank-you or telling them what you value in them',
  acts_of_service: 'practical help, such as taking a job off their list without being asked',
  physical_touch: 'closeness, such as a hug hello, where that fits your relationship',
  gifts: 'small, thoughtful things, such as something that shows you remembered what they like',
};

export function approachReply(ctx: CoachContext, message: string, c: CoachConnection): string | null {
  if (!APPROACH.test(lower(message))) return null;
  const rel = RELATIONSHIP_NAMES[c.relationshipType];
  const lines: string[] = [];
  lines.push(
    c.vibe
      ? `${c.firstName} is your ${rel}, and your Vibe is **${c.vibe.score} (${c.vibe.band})**: ${c.vibe.score >= 70 ? 'your results fit easily in most places' : c.vibe.score >= 55 ? 'your results fit well in most places, with a few that need care' : 'a mix, where some parts fit easily and some take understanding'}. That describes how your results meet, not how close you are or could be.`
      : `${c.firstName} is your ${rel}; there's no Vibe yet, so this comes from what you share and from your own results.`,
  );
  const bullets: string[] = [];
  const mine = new Set(topInterests(ctx.person.hobbies).map((i) => i.categoryName));
  const shared = topInterests(c.hobbies ?? null).filter((i) => mine.has(i.categoryName)).map((i) => i.categoryName);
  if (shared.length) bullets.push(`Start from what you both enjoy: ${shared.slice(0, 2).join(' and ')}. Doing one small thing of that kind together is easier than a talk about being closer.`);
  else bullets.push('Start with something small and shared rather than a talk about the relationship: a coffee, a walk, or helping with something they are planning.');
  const r = ctx.person.results;
  if (r && c.results) {
    const ei = axesOf(r).find((e) => e.axis === 'EI');
    const theirs = axesOf(c.results).find((e) => e.axis === 'EI');
    if (ei && theirs && ei.letter !== theirs.letter) bullets.push(`You lean ${LETTER_LABELS[ei.letter]} and ${c.firstName} leans ${LETTER_LABELS[theirs.letter]}: ${ei.letter === 'I' ? `${c.firstName} may enjoy more contact than you do, so short, regular touches work better for you than rare long ones` : `${c.firstName} may need more quiet than you do, so one-to-one and unhurried suits them better than a busy group`}.`);
  }
  const receives = c.results?.loveLanguageReceiving;
  if (receives) bullets.push(`${c.firstName} feels cared for through **${LOVE_LANGUAGE_LABELS[receives]}**: ${GIVE[receives] ?? 'small gestures of that kind'}.`);
  bullets.push('Let it take a few months: closeness grows from small, repeated contact more than from one big conversation.');
  lines.push(bullets.map((b) => `- ${b}`).join('\n'));
  lines.push(`What would you most like with ${c.firstName}: to feel closer, for things to be easier when you meet, or to understand ${c.firstName} better? Tell me and I'll make it specific.`);
  return lines.join('\n\n');
}
