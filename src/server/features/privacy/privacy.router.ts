import { assessedProcedure, router } from '../../trpc/init.js';
import { sharingChoices, updateSharingInput } from '../../../shared/privacy.js';
import * as svc from './privacy.service.js';

export const privacyRouter = router({
  /** "What my connections can see": the signed-in person's own choices. */
  sharing: assessedProcedure.output(sharingChoices).query(({ ctx }) => svc.mySharing(ctx.deps, ctx.user.id)),

  updateSharing: assessedProcedure
    .input(updateSharingInput)
    .output(sharingChoices)
    .mutation(({ ctx, input }) => svc.updateSharing(ctx.deps, ctx.user.id, input)),
});
