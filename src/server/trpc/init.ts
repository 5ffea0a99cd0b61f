import { initTRPC } from '@trpc/server';
import { fail, toPublicError } from '../errors.js';
import type { PublicUser } from '../../shared/auth.js';
import type { Context } from './context.js';
import { hasCompleted } from '../features/survey/survey.service.js';

const t = initTRPC.context<Context>().create({
  isDev: false, // never send stacks to the browser
  errorFormatter({ shape, error, ctx }) {
    // The language of the person asking (decision 080): answerFast looked the session up first when there was one.
    const { message, fields } = toPublicError(error, ctx?.request.locale);
    return { ...shape, message, data: { code: shape.data.code, httpStatus: shape.data.httpStatus, ...(fields ? { fields } : {}) } };
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

/** What a signed-in person who has not finished the survey reads from every gated call (spec §6). */
export const ASSESSMENT_REQUIRED_MESSAGE = 'Please complete your personality assessment first: the rest of Attune opens once your survey is done.';

/**
 * The assessment gate (spec §6: "Signed-in user without completed assessment: limited to the survey"): the member
 * rule, then 403 unless the person has completed the core survey. The browser's redirect is a convenience; this is
 * the rule. Plain REST routes (uploads, streams, photos) and the socket call it directly.
 */
export async function requireAssessedMember(ctx: Context): Promise<PublicUser> {
  const user = await requireMember(ctx);
  await requireAssessed(ctx.deps, user.id);
  return user;
}

export async function requireAssessed(deps: Context['deps'], userId: string): Promise<void> {
  if (!(await hasCompleted(deps, userId))) throw fail.forbidden(ASSESSMENT_REQUIRED_MESSAGE);
}

/**
 * A signed-in member who has completed the assessment: what every feature beyond the survey uses. Left ungated on
 * purpose (docs/decisions/010-assessment-gate-on-the-server.md): sign-in and session calls, the survey and the
 * progressive assessment, validating and accepting an invitation, feedback, logout, and the administrator's calls.
 * One middleware rather than memberProcedure's and a second (decision 110): tRPC copies the call's options and context
 * at every step of its chain, and every screen read is an assessed one. It runs requireAssessedMember, the rule the
 * REST routes and the socket use, so the answers and their order (401, then 403) are unchanged.
 */
export const assessedProcedure = t.procedure.use(async ({ ctx, next }) => next({ ctx: { user: await requireAssessedMember(ctx) } }));

/** The one administrator account (ADMIN_EMAIL). */
export const adminProcedure = memberProcedure.use(({ ctx, next }) => {
  if (!ctx.user.isAdmin) throw fail.forbidden('Only the administrator can do this.');
  return next();
});
