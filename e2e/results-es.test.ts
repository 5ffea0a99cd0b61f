import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { register } from '../src/server/features/auth/auth.service';
import { HIKER, QUIET } from '../src/server/test/connections';
import { seedAssessment } from '../src/server/test/demo-survey';
import { PERSONALITY_TYPES } from '../src/shared/assessment/personalityTypes';
import type { ResultTranslation } from '../src/shared/assessment/resultText';
import { TYPE_REPORTS, type TypeCode } from '../src/shared/assessment/typeReports';
import { axeProblems, jsErrors, newPage, type RunningApp, screenshot, settle, signInThroughUi, uniqueEmail, withAppAndBrowser } from './support';

let server: RunningApp;
let browser: Browser;

withAppAndBrowser((s, b) => {
  server = s;
  browser = b;
});

const es = JSON.parse(readFileSync(`${process.cwd()}/content/results/es.json`, 'utf8')) as ResultTranslation;

/** The report's English words (headings, labels, notes) that are not also Spanish words. */
const ENGLISH_REPORT = [
  'results',
  'Your four scales',
  'Where your answers',
  'You tend',
  'Strengths',
  'Blind spots',
  'In love',
  'In conflict',
  'At work',
  'With friends',
  'Attachment',
  'closeness',
  'love through',
  'loved through',
  'Most compatible',
  'Challenging',
  'Any two types',
  'Share image',
  'Print or save',
  'Download image',
  'Add my',
  'diagnosis',
  'Extraverted',
  'Introverted',
  'Words of',
  'Quality Time',
  'Acts of',
  'Gifts',
  'Physical Touch',
  'Secure',
  'Anxious',
  'Avoidant',
];

/** The report's own text, visually hidden text included. */
function reportText(page: Page): Promise<string> {
  return page.locator('article').evaluate((article) => article.textContent ?? '');
}

describe('the results page in Spanish (issue 33)', () => {
  it('reads in Spanish at 390 px: type words and the whole type report, labels, love languages and attachment; nothing marked English; axe clean', async () => {
    const password = 'a long enough secret';
    const email = uniqueEmail('ines');
    const { user } = await register(server.deps, { firstName: 'Inés', lastName: 'Robles', email, password, locale: 'es' });
    await seedAssessment(server.deps, user.id, QUIET, HIKER, { personalityWeight: 50, lifestyleWeight: 50 });

    const { context, page } = await newPage(browser, server.baseUrl, { width: 390, height: 844 });
    await signInThroughUi(page, { email, password });
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/profile');
    await page.getByRole('heading', { level: 2, name: 'Tus cuatro escalas', exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    const type = (await page.getByRole('heading', { level: 1 }).textContent())!.replace(/ \(aún no está claro\)/g, '').trim();
    expect(type).toMatch(/^[EI][SN][TF][JP]$/);
    await page.getByRole('img', { name: `Emblema del tipo ${type}` }).waitFor();
    for (const section of ['Fortalezas', 'Puntos ciegos', 'En el amor', 'En los conflictos', 'En el trabajo', 'Con tus amistades', 'Imagen para compartir']) {
      await page.getByRole('heading', { level: 2, name: section, exact: true }).waitFor();
    }
    // The scale's line: the lean in Spanish words and format ("Introvertido al 72 %").
    expect(await page.getByText(/^(Extravertido|Introvertido) al \d+\u00a0%\./).count()).toBe(1);
    await page.getByText('Resultados de Inés Robles', { exact: true }).waitFor();
    const preview = page.getByRole('img', { name: 'Tu imagen para compartir: nombre, tipo y apodo' });
    await preview.waitFor();
    await settle(page);

    const text = await reportText(page);
    const words = es.types[type]!;
    expect(text).toContain(words.nickname);
    expect(text).toContain(words.description);
    expect(text).toContain(words.inLove);
    // The long report (strengths, blind spots, conflict, work, friends) in Spanish too, and none of it in English.
    const report = es.reports[type]!;
    for (const line of [...report.strengths, ...report.blindSpots, report.inConflict, report.atWork, report.withFriends]) expect(text).toContain(line);
    const english = PERSONALITY_TYPES[type]!;
    const englishReport = TYPE_REPORTS[type as TypeCode];
    const englishLines = [english.nickname, english.description, english.inLove, ...englishReport.strengths, ...englishReport.blindSpots, englishReport.inConflict, englishReport.atWork, englishReport.withFriends];
    expect(ENGLISH_REPORT.concat(englishLines).filter((w) => text.includes(w))).toEqual([]);
    expect(await page.getByText(/escritos en inglés por ahora/).count()).toBe(0);
    expect(await page.locator('article [lang="en"]').count()).toBe(0);

    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    expect(await axeProblems(page, 'results in Spanish at 390 px')).toEqual([]);
    await screenshot(page, 'results-es-390');
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });
});
