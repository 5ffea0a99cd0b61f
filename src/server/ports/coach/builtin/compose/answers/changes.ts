/**
 * "What changed since my last attempt?" (issue 32): the person's latest results against the attempt before, every
 * difference computed from the two, never worded from a template. Only the person's own results are read here.
 */
import type { AxisEvidence, SurveyResults } from '../../../../../../shared/assessment/types.js';
import { ATTACHMENT_LABELS, AXIS_NAMES, LETTER_LABELS, loveLanguageLabel } from '../../../../../../shared/assessment/labels.js';
import type { CoachContext } from '../../../context.js';
import { list } from './common.js';

/** "What changed", "how is it different from last time", "compare with my previous results", "did my type move". */
export const ASKS_WHAT_CHANGED =
  /\b(?:what(?:'s| has| have)?|anything|has (?:anything|my|it)|did (?:anything|my \p{L}+)|how (?:much|have i|has my|did my))\b.{0,40}\b(?:chang\w*|differ\w*|mov(?:e|ed)|shift\w*)\b.{0,50}\b(?:last|previous|first|before|earlier|retak\w*|again|since|time)\b|\bhow (?:different|similar)\b.{0,40}\b(?:last|previous|first|before|earlier)\b|\bcompar\w* (?:\p{L}+ ){0,4}(?:last|previous|first|earlier|old)\b|\b(?:since|from) (?:my |the )?(?:last|previous|first) (?:attempt|time|test|assessment|results?|go)\b.{0,40}\b(?:chang\w*|differ\w*)\b/u;

/** Points of movement on a 0-100 scale below which two attempts read as the same (answers wobble a little). */
const SAME_WITHIN = 5;

function axisLine(before: AxisEvidence, now: AxisEvidence): string {
  const name = AXIS_NAMES[now.axis];
  const was = `${Math.round(before.percent)}% ${LETTER_LABELS[before.letter]}`;
  const is = `${Math.round(now.percent)}% ${LETTER_LABELS[now.letter]}`;
  if (before.letter !== now.letter) return `- **${name}:** you switched sides, from ${was} to ${is}.`;
  const moved = Math.round(now.percent - before.percent);
  if (Math.abs(moved) < SAME_WITHIN) return `- **${name}:** about the same (${was} then, ${is} now).`;
  const direction = moved > 0 ? `further towards ${LETTER_LABELS[now.letter]}` : 'closer to the middle';
  return `- **${name}:** ${was} then, ${is} now: ${Math.abs(moved)} points ${direction}.`;
}

function pointsLine(label: string, before: number, now: number, higherMeans: string): string {
  const moved = Math.round(now - before);
  if (Math.abs(moved) < SAME_WITHIN) return `- **${label}:** about the same (${Math.round(before)} then, ${Math.round(now)} now).`;
  return `- **${label}:** ${Math.round(before)} then, ${Math.round(now)} now (${moved > 0 ? 'up' : 'down'} ${Math.abs(moved)}; higher means ${higherMeans}).`;
}

function comparison(before: SurveyResults, now: SurveyResults): string[] {
  const lines: string[] = [];
  lines.push(
    before.personalityType === now.personalityType
      ? `Your type is still **${now.personalityType}**.`
      : `Your type moved from **${before.personalityType}** to **${now.personalityType}**.`,
  );
  const axes = now.evidence.axes.flatMap((axis) => {
    const earlier = before.evidence.axes.find((b) => b.axis === axis.axis);
    return earlier ? [axisLine(earlier, axis)] : [];
  });
  lines.push(axes.join('\n'));
  const rest: string[] = [];
  rest.push(
    before.relationshipType === now.relationshipType
      ? `- **Attachment style:** still ${ATTACHMENT_LABELS[now.relationshipType]}.`
      : `- **Attachment style:** from ${ATTACHMENT_LABELS[before.relationshipType]} to ${ATTACHMENT_LABELS[now.relationshipType]}.`,
  );
  const [ba, na] = [before.evidence.attachment, now.evidence.attachment];
  if (ba && na) {
    rest.push(pointsLine('Attachment anxiety', ba.anxiety, na.anxiety, 'more worry about closeness'));
    rest.push(pointsLine('Attachment avoidance', ba.avoidance, na.avoidance, 'more need for distance'));
  }
  for (const side of ['receiving', 'giving'] as const) {
    const key = side === 'receiving' ? 'loveLanguageReceiving' : 'loveLanguageGiving';
    const label = side === 'receiving' ? 'How you feel loved' : 'How you show love';
    rest.push(
      before[key] === now[key]
        ? `- **${label}:** still ${loveLanguageLabel(now[key], side)}.`
        : `- **${label}:** from ${loveLanguageLabel(before[key], side)} to ${loveLanguageLabel(now[key], side)}.`,
    );
  }
  rest.push(pointsLine('Overall stability', before.overallStability, now.overallStability, 'steadier'));
  lines.push(rest.join('\n'));
  return lines;
}

/** The answer, or null when the message does not ask what changed. */
export function whatChangedAnswer(ctx: CoachContext, message: string): string | null {
  if (!ASKS_WHAT_CHANGED.test(message.toLowerCase())) return null;
  // "What changed between me and Sam" is about a connection, not the person's own attempts.
  if (ctx.connections.some((c) => new RegExp(`\\b${c.firstName.toLowerCase()}\\b`).test(message.toLowerCase()))) return null;
  const now = ctx.person.results;
  if (!now) return "You haven't finished the assessment yet, so there is nothing to compare. Once you have, you can retake it once a week and I'll tell you what moved.";
  const previous = ctx.person.measurement?.previousAttempt;
  if (!previous) {
    return "This is your first completed assessment, so there is nothing to compare it with yet. You can retake it once a week from your results page (weeks start on Monday); once you have, ask me again and I'll go through what moved.";
  }
  const unclear = ctx.person.measurement?.unclearScales ?? [];
  return [
    `Compared with your attempt of ${previous.completedAt.slice(0, 10)}:`,
    ...comparison(previous.results, now),
    unclear.length
      ? `Your latest answers pulled both ways on ${list(unclear)}, so treat a move there as a guess, not a change in you.`
      : 'Small moves of a few points are normal from one attempt to the next; a move of ten or more, or a switched side, is worth noticing.',
  ].join('\n\n');
}
