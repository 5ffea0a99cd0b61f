import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCALES } from '../../shared/assessment/measurement.js';
import * as q from '../features/measures/measures.queries.js';
import { createTestApp, type TestApp } from '../test/app';
import { fillMeasuresPage, parseMeasuresTemplate } from './measures-page.js';

/**
 * GET /measures as a signed-out reader gets it (issue 32): the prerendered page with this server's stored figures.
 * The templates here have the marks the build writes (src/web/features/measures/prerender.tsx); the browser pass
 * (e2e/measures.test.ts) reads the real build's page.
 */
function template(locale: 'en' | 'es', words: { title: string; notYet: string; tooFew: string }): string {
  const rows = SCALES.map((s) => `<tr><th>${s.scale}</th><td>⟦n:${s.scale}⟧</td><td>⟦alpha:${s.scale}⟧</td><td>⟦retest:${s.scale}⟧ (⟦pairs:${s.scale}⟧)</td></tr>`).join('');
  return (
    `<!doctype html><html lang="${locale}"><title>${words.title}</title><div id="root" data-prerendered="measures"><h1>${words.title}</h1>⟦figures⟧</div>` +
    `⟦table⟧<p>Computed ⟦when⟧.</p><table>${rows}</table>⟦/table⟧⟦notYet⟧<p>${words.notYet}</p>⟦/notYet⟧⟦tooFew⟧<span>${words.tooFew}</span>⟦/tooFew⟧`
  );
}

let t: TestApp;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'attune-measures-'));
const COMPUTED_AT = '2026-11-27T01:00:00.000Z';

function row(scale: string, figures: Partial<q.MeasureRow> = {}): q.MeasureRow {
  return { scale, n: 12, alpha: null, test_retest: null, test_retest_n: 0, histogram: null, flagged_items: '[]', computed_at: COMPUTED_AT, ...figures };
}

beforeAll(async () => {
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Attune</title><div id="root"></div>');
  fs.mkdirSync(path.join(dir, '.prerendered'));
  fs.writeFileSync(path.join(dir, '.prerendered', 'measures.en.html'), template('en', { title: 'How Attune measures', notYet: 'Not computed yet.', tooFew: 'too few people yet' }));
  fs.writeFileSync(path.join(dir, '.prerendered', 'measures.es.html'), template('es', { title: 'Cómo mide Attune', notYet: 'Aún sin calcular.', tooFew: 'aún hay muy pocas personas' }));
  t = await createTestApp({ staticDir: dir });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function measuresPage(headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url: '/measures', headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/text\/html/);
  return res;
}

describe('GET /measures', () => {
  it('says the figures are not computed yet before the first computation', async () => {
    await q.replaceMeasures(t.database.db, []);
    const res = await measuresPage();
    expect(res.body).toContain('data-prerendered="measures"');
    expect(res.body).toContain('Not computed yet.');
    expect(res.body).not.toContain('<table>');
    expect(res.body).not.toContain('⟦');
  });

  it('fills in the stored figures and the date they were computed, for a reader who is not signed in', async () => {
    const [first, second] = SCALES;
    await q.replaceMeasures(t.database.db, [
      row(first!.scale, { n: 1234, alpha: 0.8123, test_retest: 0.7, test_retest_n: 21 }),
      ...SCALES.slice(1).map((s) => row(s.scale)),
    ]);
    const res = await measuresPage({ 'accept-language': 'en-GB,en;q=0.8' });
    expect(res.body).toContain(`<time datetime="${COMPUTED_AT}">Nov 27, 2026, 1:00 AM UTC</time>`);
    expect(res.body).toContain(`<th>${first!.scale}</th><td>1,234</td><td>0.81</td><td>0.70 (21)</td>`);
    // Below the minimum counts the figure is words, never a number.
    expect(res.body).toContain(`<th>${second!.scale}</th><td>12</td><td><span>too few people yet</span></td><td><span>too few people yet</span> (0)</td>`);
    expect(res.body).not.toContain('⟦');
    expect(res.headers['vary']).toMatch(/Accept-Language/);
    // The same figures the public API gives.
    const api = (await t.app.inject({ method: 'GET', url: '/api/measures' })).json<{ computedAt: string; scales: Array<{ scale: string; alpha: number | null }> }>();
    expect(api.computedAt).toBe(COMPUTED_AT);
    expect(api.scales.find((s) => s.scale === first!.scale)?.alpha).toBe(0.8123);
  });

  it('answers in the reader’s language, with its number and date formats', async () => {
    const res = await measuresPage({ 'accept-language': 'es-MX,es;q=0.9' });
    expect(res.body).toContain('<html lang="es">');
    expect(res.body).toContain('0,81');
    expect(res.body).toContain('27 nov 2026');
    expect(res.body).toContain('aún hay muy pocas personas');
  });

  it('sends the page compressed when the browser accepts it, and a new computation shows at once', async () => {
    const res = await measuresPage({ 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.rawPayload).toString()).toContain('0.81');
    await q.replaceMeasures(t.database.db, SCALES.map((s) => row(s.scale, { computed_at: '2026-11-27T02:00:00.000Z', alpha: 0.9 })));
    const after = await measuresPage({ 'accept-encoding': 'br' });
    expect(after.headers['content-encoding']).toBe('br');
    const body = zlib.brotliDecompressSync(after.rawPayload).toString();
    expect(body).toContain('2:00 AM UTC');
    expect(body).toContain('0.90');
  });
});

describe('filling the page', () => {
  it('gives a scale the figures lack as too few people, and leaves no mark behind', () => {
    const page = parseMeasuresTemplate(template('en', { title: 'T', notYet: 'N', tooFew: 'F' }));
    const [first, second] = SCALES;
    const html = fillMeasuresPage(page, { computedAt: COMPUTED_AT, scales: [{ scale: first!.scale, n: 31, alpha: 0.5, testRetest: null, testRetestN: 3 }] }, 'en');
    expect(html).toContain(`<th>${first!.scale}</th><td>31</td><td>0.50</td><td><span>F</span> (3)</td>`);
    expect(html).toContain(`<th>${second!.scale}</th><td>0</td><td><span>F</span></td><td><span>F</span> (0)</td>`);
    expect(html).not.toMatch(/⟦|⟧/);
  });

  it('refuses a build whose page lacks a mark', () => {
    expect(() => parseMeasuresTemplate('<div id="root">⟦figures⟧</div>⟦table⟧x⟦/table⟧')).toThrow(/notYet/);
  });
});

describe('a build whose measures page does not match this code', () => {
  it('answers /measures with the app instead, which shows its own screen', async () => {
    const broken = fs.mkdtempSync(path.join(os.tmpdir(), 'attune-measures-broken-'));
    fs.writeFileSync(path.join(broken, 'index.html'), '<!doctype html><title>Attune</title><div id="root"></div>');
    fs.mkdirSync(path.join(broken, '.prerendered'));
    for (const locale of ['en', 'es']) fs.writeFileSync(path.join(broken, '.prerendered', `measures.${locale}.html`), '<div id="root">⟦figures⟧</div>');
    const app = await createTestApp({ staticDir: broken });
    try {
      const res = await app.app.inject({ method: 'GET', url: '/measures' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('⟦');
    } finally {
      await app.close();
      fs.rmSync(broken, { recursive: true, force: true });
    }
  });
});
