import { z } from 'zod';
import { authAnswer, loginInput, registerInput, type PublicUser } from '../../../shared/auth.js';
import { memberProcedure, publicProcedure, router } from '../../trpc/init.js';
import * as auth from './auth.service.js';
import { sendVerification } from '../verification/verification.service.js';
import { tellOwnerOfSignupAttempt } from '../account/account.service.js';
import { TRPCError } from '@trpc/server';

export const authRouter = router({
  // No output parse: ctx.user is built field by field by toPublicUser (see docs/decisions/005-hot-paths.md).
  me: memberProcedure.query(({ ctx }): PublicUser => ctx.user),

  register: publicProcedure
    .input(registerInput)
    .output(authAnswer)
    .mutation(async ({ ctx, input }) => {
      let registered: Awaited<ReturnType<typeof auth.register>>;
      try {
        registered = await auth.register(ctx.deps, input, ctx.request.ip, ctx.request.userAgent, ctx.request.acceptLanguage);
      } catch (error) {
        // A taken address: its owner hears of it (with a way back in), whoever tried gets the spec's answer.
        if (error instanceof TRPCError && error.code === 'CONFLICT') await tellOwnerOfSignupAttempt(ctx.deps, input.email);
        throw error;
      }
      const { token, expiresAt, user } = registered;
      await sendVerification(ctx.deps, user.id);
      ctx.request.setSessionCookie(token, expiresAt);
      return { token, user };
    }),

  login: publicProcedure
    .input(loginInput)
    .output(authAnswer)
    .mutation(async ({ ctx, input }) => {
      const { token, expiresAt, user, deviceToken } = await auth.login(ctx.deps, input, ctx.request.ip, ctx.request.userAgent, ctx.request.deviceToken);
      ctx.request.setSessionCookie(token, expiresAt);
      if (deviceToken) ctx.request.setDeviceCookie(deviceToken);
      return { token, user };
    }),

  /** Ends the presented session, if any; always succeeds so a client can always sign out. */
  logout: publicProcedure.output(z.object({ success: z.literal(true) })).mutation(async ({ ctx }) => {
    await auth.logout(ctx.deps, ctx.request.token);
    ctx.request.clearSessionCookie();
    return { success: true as const };
  }),
});
