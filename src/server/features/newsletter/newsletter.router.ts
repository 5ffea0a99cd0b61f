import { z } from 'zod';
import { assessedProcedure, router } from '../../trpc/init.js';
import { NEWSLETTER_TOPICS, newsletterSubscription, subscribeInput, updateSubscriptionInput } from '../../../shared/newsletter.js';
import * as newsletter from './newsletter.service.js';

export const newsletterRouter = router({
  /** The member's own subscription (the §5 defaults, unsubscribed, when they never subscribed). */
  subscription: assessedProcedure.output(newsletterSubscription).query(({ ctx }) => newsletter.getSubscription(ctx.deps, ctx.user)),

  subscribe: assessedProcedure
    .input(subscribeInput)
    .output(newsletterSubscription)
    .mutation(({ ctx, input }) => newsletter.subscribe(ctx.deps, ctx.user, input.preferences)),

  updateSubscription: assessedProcedure
    .input(updateSubscriptionInput)
    .output(newsletterSubscription)
    .mutation(({ ctx, input }) => newsletter.updateSubscription(ctx.deps, ctx.user, input)),

  topics: assessedProcedure.output(z.array(z.object({ category: z.enum(NEWSLETTER_TOPICS) }))).query(() => newsletter.listTopics()),
});
