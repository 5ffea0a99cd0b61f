import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_DIR } from '../../contentDir.js';
import { z } from 'zod';
import { LOVE_LANGUAGES, STABILITY_DIMENSIONS, type StabilityDimension } from '../../../shared/assessment/types.js';
import type { Locale } from '../../../shared/locales.js';
import { t } from '../../i18n/translate.js';

/**
 * The action library we write ourselves (content/actions/<type>.json), loaded and validated with zod once at start-up
 * (createApp calls actionLibrary()), so a broken file stops the server with a message naming it instead of showing a
 * half-empty list. Writing more actions is a content change, not a code change.
 */

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** Spec §9: easy 1, medium 2, hard 3. */
export const POINTS: Record<Difficulty, number> = { easy: 1, medium: 2, hard: 3 };

/** The least the library must hold per stability type (issue 14). */
export const MIN_ACTIONS_PER_TYPE = 12;

const libraryAction = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/, 'id must be lower-case words joined by dashes'),
  title: z.string().min(3).max(80),
  description: z.string().min(10).max(300),
  steps: z.array(z.string().min(3).max(300)).min(2).max(8),
  difficulty: z.enum(DIFFICULTIES),
  estimatedMinutes: z.number().int().min(1).max(480),
  /** Set when the action speaks one love language (selection leans toward the person's own). */
  loveLanguage: z.enum(LOVE_LANGUAGES).optional(),
});
export type LibraryAction = z.infer<typeof libraryAction>;
export type ActionLibrary = Record<StabilityDimension, LibraryAction[]>;

const DEFAULT_DIR = path.join(CONTENT_DIR, 'actions');

export function loadActionLibrary(dir = DEFAULT_DIR): ActionLibrary {
  const library = {} as ActionLibrary;
  const seen = new Set<string>();
  for (const type of STABILITY_DIMENSIONS) {
    const file = path.join(dir, `${type}.json`);
    const parsed = z.array(libraryAction).safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
    if (!parsed.success) throw new Error(`content/actions/${type}.json is invalid: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    const actions = parsed.data;
    if (actions.length < MIN_ACTIONS_PER_TYPE) throw new Error(`content/actions/${type}.json has ${actions.length} actions; at least ${MIN_ACTIONS_PER_TYPE} are needed`);
    for (const difficulty of DIFFICULTIES) {
      if (!actions.some((a) => a.difficulty === difficulty)) throw new Error(`content/actions/${type}.json has no ${difficulty} action`);
    }
    for (const a of actions) {
      if (seen.has(a.id)) throw new Error(`content/actions: the id ${a.id} is used twice`);
      seen.add(a.id);
    }
    library[type] = actions;
  }
  return library;
}

let loaded: ActionLibrary | undefined;

/** The library, read once per process. */
export function actionLibrary(): ActionLibrary {
  loaded ??= loadActionLibrary();
  return loaded;
}

/** A library action by its id (ids are unique across the types), for a stored row that names its source. */
export function libraryActionById(id: string): LibraryAction | undefined {
  return Object.values(actionLibrary())
    .flat()
    .find((a) => a.id === id);
}

/** "15 minutes", "1 hour", "1 hour 30 minutes" — or "1 hora 30 minutos": plurals by the reader's language's rules. */
export function formatMinutes(minutes: number, locale: Locale = 'en'): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const hours = h === 0 ? '' : t(locale, 'action.hours', { count: h });
  const mins = m === 0 ? '' : t(locale, 'action.minutes', { count: m });
  return [hours, mins].filter(Boolean).join(' ') || t(locale, 'action.minutes', { count: 5 });
}
