import type { FastifyRequest } from 'fastify';
import { fail } from '../errors.js';

/**
 * The one file of a multipart request, read into memory: the multipart plugin caps it at 10 MB (app.ts), so
 * nothing larger is ever buffered. A missing or misnamed field answers 400 with `missing`, a file over the cap
 * 413 with `tooLarge`.
 */
export async function readUploadedFile(
  req: FastifyRequest,
  field: string,
  messages: { missing: string; tooLarge: string },
): Promise<{ filename: string; data: Buffer }> {
  if (!req.isMultipart()) throw fail.badRequest(messages.missing);
  try {
    const file = await req.file();
    if (!file || file.fieldname !== field) throw fail.badRequest(messages.missing);
    return { filename: file.filename, data: await file.toBuffer() };
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || (error as { statusCode?: number }).statusCode === 413) throw fail.tooLarge(messages.tooLarge);
    if (typeof code === 'string' && code.startsWith('FST_')) throw fail.badRequest(messages.missing);
    throw error;
  }
}
