import type { RestRoute } from '../../rest/types.js';

export const newsletterRest: RestRoute[] = [
  { method: 'GET', path: '/api/newsletter/subscription', call: (api) => api.newsletter.subscription() },
  { method: 'POST', path: '/api/newsletter/subscribe', call: (api, req) => api.newsletter.subscribe(req.body) },
  { method: 'PUT', path: '/api/newsletter/subscription', call: (api, req) => api.newsletter.updateSubscription(req.body) },
  { method: 'GET', path: '/api/newsletter/topics', call: (api) => api.newsletter.topics() },
];
