import { z } from 'zod';
import { adminProcedure, memberProcedure, router } from '../../trpc/init.js';
import { fail } from '../../errors.js';
import { adminSetupInput } from '../../../shared/adminSetup.js';
import { confirmAdministrator } from './adminSetup.service.js';
import { adminUser, adminUserDetail, adminUsersFilter, adminUsersInput, adminUsersSummary, setStatusInput, userIdInput } from './admin.schemas.js';
import * as admin from './admin.service.js';
import { coachSetupAnswer } from '../../../shared/adminCoach.js';
import { coachSetupOf } from './coachSetup.js';

export const adminRouter = router({
  /**
   * POST /api/admin/setup: a member, not yet the administrator by definition, enters the setup code printed in the
   * server's log (decision 042); the service checks that they are the verified ADMIN_EMAIL account.
   */
  setup: memberProcedure
    .input(adminSetupInput)
    .output(z.object({ success: z.literal(true), message: z.string() }))
    .mutation(async ({ ctx, input }) => {
      const auth = await ctx.request.authenticate();
      if (!auth) throw fail.unauthorized();
      return confirmAdministrator(ctx.deps, { userId: ctx.user.id, sessionId: auth.sessionId, ip: ctx.request.ip }, input.code);
    }),

  /** GET /api/admin/users: one page (`?search=&status=&sort=&limit=&offset=`), newest first by default. */
  users: adminProcedure
    .input(adminUsersInput.prefault({}))
    .output(z.array(adminUser))
    .query(({ ctx, input }) => admin.listUsers(ctx.deps, input)),
  /** GET /api/admin/users/summary: the tiles over everyone, and how many match the filter. */
  usersSummary: adminProcedure
    .input(adminUsersFilter.prefault({}))
    .output(adminUsersSummary)
    .query(({ ctx, input }) => admin.usersSummary(ctx.deps, input)),
  /** How many people deleted their account: a count, nothing about them (issue 18). */
  /** Which coach provider answers members, its model and server; never a key (issue 35 item 2). */
  coach: adminProcedure.output(coachSetupAnswer).query(({ ctx }) => coachSetupOf(ctx.deps.config.coach)),

  deletions: adminProcedure.output(z.object({ count: z.number().int() })).query(({ ctx }) => admin.countDeletions(ctx.deps)),

  user: adminProcedure
    .input(userIdInput)
    .output(adminUserDetail)
    .query(({ ctx, input }) => admin.getUser(ctx.deps, input.id)),

  setStatus: adminProcedure
    .input(setStatusInput)
    .output(z.object({ id: z.string(), isActive: z.boolean() }))
    .mutation(({ ctx, input }) => admin.setStatus(ctx.deps, ctx.user.id, input)),
});
