import type { RestRoute } from '../../rest/types.js';
import { requireMember } from '../../trpc/init.js';

export const authRest: RestRoute[] = [
  // The call every page load and signed-in screen makes: answered by the member rule itself (the whole of auth.me,
  // which has no input) without the tRPC caller's middleware chain. See docs/decisions/005-hot-paths.md.
  { method: 'GET', path: '/api/auth/me', handle: (ctx) => requireMember(ctx) },
  { method: 'POST', path: '/api/auth/login', call: (api, req) => api.auth.login(req.body) },
  { method: 'POST', path: '/api/auth/register', call: (api, req) => api.auth.register(req.body) },
  { method: 'POST', path: '/api/auth/logout', call: (api) => api.auth.logout() },
];
