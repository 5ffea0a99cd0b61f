import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createUser } from '../../test/factories.js';

// A person's language (issue 33, decision 071): chosen at registration or in Settings, else the browser's.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let counter = 0;
function registration(extra: Record<string, unknown> = {}) {
  counter += 1;
  return { firstName: 'Lena', lastName: 'Ruiz', email: `locale${counter}-${Date.now()}@attune.test`, password: 'correct horse battery', ...extra };
}

const me = (token: string) => t.request({ method: 'GET', url: '/api/auth/me', token });

describe('the language of a new account', () => {
  it('is the one the sign-up form names', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/register', body: registration({ locale: 'es' }), headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.locale).toBe('es');
    expect((await me(res.json().token)).json().locale).toBe('es');
  });

  it("is the browser's Accept-Language when the form names none", async () => {
    const spanish = await t.request({ method: 'POST', url: '/api/auth/register', body: registration(), headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' } });
    expect(spanish.json().user.locale).toBe('es');
    const french = await t.request({ method: 'POST', url: '/api/auth/register', body: registration(), headers: { 'accept-language': 'fr-FR' } });
    expect(french.json().user.locale).toBe('en');
  });

  it('refuses a language Attune does not ship, naming the field, and creates no account', async () => {
    const body = registration({ locale: 'fr' });
    const res = await t.request({ method: 'POST', url: '/api/auth/register', body });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('locale: Language must be one of: en, es');
    const login = await t.request({ method: 'POST', url: '/api/auth/login', body: { email: body.email, password: body.password } });
    expect(login.statusCode).toBe(401);
  });
});

describe('PATCH /api/profile with locale', () => {
  it('stores the choice, and /api/auth/me and every later session answer it', async () => {
    const ana = await createUser(t);
    expect(ana.user.locale).toBe('en');
    const res = await t.request({ method: 'PATCH', url: '/api/profile', token: ana.token, body: { locale: 'es' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().locale).toBe('es');
    expect((await me(ana.token)).json().locale).toBe('es');
    // Another device: the choice follows the account, whatever that browser prefers.
    const other = await t.request({ method: 'POST', url: '/api/auth/login', body: { email: ana.user.email, password: ana.password }, headers: { 'accept-language': 'en-US' } });
    expect(other.json().user.locale).toBe('es');
  });

  it.each([['fr'], ['ES'], [''], [42], [null]])('answers 400 naming the field for %j and changes nothing', async (locale) => {
    const ana = await createUser(t, { locale: 'es' });
    const res = await t.request({ method: 'PATCH', url: '/api/profile', token: ana.token, body: { locale } });
    expect(res.statusCode).toBe(400);
    // A Spanish member reads the refusal in Spanish (decision 080); the English text is the spec's, checked above.
    expect(res.json().message).toContain('locale: El idioma debe ser uno de estos: en, es');
    expect((await me(ana.token)).json().locale).toBe('es');
  });

  it('refuses a caller who is not signed in', async () => {
    expect((await t.request({ method: 'PATCH', url: '/api/profile', body: { locale: 'es' } })).statusCode).toBe(401);
  });
});
