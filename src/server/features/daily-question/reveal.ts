/**
 * The reveal rule, in one place (issue 31 item 3): the other person's answer is shown to a viewer only when the day
 * is revealed, which happens once both have answered. Every path that could show an answer — today's question, the
 * history, reactions — builds what it shows through `answersFor`; the export, the push and the socket carry only
 * the person's own words or none.
 */
import type { AnswerRow, DayRow } from './daily-question.queries.js';

export interface AnswersForViewer {
  mine: AnswerRow | undefined;
  /** The other's answer row, only once revealed; undefined before (even when it exists). */
  theirs: AnswerRow | undefined;
  /** Whether the other has answered: what "waiting for me" is made of. Never their words. */
  theyAnswered: boolean;
  revealed: boolean;
}

export function answersFor(day: Pick<DayRow, 'revealed_at'> | undefined, answers: AnswerRow[], viewerId: string): AnswersForViewer {
  const mine = answers.find((a) => a.user_id === viewerId);
  const other = answers.find((a) => a.user_id !== viewerId);
  const revealed = day?.revealed_at != null && mine !== undefined && other !== undefined;
  return { mine, theirs: revealed ? other : undefined, theyAnswered: other !== undefined, revealed };
}
