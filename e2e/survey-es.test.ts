import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { HOBBY_CATEGORIES } from '../src/shared/assessment/hobbies';
import type { HobbyTranslation } from '../src/shared/assessment/hobbyText';
import { PERSONALITY_TYPES } from '../src/shared/assessment/personalityTypes';
import type { ResultTranslation } from '../src/shared/assessment/resultText';
import { SURVEY_CATEGORIES } from '../src/shared/assessment/surveyCategories';
import type { SurveyTranslation } from '../src/shared/assessment/surveyText';
import { axeProblems, jsErrors, newPage, registerThroughUi, type RunningApp, screenshot, settle, uniqueEmail, withAppAndBrowser } from './support';

let server: RunningApp;
let browser: Browser;

withAppAndBrowser((s, b) => {
  server = s;
  browser = b;
});

const es = JSON.parse(readFileSync(`${process.cwd()}/content/survey/es.json`, 'utf8')) as SurveyTranslation;

const esResults = JSON.parse(readFileSync(`${process.cwd()}/content/results/es.json`, 'utf8')) as ResultTranslation;
const esHobbies = JSON.parse(readFileSync(`${process.cwd()}/content/hobbies/es.json`, 'utf8')) as HobbyTranslation;

/** Calls the API from the page with the stored token, as the app does. */
async function api(page: Page, method: string, url: string, body?: unknown): Promise<number> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const res = await fetch(url, {
        method,
        headers: { authorization: `Bearer ${localStorage.getItem('token')}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      return res.status;
    },
    { method, url, body },
  );
}

/** A new member who reads Spanish, signed in at 390 px. */
async function spanishMember(name: string) {
  const { context, page } = await newPage(browser, server.baseUrl, { width: 390, height: 844 });
  await registerThroughUi(page, { firstName: name, lastName: 'Arroyo', email: uniqueEmail(name.toLowerCase()), password: 'a long enough secret' });
  expect(await api(page, 'PATCH', '/api/profile', { locale: 'es' })).toBe(200);
  return { context, page };
}

/** The English words of one screen that are not also Spanish words; none may be on screen. */
async function englishLeft(page: Page, words: string[]): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return words.filter((word) => text.includes(word));
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

/** The words of the English survey screen; none may be left once the member reads Spanish. */
const ENGLISH_UI = ['Category', 'complete', 'Choose every statement', 'selected', 'Previous', 'Next Category', 'Logout'];

describe('the survey in Spanish (issue 33)', () => {
  it("shows the first page in the member's language at 390 px: screen texts and statements, no English left, axe clean", async () => {
    const { context, page } = await newPage(browser, server.baseUrl, { width: 390, height: 844 });
    await registerThroughUi(page, { firstName: 'Lucía', lastName: 'Arroyo', email: uniqueEmail('lucia'), password: 'a long enough secret' });
    const status = await page.evaluate(async () => {
      const res = await fetch('/api/profile', { method: 'PATCH', headers: { authorization: `Bearer ${localStorage.getItem('token')}`, 'content-type': 'application/json' }, body: JSON.stringify({ locale: 'es' }) });
      return res.status;
    });
    expect(status).toBe(200);
    await page.reload();

    await page.getByRole('heading', { level: 1, name: es.categories.communication!.name }).waitFor();
    await page.getByText('Categoría 1 de 15', { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    await page.locator('[data-option="0"]').click();
    await page.getByText('1 elegida', { exact: true }).waitFor();
    await settle(page);

    const text = await page.locator('body').innerText();
    for (let i = 0; i < 20; i++) {
      expect(text).toContain(es.statements[`communication.${i}`]);
      expect(text).not.toContain(SURVEY_CATEGORIES[0]!.options[i]!.text);
    }
    expect(ENGLISH_UI.filter((word) => text.includes(word))).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    expect(await axeProblems(page, 'survey in Spanish at 390 px')).toEqual([]);
    await screenshot(page, 'survey-es-390');
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });

  it('shows the results overview, the interests and the weighting in Spanish at 390 px, axe clean', async () => {
    const { context, page } = await spanishMember('Mateo');
    for (const [i, category] of SURVEY_CATEGORIES.entries()) {
      expect(await api(page, 'POST', '/api/survey/response', { category: category.id, categoryIndex: i, responses: [0, 9] })).toBe(200);
    }
    expect(await api(page, 'POST', '/api/survey/complete')).toBe(200);

    // Phase 1 done: the overview of the results.
    await page.goto('/survey');
    await page.getByText('Fase 1 completada', { exact: true }).waitFor();
    await page.getByText('Das amor a través de', { exact: true }).waitFor();
    const type = await page.evaluate(async () => {
      const res = await fetch('/api/survey/results', { headers: { authorization: `Bearer ${localStorage.getItem('token')}` } });
      return ((await res.json()) as { personalityType: string }).personalityType;
    });
    await page.getByText(esResults.types[type]!.nickname, { exact: true }).waitFor();
    await page.getByText(esResults.types[type]!.description, { exact: true }).waitFor();
    expect(await englishLeft(page, [PERSONALITY_TYPES[type]!.nickname, PERSONALITY_TYPES[type]!.description])).toEqual([]);
    await settle(page);
    expect(await englishLeft(page, ['Phase', 'complete', 'Here’s what', 'Attachment Style', 'love through', 'loved through', 'interest categories', 'minutes', 'Skip for Now', 'Continue', 'Your assessment', 'Personality', 'Interests', 'Preferences', 'Logout', 'Words of', 'Quality Time', 'Acts of', 'Gifts', 'Physical Touch', 'Secure', 'Anxious', 'Avoidant'])).toEqual([]);
    await noSidewaysScroll(page);
    expect(await axeProblems(page, 'results overview in Spanish at 390 px')).toEqual([]);
    await screenshot(page, 'transition-es-390');

    // Phase 2: the interests, the catalogue's own words in Spanish too.
    await page.getByRole('button', { name: 'Continuar a la fase 2' }).click();
    const first = HOBBY_CATEGORIES[0]!;
    await page.getByRole('heading', { level: 1, name: esHobbies.categories[first.id]!.name }).waitFor();
    await page.getByText('Categoría de aficiones 1 de 7', { exact: true }).waitFor();
    const activity = esHobbies.activities[first.activities[0]!.id]!.name;
    await page.getByRole('radiogroup', { name: `Interés en ${activity}` }).getByRole('radio', { name: /^5: / }).click();
    await page.getByRole('button', { name: `Favorita: ${activity}` }).click();
    await page.getByText('1 valorada', { exact: true }).waitFor();
    await page.getByText('¡Me encanta!', { exact: true }).waitFor();
    await settle(page);
    const hobbiesText = await page.locator('body').innerText();
    for (const a of first.activities) {
      expect(hobbiesText).toContain(esHobbies.activities[a.id]!.name);
      expect(hobbiesText).toContain(esHobbies.activities[a.id]!.description);
      expect(hobbiesText).not.toContain(a.description);
    }
    expect(hobbiesText).not.toContain(first.description);
    expect(await englishLeft(page, ['Interest category', 'Rate what', 'rated', 'top pick', 'Top pick', 'Not rated', 'Absolutely', 'Previous', 'Next Category', 'Skip for Now', 'minutes', 'Interests', 'Logout'])).toEqual([]);
    await noSidewaysScroll(page);
    expect(await axeProblems(page, 'interests in Spanish at 390 px')).toEqual([]);
    await screenshot(page, 'hobbies-es-390');

    // The interests are finished elsewhere: reopening /survey starts at the weighting.
    for (const [i, category] of HOBBY_CATEGORIES.entries()) {
      expect(await api(page, 'POST', '/api/hobby-assessment', { category: category.id, selections: [{ activityId: category.activities[1]!.id, interest: 3 }], complete: i === HOBBY_CATEGORIES.length - 1 })).toBe(200);
    }
    await page.reload();
    await page.getByRole('heading', { level: 1, name: '¿Qué es lo que más importa en una coincidencia?' }).waitFor();
    await page.getByRole('radio', { name: /Centrado en el estilo de vida/ }).click();
    // Percentages follow the locale: "30 %" in Spanish.
    await expect(page.getByTestId('personality-percent').textContent()).resolves.toBe('30\u00a0%');
    await settle(page);
    expect(await englishLeft(page, ['Phase', 'What matters', 'Choose how', 'Personality', 'Lifestyle', 'Balanced', 'Focused', 'Fine-tune', 'lifestyle', 'personality', 'Skip for Now', 'Save Preferences', 'Logout'])).toEqual([]);
    await noSidewaysScroll(page);
    expect(await axeProblems(page, 'weighting in Spanish at 390 px')).toEqual([]);
    await screenshot(page, 'weighting-es-390');
    await page.getByRole('button', { name: 'Guardar preferencias' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });
});
