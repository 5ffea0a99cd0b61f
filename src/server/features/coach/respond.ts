import type { AppDeps } from '../../deps.js';
import { wordChunks } from '../../ports/coach/chunks.js';
import { CoachProviderError } from '../../ports/coach/errors.js';
import type { CoachRequest } from '../../ports/coach/types.js';
import type { SafetyVerdict } from './engine/safety.js';

export const DEFAULT_IDLE_TIMEOUT_MS = 30_000;

/** Why the provider's signal aborts. One shared reason: abort() without one builds a DOMException each time. */
const REPLY_OVER = new Error('the reply is over');

/** What a person reads when the model could not answer: never a hung spinner, never a stack. */
export const COACH_FALLBACKS = {
  busy: "I'm getting a lot of requests right now and couldn't answer that. Please try again in a minute.",
  unavailable: "I'm having trouble connecting right now, so I couldn't answer that. Please try again in a moment.",
  timeout: "I'm taking too long to answer right now. Please try again in a moment.",
} as const;

/**
 * The coach's reply to one message, streamed as text chunks. The one entry point for every caller (coach chat,
 * "about" chats, AI guidance in real-time chats); it needs no conversation id.
 *
 * 1. Safety gate first, reading the message with the person's own recent turns from the request's history: a crisis,
 *    a doubt (a gentle check-in) or a request we refuse gets the screen's fixed reply and no provider is called.
 * 2. Then the configured provider. Its errors and silences (deps.coachIdleTimeoutMs, 30 s by default, with no
 *    chunk) end the stream with a friendly sentence instead of an exception.
 *
 * Callers check the daily limit (deps.limiters.coachCalls) first; this function does not count calls. A caller that has
 * already screened the message (to decide whether it counts) passes its verdict rather than paying for it twice.
 */
/** The person's own turns in the request's history, oldest first. */
function userTurnsOf(request: CoachRequest): string[] {
  return request.context.history.filter((turn) => turn.role === 'user').map((turn) => turn.content);
}

export async function* coachRespond(
  deps: AppDeps,
  request: CoachRequest,
  { signal, verdict: given }: { signal?: AbortSignal; verdict?: SafetyVerdict } = {},
): AsyncGenerator<string> {
  // A long message is screened on the coach's worker threads (decision 102), a short one here.
  const verdict = given ?? (await deps.coachWorkers.screen(request.message, { recent: userTurnsOf(request), timeZone: request.context.timeZone }));
  if (verdict.kind !== 'ok') {
    for (const chunk of wordChunks(verdict.reply, 8)) yield chunk;
    return;
  }
  const idleMs = deps.coachIdleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
  const controller = new AbortController();
  const onAbort = () => controller.abort(REPLY_OVER);
  signal?.addEventListener('abort', onAbort, { once: true });
  const iterator = deps.coach.stream(request, controller.signal)[Symbol.asyncIterator]();
  let produced = false;
  try {
    while (true) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), idleMs);
      });
      let step: IteratorResult<string> | 'timeout';
      try {
        step = await Promise.race([iterator.next(), timeout]);
      } finally {
        clearTimeout(timer);
      }
      if (signal?.aborted) return;
      if (step === 'timeout') {
        controller.abort(REPLY_OVER);
        deps.logger?.warn({ provider: deps.coach.name, idleMs }, 'coach provider timed out');
        yield (produced ? '\n\n' : '') + COACH_FALLBACKS.timeout;
        return;
      }
      if (step.done) break;
      if (step.value) {
        produced = true;
        yield step.value;
      }
    }
    if (!produced) yield COACH_FALLBACKS.unavailable;
  } catch (error) {
    if (signal?.aborted) return;
    const status = error instanceof CoachProviderError ? error.status : undefined;
    deps.logger?.warn(
      { provider: deps.coach.name, status, err: { type: error instanceof Error ? error.name : typeof error, message: error instanceof Error ? error.message : String(error) } },
      'coach provider failed',
    );
    yield (produced ? '\n\n' : '') + (status === 429 ? COACH_FALLBACKS.busy : COACH_FALLBACKS.unavailable);
  } finally {
    signal?.removeEventListener('abort', onAbort);
    if (!controller.signal.aborted) controller.abort(REPLY_OVER);
    void iterator.return?.(undefined)?.catch?.(() => {});
  }
}
