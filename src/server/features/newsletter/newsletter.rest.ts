import type { RestRoute } from '../../rest/types.js';

export const newsletterRest: RestRoute[] = [
  { method: 'GET', path: '/api/newsletter/subscription', call: (api) => api.newsletter.subscription() },
  { method: 'POST', path: '/api/newsletter/subscribe', call: (api, req) => api.newsletter.subscribe(req.body) },
  { method: 'PUT', path: '/api/newsletter/subscription', call: (api, req) => api.newsletter.updateSubscription(req.body) },
  { method: 'GET', path: '/api/newsletter/topics', call: (api) => api.newsletter.topics() },
];

/** The administrator's calls (issue 17); the one-click unsubscribe is a plain route (unsubscribe.ts), not a procedure. */
export const newsletterAdminRest: RestRoute[] = [
  { method: 'GET', path: '/api/newsletter/editions', call: (api) => api.newsletterAdmin.editions() },
  { method: 'GET', path: '/api/newsletter/schedule', call: (api) => api.newsletterAdmin.schedule() },
  { method: 'GET', path: '/api/newsletter/subscriptions', call: (api) => api.newsletterAdmin.subscriptions() },
  { method: 'GET', path: '/api/admin/newsletter/content', call: (api) => api.newsletterAdmin.content() },
  { method: 'GET', path: '/api/admin/newsletter/preview', call: (api) => api.newsletterAdmin.preview() },
  { method: 'POST', path: '/api/admin/newsletter/send-now', call: (api) => api.newsletterAdmin.sendNow() },
];
