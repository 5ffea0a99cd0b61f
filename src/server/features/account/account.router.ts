import { z } from 'zod';
import { authAnswer } from '../../../shared/auth.js';
import { resetRequestInput } from '../../../shared/auth.js';
import {
  changeEmailAnswer,
  changeEmailInput,
  changePasswordInput,
  deleteAccountInput,
  deviceSessionsAnswer,
  deviceSessionsInput,
  messageAnswer,
  profileAnswer,
  profileInput,
  resetCheckAnswer,
  resetCheckInput,
  resetConfirmInput,
} from '../../../shared/account.js';
import { identifier } from '../../../shared/text.js';
import { fail } from '../../errors.js';
import type { Context } from '../../trpc/context.js';
import { memberProcedure, publicProcedure, router } from '../../trpc/init.js';
import * as svc from './account.service.js';
import { requestEmailChange } from './emailChange.js';

/** The session the caller signed in with (the member rule has already checked it). */
async function currentSessionId(ctx: Context): Promise<string> {
  const auth = await ctx.request.authenticate();
  if (!auth) throw fail.unauthorized();
  return auth.sessionId;
}

export const accountRouter = router({
  profile: memberProcedure.output(profileAnswer).query(({ ctx }) => svc.profileOf(ctx.deps, ctx.user.id)),

  updateProfile: memberProcedure
    .input(profileInput)
    .output(profileAnswer)
    .mutation(({ ctx, input }) => svc.updateProfile(ctx.deps, ctx.user.id, input)),

  changePassword: memberProcedure
    .input(changePasswordInput)
    .output(messageAnswer)
    .mutation(async ({ ctx, input }) =>
      svc.changePassword(ctx.deps, { userId: ctx.user.id, sessionId: await currentSessionId(ctx), ip: ctx.request.ip }, input),
    ),

  /** A link to the new address; the same answer whether or not it has an account (decision 069). */
  changeEmail: memberProcedure
    .input(changeEmailInput)
    .output(changeEmailAnswer)
    .mutation(({ ctx, input }) => requestEmailChange(ctx.deps, { userId: ctx.user.id, ip: ctx.request.ip, isAdmin: ctx.user.isAdmin }, input)),

  /** Public: the same answer for every address (decision 026). */
  requestReset: publicProcedure
    .input(resetRequestInput)
    .output(messageAnswer)
    .mutation(({ ctx, input }) => svc.requestReset(ctx.deps, input.email, ctx.request.ip)),

  /** Public, and a POST: the token stays out of URLs and access logs. Answers only whether the link still works. */
  checkReset: publicProcedure
    .input(resetCheckInput)
    .output(resetCheckAnswer)
    .mutation(({ ctx, input }) => svc.checkReset(ctx.deps, input.token)),

  confirmReset: publicProcedure
    .input(resetConfirmInput)
    .output(authAnswer)
    .mutation(async ({ ctx, input }) => {
      const { token, expiresAt, user } = await svc.confirmReset(ctx.deps, input, ctx.request.userAgent);
      ctx.request.setSessionCookie(token, expiresAt);
      return { token, user };
    }),

  sessions: memberProcedure
    .input(deviceSessionsInput.prefault({}))
    .output(deviceSessionsAnswer)
    .query(async ({ ctx, input }) => svc.listSessions(ctx.deps, ctx.user.id, await currentSessionId(ctx), input, ctx.request.locale)),

  endSession: memberProcedure
    .input(z.object({ id: identifier('Session id', 64) }))
    .output(messageAnswer)
    .mutation(({ ctx, input }) => svc.endOwnSession(ctx.deps, ctx.user.id, input.id)),

  /** DELETE /api/account: the password again, then everything goes in one transaction (decision 027). */
  deleteAccount: memberProcedure
    .input(deleteAccountInput)
    .output(messageAnswer)
    .mutation(async ({ ctx, input }) => {
      const answer = await svc.deleteOwnAccount(ctx.deps, { userId: ctx.user.id, ip: ctx.request.ip }, input.password);
      ctx.request.clearSessionCookie();
      return answer;
    }),

  endOtherSessions: memberProcedure
    .output(messageAnswer)
    .mutation(async ({ ctx }) => svc.endOtherSessions(ctx.deps, ctx.user.id, await currentSessionId(ctx))),
});
