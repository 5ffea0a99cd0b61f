import type { RestRoute } from '../../rest/types.js';

export const notificationsRest: RestRoute[] = [
  { method: 'GET', path: '/api/notifications/vapid-key', call: (api) => api.notifications.vapidKey() },
  { method: 'POST', path: '/api/notifications/subscribe', call: (api, req) => api.notifications.subscribe(req.body) },
  { method: 'POST', path: '/api/notifications/unsubscribe', call: (api, req) => api.notifications.unsubscribe(req.body) },
];
