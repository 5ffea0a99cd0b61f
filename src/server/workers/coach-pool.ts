/**
 * The coach's worker threads (issue 29 item 7, decision 102): a member's message may not hold the server's event loop
 * for more than 20 ms, and the offline coach's reply (about 25 ms on average, over 100 ms at p99) and the safety
 * screen of a long message (about 30-40 ms at 8,000 characters) both would. They run here, on a small piscina pool,
 * while the event loop goes on serving everyone else.
 *
 * - Threads: COACH_THREADS, else one thread per core beyond the first, at most two (on a 2-core VPS: one thread,
 *   leaving the other core to the event loop). The threads start on first use and then stay (each holds the offline
 *   engine, about 40 MB, and loading it costs about a second of CPU, so stopping an idle one only to reload it later
 *   would cost more than it saves). Long messages are screened on one more thread, of their own (below).
 * - A short message is screened in the event loop: a typical one costs about 0.13 ms of CPU, the same as handing it
 *   to a thread (measured: 0.10-0.13 ms), and at SCREEN_INLINE_CHARS (the message with the recent turns read beside
 *   it) about 3 ms, far under the 20 ms (bench/safety-screen.bench.ts measures the bound). A longer one goes to the
 *   screen's own thread, started on the first such message and holding only the screen, so a screen never waits
 *   behind someone's reply on the reply threads.
 * - A pool's threads all start together and first load what their tasks need (the engine, or the screen's patterns)
 *   under LOAD_LIMIT_MS; only then are tasks given TASK_LIMIT_MS. Loading is seconds of CPU on a busy machine, and a
 *   member's reply must not be given up because the thread it landed on was still loading.
 * - A thread holds up to TASKS_PER_THREAD tasks, so it starts the next reply the moment one ends. With one task at a
 *   time (what piscina allows for a task given an AbortSignal), the next was handed over only once the event loop
 *   had read the last answer: under load a turn of the loop took tens of ms, a thread made a reply in 5-13 ms and then
 *   waited, and at 500 members replies waited 8 s at p50 in the pool's queue while the thread was busy 15% of the
 *   time (issue 34 item 6). So the limit is kept here instead: the caller stops waiting at TASK_LIMIT_MS, a task still
 *   queued then is skipped by its thread (its deadline has passed), and a pool that finished nothing in that time has
 *   a thread stuck in a task and is replaced.
 * - closeDeps closes the pool, so tests and shutdown leave no thread behind.
 */
import os from 'node:os';
import { Piscina } from 'piscina';
import { checkSafety, conversationInCrisis, type SafetyContext, type SafetyVerdict } from '../features/coach/engine/safety.js';
import type { CoachRequest } from '../ports/coach/types.js';
import type { ScreenTask } from './coach-worker.js';

/** At most this many characters (the message and the recent turns read with it) may be screened in the event loop. */
export const SCREEN_INLINE_CHARS = 1_000;
/**
 * A task that has not finished this long after it was queued is given up: the member reads the coach's usual error
 * answer instead, and if the pool finished nothing meanwhile (a reply that never ends), its threads are replaced.
 */
export const TASK_LIMIT_MS = 20_000;
/** Tasks a thread holds at once: enough to stay busy through a slow turn of the event loop (about 10 ms each). */
export const TASKS_PER_THREAD = 16;
/**
 * How long a new thread may take to load before its first task (about a second on an idle machine; far longer when
 * the machine is busy). A load that passes it is given up, and the tasks go on (each loads what it needs itself).
 */
export const LOAD_LIMIT_MS = 120_000;

export interface CoachWorkers {
  /** How many threads the pool may run. */
  readonly threads: number;
  /**
   * The offline coach's reply (builtinText) made on a worker thread. Rejects when the thread fails or the task passes
   * TASK_LIMIT_MS. A member who leaves mid-reply does not stop it: it ends in tens of milliseconds anyway, and
   * stopping a running task stops its thread, whose replacement would load the engine again.
   */
  reply(request: CoachRequest): Promise<string>;
  /** The safety screen's verdict: in the event loop for a short message, else on the screen's own thread. */
  screen(message: string, context?: SafetyContext): Promise<SafetyVerdict>;
  /** conversationInCrisis (whether the person's recent turns called for care), on a thread when they are long. */
  inCrisis(recent: readonly string[]): Promise<boolean>;
  /** Starts the reply threads and loads the offline engine on them (when someone opens the coach). */
  warm(): void;
  /** How many threads are running now (0 before first use and after close). */
  running(): number;
  /** Stops every thread; tasks still queued are rejected. */
  close(): Promise<void>;
}

/** Threads for a machine with `cores` cores: all but one, between one and two. */
export function defaultThreads(cores = os.availableParallelism()): number {
  return Math.max(1, Math.min(2, cores - 1));
}

/**
 * The worker module beside this one: coach-worker.js when the server runs compiled (npm start runs dist/server with
 * plain Node), else coach-worker.dev.mjs, which loads coach-worker.ts through tsx (tsx, vitest): a worker thread does
 * not inherit the loader its parent reads TypeScript with.
 */
function workerFile(): string {
  return new URL(import.meta.url.endsWith('.ts') ? './coach-worker.dev.mjs' : './coach-worker.js', import.meta.url).href;
}

function chars(message: string, context: SafetyContext | undefined): number {
  return (context?.recent ?? []).reduce((sum, turn) => sum + turn.length, message.length);
}

/** A task's limit and a thread's load limit (TASK_LIMIT_MS and LOAD_LIMIT_MS; tests shorten them). */
interface Limits {
  taskMs: number;
  loadMs: number;
}

/**
 * One piscina pool, started on first use. Its threads all start then and run the `load` task first, so the
 * TASK_LIMIT_MS that `run` gives every task counts the task, not the thread's loading.
 */
function lazyPool(filename: string, maxThreads: number, load: string, limits: Limits) {
  let pool: Piscina | undefined;
  let loaded: Promise<void> = Promise.resolve();
  let closed = false;
  function start(): void {
    if (pool) return;
    // Tasks are queued, never refused: a burst waits its turn (a reply is tens of ms, a screen well under one).
    const started = new Piscina({ filename, minThreads: maxThreads, maxThreads, idleTimeout: Infinity, maxQueue: Infinity, concurrentTasksPerWorker: TASKS_PER_THREAD });
    // A thread that fails between tasks is replaced by piscina, which also reports it here: without a listener
    // the report would be thrown in this thread and end the process.
    started.on('error', () => undefined);
    // One load task per thread, all queued at once, so each thread takes one (a task with a signal has its thread to
    // itself). A failed load only means the first task loads for itself, as a replacement thread (after a failure) does.
    const loads = Array.from({ length: maxThreads }, () => started.run(null, { name: load, signal: AbortSignal.timeout(limits.loadMs) }));
    loaded = Promise.allSettled(loads).then(() => undefined);
    pool = started;
  }
  return {
    async run<T>(task: object, name: string): Promise<T> {
      if (closed) throw new Error('the coach worker pool is closed');
      start();
      await loaded;
      const open = pool;
      if (closed || !open) throw new Error('the coach worker pool is closed');
      const finishedBefore = open.completed;
      let timer: NodeJS.Timeout | undefined;
      const limit = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          reject(new Error('the coach task was aborted: it passed its time limit'));
          // Nothing finished on the pool all this time: a thread is stuck in a task. Its replacement loads afresh.
          if (open.completed === finishedBefore && pool === open) {
            pool = undefined;
            void open.destroy();
          }
        }, limits.taskMs);
      });
      try {
        // No AbortSignal: piscina would then run one task at a time per thread (see the top of this file).
        return await Promise.race([open.run({ ...task, deadline: Date.now() + limits.taskMs }, { name }) as Promise<T>, limit]);
      } finally {
        clearTimeout(timer);
      }
    },
    /** Starts the threads and their loading, if not yet started. */
    start: () => {
      if (!closed) start();
    },
    running: () => pool?.threads.length ?? 0,
    async close() {
      closed = true;
      const open = pool;
      pool = undefined;
      await open?.destroy();
    },
  };
}

export function createCoachWorkers(options: { threads?: number; filename?: string; limits?: Limits } = {}): CoachWorkers {
  const threads = options.threads ?? defaultThreads();
  const filename = options.filename ?? workerFile();
  const limits = options.limits ?? { taskMs: TASK_LIMIT_MS, loadMs: LOAD_LIMIT_MS };
  const replies = lazyPool(filename, threads, 'warm', limits);
  // Long messages are screened on a thread of their own, never behind someone's reply (a reply on a busy pool can wait
  // a second in a burst, and the screen decides whether the message is admitted at all).
  const screens = lazyPool(filename, 1, 'warmScreen', limits);
  /** A long text on the screen's thread, a short one here (never skipped if the thread fails). */
  async function offLoop<T>(size: number, name: string, task: object, here: () => T): Promise<T> {
    if (size <= SCREEN_INLINE_CHARS) return here();
    try {
      return await screens.run<T>(task, name);
    } catch {
      // The screen is never skipped: if its thread failed, it runs here (slower for everyone for once, never unsafe).
      return here();
    }
  }
  return {
    threads,
    reply: (request) => replies.run<string>(request, 'reply'),
    screen(message, context) {
      const task: ScreenTask = { message, context: { recent: context?.recent ? [...context.recent] : undefined, timeZone: context?.timeZone } };
      return offLoop(chars(message, context), 'screen', task, () => checkSafety(message, context));
    },
    inCrisis(recent) {
      return offLoop(chars('', { recent }), 'inCrisis', { recent: [...recent] }, () => conversationInCrisis(recent));
    },
    running: () => replies.running() + screens.running(),
    warm() {
      replies.start();
    },
    async close() {
      await Promise.all([replies.close(), screens.close()]);
    },
  };
}
