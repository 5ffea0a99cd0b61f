import type { RestRoute } from '../../rest/types.js';

export const feedbackRest: RestRoute[] = [{ method: 'POST', path: '/api/feedback', call: (api, req) => api.feedback.send(req.body) }];
