import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../../env.js';
import { describeProvider, runCoachCheck, SAMPLE_QUESTION } from './check.js';
import { CoachProviderError } from './errors.js';
import type { CoachProvider } from './types.js';

const coach = (over: Partial<AppConfig['coach']> = {}): AppConfig['coach'] => ({
  provider: 'builtin',
  model: undefined,
  anthropicApiKey: undefined,
  openaiBaseUrl: undefined,
  openaiApiKey: undefined,
  ...over,
});

function capture() {
  let out = '';
  return { write: (text: string) => void (out += text), output: () => out };
}

describe('coach:check', () => {
  it('names the builtin coach and prints its grounded answer about Maya', async () => {
    const sink = capture();
    const result = await runCoachCheck({ coach: coach(), coachName: 'Aria' }, { write: sink.write });
    expect(result).toMatchObject({ ok: true, provider: expect.stringMatching(/^builtin/) });
    if (!result.ok) throw new Error(result.reason);
    expect(result.answer).toContain('Maya');
    // Grounded in the sample results: Maya receives love through Quality Time.
    expect(result.answer).toMatch(/Quality Time/);
    expect(sink.output()).toContain('Coach provider: builtin');
    expect(sink.output()).toContain(SAMPLE_QUESTION);
    expect(sink.output()).toContain(result.answer);
  });

  it('shows the base URL and model of an OpenAI-compatible server, never its key', () => {
    const line = describeProvider(coach({ provider: 'openai', openaiBaseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.1', openaiApiKey: 'sk-very-secret' }));
    expect(line).toBe('openai (OpenAI-compatible) at http://127.0.0.1:11434/v1, model llama3.1, API key set');
    expect(describeProvider(coach({ provider: 'anthropic', anthropicApiKey: 'sk-ant-secret' }))).not.toContain('secret');
  });

  it('turns a provider failure into one line instead of throwing', async () => {
    const refusing: CoachProvider = {
      name: 'openai',
      async *stream() {
        throw new CoachProviderError('OpenAI-compatible server answered 401', 401);
      },
    };
    const result = await runCoachCheck({ coach: coach({ provider: 'openai' }), coachName: 'Aria' }, { write: () => {}, provider: refusing });
    expect(result).toEqual({ ok: false, provider: expect.stringMatching(/^openai/), reason: 'the server refused the API key (401): OpenAI-compatible server answered 401' });
  });

  it('fails when the answer is empty, or does not finish before the deadline', async () => {
    const silent: CoachProvider = { name: 'openai', async *stream() {} };
    expect(await runCoachCheck({ coach: coach(), coachName: 'Aria' }, { write: () => {}, provider: silent })).toMatchObject({ ok: false, reason: 'the provider answered with no text' });
    const stalled: CoachProvider = {
      name: 'openai',
      async *stream(_request, signal) {
        yield 'Start';
        await new Promise((_, reject) => signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
      },
    };
    expect(await runCoachCheck({ coach: coach(), coachName: 'Aria' }, { write: () => {}, provider: stalled, deadlineMs: 50 })).toMatchObject({ ok: false, reason: 'no complete answer within 0.05 s' });
  });
});
