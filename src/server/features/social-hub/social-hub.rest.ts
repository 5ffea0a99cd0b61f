import type { RestRoute } from '../../rest/types.js';

export const socialHubRest: RestRoute[] = [
  { method: 'POST', path: '/api/social-hub/join', call: (api, req) => api.socialHub.join(req.body) },
  { method: 'GET', path: '/api/social-hub/daily-prompt', call: (api) => api.socialHub.dailyPrompt() },
  { method: 'POST', path: '/api/social-hub/respond', call: (api, req) => api.socialHub.respond(req.body) },
  { method: 'GET', path: '/api/social-hub/feed', call: (api, req) => api.socialHub.feed({ limit: req.query.limit as never, before: req.query.before }) },
  { method: 'POST', path: '/api/social-hub/react', call: (api, req) => api.socialHub.react(req.body) },
  { method: 'GET', path: '/api/social-hub/streaks', call: (api) => api.socialHub.streaks() },
  { method: 'GET', path: '/api/social-hub/profile/:userId', call: (api, req) => api.socialHub.profile({ userId: req.params.userId! }) },
  { method: 'GET', path: '/api/social-hub/me', call: (api) => api.socialHub.myProfile() },
  { method: 'PUT', path: '/api/social-hub/me', call: (api, req) => api.socialHub.updateMyProfile(req.body) },
  { method: 'DELETE', path: '/api/social-hub/posts/:postId', call: (api, req) => api.socialHub.deletePost({ postId: req.params.postId! }) },
  { method: 'POST', path: '/api/social-hub/posts/:postId/report', call: (api, req) => api.socialHub.report({ ...req.body, postId: req.params.postId }) },
  { method: 'GET', path: '/api/social-hub/blocks', call: (api, req) => api.socialHub.blocked({ limit: req.query.limit as never, before: req.query.before }) },
  { method: 'POST', path: '/api/social-hub/blocks', call: (api, req) => api.socialHub.block(req.body) },
  { method: 'DELETE', path: '/api/social-hub/blocks/:userId', call: (api, req) => api.socialHub.unblock({ userId: req.params.userId! }) },
  { method: 'GET', path: '/api/admin/social-reports', call: (api) => api.socialHub.reports() },
  { method: 'POST', path: '/api/admin/social-posts/:postId/:action', call: (api, req) => api.socialHub.moderate({ postId: req.params.postId!, action: req.params.action as never }) },
];
