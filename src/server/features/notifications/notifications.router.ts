import { z } from 'zod';
import { singleLineText } from '../../../shared/text.js';
import { assessedProcedure, router } from '../../trpc/init.js';
import { NOTIFICATION_KINDS, notificationSettings, subscribeInput, unsubscribeInput } from './notifications.schemas.js';
import * as notifications from './notifications.service.js';

const ok = z.object({ success: z.literal(true) });

export const notificationsRouter = router({
  /** GET /api/notifications/vapid-key: the key the browser subscribes with. */
  vapidKey: assessedProcedure.output(z.object({ publicKey: z.string() })).query(async ({ ctx }) => ({ publicKey: (await notifications.vapidKeys(ctx.deps)).publicKey })),

  /** POST /api/notifications/subscribe: this device, for the caller only (userId must be the caller). */
  subscribe: assessedProcedure
    .input(subscribeInput)
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await notifications.subscribe(ctx.deps, ctx.user.id, input);
      return { success: true as const };
    }),

  /** POST /api/notifications/unsubscribe */
  unsubscribe: assessedProcedure
    .input(unsubscribeInput)
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await notifications.unsubscribe(ctx.deps, ctx.user.id, input);
      return { success: true as const };
    }),

  /** The caller's switches per kind, and whether this device (its endpoint) is subscribed. */
  settings: assessedProcedure
    .input(z.object({ endpoint: singleLineText({ label: 'endpoint', max: 2000 }).optional() }))
    .output(notificationSettings)
    .query(({ ctx, input }) => notifications.settings(ctx.deps, ctx.user.id, input.endpoint)),

  setPreference: assessedProcedure
    .input(z.object({ kind: z.enum(NOTIFICATION_KINDS), enabled: z.boolean() }))
    .output(notificationSettings)
    .mutation(({ ctx, input }) => notifications.setPreference(ctx.deps, ctx.user.id, input.kind, input.enabled)),
});
