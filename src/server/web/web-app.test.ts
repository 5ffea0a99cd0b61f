import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

/** The built web app as the server answers it: page paths, the 404 page with its status, robots.txt. */
let t: TestApp;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'attune-web-'));

beforeAll(async () => {
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Attune</title><div id="root"></div>');
  fs.writeFileSync(path.join(dir, 'landing.en.html'), '<!doctype html><html lang="en"><title>Attune</title><div id="root" data-prerendered="landing"><h1>Know yourself</h1></div>');
  fs.writeFileSync(path.join(dir, 'landing.es.html'), '<!doctype html><html lang="es"><title>Attune</title><div id="root" data-prerendered="landing"><h1>Conócete</h1></div>');
  fs.copyFileSync(path.resolve('public/robots.txt'), path.join(dir, 'robots.txt'));
  t = await createTestApp({ staticDir: dir });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the web app as served', () => {
  it('answers the app’s pages with the app and status 200', async () => {
    for (const url of ['/', '/auth', '/signup?invite=abc', '/join/sometoken', '/survey', '/profile']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"');
    }
  });

  it('answers "/" with the prerendered landing and every other page with the empty shell', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.body).toContain('data-prerendered="landing"');
    expect(home.headers['cache-control']).toBe('no-cache');
    for (const url of ['/auth', '/journal', '/no/such/page']) expect((await t.app.inject({ method: 'GET', url })).body, url).not.toContain('data-prerendered');
  });

  it('answers "/" in the visitor’s language: the switch’s ?lang=, else their stored choice, else Accept-Language, else English', async () => {
    const home = async (headers: Record<string, string>, url = '/') => {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode).toBe(200);
      // Any cache keeps one copy per language, and the browser asks again each time.
      expect(res.headers.vary).toMatch(/Accept-Language/i);
      expect(res.headers.vary).toMatch(/Cookie/i);
      expect(res.headers['cache-control']).toBe('no-cache');
      return res.body.match(/<html lang="([^"]+)">/)?.[1];
    };
    expect(await home({ 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' })).toBe('es');
    expect(await home({ 'accept-language': 'en-US,en;q=0.9', cookie: 'attune-locale=es' })).toBe('es');
    expect(await home({ cookie: 'other=1; attune-locale=es' })).toBe('es');
    expect(await home({ 'accept-language': 'es', cookie: 'attune-locale=en' })).toBe('en');
    expect(await home({ 'accept-language': 'en', cookie: 'attune-locale=en' }, '/?lang=es')).toBe('es');
    expect(await home({ 'accept-language': 'es' }, '/?lang=en')).toBe('en');
    // Nothing usable: English, and an unknown value is ignored rather than an error.
    expect(await home({})).toBe('en');
    expect(await home({ 'accept-language': 'de-DE,fr;q=0.8' })).toBe('en');
    expect(await home({ 'accept-language': 'en', cookie: 'attune-locale=xx' }, '/?lang=<b>')).toBe('en');
    expect(await home({ 'accept-language': 'es', cookie: 'attune-locale=xx' }, '/?lang=de')).toBe('es');
  });

  it('answers an unknown path with the app (which shows its 404 page) and status 404', async () => {
    for (const url of ['/no/such/page', '/survey/extra', '/join']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.body, url).toContain('<div id="root">');
    }
  });

  it('serves a real robots.txt', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain('Disallow: /api/');
  });
});
