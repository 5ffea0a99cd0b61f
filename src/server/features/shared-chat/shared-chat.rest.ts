import type { RestRoute } from '../../rest/types.js';

export const sharedChatRest: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/connections/:id/conversations',
    call: (api, req) => api.sharedChat.conversations({ connectionId: req.params.id! }),
  },
  {
    method: 'POST',
    path: '/api/connections/:id/conversations/with',
    call: (api, req) => api.sharedChat.createConversation({ connectionId: req.params.id!, mode: 'with' }),
  },
  {
    method: 'POST',
    path: '/api/connections/:id/conversations/about',
    call: (api, req) => api.sharedChat.createConversation({ connectionId: req.params.id!, mode: 'about' }),
  },
  {
    method: 'GET',
    path: '/api/shared-conversations/:id/messages',
    call: (api, req) =>
      api.sharedChat.messages({
        conversationId: req.params.id!,
        ...(req.query.after ? { after: req.query.after } : {}),
        ...(req.query.limit ? { limit: req.query.limit as unknown as number } : {}),
      }),
  },
  {
    method: 'PATCH',
    path: '/api/shared-conversations/:id/ai-toggle',
    call: (api, req) => api.sharedChat.toggleAi({ conversationId: req.params.id!, enabled: req.body.enabled }),
  },
  {
    method: 'POST',
    path: '/api/shared-conversations/:id/messages',
    status: 201,
    call: (api, req) => api.sharedChat.send({ conversationId: req.params.id!, content: req.body.content }),
  },
];
