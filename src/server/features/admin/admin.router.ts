import { z } from 'zod';
import { adminProcedure, router } from '../../trpc/init.js';
import { fail } from '../../errors.js';
import { endAllSessions } from '../auth/auth.service.js';
import * as q from './admin.queries.js';

const adminUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
});

export const adminRouter = router({
  users: adminProcedure.output(z.array(adminUser)).query(async ({ ctx }) => {
    const rows = await q.listUsers(ctx.deps.database.db);
    return rows.map((r) => ({
      id: r.id,
      email: r.email,
      firstName: r.first_name,
      lastName: r.last_name,
      isActive: r.is_active === 1,
      createdAt: r.created_at,
    }));
  }),

  setStatus: adminProcedure
    .input(z.object({ id: z.string().min(1).max(64), isActive: z.boolean() }))
    .output(z.object({ id: z.string(), isActive: z.boolean() }))
    .mutation(async ({ ctx, input }) => {
      if (input.id === ctx.user.id && !input.isActive) throw fail.badRequest('You cannot deactivate your own account.');
      const updated = await q.setUserActive(ctx.deps.database.db, input.id, input.isActive);
      if (!updated) throw fail.notFound('User not found');
      if (!input.isActive) await endAllSessions(ctx.deps, input.id);
      return { id: input.id, isActive: input.isActive };
    }),
});
