import { IntlMessageFormat } from 'intl-messageformat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/locales.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { createAssessedUser } from '../test/factories.js';
import { ACHIEVEMENTS } from '../features/social-hub/achievements.js';
import { actionTranslationProblems, readActionTranslation, type ActionTranslation } from '../features/growth/actionText.js';
import { actionLibrary, formatMinutes, libraryActionById } from '../features/growth/library.js';
import { allPrompts, promptById, promptTranslationProblems, readPromptTranslation, type PromptTranslation } from '../features/social-hub/prompts.js';
import { en } from './en.js';
import { es } from './es.js';

// Server content a member reads, in their language (issue 33, decisions 080 and 079): the Social Hub's achievements,
// the weekly actions and the Social Hub's prompts.
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

type Action = { id: string; title: string; description: string; instructions: string; estimatedTime: string; difficulty: string; points: number };

describe('weekly actions in the member language (content/actions/<locale>.json)', () => {
  const library = actionLibrary();
  const english = new Map(Object.values(library).flat().map((a) => [a.title, a]));
  const spanish = readActionTranslation('es');

  it('a Spanish member is handed Spanish actions over REST and tRPC, an English one the library as written', async () => {
    const ana = await createAssessedUser(t, { locale: 'es' });
    const ada = await createAssessedUser(t, { locale: 'en' });
    const rest = async (token: string) => {
      const res = await t.request({ method: 'GET', url: '/api/stability-actions/social', token });
      expect(res.statusCode).toBe(200);
      return res.json() as Action[];
    };
    const englishList = await rest(ada.token);
    expect(englishList.length).toBeGreaterThan(0);
    for (const a of englishList) {
      const source = english.get(a.title);
      expect(source, a.title).toBeDefined();
      expect(a.instructions).toBe(source!.steps.join('\n'));
      expect(a.estimatedTime).toMatch(/\b(minutes?|hours?)\b/);
    }

    const spanishList = await rest(ana.token);
    expect(spanishList.length).toBeGreaterThan(0);
    for (const a of spanishList) {
      expect(english.has(a.title), a.title).toBe(false);
      const [id, words] = Object.entries(spanish.actions).find(([, w]) => w.title === a.title) ?? [];
      expect(words, a.title).toBeDefined();
      expect(a.description).toBe(words!.description);
      expect(a.instructions).toBe(words!.steps.join('\n'));
      expect(a.estimatedTime).toBe(formatMinutes(libraryActionById(id!)!.estimatedMinutes, 'es'));
      expect(a.estimatedTime).toMatch(/\b(minutos?|horas?)\b/);
    }
    // Same ids and points whatever the language: only the words change.
    const trpc = await t.request({ method: 'GET', url: `/trpc/stabilityActions.list?input=${encodeURIComponent(JSON.stringify({ stabilityType: 'social' }))}`, token: ana.token });
    expect(trpc.statusCode).toBe(200);
    expect(trpc.json().result.data).toEqual(spanishList);

    // Acting on one stores the English library row; the journal still names it in Spanish for its Spanish reader.
    const pick = spanishList[0]!;
    const entry = await t.request({ method: 'POST', url: '/api/journal-entries', token: ana.token, body: { userStabilityActionId: pick.id, content: 'Hablamos un buen rato.' } });
    expect(entry.statusCode).toBe(201);
    expect(entry.json().action.title).toBe(pick.title);
    expect((await rest(ana.token)).find((a) => a.id === pick.id)?.title).toBe(pick.title);

    // Generating more hands out Spanish words too.
    const more = await t.request({ method: 'POST', url: '/api/stability-actions/generate/social', token: ana.token });
    expect(more.statusCode).toBe(200);
    for (const a of more.json() as Action[]) expect(english.has(a.title), a.title).toBe(false);
  });

  it('Spanish durations follow Spanish plurals; English ones read as before', () => {
    expect(formatMinutes(90)).toBe('1 hour 30 minutes');
    expect(formatMinutes(120)).toBe('2 hours');
    expect(formatMinutes(90, 'es')).toBe('1 hora 30 minutos');
    expect(formatMinutes(60, 'es')).toBe('1 hora');
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s: every action has its title, description and each of its steps, and nothing else', (locale) => {
    expect(actionTranslationProblems(readActionTranslation(locale), library, `content/actions/${locale}.json`)).toEqual([]);
  });

  it('names a missing, an unknown, a reshaped and an untranslated action', () => {
    const [first, second, third] = library.social;
    const actions: ActionTranslation['actions'] = { ...spanish.actions, 'no-such-action': { title: 'x', description: 'y', steps: ['z'] } };
    delete actions[first!.id];
    actions[second!.id] = { ...actions[second!.id]!, steps: actions[second!.id]!.steps.slice(1) };
    actions[third!.id] = { ...actions[third!.id]!, description: third!.description };
    const problems = actionTranslationProblems({ actions }, library, 'es.json').join('\n');
    expect(problems).toMatch(new RegExp(`no words for 1 actions: ${first!.id}$`, 'm'));
    expect(problems).toMatch(/do not exist: no-such-action/);
    expect(problems).toMatch(new RegExp(`different number of steps than the English in: ${second!.id}`));
    expect(problems).toMatch(new RegExp(`in English: ${third!.id}`));
  });
});

describe('Social Hub prompts in the member language (content/social-hub/<locale>.json)', () => {
  const spanish = readPromptTranslation('es');

  it('a Spanish member reads the daily prompt, and the prompt on the feed, in Spanish; an English one as written', async () => {
    const ana = await createAssessedUser(t, { locale: 'es' });
    const ada = await createAssessedUser(t, { locale: 'en' });
    for (const who of [ana, ada]) {
      const joined = await t.request({ method: 'POST', url: '/api/social-hub/join', token: who.token, body: { showType: true, showPhoto: true } });
      expect(joined.statusCode).toBeLessThan(300);
    }
    const prompt = async (token: string) => (await t.request({ method: 'GET', url: '/api/social-hub/daily-prompt', token })).json() as { id: string; title: string; content: string };
    const inEnglish = await prompt(ada.token);
    const original = promptById(inEnglish.id)!;
    expect(inEnglish).toEqual({ id: original.id, title: original.title, content: original.content });
    const inSpanish = await prompt(ana.token);
    expect(inSpanish).toEqual({ id: original.id, ...spanish.prompts[original.id] });

    const shared = await t.request({ method: 'POST', url: '/api/social-hub/respond', token: ada.token, body: { promptId: inEnglish.id, content: 'A neighbour carried my shopping up the stairs.', isAnonymous: false, postType: 'prompt_response' } });
    expect(shared.statusCode).toBeLessThan(300);
    const feedPrompt = async (token: string) => {
      const posts = (await t.request({ method: 'GET', url: '/api/social-hub/feed', token })).json().posts as Array<{ id: string; prompt: { title: string; content: string } | null }>;
      return posts.find((p) => p.id === shared.json().postId)?.prompt;
    };
    expect(await feedPrompt(ada.token)).toEqual({ title: original.title, content: original.content });
    expect(await feedPrompt(ana.token)).toEqual(spanish.prompts[original.id]);
  });

  it("reads the automatic posts (joined, an achievement earned) in the reader's language, stored once in English", async () => {
    const ana = await createAssessedUser(t, { locale: 'es' });
    const ada = await createAssessedUser(t, { locale: 'en' });
    for (const who of [ana, ada]) expect((await t.request({ method: 'POST', url: '/api/social-hub/join', token: who.token, body: { showType: true, showPhoto: true } })).statusCode).toBeLessThan(300);
    const promptId = (await t.request({ method: 'GET', url: '/api/social-hub/daily-prompt', token: ada.token })).json().id as string;
    const shared = await t.request({ method: 'POST', url: '/api/social-hub/respond', token: ada.token, body: { promptId, content: 'I finally called my grandmother back.', isAnonymous: false, postType: 'prompt_response' } });
    expect(shared.statusCode).toBeLessThan(300);
    const adasAutoPosts = async (token: string) => {
      const posts = (await t.request({ method: 'GET', url: '/api/social-hub/feed?limit=50', token })).json().posts as Array<{ postType: string; content: string; user: { id: string } | null }>;
      return Object.fromEntries(posts.filter((p) => p.user?.id === ada.user.id && p.postType !== 'prompt_response').map((p) => [p.postType, p.content]));
    };
    const english = await adasAutoPosts(ada.token);
    expect(english).toMatchObject({ welcome: en['hub.auto.welcome'], achievement: 'Earned the achievement “First Reflection”.' });
    const spanish = await adasAutoPosts(ana.token);
    expect(spanish).toMatchObject({ welcome: es['hub.auto.welcome'], achievement: `Ha conseguido el logro «${es['achievement.first_reflection.title']}».` });
    // What is stored is the English record; nothing else but the words changes between the two readers.
    expect(Object.keys(spanish).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s: every prompt has its title and question, and nothing else', (locale) => {
    expect(promptTranslationProblems(readPromptTranslation(locale), allPrompts(), `content/social-hub/${locale}.json`)).toEqual([]);
  });

  it('names a missing, an unknown and an untranslated prompt', () => {
    const [first, second] = allPrompts();
    const prompts: PromptTranslation['prompts'] = { ...spanish.prompts, p999: { title: 'x', content: 'y' } };
    delete prompts[first!.id];
    prompts[second!.id] = { title: prompts[second!.id]!.title, content: second!.content };
    const problems = promptTranslationProblems({ prompts }, allPrompts(), 'es.json').join('\n');
    expect(problems).toMatch(new RegExp(`for 1 prompts: ${first!.id}$`, 'm'));
    expect(problems).toMatch(/do not exist: p999/);
    expect(problems).toMatch(new RegExp(`in English: ${second!.id}`));
  });
});
