import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NEWSLETTER_LEVELS, NEWSLETTER_TOPICS } from '../../../shared/newsletter.js';
import { articleLibrary, loadArticleLibrary, MAX_WORDS, MIN_ARTICLES_PER_TOPIC, MIN_WORDS } from './library.js';

describe('the article library (content/newsletter)', () => {
  it('holds at least 8 articles per topic, each 300 to 600 words, across the three levels', async () => {
    const library = await articleLibrary();
    expect(library.length).toBeGreaterThanOrEqual(32);
    for (const topic of NEWSLETTER_TOPICS) {
      const ofTopic = library.filter((a) => a.topic === topic);
      expect(ofTopic.length).toBeGreaterThanOrEqual(MIN_ARTICLES_PER_TOPIC);
      for (const level of NEWSLETTER_LEVELS) expect(ofTopic.filter((a) => a.level === level).length, `${topic} ${level}`).toBeGreaterThanOrEqual(2);
    }
    for (const a of library) {
      expect(a.words).toBeGreaterThanOrEqual(MIN_WORDS);
      expect(a.words).toBeLessThanOrEqual(MAX_WORDS);
      expect(a.html).toContain('<p>');
      expect(a.html).not.toMatch(/<script|javascript:/i);
    }
    expect(new Set(library.map((a) => a.id)).size).toBe(library.length);
  });

  it('stops start-up with a message naming a broken file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'articles-'));
    try {
      fs.mkdirSync(path.join(dir, 'romantic'));
      fs.writeFileSync(path.join(dir, 'romantic', 'short.md'), '---\nid: short\ntitle: Too short here\ntopic: romantic\nlevel: beginner\nsummary: A summary that is long enough to pass.\n---\nOnly a few words.\n');
      await expect(loadArticleLibrary(dir)).rejects.toThrow(/romantic\/short\.md has 4 words/);
      fs.writeFileSync(path.join(dir, 'romantic', 'short.md'), '---\nid: short\ntitle: Too short here\ntopic: gardening\nlevel: beginner\nsummary: A summary that is long enough to pass.\n---\nWords.\n');
      await expect(loadArticleLibrary(dir)).rejects.toThrow(/romantic\/short\.md is invalid: topic/);
      fs.rmSync(path.join(dir, 'romantic', 'short.md'));
      await expect(loadArticleLibrary(dir)).rejects.toThrow(/romantic\/ has 0 articles/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
