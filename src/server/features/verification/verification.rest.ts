import type { RestRoute } from '../../rest/types.js';

/** Beyond the spec (issue 12): verifying the address an account was registered with. */
export const verificationRest: RestRoute[] = [
  { method: 'POST', path: '/api/auth/verify-email', call: (api, req) => api.verification.verify(req.body ?? {}) },
  { method: 'POST', path: '/api/auth/verify-email/resend', call: (api) => api.verification.resend() },
];
