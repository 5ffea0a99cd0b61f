import type { RestRoute } from '../../rest/types.js';

export const measuresRest: RestRoute[] = [
  { method: 'GET', path: '/api/measures', call: (api) => api.measures.figures() },
  { method: 'GET', path: '/api/admin/measures', call: (api) => api.measures.itemChecks() },
];
