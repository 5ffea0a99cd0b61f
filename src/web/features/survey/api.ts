import { useQuery } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/trpc/router';
import { PERSONAL_CACHE, queryClient, trpc, trpcClient } from '../../app/trpc';

type Outputs = inferRouterOutputs<AppRouter>['survey'];
export type SurveyResultsAnswer = NonNullable<Outputs['results']>;
export type ProgressiveStatus = Outputs['progressiveStatus'];
export type HobbyCategoryData = Outputs['hobbyCategories'][number];
export type HobbyAnswer = Outputs['hobbyAssessment'][number];
export type HobbyDisplay = Outputs['hobbyResponses'][number];
export type Weights = NonNullable<Outputs['weights']>;

/** Results, hobby answers, categories and weights are personal data cached 24 hours (spec §7, §9). */
export const useSurveyResults = () => useQuery({ ...trpc.survey.results.queryOptions(), ...PERSONAL_CACHE });
export const useHobbyCategories = () => useQuery({ ...trpc.survey.hobbyCategories.queryOptions(), ...PERSONAL_CACHE });
export const useHobbyAnswers = () => useQuery({ ...trpc.survey.hobbyAssessment.queryOptions(), ...PERSONAL_CACHE });
export const useHobbyResponses = () => useQuery({ ...trpc.survey.hobbyResponses.queryOptions(), ...PERSONAL_CACHE });
export const useWeights = () => useQuery({ ...trpc.survey.weights.queryOptions(), ...PERSONAL_CACHE });
export const useProgressiveStatus = (enabled = true) => useQuery({ ...trpc.survey.progressiveStatus.queryOptions(), enabled });

/** After a save: everything the assessment shows is re-read (the gate's assessmentStatus included). */
export function refreshAssessment(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: trpc.survey.pathKey() });
}

/**
 * Saves the personality weight (spec §7: POST the first time, PUT once weights exist) and caches the answer. Every
 * Vibe score the person sees is computed with these weights, so the connection lists are read again.
 */
export async function saveWeights(personalityWeight: number, exists: boolean): Promise<void> {
  const body = { personalityWeight, lifestyleWeight: 100 - personalityWeight };
  const saved = exists ? await trpcClient.survey.updateWeights.mutate(body) : await trpcClient.survey.createWeights.mutate(body);
  queryClient.setQueryData(trpc.survey.weights.queryKey(), saved);
  void queryClient.invalidateQueries({ queryKey: trpc.connections.pathKey() });
}

/** After POST /api/survey/complete the coach conversations are read again (spec §7). */
export function refreshAfterSurveyComplete(): void {
  void queryClient.invalidateQueries({ queryKey: trpc.coach.conversations.queryKey() });
}
