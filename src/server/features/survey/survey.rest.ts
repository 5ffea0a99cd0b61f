import type { RestRoute } from '../../rest/types.js';

export const surveyRest: RestRoute[] = [
  { method: 'GET', path: '/api/survey/assessment-status', call: (api) => api.survey.assessmentStatus() },
];
