import type { RestRoute } from '../../rest/types.js';

export const connectionsRest: RestRoute[] = [
  // Invitations
  {
    method: 'POST',
    path: '/api/invitations/send-email',
    call: (api, req) => api.invitations.sendEmail(req.body),
  },
  {
    method: 'POST',
    path: '/api/invitations',
    call: (api, req) => api.invitations.create(req.body),
  },
  { method: 'GET', path: '/api/invitations', call: (api, req) => api.invitations.list({ limit: req.query.limit as never, before: req.query.before }) },
  { method: 'DELETE', path: '/api/invitations/:id', call: (api, req) => api.invitations.delete({ id: req.params.id! }) },
  { method: 'GET', path: '/api/invitations/validate/:token', call: (api, req) => api.invitations.validate({ token: req.params.token! }) },
  { method: 'POST', path: '/api/invitations/accept/:token', call: (api, req) => api.invitations.accept({ token: req.params.token! }) },

  // Connections
  { method: 'GET', path: '/api/connections', call: (api, req) => api.connections.list({ limit: req.query.limit as never, before: req.query.before }) },
  { method: 'GET', path: '/api/connections/pending', call: (api, req) => api.connections.pending({ limit: req.query.limit as never, before: req.query.before }) },
  { method: 'GET', path: '/api/connections/:id', call: (api, req) => api.connections.get({ id: req.params.id! }) },
  { method: 'POST', path: '/api/connections/:id/accept', call: (api, req) => api.connections.accept({ id: req.params.id! }) },
  { method: 'POST', path: '/api/connections/:id/reject', call: (api, req) => api.connections.reject({ id: req.params.id! }) },
  {
    method: 'PUT',
    path: '/api/connections/:id/relationship-type',
    call: (api, req) => api.connections.setRelationshipType({ ...(req.body ?? {}), id: req.params.id! }),
  },
  { method: 'DELETE', path: '/api/connections/:id', call: (api, req) => api.connections.remove({ id: req.params.id! }) },
  { method: 'DELETE', path: '/api/connections/:id/departed', call: (api, req) => api.connections.removeDeparted({ id: req.params.id! }) },
];
