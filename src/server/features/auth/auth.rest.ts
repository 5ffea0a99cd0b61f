import type { RestRoute } from '../../rest/types.js';

export const authRest: RestRoute[] = [
  { method: 'GET', path: '/api/auth/me', call: (api) => api.auth.me() },
  { method: 'POST', path: '/api/auth/login', call: (api, req) => api.auth.login(req.body) },
  { method: 'POST', path: '/api/auth/register', call: (api, req) => api.auth.register(req.body) },
  { method: 'POST', path: '/api/auth/logout', call: (api) => api.auth.logout() },
];
