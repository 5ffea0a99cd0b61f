import { z } from 'zod';
import { HOBBY_CATEGORIES } from '../../../shared/assessment/hobbies.js';
import { memberProcedure, router } from '../../trpc/init.js';
import {
  hobbyCategory,
  hobbyCategoryAnswer,
  hobbyDisplay,
  progressiveStatus,
  resultsAnswer,
  saveHobbyInput,
  saveProgressInput,
  saveResponseInput,
  surveyProgress,
  surveyResponse,
  surveyResults,
  weightsAnswer,
  weightsInput,
} from './survey.schemas.js';
import * as survey from './survey.service.js';
import * as attempts from './attempts.service.js';

/**
 * The assessment (spec §7 "Survey and assessment"). Every procedure is for the signed-in person only: none takes a
 * user id, so nobody can read or write another person's answers through them.
 */
export const surveyRouter = router({
  /** GET /api/survey/assessment-status: true once results exist. */
  assessmentStatus: memberProcedure
    .output(z.object({ hasCompleted: z.boolean() }))
    .query(async ({ ctx }) => ({ hasCompleted: await survey.hasCompleted(ctx.deps, ctx.user.id) })),

  progress: memberProcedure.output(surveyProgress).query(({ ctx }) => survey.getProgress(ctx.deps, ctx.user.id)),

  saveProgress: memberProcedure
    .input(saveProgressInput)
    .output(surveyProgress)
    .mutation(({ ctx, input }) => survey.saveProgress(ctx.deps, ctx.user.id, input)),

  responses: memberProcedure.output(z.array(surveyResponse)).query(({ ctx }) => survey.listResponses(ctx.deps, ctx.user.id)),

  saveResponse: memberProcedure
    .input(saveResponseInput)
    .output(surveyResponse)
    .mutation(({ ctx, input }) => survey.saveResponse(ctx.deps, ctx.user.id, input)),

  complete: memberProcedure.output(resultsAnswer).mutation(({ ctx }) => survey.completeSurvey(ctx.deps, ctx.user.id)),

  /** null when there are none (the REST path answers 404). */
  results: memberProcedure.output(resultsAnswer.nullable()).query(({ ctx }) => survey.getResults(ctx.deps, ctx.user.id)),

  /** POST /api/survey/attempts: starts a retake (one a week, decision 060); the survey paths then fill it. */
  startRetake: memberProcedure
    .output(z.object({ id: z.string(), startedAt: z.string() }))
    .mutation(({ ctx }) => attempts.startRetake(ctx.deps, ctx.user.id)),

  /** GET /api/survey/attempts: every completed attempt, newest first. */
  attempts: memberProcedure
    .output(z.object({ items: z.array(z.object({ id: z.string(), number: z.number().int(), completedAt: z.string(), results: surveyResults })) }))
    .query(({ ctx }) => attempts.listAttempts(ctx.deps, ctx.user.id)),

  /** GET /api/assessment-status: the progressive assessment's milestones. */
  progressiveStatus: memberProcedure.output(progressiveStatus).query(({ ctx }) => survey.getProgressiveStatus(ctx.deps, ctx.user.id)),

  skipAssessment: memberProcedure.output(progressiveStatus).mutation(({ ctx }) => survey.skipAssessment(ctx.deps, ctx.user.id)),

  hobbyCategories: memberProcedure.output(z.array(hobbyCategory)).query(() => HOBBY_CATEGORIES),

  hobbyAssessment: memberProcedure.output(z.array(hobbyCategoryAnswer)).query(({ ctx }) => survey.listHobbyAnswers(ctx.deps, ctx.user.id)),

  hobbyResponses: memberProcedure.output(z.array(hobbyDisplay)).query(({ ctx }) => survey.listHobbyDisplay(ctx.deps, ctx.user.id)),

  saveHobbyCategory: memberProcedure
    .input(saveHobbyInput)
    .output(z.object({ saved: hobbyCategoryAnswer, hobbyCompleted: z.boolean() }))
    .mutation(({ ctx, input }) => survey.saveHobbyCategory(ctx.deps, ctx.user.id, input)),

  /** null when none are saved (the REST path answers 404). */
  weights: memberProcedure.output(weightsAnswer.nullable()).query(({ ctx }) => survey.getWeights(ctx.deps, ctx.user.id)),

  createWeights: memberProcedure
    .input(weightsInput)
    .output(weightsAnswer)
    .mutation(({ ctx, input }) => survey.createWeights(ctx.deps, ctx.user.id, input)),

  updateWeights: memberProcedure
    .input(weightsInput)
    .output(weightsAnswer)
    .mutation(({ ctx, input }) => survey.updateWeights(ctx.deps, ctx.user.id, input)),
});
