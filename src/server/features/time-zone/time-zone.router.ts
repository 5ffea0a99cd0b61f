import { z } from 'zod';
import { isValidTimeZone } from '../../../shared/localTime.js';
import { memberProcedure, router } from '../../trpc/init.js';
import { setTimeZone, timeZoneOf } from './time-zone.service.js';

const timeZoneInput = z.object({
  timeZone: z
    .string({ message: 'Time zone is required' })
    .trim()
    .refine(isValidTimeZone, 'Time zone must be an IANA zone name such as Europe/Paris'),
});
const timeZoneAnswer = z.object({ timeZone: z.string() });

export const timeZoneRouter = router({
  /** The zone weeks and days are counted in for the caller. */
  get: memberProcedure.output(timeZoneAnswer).query(async ({ ctx }) => ({ timeZone: await timeZoneOf(ctx.deps.database.db, ctx.user.id) })),
  /** The browser reports its IANA zone after sign-in; the caller's own setting only. */
  set: memberProcedure
    .input(timeZoneInput)
    .output(timeZoneAnswer)
    .mutation(({ ctx, input }) => setTimeZone(ctx.deps.database.db, ctx.user.id, input.timeZone)),
});
