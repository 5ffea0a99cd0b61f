import { z } from 'zod';

/** The admin monitor's Coach tab (issue 35 item 2): which provider answers, and a sample answer on demand. */
export const COACH_PROVIDERS = ['builtin', 'anthropic', 'openai'] as const;

/** GET /api/admin/coach. `model` and `server` are null for the builtin coach; a key is never part of it. */
export const coachSetupAnswer = z.object({
  provider: z.enum(COACH_PROVIDERS),
  model: z.string().nullable(),
  server: z.string().nullable(),
});
export type CoachSetup = z.infer<typeof coachSetupAnswer>;

/** POST /api/admin/coach/try streams these as server-sent events: the answer's pieces, then done or error. */
export const coachTryEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('token'), text: z.string() }),
  z.object({ type: z.literal('done') }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type CoachTryEvent = z.infer<typeof coachTryEvent>;

/** The question `npm run coach:check` and the monitor's "Try it" ask (src/server/ports/coach/check.ts). */
export const SAMPLE_QUESTION = 'How can I make Maya feel appreciated this week?';
