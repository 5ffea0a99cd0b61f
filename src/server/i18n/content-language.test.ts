import { IntlMessageFormat } from 'intl-messageformat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/locales.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { createAssessedUser } from '../test/factories.js';
import { ACHIEVEMENTS } from '../features/social-hub/achievements.js';
import { en } from './en.js';
import { es } from './es.js';

// Server content a member reads, in their language (issue 33, decision 080): the Social Hub's achievements.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const list = async (token: string) => {
  const res = await t.request({ method: 'GET', url: '/trpc/socialHub.achievementList', token });
  expect(res.statusCode).toBe(200);
  return res.json().result.data as Array<{ id: string; icon: string; title: string; description: string }>;
};

describe('achievements in the member language', () => {
  it('a Spanish member reads them in Spanish, an English member the definitions as written', async () => {
    const ana = await createAssessedUser(t, { locale: 'es' });
    const spanish = await list(ana.token);
    expect(spanish.find((a) => a.id === 'streak_7')).toEqual({ id: 'streak_7', icon: 'flame', title: 'Una semana de reflexión', description: 'Siete días seguidos de reflexión.' });

    const ada = await createAssessedUser(t, { locale: 'en' });
    expect(await list(ada.token)).toEqual(ACHIEVEMENTS.map(({ id, icon, title, description }) => ({ id, icon, title, description })));
  });

  it('every achievement has its texts in every language, the English equal to its definition', () => {
    for (const a of ACHIEVEMENTS) {
      const title = `achievement.${a.id}.title` as keyof typeof en;
      const description = `achievement.${a.id}.description` as keyof typeof en;
      expect(en[title], a.id).toBe(a.title);
      expect(en[description], a.id).toBe(a.description);
      expect(es[title], a.id).toBeTruthy();
      expect(es[description], a.id).not.toBe(a.description);
    }
  });
});

/**
 * Every argument a message uses, nested ones included. Names only: the English wording is the spec's and may say
 * "{max} characters" where another language needs "{max, plural, …}" to be right.
 */
function argumentsOf(message: string, locale: string): string[] {
  const found = new Set<string>();
  const walk = (elements: unknown[]): void => {
    for (const element of elements as Array<{ type: number; value?: string; options?: Record<string, { value: unknown[] }>; children?: unknown[] }>) {
      if (element.type !== 0 && element.type !== 7 && element.value !== undefined) found.add(element.value);
      for (const option of Object.values(element.options ?? {})) walk(option.value);
      if (element.children) walk(element.children);
    }
  };
  walk(new IntlMessageFormat(message, locale).getAst());
  return [...found].sort();
}

describe('the server catalogues', () => {
  const catalogues: Record<string, Record<string, string>> = { en, es };
  it.each(LOCALES.filter((l) => l !== 'en'))('%s has every English key, each with the same ICU arguments, and parses', (locale) => {
    const translated = catalogues[locale]!;
    expect(Object.keys(translated).sort()).toEqual(Object.keys(en).sort());
    const differing = Object.entries(en)
      .filter(([key, english]) => argumentsOf(english, 'en').join() !== argumentsOf(translated[key]!, locale).join())
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });
});
