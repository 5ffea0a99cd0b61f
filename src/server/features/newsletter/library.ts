import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { CONTENT_DIR } from '../../contentDir.js';
import { NEWSLETTER_LEVELS, NEWSLETTER_TOPICS, type NewsletterLevel, type NewsletterTopic } from '../../../shared/newsletter.js';

/**
 * The newsletter's article library (content/newsletter/<topic>/<id>.md: markdown with front matter), written by us,
 * in English; other languages' words for the same articles are in articleText.ts (content/newsletter/<locale>/),
 * read and validated on first use. Its parsers (gray-matter, marked: about 10 MB resident) load only then, since most
 * hours of a server's life send no newsletter; `npm start` and the Docker build check the content before the server
 * starts (scripts/check-content), so a broken file still stops a start with a message naming it. Writing another article is a content change, not a code change.
 */

/** The least the library must hold per topic (issue 17). */
export const MIN_ARTICLES_PER_TOPIC = 8;
export const MIN_WORDS = 300;
export const MAX_WORDS = 600;

const frontMatter = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/, 'id must be lower-case words joined by dashes'),
  title: z.string().min(5).max(90),
  topic: z.enum(NEWSLETTER_TOPICS),
  level: z.enum(NEWSLETTER_LEVELS),
  summary: z.string().min(20).max(200),
});

export interface Article {
  id: string;
  title: string;
  topic: NewsletterTopic;
  level: NewsletterLevel;
  summary: string;
  /** The markdown body as written (the plain-text part of an e-mail). */
  markdown: string;
  /** The body as HTML (our own text, rendered once here). */
  html: string;
  words: number;
}

/** Words as a reader counts them, in any language: a run between spaces that holds a letter or a digit (é and ñ count). */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

const DEFAULT_DIR = path.join(CONTENT_DIR, 'newsletter');

/**
 * Reads and validates every article under `dir`/<topic>/ (front matter, file name, id used once, word range), naming
 * a broken file as `where`/<topic>/<file>. Shared by the English library and its translations (articleText.ts), so a
 * translation is held to the same rules.
 */
export async function readArticles(dir: string, where: string): Promise<Article[]> {
  const [{ default: matter }, { marked }] = await Promise.all([import('gray-matter'), import('marked')]);
  const articles: Article[] = [];
  const seen = new Set<string>();
  for (const topic of NEWSLETTER_TOPICS) {
    const topicDir = path.join(dir, topic);
    const files = fs.existsSync(topicDir) ? fs.readdirSync(topicDir).filter((f) => f.endsWith('.md')).sort() : [];
    for (const file of files) {
      const name = `${where}/${topic}/${file}`;
      const parsed = matter(fs.readFileSync(path.join(topicDir, file), 'utf8'));
      const meta = frontMatter.safeParse(parsed.data);
      if (!meta.success) throw new Error(`${name} is invalid: ${meta.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
      if (meta.data.topic !== topic) throw new Error(`${name} says topic ${meta.data.topic} but sits under ${topic}/`);
      if (`${meta.data.id}.md` !== file) throw new Error(`${name}: the file name must be its id (${meta.data.id}.md)`);
      if (seen.has(meta.data.id)) throw new Error(`${where}: the id ${meta.data.id} is used twice`);
      seen.add(meta.data.id);
      const markdown = parsed.content.trim();
      const words = countWords(markdown);
      if (words < MIN_WORDS || words > MAX_WORDS) throw new Error(`${name} has ${words} words; articles have ${MIN_WORDS} to ${MAX_WORDS}`);
      articles.push({ ...meta.data, markdown, html: marked.parse(markdown, { async: false }), words });
    }
  }
  return articles;
}

/** The English library: every article valid, and enough of them in each topic. */
export async function loadArticleLibrary(dir = DEFAULT_DIR): Promise<Article[]> {
  const articles = await readArticles(dir, 'content/newsletter');
  for (const topic of NEWSLETTER_TOPICS) {
    const count = articles.filter((a) => a.topic === topic).length;
    if (count < MIN_ARTICLES_PER_TOPIC) throw new Error(`content/newsletter/${topic}/ has ${count} articles; at least ${MIN_ARTICLES_PER_TOPIC} are needed`);
  }
  return articles;
}

let loaded: Promise<Article[]> | undefined;

/** The library, read once per process (again after a failed read, once the file is mended). */
export function articleLibrary(): Promise<Article[]> {
  loaded ??= loadArticleLibrary().catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  return loaded;
}
