/**
 * Checks the content we write (content/: weekly actions, newsletter articles) the way the server reads it, and exits
 * non-zero with a message naming the broken file. `npm start` runs it before the server when content or code
 * changed, and the Docker build runs it once, so the server itself need not hold the article parsers from start-up.
 */
import { actionLibrary } from './features/growth/library.js';
import { loadArticleLibrary } from './features/newsletter/library.js';
import { dailyQuestionDecks } from './features/daily-question/decks.js';

try {
  const actions = actionLibrary();
  const articles = await loadArticleLibrary();
  const decks = dailyQuestionDecks();
  console.log(`Attune: content is valid (${Object.values(actions).flat().length} weekly actions, ${articles.length} newsletter articles, ${Object.values(decks).flat().length} daily questions).`);
} catch (error) {
  console.error(`Attune: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
