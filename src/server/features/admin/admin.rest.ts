import type { RestRoute } from '../../rest/types.js';

export const adminRest: RestRoute[] = [
  { method: 'GET', path: '/api/admin/users', call: (api) => api.admin.users() },
  { method: 'GET', path: '/api/admin/deletions', call: (api) => api.admin.deletions() },
  { method: 'GET', path: '/api/admin/users/:id', call: (api, req) => api.admin.user({ id: req.params.id! }) },
  {
    method: 'PUT',
    path: '/api/admin/users/:id/status',
    call: (api, req) => api.admin.setStatus({ ...req.body, id: req.params.id }),
  },
];
