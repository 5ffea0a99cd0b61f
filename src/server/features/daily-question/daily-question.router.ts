import { z } from 'zod';
import { identifier, multiLineText } from '../../../shared/text.js';
import { answerInput, cardState, coachUseInput, coachUseView, milestoneInput, milestoneView, dailyQuestionView, DAILY_QUESTION_REACTIONS, historyPage } from '../../../shared/dailyQuestion.js';
import { assessedProcedure, router } from '../../trpc/init.js';
import * as svc from './daily-question.service.js';
import * as coach from './coach.js';
import * as milestones from './milestones.js';

const connectionInput = z.object({ id: identifier('id') });
const actor = (user: { id: string; firstName: string }) => ({ id: user.id, firstName: user.firstName });

/** Behind the assessment gate like every connection feature; the service answers 404 to anyone but the two. */
export const dailyQuestionRouter = router({
  today: assessedProcedure
    .input(connectionInput)
    .output(dailyQuestionView)
    .query(({ ctx, input }) => svc.today(ctx.deps, actor(ctx.user), input.id)),

  answer: assessedProcedure
    .input(connectionInput.extend(answerInput.shape))
    .output(dailyQuestionView)
    .mutation(({ ctx, input }) => svc.answer(ctx.deps, actor(ctx.user), input.id, input.answer)),

  skip: assessedProcedure
    .input(connectionInput)
    .output(dailyQuestionView)
    .mutation(({ ctx, input }) => svc.skip(ctx.deps, actor(ctx.user), input.id)),

  setPaused: assessedProcedure
    .input(connectionInput.extend({ paused: z.boolean({ error: 'paused must be true or false' }) }))
    .output(dailyQuestionView)
    .mutation(({ ctx, input }) => svc.setPaused(ctx.deps, actor(ctx.user), input.id, input.paused)),

  react: assessedProcedure
    .input(connectionInput.extend({ reaction: z.enum(DAILY_QUESTION_REACTIONS, { error: `reaction must be one of ${DAILY_QUESTION_REACTIONS.join(', ')}` }).nullable() }))
    .output(dailyQuestionView)
    .mutation(({ ctx, input }) => svc.react(ctx.deps, actor(ctx.user), input.id, input.reaction)),

  history: assessedProcedure
    .input(
      connectionInput.extend({
        cursor: z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/, 'cursor is not valid')
          .optional(),
        search: multiLineText({ label: 'search', max: 100 }).optional(),
      }),
    )
    .output(historyPage)
    .query(({ ctx, input }) => svc.history(ctx.deps, actor(ctx.user), input.id, { cursor: input.cursor, search: input.search })),

  /** Today's state and streak for the cards on screen (at most a page of connections). */
  cards: assessedProcedure
    .input(z.object({ connectionIds: z.array(identifier('connectionIds')).max(100, 'connectionIds: at most 100') }))
    .output(z.record(z.string(), cardState))
    .query(({ ctx, input }) => svc.cards(ctx.deps, ctx.user.id, input.connectionIds)),

  /** Settings › Privacy: "Let the coach use our revealed daily answers" (the person's own choice; off by default). */
  coachUse: assessedProcedure.output(coachUseView).query(({ ctx }) => coach.coachUse(ctx.deps, ctx.user.id)),

  setCoachUse: assessedProcedure
    .input(coachUseInput)
    .output(coachUseView)
    .mutation(({ ctx, input }) => coach.setCoachUse(ctx.deps, ctx.user.id, input.allowed)),

  /** The streak milestone offer (decision 078): the pair's latest milestone and this person's own choice. */
  milestone: assessedProcedure
    .input(connectionInput)
    .output(milestoneView)
    .query(({ ctx, input }) => milestones.milestoneOffer(ctx.deps, actor(ctx.user), input.id)),

  chooseMilestone: assessedProcedure
    .input(connectionInput.extend(milestoneInput.shape))
    .output(milestoneView)
    .mutation(({ ctx, input }) => milestones.chooseMilestone(ctx.deps, actor(ctx.user), input.id, { milestone: input.milestone, share: input.share })),
});
