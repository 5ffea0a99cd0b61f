import { adminProcedure, router } from '../../trpc/init.js';
import { monitorAnalytics, monitorOverview } from '../../../shared/monitor.js';
import * as monitor from './monitor.service.js';

/** The admin monitor's Overview and Analytics tabs (issue 17). Members 403, anonymous 401. */
export const monitorRouter = router({
  overview: adminProcedure.output(monitorOverview).query(({ ctx }) => monitor.overview(ctx.deps)),
  analytics: adminProcedure.output(monitorAnalytics).query(({ ctx }) => monitor.analytics(ctx.deps)),
});
