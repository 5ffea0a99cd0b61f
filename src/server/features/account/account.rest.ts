import type { RestRoute } from '../../rest/types.js';

/** Account lifecycle (issue 18): beyond the spec's paths, decision 026. */
export const accountRest: RestRoute[] = [
  { method: 'GET', path: '/api/profile', call: (api) => api.account.profile() },
  { method: 'PATCH', path: '/api/profile', call: (api, req) => api.account.updateProfile(req.body ?? {}) },
  { method: 'POST', path: '/api/auth/change-password', call: (api, req) => api.account.changePassword(req.body ?? {}) },
  { method: 'POST', path: '/api/auth/reset-password', call: (api, req) => api.account.requestReset(req.body ?? {}) },
  { method: 'POST', path: '/api/auth/reset-password/confirm', call: (api, req) => api.account.confirmReset(req.body ?? {}) },
  { method: 'GET', path: '/api/auth/sessions', call: (api) => api.account.sessions() },
  { method: 'DELETE', path: '/api/auth/sessions/:id', call: (api, req) => api.account.endSession({ id: req.params.id ?? '' }) },
  { method: 'DELETE', path: '/api/auth/sessions', call: (api) => api.account.endOtherSessions() },
];
