/**
 * The admin monitor's Coach tab (issue 35 item 2): which coach provider answers, its model and server (never a key),
 * and the same grounded sample answer `npm run coach:check` prints, streamed to the administrator.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CoachSetup, CoachTryEvent } from '../../../shared/adminCoach.js';
import type { AppConfig } from '../../env.js';
import { fail } from '../../errors.js';
import { DEFAULT_ANTHROPIC_MODEL } from '../../ports/coach/anthropic.js';
import { runCoachCheck } from '../../ports/coach/check.js';
import { DEFAULT_OPENAI_MODEL } from '../../ports/coach/openai.js';
import { openEventStream } from '../../rest/sse.js';
import type { Context } from '../../trpc/context.js';
import { requireMember } from '../../trpc/init.js';

export function coachSetupOf(coach: AppConfig['coach']): CoachSetup {
  switch (coach.provider) {
    case 'anthropic':
      return { provider: 'anthropic', model: coach.model ?? DEFAULT_ANTHROPIC_MODEL, server: 'https://api.anthropic.com' };
    case 'openai':
      return { provider: 'openai', model: coach.model ?? DEFAULT_OPENAI_MODEL, server: coach.openaiBaseUrl ?? 'https://api.openai.com/v1' };
    default:
      return { provider: 'builtin', model: null, server: null };
  }
}

/**
 * POST /api/admin/coach/try: the administrator rule (401 signed out, 403 anyone else, before the stream), then the
 * sample answer as events. The app's own provider answers (the one members get), stopped when the page goes away.
 */
export async function tryCoach(ctx: Context, _req: FastifyRequest, reply: FastifyReply): Promise<void> {
  const user = await requireMember(ctx);
  if (!user.isAdmin) throw fail.forbidden('Only the administrator can do this.');
  const stream = openEventStream(reply);
  const send = (event: CoachTryEvent) => stream.send(event);
  const result = await runCoachCheck(ctx.deps.config, {
    provider: ctx.deps.coach,
    answerOnly: true,
    signal: stream.signal,
    write: (text) => send({ type: 'token', text }),
  });
  send(result.ok ? { type: 'done' } : { type: 'error', message: `The coach could not answer: ${result.reason}` });
  stream.end();
}
