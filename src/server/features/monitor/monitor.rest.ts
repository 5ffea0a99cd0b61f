import type { RestRoute } from '../../rest/types.js';

export const monitorRest: RestRoute[] = [
  { method: 'GET', path: '/api/admin/overview', call: (api) => api.monitor.overview() },
  { method: 'GET', path: '/api/admin/analytics', call: (api) => api.monitor.analytics() },
];
