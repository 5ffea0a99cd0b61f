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

/** Spec §9: action stability scores 80 or more green, 60 or more yellow, else red. */
export function actionScoreColor(score: number): 'green' | 'yellow' | 'red' {
  return score >= 80 ? 'green' : score >= 60 ? 'yellow' : 'red';
}
