import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectNoSeriousAxeProblems, jsErrors, newPage, type RunningApp, screenshot, withAppAndBrowser } from './support';

/**
 * The auth screens in Spanish at 390 px (issue 33): the visitor picks Español on the sign-in screen, and sign in,
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
