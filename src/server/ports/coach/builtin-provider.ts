import { wordChunks } from './chunks.js';
import type { CoachProvider, CoachRequest } from './types.js';

export { wordChunks } from './chunks.js';

/**
 * The offline coach's engine (builtin-reply.ts and everything under builtin/: its reading, its content, chrono-node,
 * compromise and the nlp.js intent model) is loaded when someone opens the coach (warm) or, for a client that sends
 * without opening it, on the first message, not at start-up: together they are about 40 MB resident that an idle
 * server need not hold (issue 34, decision 076). One promise shared by every caller.
 */
let engine: Promise<typeof import('./builtin-reply.js')> | undefined;
function loadEngine(): Promise<typeof import('./builtin-reply.js')> {
  engine ??= import('./builtin-reply.js').then(async (module) => {
    await module.prepareBuiltinEngine();
    return module;
  });
  return engine;
}

/**
 * Where the reply's text is made. The server hands in its worker threads (workers/coach-pool.ts, decision 102), so a
 * reply never holds the event loop; without them (a test of the provider alone) it is made in this thread.
 */
export interface BuiltinCompute {
  reply(request: CoachRequest): Promise<string>;
  warm(): void;
}

const inThisThread: BuiltinCompute = {
  reply: async (request) => (await loadEngine()).builtinText(request),
  warm: () => void loadEngine().catch(() => undefined),
};

/**
 * The offline coach as a provider. Its reply is computed at once and then streamed in small word chunks, with a
 * short pause between them, so the browser takes exactly the same path as with a hosted model.
 */
export function createBuiltinProvider(options: { chunkDelayMs?: number; compute?: BuiltinCompute } = {}): CoachProvider {
  const delay = options.chunkDelayMs ?? 15;
  const compute = options.compute ?? inThisThread;
  return {
    name: 'builtin',
    warm() {
      compute.warm();
    },
    async *stream(request: CoachRequest, signal?: AbortSignal) {
      const text = await compute.reply(request);
      for (const chunk of wordChunks(text)) {
        if (signal?.aborted) return;
        yield chunk;
        if (delay > 0) await new Promise((r) => setTimeout(r, delay));
      }
    },
  };
}
