import { initTRPC } from '@trpc/server';
import { fail, toPublicError } from '../errors.js';
import type { PublicUser } from '../../shared/auth.js';
import type { Context } from './context.js';

const t = initTRPC.context<Context>().create({
  isDev: false, // never send stacks to the browser
  errorFormatter({ shape, error }) {
    const { message } = toPublicError(error);
    return { ...shape, message, data: { code: shape.data.code, httpStatus: shape.data.httpStatus } };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Anyone, signed in or not. */
export const publicProcedure = t.procedure;

/** The member rule: the caller's user when the session is valid and the account active, else 401. */
export async function requireMember(ctx: Context): Promise<PublicUser> {
  const auth = await ctx.request.authenticate();
  if (!auth) throw fail.unauthorized();
  return auth.user;
}

/** A signed-in, active member. Adds `user` to the context. */
export const memberProcedure = t.procedure.use(async ({ ctx, next }) => next({ ctx: { user: await requireMember(ctx) } }));

/** The one administrator account (ADMIN_EMAIL). */
export const adminProcedure = memberProcedure.use(({ ctx, next }) => {
  if (!ctx.user.isAdmin) throw fail.forbidden('Only the administrator can do this.');
  return next();
});
