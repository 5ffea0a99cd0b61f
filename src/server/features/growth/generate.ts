import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { STABILITY_LABELS } from '../../../shared/assessment/labels.js';
import type { StabilityDimension, SurveyResults } from '../../../shared/assessment/types.js';
import { loadCoachContext } from '../coach/coach.service.js';
import { actionLibrary, DIFFICULTIES, formatMinutes, type Difficulty } from './library.js';
import type { Locale } from '../../../shared/locales.js';
import { weightOf } from './selection.js';

/**
 * Fresh actions for one type, through the coach port. The builtin coach composes them from our library and the
 * person's results. A model provider is asked for JSON in a fixed shape, validated with zod; anything malformed, too
 * long, unsafe, slow or failing falls back to the library, so generate never becomes a 500.
 */

export const GENERATED_PER_REQUEST = 3;
const MODEL_TIMEOUT_MS = 15_000;

export interface GeneratedAction {
  title: string;
  description: string;
  steps: string[];
  difficulty: Difficulty;
  estimatedTime: string;
  /** The library id when composed from the library (keeps parallel generations from listing one action twice). */
  libraryId?: string;
}

const modelAction = z.object({
  title: z.string().trim().min(3).max(80),
  description: z.string().trim().min(10).max(300),
  steps: z.array(z.string().trim().min(3).max(300)).min(2).max(8),
  difficulty: z.enum(DIFFICULTIES),
  estimatedMinutes: z.number().int().min(1).max(480),
});
const modelAnswer = z.object({ actions: z.array(modelAction).min(1).max(GENERATED_PER_REQUEST) });

/** Words that have no place in a kind, practical weekly step (the model's answer is refused if it carries them). */
const UNSAFE = /\b(suicid\w*|self[- ]harm|kill|weapon|drug\w*|diagnos\w*|medicat\w*|prescri\w*|therap(y|ist) (is|are) not needed|password|https?:\/\/)/i;

export interface GenerateRequest {
  userId: string;
  type: StabilityDimension;
  /** Varies per request so two generations on one day differ. */
  seed: string;
  results: SurveyResults | null;
  connections: number;
  avoidTitles: string[];
  /** The member's language: a model's own action is stored as it wrote it, so its time is written in that language too. */
  locale?: Locale;
}

export async function generateActions(deps: AppDeps, request: GenerateRequest): Promise<GeneratedAction[]> {
  if (deps.coach.name !== 'builtin') {
    const fromModel = await askModel(deps, request).catch(() => null);
    if (fromModel) return fromModel;
    deps.logger?.info({ type: request.type }, 'generated actions fell back to the library');
  }
  return fromLibrary(request);
}

/** Library actions not already in the week's list, the person's favourites first (seeded, so stable per request). */
export function fromLibrary(request: GenerateRequest): GeneratedAction[] {
  const taken = new Set(request.avoidTitles.map((t) => t.toLowerCase()));
  const r = request.results;
  const input = {
    userId: request.userId,
    stabilityType: request.type,
    weekKey: request.seed,
    score: r ? Number(r[`${request.type}Stability`]) : null,
    attachment: r?.relationshipType ?? null,
    loveLanguages: r ? [r.loveLanguageGiving, r.loveLanguageReceiving] : [],
    connectionCount: request.connections,
  };
  const rank = (id: string) => createHash('sha256').update(`${request.seed}|${id}`).digest().readUInt32LE(0) / 2 ** 32;
  return actionLibrary()
    [request.type].filter((a) => !taken.has(a.title.toLowerCase()))
    .map((a) => ({ a, key: weightOf(a, input) * (0.5 + rank(a.id)) }))
    .sort((x, y) => y.key - x.key)
    .slice(0, GENERATED_PER_REQUEST)
    .map(({ a }) => ({ title: a.title, description: a.description, steps: a.steps, difficulty: a.difficulty, estimatedTime: formatMinutes(a.estimatedMinutes), libraryId: a.id }));
}

function extractJson(text: string): unknown {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) return null;
  try {
    return JSON.parse(text.slice(start, end + 1));
  } catch {
    return null;
  }
}

async function askModel(deps: AppDeps, request: GenerateRequest): Promise<GeneratedAction[] | null> {
  const context = await loadCoachContext(deps, request.userId);
  const name = STABILITY_LABELS[request.type];
  const message = [
    `Suggest ${GENERATED_PER_REQUEST} new weekly actions that would strengthen my ${name.toLowerCase()} stability, fitted to my profile.`,
    'Each must be practical, kind and specific, doable within a week, suitable whether the relationship is a couple, friends, family or colleagues, and make no medical or clinical claims.',
    request.avoidTitles.length ? `Avoid these, which I already have: ${request.avoidTitles.join('; ')}.` : '',
    // The words are stored as the model writes them and shown as they are, so they must already be the member's language.
    request.locale && request.locale !== 'en' ? `Write every title, description and step in ${new Intl.DisplayNames(['en'], { type: 'language' }).of(request.locale)}.` : '',
    'Answer with JSON only, no prose, in exactly this shape:',
    '{"actions":[{"title":"...","description":"one or two sentences","steps":["step 1","step 2"],"difficulty":"easy|medium|hard","estimatedMinutes":20}]}',
  ]
    .filter(Boolean)
    .join('\n');
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), MODEL_TIMEOUT_MS);
  let text = '';
  try {
    for await (const chunk of deps.coach.stream({ context, message, mode: 'coach' }, abort.signal)) {
      text += chunk;
      if (text.length > 12_000) return null; // far longer than the shape allows: not what we asked for
    }
  } finally {
    clearTimeout(timer);
  }
  const parsed = modelAnswer.safeParse(extractJson(text));
  if (!parsed.success) return null;
  const actions = parsed.data.actions;
  if (actions.some((a) => UNSAFE.test([a.title, a.description, ...a.steps].join(' ')))) return null;
  return actions.map((a) => ({ title: a.title, description: a.description, steps: a.steps, difficulty: a.difficulty, estimatedTime: formatMinutes(a.estimatedMinutes, request.locale) }));
}
