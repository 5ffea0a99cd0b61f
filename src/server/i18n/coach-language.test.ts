import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { createAssessedUser as createUser } from '../test/factories.js';

// The builtin coach speaks English; a member who reads Attune in Spanish is told so once, in Spanish (decision 071).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const greetingOf = async (token: string): Promise<string> => (await t.request({ method: 'GET', url: '/trpc/coach.info', token })).json().result.data.greeting;

describe('the builtin coach and the member language', () => {
  it('opens with one polite Spanish note for a Spanish member', async () => {
    const ana = await createUser(t, { firstName: 'Ana', locale: 'es' });
    const greeting = await greetingOf(ana.token);
    expect(greeting.startsWith('Una nota antes de empezar: por ahora, ')).toBe(true);
    expect(greeting.match(/solo responde en inglés/g)).toHaveLength(1);
    expect(greeting).toContain('Hi Ana');
  });

  it('says nothing of the kind to an English member', async () => {
    const ada = await createUser(t, { firstName: 'Ada', locale: 'en' });
    const greeting = await greetingOf(ada.token);
    expect(greeting).toMatch(/^Hi Ada/);
    expect(greeting).not.toContain('inglés');
  });
});
