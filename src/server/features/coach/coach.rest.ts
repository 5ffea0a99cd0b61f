import type { MultipartFile } from '@fastify/multipart';
import { fail } from '../../errors.js';
import type { RestRoute } from '../../rest/types.js';
import { analyzeUpload, UPLOAD_MESSAGES } from './upload.js';

export const coachRest: RestRoute[] = [
  { method: 'GET', path: '/api/chat/conversations', call: (api) => api.coach.conversations() },
  { method: 'POST', path: '/api/chat/conversations', call: (api, req) => api.coach.createConversation(req.body) },
  {
    method: 'GET',
    path: '/api/chat/conversations/:id/messages',
    call: (api, req) => api.coach.messages({ conversationId: req.params.id! }),
  },
  {
    // Answers { userMessage, assistantMessage } once the coach's reply is complete.
    method: 'POST',
    path: '/api/chat/conversations/:id/messages',
    call: (api, req) => api.coach.postMessage({ ...req.body, conversationId: req.params.id! }),
  },
  {
    method: 'DELETE',
    path: '/api/chat/conversations/:id',
    call: (api, req) => api.coach.deleteConversation({ conversationId: req.params.id! }),
  },
  {
    // multipart/form-data with one file in the field "file"; answers { analysis }.
    method: 'POST',
    path: '/api/upload',
    handle: async (ctx, req) => {
      const auth = await ctx.request.authenticate();
      if (!auth) throw fail.unauthorized();
      if (!req.isMultipart()) throw fail.badRequest(UPLOAD_MESSAGES.missing);
      let file: MultipartFile | undefined;
      let data: Buffer;
      try {
        file = await req.file();
        if (!file || file.fieldname !== 'file') throw fail.badRequest(UPLOAD_MESSAGES.missing);
        data = await file.toBuffer();
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE' || (error as { statusCode?: number }).statusCode === 413) throw fail.tooLarge(UPLOAD_MESSAGES.tooLarge);
        if (error instanceof Error && 'code' in error && typeof code === 'string' && code.startsWith('FST_')) throw fail.badRequest(UPLOAD_MESSAGES.missing);
        throw error;
      }
      const analysis = await analyzeUpload(ctx.deps, auth.user.id, { name: file.filename, data });
      return { analysis };
    },
  },
];
