import type { RestRoute } from '../../rest/types.js';

export const timeZoneRest: RestRoute[] = [
  { method: 'GET', path: '/api/profile/time-zone', call: (api) => api.timeZone.get() },
  { method: 'PUT', path: '/api/profile/time-zone', call: (api, req) => api.timeZone.set(req.body) },
];
