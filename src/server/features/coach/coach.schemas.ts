import { z } from 'zod';
import { COACH_CONVERSATIONS_PAGE, COACH_MESSAGES_PAGE } from '../../../shared/pages.js';
import { boundedInteger, identifier, listCursor, multiLineText, singleLineText } from '../../../shared/text.js';

export const MESSAGE_MAX_CHARS = 8000;

export const conversationSchema = z.object({ id: z.string(), title: z.string(), createdAt: z.string(), updatedAt: z.string() });
export type CoachConversation = z.infer<typeof conversationSchema>;

export const attachmentMetaSchema = z.object({ name: z.string(), kind: z.enum(['text', 'image']), size: z.number() });

export const messageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  userId: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  createdAt: z.string(),
  /** The file sent with a user message, if any. */
  attachment: attachmentMetaSchema.nullable(),
});
export type CoachMessage = z.infer<typeof messageSchema>;

/** What POST /api/upload answers as `analysis`; the client sends it back as `fileAnalysis` with the message. */
export const fileAnalysisSchema = z.object({
  fileId: identifier('File id'),
  name: singleLineText({ label: 'File name', max: 300, trim: false }),
  kind: z.enum(['text', 'image']),
  mediaType: singleLineText({ label: 'File type', max: 100, trim: false }),
  size: z.number().int().nonnegative(),
  /** One line: lines/words (CSV rows/columns, JSON keys) or dimensions/colours. */
  summary: multiLineText({ label: 'File summary', max: 2000, trim: false }),
  /** Text files: the (bounded) content the coach reads. */
  content: multiLineText({ label: 'File content', max: 100_000, trim: false }).optional(),
  /** Images: an honest offline description. */
  description: multiLineText({ label: 'File description', max: 10_000, trim: false }).optional(),
});
export type FileAnalysis = z.infer<typeof fileAnalysisSchema>;

export const conversationIdInput = z.object({ conversationId: identifier('Conversation id') });

/** Lists come a page at a time (issue 12, finding 11): the newest `limit`, or those older than `before`. */
export { COACH_CONVERSATIONS_PAGE as CONVERSATIONS_PAGE, COACH_MESSAGES_PAGE as MESSAGES_PAGE } from '../../../shared/pages.js';
export const conversationsPageInput = z
  .object({ limit: boundedInteger('limit', 1, COACH_CONVERSATIONS_PAGE).optional(), before: listCursor.optional() })
  .optional();
export const messagesPageInput = conversationIdInput.extend({ limit: boundedInteger('limit', 1, COACH_MESSAGES_PAGE).optional(), before: listCursor.optional() });

export const sendInput = z.object({
  conversationId: identifier('Conversation id'),
  content: multiLineText({ label: 'Message', max: MESSAGE_MAX_CHARS, trim: false }).default(''),
  /** The upload's analysis object, or (older clients) plain text about the file. */
  fileAnalysis: z.union([fileAnalysisSchema.passthrough(), multiLineText({ label: 'File analysis', max: 25_000, trim: false })]).nullish(),
});

/** Renaming a coach conversation (Chat History): its owner only; one line, 1–120 characters. */
export const renameConversationInput = z.object({
  conversationId: identifier('Conversation id'),
  title: singleLineText({ label: 'Title', max: 120, required: true }),
});

export const createConversationInput = z
  .object({
    title: singleLineText({ label: 'Title', max: 120 }).optional(),
    message: multiLineText({ label: 'Message', max: MESSAGE_MAX_CHARS, trim: false }).optional(),
  })
  .default({});

export const streamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('token'), text: z.string() }),
  z.object({ type: z.literal('done'), message: messageSchema }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type CoachStreamEvent = z.infer<typeof streamEventSchema>;

/**
 * What the reply streams of the coach's REST paths send: POST .../messages (asking for text/event-stream) first
 * confirms the stored message with `accepted`, then both it and GET .../stream send the reply's events.
 */
export type CoachReplyEvent = CoachStreamEvent | { type: 'accepted'; userMessage: CoachMessage };
