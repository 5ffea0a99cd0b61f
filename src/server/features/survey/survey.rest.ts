import { fail } from '../../errors.js';
import type { RestRoute } from '../../rest/types.js';
import { SURVEY_MESSAGES } from './survey.service.js';

/** The spec's §7 "Survey and assessment" paths, each served by one procedure of survey.router. */
export const surveyRest: RestRoute[] = [
  { method: 'GET', path: '/api/survey/assessment-status', call: (api) => api.survey.assessmentStatus() },
  { method: 'GET', path: '/api/survey/progress', call: (api) => api.survey.progress() },
  { method: 'PUT', path: '/api/survey/progress', call: (api, req) => api.survey.saveProgress(req.body) },
  { method: 'GET', path: '/api/survey/responses', call: (api) => api.survey.responses() },
  { method: 'POST', path: '/api/survey/response', call: (api, req) => api.survey.saveResponse(req.body) },
  { method: 'POST', path: '/api/survey/complete', call: (api) => api.survey.complete() },
  {
    method: 'GET',
    path: '/api/survey/results',
    call: async (api) => {
      const results = await api.survey.results();
      if (!results) throw fail.notFound(SURVEY_MESSAGES.noResults);
      return results;
    },
  },
  { method: 'POST', path: '/api/survey/attempts', call: (api) => api.survey.startRetake() },
  { method: 'GET', path: '/api/survey/attempts', call: (api) => api.survey.attempts() },
  { method: 'GET', path: '/api/assessment-status', call: (api) => api.survey.progressiveStatus() },
  { method: 'POST', path: '/api/assessment/skip', call: (api) => api.survey.skipAssessment() },
  { method: 'GET', path: '/api/hobby-categories', call: (api) => api.survey.hobbyCategories() },
  { method: 'GET', path: '/api/hobby-assessment', call: (api) => api.survey.hobbyAssessment() },
  { method: 'GET', path: '/api/hobby-responses', call: (api) => api.survey.hobbyResponses() },
  { method: 'POST', path: '/api/hobby-assessment', call: (api, req) => api.survey.saveHobbyCategory(req.body) },
  {
    method: 'GET',
    path: '/api/compatibility-weights',
    call: async (api) => {
      const weights = await api.survey.weights();
      if (!weights) throw fail.notFound(SURVEY_MESSAGES.noWeights);
      return weights;
    },
  },
  { method: 'POST', path: '/api/compatibility-weights', call: (api, req) => api.survey.createWeights(req.body) },
  { method: 'PUT', path: '/api/compatibility-weights', call: (api, req) => api.survey.updateWeights(req.body) },
];
