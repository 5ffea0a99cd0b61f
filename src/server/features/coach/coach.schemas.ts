import { z } from 'zod';

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
  fileId: z.string().min(1).max(64),
  name: z.string().max(300),
  kind: z.enum(['text', 'image']),
  mediaType: z.string().max(100),
  size: z.number().int().nonnegative(),
  /** One line: lines/words (CSV rows/columns, JSON keys) or dimensions/colours. */
  summary: z.string().max(2000),
  /** Text files: the (bounded) content the coach reads. */
  content: z.string().optional(),
  /** Images: an honest offline description. */
  description: z.string().optional(),
});
export type FileAnalysis = z.infer<typeof fileAnalysisSchema>;

export const conversationIdInput = z.object({ conversationId: z.string().min(1).max(64) });

export const sendInput = z.object({
  conversationId: z.string().min(1).max(64),
  content: z.string().max(MESSAGE_MAX_CHARS, `Message must be at most ${MESSAGE_MAX_CHARS} characters`).default(''),
  /** The upload's analysis object, or (older clients) plain text about the file. */
  fileAnalysis: z.union([fileAnalysisSchema.passthrough(), z.string().max(25_000)]).nullish(),
});

export const createConversationInput = z
  .object({
    title: z.string().trim().max(120).optional(),
    message: z.string().max(MESSAGE_MAX_CHARS, `Message must be at most ${MESSAGE_MAX_CHARS} characters`).optional(),
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
