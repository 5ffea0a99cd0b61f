import { z } from 'zod';
import { adminProcedure, router } from '../../trpc/init.js';
import { adminUser, adminUserDetail, adminUsersFilter, adminUsersInput, adminUsersSummary, setStatusInput, userIdInput } from './admin.schemas.js';
import * as admin from './admin.service.js';

export const adminRouter = router({
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
