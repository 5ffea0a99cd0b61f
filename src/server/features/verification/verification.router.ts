import { memberProcedure, publicProcedure, router } from '../../trpc/init.js';
import { resendAnswer, verifyEmailAnswer, verifyEmailInput } from '../../../shared/verification.js';
import * as svc from './verification.service.js';

export const verificationRouter = router({
  /** Public: the link is often opened on a device where the person is not signed in. */
  verify: publicProcedure
    .input(verifyEmailInput)
    .output(verifyEmailAnswer)
    .mutation(({ ctx, input }) => svc.verifyEmail(ctx.deps, input.token)),

  resend: memberProcedure.output(resendAnswer).mutation(({ ctx }) => svc.resendVerification(ctx.deps, ctx.user.id)),
});
