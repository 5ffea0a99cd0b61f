import { adminRouter } from '../features/admin/admin.router.js';
import { authRouter } from '../features/auth/auth.router.js';
import { surveyRouter } from '../features/survey/survey.router.js';
import { createCallerFactory, router } from './init.js';

export const appRouter = router({
  auth: authRouter,
  survey: surveyRouter,
  admin: adminRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
export type AppCaller = ReturnType<typeof createCaller>;
