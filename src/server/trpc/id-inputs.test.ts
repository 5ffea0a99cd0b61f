import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restRoutes } from '../rest/routes.js';
import { createTestApp, TEST_ADMIN_EMAIL, type TestApp } from '../test/app.js';
import { createAssessedUser, type TestUser } from '../test/factories.js';
import { appRouter } from './router.js';
import { newId } from '../ids.js';

/**
 * Issue 28 (low): a NUL byte in `unread.markRead`'s conversation id reached PostgreSQL and answered 500. Every id a
 * procedure takes goes through the one identifier type (src/shared/text.ts `identifier`), which refuses it: the
 * schema walk checks each procedure's id fields directly (a request would be refused for its other fields first),
 * and the REST walk sends a NUL in every path parameter.
 */
type Schema = { safeParse(value: unknown): { success: boolean } };
type Procedure = { _def: { type: string; inputs: Array<{ shape?: Record<string, Schema> }> } };
const ID_FIELD = /(^id$|Id$)/;
const NUL_ID = 'abc\u0000def';

const idFields = Object.entries(appRouter._def.procedures as unknown as Record<string, Procedure>).flatMap(([name, p]) =>
  p._def.inputs.flatMap((input) => Object.entries(input.shape ?? {}).filter(([key]) => ID_FIELD.test(key)).map(([key, schema]) => ({ name, key, schema }))),
);

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({ limits: { enabled: false } as never });
  // The administrator passes every sign-in and role check, so what answers is the input's validation.
  admin = await createAssessedUser(t, { email: TEST_ADMIN_EMAIL });
});
afterAll(async () => {
  await t?.close();
});

describe('ids with a NUL byte', () => {
  it('finds the id fields (the walk is not empty by mistake)', () => {
    expect(idFields.length).toBeGreaterThan(20);
    expect(idFields.map((f) => `${f.name}.${f.key}`)).toContain('unread.markRead.conversationId');
  });

  it('every procedure’s id field refuses a NUL byte (and still takes an ordinary id)', () => {
    const takesNul = idFields.filter((f) => f.schema.safeParse(NUL_ID).success).map((f) => `${f.name}.${f.key}`);
    expect(takesNul).toEqual([]);
    const refusesOrdinary = idFields.filter((f) => !f.schema.safeParse(newId()).success).map((f) => `${f.name}.${f.key}`);
    expect(refusesOrdinary).toEqual([]);
  });

  it('unread.markRead answers 400, not 500, for a NUL in the conversation id', async () => {
    const res = await t.request({ method: 'POST', url: '/trpc/unread.markRead', token: admin.token, body: { conversationId: NUL_ID, seq: 1 } });
    expect(res.statusCode).toBe(400);
  });

  const withIds = restRoutes.filter((r) => /:\w*(id|Id)\b/.test(r.path));
  it.each(withIds.map((r) => [r.method, r.path] as const))('%s %s answers 400 for a NUL in its id', async (method, path) => {
    const url = path.replace(/:(\w+)/g, (_, name: string) => (/(^id$|Id$)/.test(name) ? encodeURIComponent(NUL_ID) : 'abc'));
    const res = await t.request({ method, url, token: admin.token, ...(method === 'GET' || method === 'DELETE' ? {} : { body: {} }) });
    expect(res.statusCode, url).toBe(400);
  });
});
