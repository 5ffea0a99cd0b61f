/**
 * Checks the content we write (content/: weekly actions, newsletter articles, and every language's words) the way the server reads it, and exits
 * non-zero with a message naming the broken file. `npm start` runs it before the server when content or code
 * changed, and the Docker build runs it once, so the server itself need not hold the article parsers from start-up.
 */
import { actionLibrary } from './features/growth/library.js';
import { loadArticleLibrary, type Article } from './features/newsletter/library.js';
import { articleTranslationProblems, readArticleTranslation } from './features/newsletter/articleText.js';
import { dailyQuestionDecks } from './features/daily-question/decks.js';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTENT_DIR } from './contentDir.js';
import { LOCALES } from '../shared/locales.js';
import { surveyTranslationProblems, type SurveyTranslation } from '../shared/assessment/surveyText.js';
import { hobbyTranslationProblems, type HobbyTranslation } from '../shared/assessment/hobbyText.js';
import { resultTranslationProblems, type ResultTranslation } from '../shared/assessment/resultText.js';
import { actionTranslationProblems, readActionTranslation } from './features/growth/actionText.js';
import type { ActionLibrary } from './features/growth/library.js';
import { allPrompts, promptTranslationProblems, readPromptTranslation } from './features/social-hub/prompts.js';

/** Each language's survey file (content/survey/<locale>.json) has all 300 statements and nothing else. */
function checkSurveyTranslations(): number {
  const locales = LOCALES.filter((l) => l !== 'en');
  for (const locale of locales) {
    const file = `content/survey/${locale}.json`;
    const problems = surveyTranslationProblems(JSON.parse(readFileSync(path.join(CONTENT_DIR, 'survey', `${locale}.json`), 'utf8')) as SurveyTranslation, file);
    if (problems.length) throw new Error(problems.join('; '));
  }
  return locales.length;
}

/** Each language's interest file (content/hobbies/<locale>.json) names every category and activity, and nothing else. */
function checkHobbyTranslations(): void {
  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    const file = `content/hobbies/${locale}.json`;
    const problems = hobbyTranslationProblems(JSON.parse(readFileSync(path.join(CONTENT_DIR, 'hobbies', `${locale}.json`), 'utf8')) as HobbyTranslation, file);
    if (problems.length) throw new Error(problems.join('; '));
  }
}

/** Each language's weekly actions (content/actions/<locale>.json) and Social Hub prompts (content/social-hub/<locale>.json) are whole. */
function checkActionAndPromptTranslations(actions: ActionLibrary): void {
  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    const problems = [
      ...actionTranslationProblems(readActionTranslation(locale), actions, `content/actions/${locale}.json`),
      ...promptTranslationProblems(readPromptTranslation(locale), allPrompts(), `content/social-hub/${locale}.json`),
    ];
    if (problems.length) throw new Error(problems.join('; '));
  }
}

/** Each language's newsletter articles (content/newsletter/<locale>/<topic>/<id>.md) are valid and translate every English one. */
async function checkArticleTranslations(english: Article[]): Promise<void> {
  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    const problems = articleTranslationProblems(await readArticleTranslation(locale), english, `content/newsletter/${locale}`);
    if (problems.length) throw new Error(problems.join('; '));
  }
}

/** Each language's results file (content/results/<locale>.json) names every type, and nothing else. */
function checkResultTranslations(): void {
  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    const file = `content/results/${locale}.json`;
    const problems = resultTranslationProblems(JSON.parse(readFileSync(path.join(CONTENT_DIR, 'results', `${locale}.json`), 'utf8')) as ResultTranslation, file);
    if (problems.length) throw new Error(problems.join('; '));
  }
}

try {
  const actions = actionLibrary();
  const articles = await loadArticleLibrary();
  const decks = dailyQuestionDecks();
  const surveyLanguages = checkSurveyTranslations();
  checkHobbyTranslations();
  checkResultTranslations();
  checkActionAndPromptTranslations(actions);
  await checkArticleTranslations(articles);
  console.log(
    `Attune: content is valid (${Object.values(actions).flat().length} weekly actions, ${articles.length} newsletter articles, ${Object.values(decks).flat().length} daily questions; the survey, its interests, the type reports, the weekly actions, the Social Hub prompts and the newsletter articles in ${surveyLanguages + 1} languages).`,
  );
} catch (error) {
  console.error(`Attune: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
