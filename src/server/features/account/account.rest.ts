import type { RestRoute } from '../../rest/types.js';
import { requireMember } from '../../trpc/init.js';
import { timeZoneOf } from '../time-zone/time-zone.service.js';
import { exportFileName, exportStream } from './export.js';

/** Account lifecycle (issue 18): beyond the spec's paths, decision 026. */
export const accountRest: RestRoute[] = [
  { method: 'GET', path: '/api/profile', call: (api) => api.account.profile() },
  { method: 'PATCH', path: '/api/profile', call: (api, req) => api.account.updateProfile(req.body ?? {}) },
  { method: 'POST', path: '/api/profile/email', call: (api, req) => api.account.changeEmail(req.body ?? {}) },
  { method: 'POST', path: '/api/auth/change-password', call: (api, req) => api.account.changePassword(req.body ?? {}) },
  { method: 'POST', path: '/api/auth/reset-password', call: (api, req) => api.account.requestReset(req.body ?? {}) },
  { method: 'POST', path: '/api/auth/reset-password/check', call: (api, req) => api.account.checkReset(req.body ?? {}) },
  { method: 'POST', path: '/api/auth/reset-password/confirm', call: (api, req) => api.account.confirmReset(req.body ?? {}) },
  {
    method: 'GET',
    path: '/api/auth/sessions',
    call: (api, req) => api.account.sessions({ limit: req.query.limit, cursor: req.query.cursor } as never),
  },
  { method: 'DELETE', path: '/api/auth/sessions/:id', call: (api, req) => api.account.endSession({ id: req.params.id ?? '' }) },
  { method: 'DELETE', path: '/api/auth/sessions', call: (api) => api.account.endOtherSessions() },
  {
    method: 'GET',
    path: '/api/account/export',
    // A file, streamed as it is read (decision 027): not a JSON procedure answer.
    handle: async (ctx, _req, reply) => {
      const user = await requireMember(ctx);
      const name = exportFileName(ctx.deps.clock.now(), await timeZoneOf(ctx.deps.database.db, user.id));
      reply.header('content-type', 'application/json; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="${name}"`);
      reply.header('cache-control', 'no-store');
      return reply.send(exportStream(ctx.deps, user.id));
    },
  },
  { method: 'DELETE', path: '/api/account', call: (api, req) => api.account.deleteAccount(req.body ?? {}) },
];
