import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeProblems, expectNoSeriousAxeProblems, jsErrors, newPage, type RunningApp, screenshot, withAppAndBrowser } from './support';

/**
 * The landing and the auth screens in Spanish at 390 px (issue 33): the visitor picks Español on the sign-in screen, and sign in,
 * the form's own inline mistakes, create account and forgot password read in Spanish with no English word of the
 * interface left, and pass axe. Screenshots go to test-results/screenshots for reading the layout.
 */
let server: RunningApp;
let browser: Browser;
withAppAndBrowser((s, b) => {
  server = s;
  browser = b;
});

/** English words of these screens' interface; any of them on a Spanish screen is a string left untranslated. */
const ENGLISH = /\b(Sign in|Welcome back|Password|Email|Remember me|Forgot|Create|account|required|Reset|Send|Confirm|agree|terms|privacy policy|Your answers)\b/;

describe('auth screens in Spanish (390 px)', () => {
  it('sign in, inline mistakes, create account and forgot password are all Spanish', async () => {
    const { context, page } = await newPage(browser, server.baseUrl, { width: 390, height: 844 });
    await page.goto('/auth');
    await page.locator('label', { hasText: 'Español' }).click();
    await page.getByRole('heading', { name: 'Hola de nuevo' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('es');

    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.getByText('Escribe tu correo electrónico').waitFor();
    expect(await page.locator('main').innerText()).not.toMatch(ENGLISH);
    await expectNoSeriousAxeProblems(page, 'sign in (es)');
    await screenshot(page, 'es-auth-login-390');

    await page.getByRole('button', { name: 'Crea una cuenta' }).click();
    await page.getByRole('heading', { name: 'Crea tu cuenta' }).waitFor();
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await page.getByText('Acepta las condiciones del servicio para continuar').waitFor();
    expect(await page.locator('main').innerText()).not.toMatch(ENGLISH);
    await expectNoSeriousAxeProblems(page, 'create account (es)');
    await screenshot(page, 'es-auth-register-390');

    await page.getByRole('button', { name: 'Inicia sesión' }).click();
    await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
    await page.getByRole('heading', { name: 'Restablece tu contraseña' }).waitFor();
    expect(await page.locator('main').innerText()).not.toMatch(ENGLISH);
    await expectNoSeriousAxeProblems(page, 'forgot password (es)');
    await screenshot(page, 'es-auth-reset-390');

    // Nothing wider than the phone: a longer Spanish string must wrap, not push the page sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });
});

/**
 * English words of the landing's text; none of them is a Spanish word. Brand names (Attune, Vibe, Aria, Sam) and the
 * switch's "English" (a language named in its own words) are allowed.
 */
const LANDING_ENGLISH =
  /\b(the|and|you|your|with|of|to|for|Sign in|Log in|Try|Step|Home|Better|Together|Improve|Science|Works|Start|Create|Example|Partner|Strength|Room to grow|Why this score|Skip|Weekly|privacy|Self-hosted|Only you|Write a message)\b/i;

describe('the landing in Spanish (390 px)', () => {
  it('answers a Spanish browser in Spanish with no English left, passes axe, and its switch keeps the choice for the auth screens too', async () => {
    const { context, page } = await newPage(browser, server.baseUrl, { width: 390, height: 844 });
    await page.setExtraHTTPHeaders({ 'accept-language': 'es-ES,es;q=0.9' });
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname.replace(/-[\w-]+\.js$/, ''));
    });
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: /Conócete/ }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    expect(await page.title()).toBe('Conócete, entendeos · Attune');
    // Still the prerendered page: the Spanish costs the visitor no translation code (the same two small scripts).
    expect(scripts.sort()).toEqual(['/assets/index', '/assets/start']);
    const text = (await page.locator('body').innerText()).replace(/\bEnglish\b/g, '');
    expect(text.match(LANDING_ENGLISH)).toBeNull();
    const labels = await page.$$eval('[aria-label]', (nodes) => nodes.map((n) => n.getAttribute('aria-label') ?? ''));
    expect(labels.filter((label) => LANDING_ENGLISH.test(label))).toEqual([]);
    expect(await axeProblems(page, 'landing (es)')).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'es-landing-390');

    // The switch, reached from the keyboard, shows the landing in English and remembers it: Accept-Language no longer decides.
    const toEnglish = page.getByRole('navigation', { name: 'Idioma' }).getByRole('link', { name: 'English' });
    await toEnglish.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: /Know yourself/ }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.evaluate(() => localStorage.getItem('attune-locale'))).toBe('en');
    await page.goto('/');
    await page.getByRole('link', { name: 'Try Attune' }).first().waitFor();

    // And back: Español is remembered the way the auth screens' switch remembers it, so sign-in opens in Spanish.
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Español' }).click();
    await page.getByRole('heading', { level: 1, name: /Conócete/ }).waitFor();
    await page.setExtraHTTPHeaders({ 'accept-language': 'en' });
    await page.goto('/');
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    await page.getByRole('link', { name: 'Iniciar sesión' }).first().click();
    await page.getByRole('heading', { name: 'Hola de nuevo' }).waitFor();
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });

  it('the auth screens’ switch sets the choice the landing is then sent in', async () => {
    const { context, page } = await newPage(browser, server.baseUrl, { width: 390, height: 844 });
    await page.goto('/auth');
    await page.locator('label', { hasText: 'Español' }).click();
    await page.getByRole('heading', { name: 'Hola de nuevo' }).waitFor();
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: /Conócete/ }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    await context.close();
  });
});
