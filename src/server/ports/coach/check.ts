/**
 * `npm run coach:check` (scripts/coach-check.ts): which coach provider the environment selects, and one grounded
 * answer from it, so an operator can tell a misconfigured model server from a working one without signing in.
 */
import type { SurveyResults, VibeResult } from '../../../shared/assessment/types.js';
import type { AppConfig } from '../../env.js';
import { DEFAULT_ANTHROPIC_MODEL } from './anthropic.js';
import type { CoachContext } from './context.js';
import { CoachProviderError } from './errors.js';
import { createCoachProvider } from './index.js';
import { DEFAULT_OPENAI_MODEL } from './openai.js';
import type { CoachProvider } from './types.js';

import { SAMPLE_QUESTION } from '../../../shared/adminCoach.js';

export { SAMPLE_QUESTION };

/** Longer than the coach's own idle timeout: a local model may first have to load into memory. */
const CHECK_DEADLINE_MS = 120_000;

/** The active provider in one line: its name, and for a model its server and model. Never the key itself. */
export function describeProvider(coach: AppConfig['coach']): string {
  switch (coach.provider) {
    case 'anthropic':
      return `anthropic (Claude), model ${coach.model ?? DEFAULT_ANTHROPIC_MODEL}, API key ${coach.anthropicApiKey ? 'set' : 'missing'}`;
    case 'openai':
      return `openai (OpenAI-compatible) at ${coach.openaiBaseUrl ?? 'https://api.openai.com/v1'}, model ${coach.model ?? DEFAULT_OPENAI_MODEL}, API key ${coach.openaiApiKey ? 'set' : 'none'}`;
    default:
      return 'builtin (the offline coach: no model, no network)';
  }
}

const alexResults: SurveyResults = {
  personalityType: 'INFJ',
  relationshipType: 'anxious',
  loveLanguageGiving: 'acts_of_service',
  loveLanguageReceiving: 'words_of_affirmation',
  overallStability: 64,
  mentalStability: 70,
  emotionalStability: 48,
  physicalStability: 55,
  socialStability: 62,
  spiritualStability: 81,
  desireStability: 66,
  evidence: {
    axes: [
      { axis: 'EI', letter: 'I', percent: 72, firstPolePercent: 28, borderline: false },
      { axis: 'SN', letter: 'N', percent: 66, firstPolePercent: 34, borderline: false },
      { axis: 'TF', letter: 'F', percent: 58, firstPolePercent: 42, borderline: true },
      { axis: 'JP', letter: 'J', percent: 61, firstPolePercent: 61, borderline: false },
    ],
    attachment: { anxiety: 71, avoidance: 30 },
    loveLanguages: {
      giving: { words_of_affirmation: 50, quality_time: 60, acts_of_service: 80, gifts: 20, physical_touch: 40 },
      receiving: { words_of_affirmation: 85, quality_time: 70, acts_of_service: 40, gifts: 15, physical_touch: 50 },
    },
  },
};

const mayaResults: SurveyResults = {
  personalityType: 'ENFP',
  relationshipType: 'secure',
  loveLanguageGiving: 'physical_touch',
  loveLanguageReceiving: 'quality_time',
  overallStability: 72,
  mentalStability: 74,
  emotionalStability: 66,
  physicalStability: 80,
  socialStability: 78,
  spiritualStability: 60,
  desireStability: 74,
  evidence: {
    axes: [
      { axis: 'EI', letter: 'E', percent: 69, firstPolePercent: 69, borderline: false },
      { axis: 'SN', letter: 'N', percent: 71, firstPolePercent: 29, borderline: false },
      { axis: 'TF', letter: 'F', percent: 64, firstPolePercent: 36, borderline: false },
      { axis: 'JP', letter: 'P', percent: 67, firstPolePercent: 33, borderline: false },
    ],
    attachment: { anxiety: 28, avoidance: 24 },
    loveLanguages: {
      giving: { words_of_affirmation: 60, quality_time: 70, acts_of_service: 30, gifts: 25, physical_touch: 82 },
      receiving: { words_of_affirmation: 55, quality_time: 88, acts_of_service: 35, gifts: 20, physical_touch: 70 },
    },
  },
};

const mayaVibe: VibeResult = {
  score: 74,
  band: 'Good',
  personality: {
    score: 71,
    weight: 60,
    parts: [
      { id: 'type_match', label: 'Type match', score: 78, weight: 0.3, reasons: ['INFJ and ENFP often understand each other quickly'], watchOut: null },
      { id: 'axes', label: 'Personality axes', score: 55, weight: 0.2, reasons: ['Maya recharges with people while you recharge alone'], watchOut: 'Maya recharges with people while you recharge alone' },
      { id: 'attachment', label: 'Attachment', score: 70, weight: 0.2, reasons: ['Maya’s steady footing can calm your worries'], watchOut: null },
      { id: 'love_languages', label: 'Love languages', score: 62, weight: 0.2, reasons: ['Maya feels loved through Quality Time, which you give less often'], watchOut: 'Maya feels loved through Quality Time, which you give less often' },
      { id: 'stability', label: 'Stability', score: 80, weight: 0.1, reasons: ['You are both fairly steady'], watchOut: null },
    ],
  },
  lifestyle: {
    score: 78,
    weight: 40,
    parts: [
      { id: 'shared_activities', label: 'Shared activities', score: 80, weight: 0.6, reasons: ['You both love Hiking & walking'], watchOut: null },
      { id: 'category_overlap', label: 'Interest overlap', score: 75, weight: 0.4, reasons: ['You share Outdoors & Movement'], watchOut: null },
    ],
  },
  highlights: ['Maya feels loved through Quality Time, which you give less often', 'You both love Hiking & walking'],
  yourWay: null,
};

/** An example person (Alex) with results and one connection (Maya, a couple): in memory, no database. */
export function sampleContext(coachName: string): CoachContext {
  return {
    coachName,
    person: { firstName: 'Alex', results: alexResults, hobbies: null },
    connections: [{ firstName: 'Maya', lastName: 'Okafor', relationshipType: 'couple', results: mayaResults, vibe: mayaVibe }],
    history: [],
  };
}

export type CoachCheckResult = { ok: true; provider: string; answer: string } | { ok: false; provider: string; reason: string };

/**
 * Prints the active provider, asks SAMPLE_QUESTION about the sample context and prints the answer as it streams.
 * A failure is returned as one line (never thrown), so the script can print it and exit 1.
 */
export async function runCoachCheck(
  config: Pick<AppConfig, 'coach' | 'coachName'>,
  /** `answerOnly`: write only the answer's pieces (the admin monitor's "Try it" streams them), no header or newlines. */
  options: { write?: (text: string) => void; provider?: CoachProvider; deadlineMs?: number; answerOnly?: boolean; signal?: AbortSignal } = {},
): Promise<CoachCheckResult> {
  const out = options.write ?? ((text: string) => process.stdout.write(text));
  let inAnswer = false;
  const write = (text: string) => {
    if (!options.answerOnly || inAnswer) out(text);
  };
  const provider = describeProvider(config.coach);
  write(`Coach provider: ${provider}\nQuestion: ${SAMPLE_QUESTION}\n\n`);
  const deadlineMs = options.deadlineMs ?? CHECK_DEADLINE_MS;
  const timeout = AbortSignal.timeout(deadlineMs);
  const deadline = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  let answer = '';
  try {
    const coach = options.provider ?? createCoachProvider(config.coach);
    for await (const piece of coach.stream({ context: sampleContext(config.coachName), message: SAMPLE_QUESTION, mode: 'coach' }, deadline)) {
      answer += piece;
      inAnswer = true;
      write(piece);
      inAnswer = false;
    }
  } catch (error) {
    if (answer) write('\n');
    return { ok: false, provider, reason: timeout.aborted ? `no complete answer within ${deadlineMs / 1000} s` : deadline.aborted ? 'stopped' : failureReason(error) };
  }
  if (!answer.trim()) return { ok: false, provider, reason: 'the provider answered with no text' };
  write('\n');
  return { ok: true, provider, answer };
}

/** One line an operator can act on. Provider messages hold no key (see openai.ts and anthropic.ts). */
function failureReason(error: unknown): string {
  const message = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim();
  if (error instanceof CoachProviderError) {
    if (error.status === 401 || error.status === 403) return `the server refused the API key (${error.status}): ${message}`;
    if (error.status === 404) return `not found (404): check the base URL and the model name (COACH_MODEL): ${message}`;
  }
  return message;
}
