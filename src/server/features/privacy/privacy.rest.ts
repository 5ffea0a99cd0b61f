import type { RestRoute } from '../../rest/types.js';

/** Not in the spec (issue 12 adds the setting); the same procedures as the settings screen uses. */
export const privacyRest: RestRoute[] = [
  { method: 'GET', path: '/api/privacy/sharing', call: (api) => api.privacy.sharing() },
  { method: 'PATCH', path: '/api/privacy/sharing', call: (api, req) => api.privacy.updateSharing(req.body ?? {}) },
];
