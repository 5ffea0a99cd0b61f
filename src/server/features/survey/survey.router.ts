import { z } from 'zod';
import { memberProcedure, router } from '../../trpc/init.js';

export const surveyRouter = router({
  // Until the assessment lands nobody has completed it (issue 3 replaces this with the stored state).
  assessmentStatus: memberProcedure
    .output(z.object({ hasCompleted: z.boolean() }))
    .query(() => ({ hasCompleted: false })),
});
