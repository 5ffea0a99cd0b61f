/**
 * The interest catalogue's words in languages other than English (issue 33, decision 079's pattern). English lives
 * in ./hobbies.ts beside the ids the stored answers use; every other language is content/hobbies/<locale>.json with
 * each category's and each activity's name and description keyed by that id. Ids, colours and icons are never
 * translated, so a rating means the same activity in every language.
 */
import { HOBBY_CATEGORIES } from './hobbies.js';
import type { HobbyActivity, HobbyCategory } from './types.js';

interface Words {
  name: string;
  description: string;
}

export interface HobbyTranslation {
  categories: Record<string, Words>;
  activities: Record<string, Words>;
}

/** The English words by id, per kind, straight from the catalogue. */
function englishWords(): { categories: Map<string, Words>; activities: Map<string, Words> } {
  return {
    categories: new Map(HOBBY_CATEGORIES.map((c) => [c.id, { name: c.name, description: c.description }])),
    activities: new Map(HOBBY_CATEGORIES.flatMap((c) => c.activities.map((a) => [a.id, { name: a.name, description: a.description }] as const))),
  };
}

/**
 * What is wrong with a translation file, as sentences naming the ids: a category or activity without a name or a
 * description, an id the catalogue does not have, a text left in English. Empty when the file is complete.
 */
export function hobbyTranslationProblems(translation: HobbyTranslation, file: string): string[] {
  const problems: string[] = [];
  const english = englishWords();
  for (const kind of ['categories', 'activities'] as const) {
    const given = translation[kind] ?? {};
    const missing = [...english[kind].keys()].filter((id) => !given[id]?.name?.trim() || !given[id]?.description?.trim());
    if (missing.length) problems.push(`${file} has no name or description for ${missing.length} ${kind}: ${missing.join(', ')}`);
    const unknown = Object.keys(given).filter((id) => !english[kind].has(id));
    if (unknown.length) problems.push(`${file} names ${kind} that do not exist: ${unknown.join(', ')}`);
    // A short name may rightly be the same word in both languages ("Yoga"); a whole description may not.
    const untranslated = Object.keys(given).filter((id) => given[id]!.description === english[kind].get(id)?.description);
    if (untranslated.length) problems.push(`${file} leaves ${kind} in English: ${untranslated.join(', ')}`);
  }
  return problems;
}

function translateActivity(activity: HobbyActivity, translation: HobbyTranslation): HobbyActivity {
  const words = translation.activities[activity.id];
  return words ? { ...activity, name: words.name, description: words.description } : activity;
}

/** A category (with its activities) in a reader's language; English (no translation) is the category itself. */
export function translateHobbyCategory<C extends Pick<HobbyCategory, 'id' | 'name' | 'description'> & { activities: HobbyActivity[] }>(
  category: C,
  translation: HobbyTranslation | null,
): C {
  if (!translation) return category;
  const words = translation.categories[category.id];
  return {
    ...category,
    name: words?.name ?? category.name,
    description: words?.description ?? category.description,
    activities: category.activities.map((a) => translateActivity(a, translation)),
  };
}

/** One activity's name in a reader's language (English, or the id's own English name, when there is none). */
export function hobbyActivityName(activity: Pick<HobbyActivity, 'id' | 'name'>, translation: HobbyTranslation | null): string {
  return translation?.activities[activity.id]?.name ?? activity.name;
}

/** One category's name in a reader's language. */
export function hobbyCategoryName(category: Pick<HobbyCategory, 'id' | 'name'>, translation: HobbyTranslation | null): string {
  return translation?.categories[category.id]?.name ?? category.name;
}
