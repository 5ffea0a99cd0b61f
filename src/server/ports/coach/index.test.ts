import { describe, expect, it } from 'vitest';
import { appConfigFromEnv, ConfigError, readEnv } from '../../env.js';
import { createCoachProvider } from './index.js';

/** The coach the server would run with this environment. */
function coachFor(env: Record<string, string>) {
  const config = appConfigFromEnv(readEnv(env));
  return { name: createCoachProvider(config.coach).name, coachName: config.coachName, model: config.coach.model };
}

describe('choosing the coach provider (COACH_PROVIDER)', () => {
  it('runs the offline coach when nothing is set, and Claude when only ANTHROPIC_API_KEY is set', () => {
    expect(coachFor({}).name).toBe('builtin');
    expect(coachFor({ ANTHROPIC_API_KEY: 'sk-test' }).name).toBe('anthropic');
  });

  it('lets COACH_PROVIDER win over the key', () => {
    expect(coachFor({ COACH_PROVIDER: 'builtin', ANTHROPIC_API_KEY: 'sk-test' }).name).toBe('builtin');
    expect(coachFor({ COACH_PROVIDER: 'openai', OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1', ANTHROPIC_API_KEY: 'sk-test' }).name).toBe('openai');
    expect(coachFor({ COACH_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: 'sk-test', COACH_MODEL: 'claude-x' })).toMatchObject({ name: 'anthropic', model: 'claude-x' });
  });

  it('treats an empty COACH_PROVIDER as unset and refuses an unknown one', () => {
    expect(coachFor({ COACH_PROVIDER: '' }).name).toBe('builtin');
    expect(() => readEnv({ COACH_PROVIDER: 'gpt' })).toThrow(ConfigError);
    expect(() => readEnv({ COACH_PROVIDER: 'gpt' })).toThrow(/COACH_PROVIDER/);
  });

  it('presents the coach as Aria unless COACH_NAME says otherwise', () => {
    expect(coachFor({}).coachName).toBe('Aria');
    expect(coachFor({ COACH_NAME: '  Sage ' }).coachName).toBe('Sage');
  });
});
