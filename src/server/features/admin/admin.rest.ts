import type { RestRoute } from '../../rest/types.js';
import { tryCoach } from './coachSetup.js';

export const adminRest: RestRoute[] = [
  { method: 'POST', path: '/api/admin/setup', call: (api, req) => api.admin.setup(req.body ?? {}) },
  {
    method: 'GET',
    path: '/api/admin/users',
    call: (api, req) => {
      const { search, status, sort, limit, offset } = req.query;
      return api.admin.users({ search, status, sort, limit, offset } as never);
    },
  },
  {
    method: 'GET',
    path: '/api/admin/users/summary',
    call: (api, req) => api.admin.usersSummary({ search: req.query.search, status: req.query.status } as never),
  },
  { method: 'GET', path: '/api/admin/deletions', call: (api) => api.admin.deletions() },
  { method: 'GET', path: '/api/admin/coach', call: (api) => api.admin.coach() },
  // Server-sent events: the sample answer of `npm run coach:check`, from the provider members get.
  { method: 'POST', path: '/api/admin/coach/try', handle: tryCoach },
  { method: 'GET', path: '/api/admin/users/:id', call: (api, req) => api.admin.user({ id: req.params.id! }) },
  {
    method: 'PUT',
    path: '/api/admin/users/:id/status',
    call: (api, req) => api.admin.setStatus({ ...req.body, id: req.params.id }),
  },
];
