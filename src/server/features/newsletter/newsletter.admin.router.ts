import { z } from 'zod';
import { adminProcedure, router } from '../../trpc/init.js';
import { contentLibraryStats, editionPreview, newsletterEdition, newsletterScheduleItem, newsletterSubscriptionStats, sendNowResult } from '../../../shared/newsletter.js';
import * as admin from './newsletter.admin.js';
import { sendNow } from './delivery.js';

/** The administrator's newsletter calls (spec §7 "Newsletter and admin"; issue 17). Members 403, anonymous 401. */
export const newsletterAdminRouter = router({
  editions: adminProcedure.output(z.array(newsletterEdition)).query(({ ctx }) => admin.listEditions(ctx.deps)),
  schedule: adminProcedure.output(z.array(newsletterScheduleItem)).query(({ ctx }) => admin.listSchedule(ctx.deps)),
  subscriptions: adminProcedure.output(newsletterSubscriptionStats).query(({ ctx }) => admin.subscriptionStats(ctx.deps)),
  content: adminProcedure.output(contentLibraryStats).query(({ ctx }) => admin.contentStats(ctx.deps)),
  preview: adminProcedure.output(editionPreview).query(({ ctx }) => admin.previewNextEdition(ctx.deps, ctx.user)),
  sendNow: adminProcedure.output(sendNowResult).mutation(({ ctx }) => sendNow(ctx.deps)),
});
