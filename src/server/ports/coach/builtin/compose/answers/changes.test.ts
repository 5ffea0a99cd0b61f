/**
 * "What changed since my last attempt?" (issue 32) answered by the builtin coach from the person's two latest
 * attempts: every difference computed, the direction right, nothing invented when there is no earlier attempt.
 */
import { describe, expect, it } from 'vitest';
import type { SurveyResults } from '../../../../../../shared/assessment/types.js';
import { demoCoach } from '../../../../../test/demo-coach.js';
import type { CoachContext } from '../../../context.js';
import { stateReply } from '../../decide/state.js';
import { ASKS_WHAT_CHANGED } from './changes.js';

const { context } = demoCoach();

/** Maya's context with an earlier attempt made from her latest results by `change`. */
async function withEarlierAttempt(change: (earlier: SurveyResults) => void): Promise<CoachContext> {
  const ctx = await context('Maya');
  const earlier = structuredClone(ctx.person.results!);
  change(earlier);
  return { ...ctx, person: { ...ctx.person, measurement: { unclearScales: [], previousAttempt: { completedAt: '2026-10-05T09:00:00.000Z', results: earlier } } } };
}

describe('what changed since the last attempt', () => {
  it('hears the question in different words, and not in questions about other things', () => {
    for (const asked of [
      'what changed since my last attempt?',
      'has anything changed since i retook it',
      'how different are my results from last time',
      'compare my results with the previous ones',
      'did my type move since the first time?',
    ]) expect(ASKS_WHAT_CHANGED.test(asked), asked).toBe(true);
    for (const other of ['what changed between us after the move', 'how do I tell Sam I need more time', 'what is my type']) expect(ASKS_WHAT_CHANGED.test(other), other).toBe(false);
  });

  it('compares each leaning with the right direction and size, and says what stayed', async () => {
    const ctx = await withEarlierAttempt((earlier) => {
      const energy = earlier.evidence.axes.find((a) => a.axis === 'EI')!;
      energy.percent -= 20; // she leaned less Introverted then
      earlier.overallStability -= 12;
    });
    const now = ctx.person.results!;
    const energyNow = Math.round(now.evidence.axes.find((a) => a.axis === 'EI')!.percent);
    const reply = stateReply(ctx, 'what changed since my last attempt?')!;
    expect(reply).toContain('2026-10-05');
    expect(reply).toContain(`Your type is still **${now.personalityType}**`);
    expect(reply).toContain(`${energyNow - 20}% Introverted then, ${energyNow}% Introverted now: 20 points further towards Introverted`);
    expect(reply).toMatch(new RegExp(`Overall stability:\\*\\* ${Math.round(now.overallStability) - 12} then, ${Math.round(now.overallStability)} now \\(up 12`));
    expect(reply).toMatch(/Information:\*\* about the same/);
  });

  it('names a switched side and a changed love language', async () => {
    const ctx = await withEarlierAttempt((earlier) => {
      const structure = earlier.evidence.axes.find((a) => a.axis === 'JP')!;
      structure.letter = structure.letter === 'J' ? 'P' : 'J';
      structure.percent = 58;
      earlier.personalityType = `${earlier.personalityType.slice(0, 3)}${structure.letter}`;
      earlier.loveLanguageReceiving = earlier.loveLanguageReceiving === 'gifts' ? 'acts_of_service' : 'gifts';
    });
    const reply = stateReply(ctx, 'has anything changed since last time?')!;
    expect(reply).toMatch(/Your type moved from \*\*\w{4}\*\* to \*\*\w{4}\*\*/);
    expect(reply).toMatch(/Structure:\*\* you switched sides/);
    expect(reply).toMatch(/How you feel loved:\*\* from /);
  });

  it('says there is nothing to compare after one attempt, without inventing figures', async () => {
    const ctx = await context('Maya');
    const reply = stateReply({ ...ctx, person: { ...ctx.person, measurement: { unclearScales: [], previousAttempt: null } } }, 'what changed since my last attempt?')!;
    expect(reply).toMatch(/first completed assessment/);
    expect(reply).not.toMatch(/\d+%/);
  });
});
