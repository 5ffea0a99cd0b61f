/**
 * GET /measures for readers who are not signed in (issue 32): "How Attune measures" as HTML the build prerendered in
 * every shipped language (src/web/features/measures/prerender.tsx, written by scripts/prerender-landing.mjs), with this
 * server's stored figures filled in here. The reader needs no JavaScript and downloads no React; a signed-in reader's
 * browser starts the app on the same page (main.tsx), which shows the in-app screen.
 *
 * The figures are the stored aggregates behind GET /api/measures (readMeasures: the hourly job computes them, a request
 * only reads them), so the filled page is kept, with its compressed copies, until the job stores new figures.
 */
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LOCALES, type Locale } from '../../shared/locales.js';

export interface MeasuresFigures {
  computedAt: string | null;
  scales: Array<{ scale: string; n: number; alpha: number | null; testRetest: number | null; testRetestN: number }>;
}

/** One language's page, split at the build's marks: the page around `⟦figures⟧` and the pieces to put there. */
export interface MeasuresTemplate {
  page: string;
  table: string;
  notYet: string;
  tooFew: string;
}

const PIECES = ['table', 'notYet', 'tooFew'] as const;

/** Splits a prerendered page into its template; throws when a mark is missing (a build that does not match this code). */
export function parseMeasuresTemplate(html: string): MeasuresTemplate {
  let page = html;
  const pieces: Partial<Record<(typeof PIECES)[number], string>> = {};
  for (const name of PIECES) {
    const start = page.indexOf(`⟦${name}⟧`);
    const end = page.indexOf(`⟦/${name}⟧`);
    if (start < 0 || end < start) throw new Error(`the prerendered measures page has no ⟦${name}⟧ piece`);
    pieces[name] = page.slice(start + name.length + 2, end);
    page = page.slice(0, start) + page.slice(end + name.length + 3);
  }
  if (!page.includes('⟦figures⟧')) throw new Error('the prerendered measures page has no ⟦figures⟧ mark');
  return { page, table: pieces.table!, notYet: pieces.notYet!, tooFew: pieces.tooFew! };
}

/** The templates the build wrote into `root`/.prerendered, or null when this build has none (an older build). */
export function loadMeasuresTemplates(root: string): Map<Locale, MeasuresTemplate> | null {
  const templates = new Map<Locale, MeasuresTemplate>();
  for (const locale of LOCALES) {
    const file = path.join(root, '.prerendered', `measures.${locale}.html`);
    if (!fs.existsSync(file)) return null;
    templates.set(locale, parseMeasuresTemplate(fs.readFileSync(file, 'utf8')));
  }
  return templates;
}

/** Text or an attribute value for HTML: every figure and date passes through here before it goes in. */
function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** The page with `figures` in `locale`'s number and date formats; a figure below its minimum count says so in words. */
export function fillMeasuresPage(template: MeasuresTemplate, figures: MeasuresFigures, locale: Locale): string {
  let section = template.notYet;
  if (figures.computedAt) {
    const computedAt = new Date(figures.computedAt);
    // The server does not know the reader's time zone: the time is given in UTC, and says so.
    const when = `${new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(computedAt)} UTC`;
    const count = new Intl.NumberFormat(locale);
    const coefficient = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const byScale = new Map(figures.scales.map((s) => [s.scale, s]));
    const figure = (value: number | null | undefined) => (value === null || value === undefined ? template.tooFew : escapeHtml(coefficient.format(value)));
    section = template.table
      .replace('⟦when⟧', () => `<time datetime="${escapeHtml(computedAt.toISOString())}">${escapeHtml(when)}</time>`)
      .replace(/⟦(n|alpha|retest|pairs):([^⟧]+)⟧/g, (_mark, kind: string, scale: string) => {
        const s = byScale.get(scale);
        if (kind === 'n') return escapeHtml(count.format(s?.n ?? 0));
        if (kind === 'pairs') return escapeHtml(count.format(s?.testRetestN ?? 0));
        return figure(kind === 'alpha' ? s?.alpha : s?.testRetest);
      });
  }
  // A function, so `$` in the section is never read as a replacement pattern; any mark left over goes.
  return template.page.replace('⟦figures⟧', () => section).replace(/⟦[^⟧]*⟧/g, '');
}

export interface FilledPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Fills and compresses a language's page once per computation of the figures: the job stores all of them with one
 * `computedAt`, so the same language and `computedAt` is the same page.
 */
export function measuresPageCache(templates: Map<Locale, MeasuresTemplate>) {
  const kept = new Map<Locale, { computedAt: string | null; page: Promise<FilledPage> }>();
  return (figures: MeasuresFigures, locale: Locale): Promise<FilledPage> => {
    const hit = kept.get(locale);
    if (hit && hit.computedAt === figures.computedAt) return hit.page;
    const html = Buffer.from(fillMeasuresPage(templates.get(locale)!, figures, locale));
    const page = Promise.all([
      brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length } }),
      gzip(html, { level: 9 }),
    ]).then(([br, gz]) => ({ html, br, gzip: gz }));
    // A failed compression is not kept: the next request tries again.
    page.catch(() => {
      if (kept.get(locale)?.page === page) kept.delete(locale);
    });
    kept.set(locale, { computedAt: figures.computedAt, page });
    return page;
  };
}
