import type { AppDeps } from '../../deps.js';
import type { CoachStreamEvent } from './coach.schemas.js';

/**
 * In-process registry of replies being generated, keyed by conversation id. A reply runs on its own, decoupled
 * from whoever asked for it: subscribers come and go (a reload, a second tab), catch up on the text so far and
 * then follow live; the assistant message is stored when the reply is complete whether or not anyone listens.
 * Per process (like the rate limiters): with several instances a reload that lands on another instance sees the
 * stored answer once it is complete.
 */
export interface CoachJob {
  conversationId: string;
  userId: string;
  /** The text generated so far. */
  text: string;
  finished: boolean;
  final?: CoachStreamEvent;
  /** Resolves with the final event (done or error). */
  result: Promise<CoachStreamEvent>;
  listeners: Set<(event: CoachStreamEvent) => void>;
}

/** The replies being written in this process, keyed by conversation id (deps.coachJobs, built by createDeps). */
export function jobRegistry(deps: AppDeps): Map<string, CoachJob> {
  return deps.coachJobs;
}

/** How long a finished job stays, so a subscriber that arrives late still gets the whole reply. */
export const FINISHED_JOB_GRACE_MS = 30_000;

/** The reply still being generated in a conversation, if any. */
export function runningJob(deps: AppDeps, conversationId: string): CoachJob | undefined {
  const job = jobRegistry(deps).get(conversationId);
  return job && !job.finished ? job : undefined;
}

/** The latest reply of a conversation: running, or finished within the grace period. */
export function latestJob(deps: AppDeps, conversationId: string): CoachJob | undefined {
  return jobRegistry(deps).get(conversationId);
}

/**
 * Starts a job: `produce` yields chunks, `complete` stores the full text and returns the final event.
 * The job leaves the registry when it finishes.
 */
export function startJob(
  deps: AppDeps,
  key: { conversationId: string; userId: string },
  produce: () => AsyncIterable<string>,
  complete: (text: string) => Promise<CoachStreamEvent>,
): CoachJob {
  const registry = jobRegistry(deps);
  let resolve!: (e: CoachStreamEvent) => void;
  const job: CoachJob = {
    ...key,
    text: '',
    finished: false,
    result: new Promise((r) => (resolve = r)),
    listeners: new Set(),
  };
  registry.set(key.conversationId, job);
  const emit = (event: CoachStreamEvent) => {
    for (const l of job.listeners) {
      try {
        l(event);
      } catch {
        // a broken listener must not stop the reply
      }
    }
  };
  void (async () => {
    let final: CoachStreamEvent;
    try {
      for await (const chunk of produce()) {
        job.text += chunk;
        emit({ type: 'token', text: chunk });
      }
      final = await complete(job.text);
    } catch (error) {
      deps.logger?.error({ err: { type: error instanceof Error ? error.name : typeof error, message: String((error as Error)?.message ?? error) } }, 'coach reply failed');
      final = { type: 'error', message: 'The reply could not be saved. Please try again.' };
    }
    job.finished = true;
    job.final = final;
    const timer = setTimeout(() => {
      if (registry.get(key.conversationId) === job) registry.delete(key.conversationId);
    }, FINISHED_JOB_GRACE_MS);
    timer.unref();
    emit(final);
    job.listeners.clear();
    resolve(final);
  })();
  return job;
}

/** Follows a job: the text so far as one token event, then live events until done or error (or abort). */
export async function* followJob(job: CoachJob, signal?: AbortSignal): AsyncGenerator<CoachStreamEvent> {
  const queue: CoachStreamEvent[] = [];
  let wake: (() => void) | undefined;
  const listener = (event: CoachStreamEvent) => {
    queue.push(event);
    wake?.();
  };
  if (job.finished) {
    const final = job.final ?? (await job.result);
    if (final.type === 'done' && job.text) yield { type: 'token', text: job.text };
    yield final;
    return;
  }
  if (job.text) queue.push({ type: 'token', text: job.text });
  job.listeners.add(listener);
  const onAbort = () => wake?.();
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    while (!signal?.aborted) {
      if (queue.length === 0) {
        await new Promise<void>((r) => (wake = r));
        wake = undefined;
        continue;
      }
      const event = queue.shift()!;
      yield event;
      if (event.type !== 'token') return;
    }
  } finally {
    job.listeners.delete(listener);
    signal?.removeEventListener('abort', onAbort);
  }
}
