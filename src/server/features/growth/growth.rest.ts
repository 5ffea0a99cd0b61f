import type { RestRoute } from '../../rest/types.js';

export const growthRest: RestRoute[] = [
  // The type is checked by the procedure's schema (400 naming it), hence the loose cast from the path.
  { method: 'POST', path: '/api/stability-actions/generate/:stabilityType', call: (api, req) => api.stabilityActions.generate({ stabilityType: req.params.stabilityType as never }) },
  { method: 'GET', path: '/api/stability-actions/:stabilityType/progress', call: (api, req) => api.stabilityActions.progress({ stabilityType: req.params.stabilityType as never }) },
  { method: 'GET', path: '/api/stability-actions/:stabilityType', call: (api, req) => api.stabilityActions.list({ stabilityType: req.params.stabilityType as never }) },
  {
    method: 'POST',
    path: '/api/stability-actions/:actionId/complete',
    call: (api, req) => api.stabilityActions.complete({ ...(req.body ?? {}), actionId: req.params.actionId }),
  },
  { method: 'POST', path: '/api/journal-entries', status: 201, call: (api, req) => api.journal.create(req.body) },
  { method: 'POST', path: '/api/journal-entries/free', status: 201, call: (api, req) => api.journal.write(req.body) },
  { method: 'GET', path: '/api/journal-entries', call: (api, req) => api.journal.list({ search: req.query.search, page: req.query.page, pageSize: req.query.pageSize }) },
  { method: 'GET', path: '/api/journal-entries/summary', call: (api, req) => api.journal.summary({ search: req.query.search }) },
  { method: 'GET', path: '/api/journal-entries/:id', call: (api, req) => api.journal.get({ id: req.params.id! }) },
  { method: 'PATCH', path: '/api/journal-entries/:id', call: (api, req) => api.journal.update({ ...(req.body ?? {}), id: req.params.id }) },
  { method: 'DELETE', path: '/api/journal-entries/:id', call: (api, req) => api.journal.delete({ id: req.params.id! }) },
  { method: 'GET', path: '/api/journal-settings', call: (api) => api.journal.settings() },
  { method: 'PUT', path: '/api/journal-settings', call: (api, req) => api.journal.updateSettings(req.body) },
];
