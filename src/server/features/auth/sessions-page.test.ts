import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createUser } from '../../test/factories.js';

/** Issue 28 (low): GET /api/auth/sessions answered every session at once. It pages now, keeping its answer's shape. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const page = (token: string, query = '') => t.request({ method: 'GET', url: `/api/auth/sessions${query}`, token });

describe('GET /api/auth/sessions pages', () => {
  it('walks every device once with limit and cursor, most recently used first, and ends with a null cursor', async () => {
    const ada = await createUser(t);
    for (let i = 0; i < 5; i += 1) {
      const res = await t.request({ method: 'POST', url: '/api/auth/login', body: { email: ada.user.email, password: ada.password } });
      expect(res.statusCode).toBe(200);
    }
    const all = await page(ada.token);
    expect(all.statusCode).toBe(200);
    expect(all.json().sessions).toHaveLength(6);
    expect(all.json().nextCursor).toBeNull();

    const seen: Array<{ id: string; lastUsedAt: string; current: boolean }> = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await page(ada.token, `?limit=4${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.sessions.length).toBeLessThanOrEqual(4);
      seen.push(...body.sessions);
      cursor = body.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(2);
    expect(seen.map((s) => s.id)).toEqual(all.json().sessions.map((s: { id: string }) => s.id));
    expect(new Set(seen.map((s) => s.id)).size).toBe(6);
    expect(seen.filter((s) => s.current)).toHaveLength(1);
    expect(seen.map((s) => s.lastUsedAt)).toEqual(seen.map((s) => s.lastUsedAt).sort().reverse());
  });

  it('refuses a bad limit or cursor naming the field, and shows nobody else’s sessions', async () => {
    const bob = await createUser(t);
    for (const query of ['?limit=0', '?limit=101', '?cursor=not*valid', `?cursor=${Buffer.from('"x"').toString('base64url')}`]) {
      const res = await page(bob.token, query);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/limit|cursor/i);
    }
    const cy = await createUser(t);
    expect((await page(cy.token)).json().sessions).toHaveLength(1);
    expect((await t.request({ method: 'GET', url: '/api/auth/sessions?limit=1' })).statusCode).toBe(401);
  });

  it("says what a device's user agent does not tell in the reader's language", async () => {
    const eva = await createUser(t);
    const english = (await page(eva.token)).json().sessions[0];
    expect(english).toMatchObject({ browser: 'Unknown browser', system: 'Unknown system' });
    expect((await t.request({ method: 'PATCH', url: '/api/profile', token: eva.token, body: { locale: 'es' } })).statusCode).toBe(200);
    expect((await page(eva.token)).json().sessions[0]).toMatchObject({ browser: 'Navegador desconocido', system: 'Sistema desconocido' });
  });
});
