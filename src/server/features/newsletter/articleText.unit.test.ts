import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { articleTranslationProblems, readArticleTranslation } from './articleText.js';
import { LOCALES } from '../../../shared/locales.js';
import { loadArticleLibrary, readArticles } from './library.js';

/** An article file: `sections` "## " headings, each followed by a paragraph of `word` repeated (about 420 words in all). */
function article(meta: { id: string; title: string; topic: string; level: string; summary: string }, sections: string[], word: string): string {
  const paragraph = Array.from({ length: Math.ceil(420 / sections.length) }, (_, i) => `${word}${i % 7}`).join(' ');
  const body = sections.map((heading) => `## ${heading}\n\n${paragraph}\n`).join('\n');
  return `---\nid: ${meta.id}\ntitle: ${meta.title}\ntopic: ${meta.topic}\nlevel: ${meta.level}\nsummary: ${meta.summary}\n---\n${body}`;
}

const english = [
  { id: 'listening-well', title: 'Listening well at home', topic: 'family', level: 'beginner', summary: 'How to hear what a relative means before you answer them.' },
  { id: 'small-rituals', title: 'Small rituals for two', topic: 'romantic', level: 'advanced', summary: 'Short habits that keep two people close through a busy week.' },
];
const spanish = [
  { id: 'listening-well', title: 'Escuchar bien en casa', topic: 'family', level: 'beginner', summary: 'Cómo oír lo que un familiar quiere decir antes de responder.' },
  { id: 'small-rituals', title: 'Pequeños rituales para dos', topic: 'romantic', level: 'advanced', summary: 'Costumbres breves que mantienen cerca a dos personas en una semana llena.' },
];

describe('the completeness check of a newsletter translation', () => {
  let dir: string;
  const write = (root: string, meta: (typeof english)[number], text: string) => {
    fs.mkdirSync(path.join(dir, root, meta.topic), { recursive: true });
    fs.writeFileSync(path.join(dir, root, meta.topic, `${meta.id}.md`), text);
  };
  const problems = async () => articleTranslationProblems(await readArticleTranslation('es', path.join(dir, 'es')), await readArticles(path.join(dir, 'en'), 'en'), 'content/newsletter/es');

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'article-text-'));
    for (const meta of english) write('en', meta, article(meta, ['Why', 'How', 'Try this'], 'word'));
    for (const meta of spanish) write('es', meta, article(meta, ['Por qué', 'Cómo', 'Prueba esto'], 'palabra'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('finds nothing wrong with a whole translation', async () => {
    expect(await problems()).toEqual([]);
  });

  it('names a missing translation', async () => {
    fs.rmSync(path.join(dir, 'es', 'romantic', 'small-rituals.md'));
    expect(await problems()).toEqual(['content/newsletter/es has no translation of 1 articles: romantic/small-rituals']);
  });

  it('names an article the English library does not have', async () => {
    write('es', { ...spanish[0]!, id: 'solo-en-espanol' }, article({ ...spanish[0]!, id: 'solo-en-espanol' }, ['Uno'], 'palabra'));
    expect(await problems()).toEqual(['content/newsletter/es has articles that are not in the English library: family/solo-en-espanol']);
  });

  it('names a translation with another level, topic or number of sections', async () => {
    write('es', spanish[0]!, article({ ...spanish[0]!, level: 'advanced' }, ['Por qué', 'Cómo'], 'palabra'));
    fs.rmSync(path.join(dir, 'es', 'romantic', 'small-rituals.md'));
    write('es', { ...spanish[1]!, topic: 'work' }, article({ ...spanish[1]!, topic: 'work' }, ['Por qué', 'Cómo', 'Prueba esto'], 'palabra'));
    expect(await problems()).toEqual([
      'content/newsletter/es has articles shaped unlike their English: listening-well (level advanced, not beginner, 2 "## " sections, not 3); small-rituals (topic work, not romantic)',
    ]);
  });

  it('names an article still in English: its title, its summary or a paragraph copied', async () => {
    write('es', spanish[0]!, article({ ...spanish[0]!, title: english[0]!.title }, ['Por qué', 'Cómo', 'Prueba esto'], 'palabra'));
    expect(await problems()).toEqual(['content/newsletter/es leaves articles (or parts of them) in English: listening-well']);
    write('es', spanish[0]!, article(spanish[0]!, ['Why', 'How', 'Try this'], 'word'));
    expect(await problems()).toEqual(['content/newsletter/es leaves articles (or parts of them) in English: listening-well']);
  });

  it('holds a translation to the English rules: a file outside the word range is named', async () => {
    write('es', spanish[1]!, `---\nid: small-rituals\ntitle: ${spanish[1]!.title}\ntopic: romantic\nlevel: advanced\nsummary: ${spanish[1]!.summary}\n---\n## Uno\n\nPocas palabras aquí.\n`);
    await expect(problems()).rejects.toThrow('content/newsletter/es/romantic/small-rituals.md has 4 words');
  });
});

describe('the shipped translations (content/newsletter/<locale>/)', () => {
  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    it(`${locale} translates every English article, shaped like it`, async () => {
      expect(articleTranslationProblems(await readArticleTranslation(locale), await loadArticleLibrary(), `content/newsletter/${locale}`)).toEqual([]);
    });
  }
});
