import type { RestRoute } from '../../rest/types.js';

const base = '/api/connections/:id/daily-question';

/** The daily question's REST paths (issue 31), each the same procedure as its tRPC twin. */
export const dailyQuestionRest: RestRoute[] = [
  { method: 'GET', path: base, call: (api, req) => api.dailyQuestion.today({ id: req.params.id! }) },
  { method: 'POST', path: `${base}/answer`, call: (api, req) => api.dailyQuestion.answer({ ...(req.body ?? {}), id: req.params.id! }) },
  {
    method: 'GET',
    path: `${base}/history`,
    call: (api, req) => api.dailyQuestion.history({ id: req.params.id!, ...(req.query.cursor ? { cursor: req.query.cursor } : {}), ...(req.query.search ? { search: req.query.search } : {}) }),
  },
  { method: 'POST', path: `${base}/skip`, call: (api, req) => api.dailyQuestion.skip({ id: req.params.id! }) },
  { method: 'PUT', path: `${base}/paused`, call: (api, req) => api.dailyQuestion.setPaused({ ...(req.body ?? {}), id: req.params.id! }) },
  { method: 'POST', path: `${base}/reaction`, call: (api, req) => api.dailyQuestion.react({ ...(req.body ?? {}), id: req.params.id! }) },
  { method: 'GET', path: `${base}/milestone`, call: (api, req) => api.dailyQuestion.milestone({ id: req.params.id! }) },
  { method: 'PUT', path: `${base}/milestone`, call: (api, req) => api.dailyQuestion.chooseMilestone({ ...(req.body ?? {}), id: req.params.id! }) },
  // Settings › Privacy (decision 078): the person's own choice, next to the other Privacy choices' path.
  { method: 'GET', path: '/api/privacy/daily-answers-coach', call: (api) => api.dailyQuestion.coachUse() },
  { method: 'PUT', path: '/api/privacy/daily-answers-coach', call: (api, req) => api.dailyQuestion.setCoachUse(req.body ?? {}) },
];
