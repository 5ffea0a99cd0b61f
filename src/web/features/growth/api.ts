import { useQuery } from '@tanstack/react-query';
import type { StabilityDimension } from '../../../shared/assessment/types';
import { queryClient, trpc } from '../../app/trpc';

export const useWeekActions = (stabilityType: StabilityDimension, enabled = true) =>
  useQuery({ ...trpc.stabilityActions.list.queryOptions({ stabilityType }), enabled });
export const useWeekProgress = (stabilityType: StabilityDimension, enabled = true) =>
  useQuery({ ...trpc.stabilityActions.progress.queryOptions({ stabilityType }), enabled });

/** After a completion (spec §7): actions, survey results and journal entries are read again. */
export async function refreshAfterCompletion(): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: trpc.stabilityActions.pathKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.survey.results.queryKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.journal.pathKey() }),
  ]);
}

/**
 * Spec §9: action stability scores 80 or more green, 60 or more yellow, else red. Red is kept for a score that asks
 * for care (under 40, the survey's own lowest band); an ordinary 40-59 reads orange, not as an alarm (issue 30).
 */
export function actionScoreColor(score: number): 'green' | 'yellow' | 'orange' | 'red' {
  return score >= 80 ? 'green' : score >= 60 ? 'yellow' : score >= 40 ? 'orange' : 'red';
}

const plural = new Intl.PluralRules('en');

/** "1 point", "2 points" (and "1 pt", "3 pts" when short): the plural by the language's rules, not by hand. */
export function pointsText(n: number, short = false): string {
  const one = plural.select(n) === 'one';
  return `${n} ${short ? (one ? 'pt' : 'pts') : one ? 'point' : 'points'}`;
}
