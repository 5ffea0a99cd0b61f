import type { CoachProvider, CoachRequest } from '../ports/coach/types.js';

/**
 * A model provider that records what it was asked and answers briefly: for tests of what reaches a model (its
 * context and prompt) through the real chat endpoints. `next()` resolves with the next request it receives.
 */
export function recordingCoach(): { provider: CoachProvider; next: () => Promise<CoachRequest> } {
  let resolve: (r: CoachRequest) => void = () => {};
  let pending = new Promise<CoachRequest>((r) => (resolve = r));
  const provider: CoachProvider = {
    name: 'anthropic',
    async *stream(request) {
      resolve(request);
      yield 'Okay.';
    },
  };
  return {
    provider,
    next: async () => {
      const got = await pending;
      pending = new Promise<CoachRequest>((r) => (resolve = r));
      return got;
    },
  };
}
