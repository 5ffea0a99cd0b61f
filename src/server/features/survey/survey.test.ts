import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOBBY_CATEGORIES } from '../../../shared/assessment/hobbies.js';
import { PERSONALITY_TYPES } from '../../../shared/assessment/personalityTypes.js';
import { SURVEY_CATEGORY_IDS } from '../../../shared/assessment/types.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createUser, deactivate, type TestUser } from '../../test/factories.js';
import { seedAssessment } from '../../test/demo-survey.js';
import { loadProfiles, vibeFor } from './profiles.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token?: string) => t.request({ method: 'GET', url, token });
const post = (url: string, body: unknown, token?: string) => t.request({ method: 'POST', url, token, body });
const put = (url: string, body: unknown, token?: string) => t.request({ method: 'PUT', url, token, body });

async function count(table: 'survey_responses' | 'survey_progress' | 'survey_results' | 'hobby_responses' | 'compatibility_weights' | 'assessment_progress', userId: string) {
  const row = await t.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function answerAll(u: TestUser, pick: (index: number) => number[] = (i) => [i % 20, (i * 7) % 20]) {
  for (const [index, category] of SURVEY_CATEGORY_IDS.entries()) {
    const res = await post('/api/survey/response', { category, categoryIndex: index, responses: pick(index) }, u.token);
    expect(res.statusCode).toBe(200);
  }
}

async function completedUser(): Promise<TestUser> {
  const u = await createUser(t);
  await answerAll(u);
  expect((await post('/api/survey/complete', {}, u.token)).statusCode).toBe(200);
  return u;
}

const outdoors = HOBBY_CATEGORIES[0]!;
const [a1, a2, a3, a4] = outdoors.activities;

describe('anonymous callers', () => {
  it.each([
    ['GET', '/api/survey/assessment-status'],
    ['GET', '/api/survey/progress'],
    ['PUT', '/api/survey/progress'],
    ['GET', '/api/survey/responses'],
    ['POST', '/api/survey/response'],
    ['POST', '/api/survey/complete'],
    ['GET', '/api/survey/results'],
    ['GET', '/api/assessment-status'],
    ['POST', '/api/assessment/skip'],
    ['GET', '/api/hobby-categories'],
    ['GET', '/api/hobby-assessment'],
    ['GET', '/api/hobby-responses'],
    ['POST', '/api/hobby-assessment'],
    ['GET', '/api/compatibility-weights'],
    ['POST', '/api/compatibility-weights'],
    ['PUT', '/api/compatibility-weights'],
  ] as const)('%s %s answers 401', async (method, url) => {
    const res = await t.request({ method, url, body: method === 'GET' ? undefined : {} });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Please sign in to continue.' });
  });

  it('answers 401 to a deactivated member, who can neither read their results nor write answers', async () => {
    const u = await completedUser();
    await deactivate(t, u.user.id);
    expect((await get('/api/survey/results', u.token)).statusCode).toBe(401);
    expect((await get('/api/assessment-status', u.token)).statusCode).toBe(401);
    const write = await post('/api/survey/response', { category: 'communication', categoryIndex: 0, responses: [5] }, u.token);
    expect(write.statusCode).toBe(401);
    const weights = await post('/api/compatibility-weights', { personalityWeight: 50, lifestyleWeight: 50 }, u.token);
    expect(weights.statusCode).toBe(401);
    expect(await count('compatibility_weights', u.user.id)).toBe(0);
    const stored = await t.database.db.selectFrom('survey_responses').select('responses').where('user_id', '=', u.user.id).where('category', '=', 'communication').executeTakeFirstOrThrow();
    expect(JSON.parse(stored.responses)).not.toEqual([5]);
  });

  it('answers 401 to a forged token too', async () => {
    const u = await createUser(t);
    const [id] = u.token.split('.');
    const res = await get('/api/survey/results', `${id}.aaaaaaaaaaaaaaaaaaaaaaaa`);
    expect(res.statusCode).toBe(401);
  });
});

describe('survey progress and responses', () => {
  it('starts empty: progress at 0, no responses, not completed, no results (404 with a message)', async () => {
    const u = await createUser(t);
    expect((await get('/api/survey/progress', u.token)).json()).toEqual({ completedCategories: [], currentCategoryIndex: 0, isCompleted: false });
    expect((await get('/api/survey/responses', u.token)).json()).toEqual([]);
    expect((await get('/api/survey/assessment-status', u.token)).json()).toEqual({ hasCompleted: false });
    const results = await get('/api/survey/results', u.token);
    expect(results.statusCode).toBe(404);
    expect(results.json()).toEqual({ message: 'No survey results yet. Complete the survey to see them.' });
  });

  it('saves a response sorted and de-duplicated, overwrites it, and lists responses in category order', async () => {
    const u = await createUser(t);
    const second = await post('/api/survey/response', { category: 'conflict_resolution', categoryIndex: 1, responses: [19, 3, 3, 0] }, u.token);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ category: 'conflict_resolution', categoryIndex: 1, responses: [0, 3, 19] });
    await post('/api/survey/response', { category: 'communication', categoryIndex: 0, responses: [5] }, u.token);
    await post('/api/survey/response', { category: 'communication', categoryIndex: 0, responses: [6, 2] }, u.token);
    expect((await get('/api/survey/responses', u.token)).json()).toEqual([
      { category: 'communication', categoryIndex: 0, responses: [2, 6] },
      { category: 'conflict_resolution', categoryIndex: 1, responses: [0, 3, 19] },
    ]);
  });

  it('saves and returns progress so a person can resume', async () => {
    const u = await createUser(t);
    const body = { completedCategories: ['conflict_resolution', 'communication', 'love_languages'], currentCategoryIndex: 3, isCompleted: false };
    const res = await put('/api/survey/progress', body, u.token);
    expect(res.statusCode).toBe(200);
    const expected = { completedCategories: ['communication', 'conflict_resolution', 'love_languages'], currentCategoryIndex: 3, isCompleted: false };
    expect(res.json()).toEqual(expected);
    expect((await get('/api/survey/progress', u.token)).json()).toEqual(expected);
    await put('/api/survey/progress', { ...body, currentCategoryIndex: 4 }, u.token);
    expect((await get('/api/survey/progress', u.token)).json().currentCategoryIndex).toBe(4);
  });

  it.each([
    [{ category: 'astrology', categoryIndex: 0, responses: [1] }, 'category: Unknown category'],
    [{ category: 'communication', categoryIndex: 0, responses: [20] }, 'responses: Option index 20 is outside 0–19'],
    [{ category: 'communication', categoryIndex: 0, responses: [-1] }, 'responses: Option index -1 is outside 0–19'],
    [{ category: 'communication', categoryIndex: 0, responses: [1.5] }, 'responses: Option index 1.5 is not a whole number'],
    [{ category: 'communication', categoryIndex: 0, responses: [] }, 'responses: Select at least one option'],
    [{ category: 'communication', categoryIndex: 0, responses: ['1'] }, 'responses.0: Option indexes must be numbers'],
    [{ category: 'communication', categoryIndex: 4, responses: [1] }, 'categoryIndex: Category index does not match the category'],
    [{ category: 'communication', categoryIndex: 15, responses: [1] }, 'categoryIndex: Category index must be between 0 and 14'],
    [{ category: 'communication', responses: [1] }, 'categoryIndex'],
    [{ categoryIndex: 0, responses: [1] }, 'category: Category is required'],
  ])('POST /api/survey/response refuses bad input with 400 and stores nothing (%#)', async (body, message) => {
    const u = await createUser(t);
    const res = await post('/api/survey/response', body, u.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await count('survey_responses', u.user.id)).toBe(0);
  });

  it.each([
    [{ completedCategories: ['nope'], currentCategoryIndex: 1, isCompleted: false }, 'completedCategories.0: Unknown category'],
    [{ completedCategories: ['communication', 'communication'], currentCategoryIndex: 1, isCompleted: false }, 'completedCategories: Completed categories must not repeat'],
    [{ completedCategories: [], currentCategoryIndex: 15, isCompleted: false }, 'currentCategoryIndex: Current category index must be between 0 and 14'],
    [{ completedCategories: [], currentCategoryIndex: -1, isCompleted: false }, 'currentCategoryIndex'],
    [{ completedCategories: [], currentCategoryIndex: 0, isCompleted: 'yes' }, 'isCompleted: isCompleted must be true or false'],
  ])('PUT /api/survey/progress refuses bad input with 400 and stores nothing (%#)', async (body, message) => {
    const u = await createUser(t);
    const res = await put('/api/survey/progress', body, u.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await count('survey_progress', u.user.id)).toBe(0);
  });
});

describe('POST /api/survey/complete and GET /api/survey/results', () => {
  it('refuses to complete with a category missing, naming it, and stores no results', async () => {
    const u = await createUser(t);
    for (const [index, category] of SURVEY_CATEGORY_IDS.slice(0, 14).entries()) {
      await post('/api/survey/response', { category, categoryIndex: index, responses: [1] }, u.token);
    }
    const res = await post('/api/survey/complete', {}, u.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please answer every category before completing the survey. Missing: Intimacy Communication.');
    expect(await count('survey_results', u.user.id)).toBe(0);
    expect((await get('/api/survey/assessment-status', u.token)).json()).toEqual({ hasCompleted: false });
  });

  it('scores, stores results with evidence and type info, marks progress complete and flips hasCompleted', async () => {
    const u = await createUser(t);
    await answerAll(u);
    const res = await post('/api/survey/complete', {}, u.token);
    expect(res.statusCode).toBe(200);
    const results = res.json();
    expect(results.personalityType).toMatch(/^[EI][SN][TF][JP]$/);
    const info = PERSONALITY_TYPES[results.personalityType]!;
    expect(results).toMatchObject({ nickname: info.nickname, description: info.description, inLove: info.inLove, mostCompatible: info.mostCompatible, challenging: info.challenging });
    expect(results.evidence.axes).toHaveLength(4);
    expect(Object.keys(results.evidence.loveLanguages.giving)).toHaveLength(5);
    for (const key of ['overallStability', 'mentalStability', 'emotionalStability', 'physicalStability', 'socialStability', 'spiritualStability', 'desireStability']) {
      expect(results[key]).toBeGreaterThanOrEqual(0);
      expect(results[key]).toBeLessThanOrEqual(100);
    }
    expect((await get('/api/survey/results', u.token)).json()).toEqual(results);
    expect((await get('/api/survey/assessment-status', u.token)).json()).toEqual({ hasCompleted: true });
    const progress = (await get('/api/survey/progress', u.token)).json();
    expect(progress).toEqual({ completedCategories: [...SURVEY_CATEGORY_IDS], currentCategoryIndex: 14, isCompleted: true });
  });

  it('never shows one person the results of another', async () => {
    const a = await completedUser();
    const b = await createUser(t);
    expect((await get('/api/survey/results', b.token)).statusCode).toBe(404);
    expect((await get('/api/survey/responses', b.token)).json()).toEqual([]);
    expect((await get('/api/survey/assessment-status', b.token)).json()).toEqual({ hasCompleted: false });
    // Query parameters are not an id input either.
    expect((await get(`/api/survey/results?userId=${a.user.id}`, b.token)).statusCode).toBe(404);
  });
});

describe('progressive assessment status and skip', () => {
  it('reports each milestone and the percentage', async () => {
    const u = await createUser(t);
    const start = (await get('/api/assessment-status', u.token)).json();
    expect(start).toEqual({ coreCompleted: false, hobbyCompleted: false, weightingCompleted: false, skipped: false, savedHobbyCategories: [], progressPercentage: 0, retakeInProgress: false });
    await put('/api/survey/progress', { completedCategories: SURVEY_CATEGORY_IDS.slice(0, 5), currentCategoryIndex: 5, isCompleted: false }, u.token);
    expect((await get('/api/assessment-status', u.token)).json().progressPercentage).toBe(20);
    await answerAll(u);
    await post('/api/survey/complete', {}, u.token);
    expect((await get('/api/assessment-status', u.token)).json()).toMatchObject({ coreCompleted: true, progressPercentage: 60 });
    await post('/api/hobby-assessment', { category: outdoors.id, selections: [{ activityId: a1!.id, interest: 4 }], preferences: { topThree: [], notes: '' }, complete: true }, u.token);
    expect((await get('/api/assessment-status', u.token)).json()).toMatchObject({ hobbyCompleted: true, savedHobbyCategories: [outdoors.id], progressPercentage: 80 });
    await post('/api/compatibility-weights', { personalityWeight: 70, lifestyleWeight: 30, preference: 'personality_focused' }, u.token);
    expect((await get('/api/assessment-status', u.token)).json()).toMatchObject({ weightingCompleted: true, progressPercentage: 100 });
  });

  it('records Skip for Now without completing anything', async () => {
    const u = await completedUser();
    const res = await post('/api/assessment/skip', {}, u.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ coreCompleted: true, hobbyCompleted: false, weightingCompleted: false, skipped: true });
  });
});

describe('hobbies', () => {
  it('lists the seven categories with their activities', async () => {
    const u = await createUser(t);
    const res = await get('/api/hobby-categories', u.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(7);
    expect(res.json()[0]).toMatchObject({ id: outdoors.id, name: outdoors.name, color: outdoors.color, icon: outdoors.icon });
  });

  it('saves a category with defaults, overwrites it, and shows saved and display forms', async () => {
    const u = await createUser(t);
    const body = {
      category: outdoors.id,
      selections: [
        { activityId: a1!.id, interest: 5 },
        { activityId: a2!.id, interest: 2, frequency: 'often', intensity: 'intense' },
      ],
      preferences: { topThree: [a1!.id, a3!.id], notes: ' early mornings ' },
    };
    const res = await post('/api/hobby-assessment', body, u.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      saved: {
        category: outdoors.id,
        selections: [
          { activityId: a1!.id, interest: 5, frequency: 'sometimes', intensity: 'moderate' },
          { activityId: a2!.id, interest: 2, frequency: 'often', intensity: 'intense' },
        ],
        preferences: { topThree: [a1!.id, a3!.id], notes: 'early mornings' },
      },
      hobbyCompleted: false,
    });
    expect((await get('/api/hobby-assessment', u.token)).json()).toEqual([res.json().saved]);
    expect((await get('/api/hobby-responses', u.token)).json()).toEqual([
      {
        category: outdoors.id,
        categoryName: outdoors.name,
        icon: outdoors.icon,
        color: outdoors.color,
        selections: [
          { activityId: a1!.id, name: a1!.name, interest: 5 },
          { activityId: a2!.id, name: a2!.name, interest: 2 },
        ],
        topThree: [a1!.id, a3!.id],
      },
    ]);
    await post('/api/hobby-assessment', { category: outdoors.id, selections: [{ activityId: a4!.id, interest: 3 }] }, u.token);
    const saved = (await get('/api/hobby-assessment', u.token)).json();
    expect(saved).toHaveLength(1);
    expect(saved[0].selections).toEqual([{ activityId: a4!.id, interest: 3, frequency: 'sometimes', intensity: 'moderate' }]);
    expect(saved[0].preferences).toEqual({ topThree: [], notes: '' });
  });

  it('accepts a top pick alone, and counts the hobby assessment complete once all seven are saved', async () => {
    const u = await createUser(t);
    for (const [i, category] of HOBBY_CATEGORIES.entries()) {
      const activity = category.activities[0]!.id;
      const body = i === 0 ? { category: category.id, selections: [], preferences: { topThree: [activity], notes: '' } } : { category: category.id, selections: [{ activityId: activity, interest: 1 }] };
      const res = await post('/api/hobby-assessment', body, u.token);
      expect(res.statusCode).toBe(200);
      expect(res.json().hobbyCompleted).toBe(i === HOBBY_CATEGORIES.length - 1);
    }
    const shown = (await get('/api/hobby-assessment', u.token)).json().map((a: { category: string }) => a.category);
    expect(shown).toEqual(HOBBY_CATEGORIES.map((c) => c.id));
  });

  it.each([
    [{ category: 'knitting', selections: [{ activityId: 'x', interest: 3 }] }, 'category: Unknown hobby category'],
    [{ category: outdoors.id, selections: [{ activityId: 'made_up', interest: 3 }] }, 'selections.0.activityId: Unknown activity for'],
    [{ category: outdoors.id, selections: [{ activityId: HOBBY_CATEGORIES[1]!.activities[0]!.id, interest: 3 }] }, 'selections.0.activityId: Unknown activity for'],
    [{ category: outdoors.id, selections: [{ activityId: a1!.id, interest: 0 }] }, 'selections.0.interest: Interest must be a whole number from 1 to 5'],
    [{ category: outdoors.id, selections: [{ activityId: a1!.id, interest: 6 }] }, 'selections.0.interest: Interest must be a whole number from 1 to 5'],
    [{ category: outdoors.id, selections: [{ activityId: a1!.id, interest: 2.5 }] }, 'selections.0.interest'],
    [{ category: outdoors.id, selections: [{ activityId: a1!.id, interest: 3 }, { activityId: a1!.id, interest: 4 }] }, 'Each activity may be rated once'],
    [{ category: outdoors.id, selections: [{ activityId: a1!.id, interest: 3, frequency: 'daily' }] }, 'selections.0.frequency'],
    [{ category: outdoors.id, selections: [{ activityId: a1!.id, interest: 3 }], preferences: { topThree: [a1!.id, a2!.id, a3!.id, a4!.id], notes: '' } }, 'preferences.topThree: Choose at most 3 top picks'],
    [{ category: outdoors.id, selections: [{ activityId: a1!.id, interest: 3 }], preferences: { topThree: ['made_up'], notes: '' } }, 'preferences.topThree.0: Unknown activity'],
    [{ category: outdoors.id, selections: [{ activityId: a1!.id, interest: 3 }], preferences: { topThree: [a1!.id, a1!.id], notes: '' } }, 'Top picks must not repeat'],
    [{ category: outdoors.id, selections: [{ activityId: a1!.id, interest: 3 }], preferences: { topThree: [], notes: 'x'.repeat(1001) } }, 'preferences.notes'],
    [{ category: outdoors.id, selections: [] }, 'selections: Rate at least one activity or choose a top pick'],
  ])('POST /api/hobby-assessment refuses bad input with 400 and stores nothing (%#)', async (body, message) => {
    const u = await createUser(t);
    const res = await post('/api/hobby-assessment', { ...body, complete: true }, u.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await count('hobby_responses', u.user.id)).toBe(0);
    expect(await count('assessment_progress', u.user.id)).toBe(0);
  });

  it('keeps each person’s hobbies to themselves', async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    await post('/api/hobby-assessment', { category: outdoors.id, selections: [{ activityId: a1!.id, interest: 5 }] }, a.token);
    expect((await get('/api/hobby-assessment', b.token)).json()).toEqual([]);
    expect((await get('/api/hobby-responses', b.token)).json()).toEqual([]);
  });
});

describe('compatibility weights', () => {
  it('answers 404 before the first save; POST creates, a second POST is 409, PUT updates', async () => {
    const u = await createUser(t);
    const none = await get('/api/compatibility-weights', u.token);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: 'No compatibility preferences saved yet.' });

    const created = await post('/api/compatibility-weights', { personalityWeight: 55, lifestyleWeight: 45 }, u.token);
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({ personalityWeight: 55, lifestyleWeight: 45, preference: 'balanced' });
    expect((await get('/api/compatibility-weights', u.token)).json()).toEqual(created.json());

    const again = await post('/api/compatibility-weights', { personalityWeight: 70, lifestyleWeight: 30 }, u.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Compatibility preferences already exist. Update them instead.' });

    const updated = await put('/api/compatibility-weights', { personalityWeight: 30, lifestyleWeight: 70, preference: 'lifestyle_focused' }, u.token);
    expect(updated.statusCode).toBe(200);
    expect((await get('/api/compatibility-weights', u.token)).json()).toEqual({ personalityWeight: 30, lifestyleWeight: 70, preference: 'lifestyle_focused' });
  });

  it('derives the preference from the slider: 60+ personality focused, 40 or less lifestyle focused', async () => {
    for (const [w, preference] of [[60, 'personality_focused'], [40, 'lifestyle_focused'], [45, 'balanced'], [100, 'personality_focused'], [0, 'lifestyle_focused']] as const) {
      const u = await createUser(t);
      const res = await post('/api/compatibility-weights', { personalityWeight: w, lifestyleWeight: 100 - w }, u.token);
      expect(res.json().preference).toBe(preference);
    }
  });

  it('PUT before any save answers 404 and stores nothing', async () => {
    const u = await createUser(t);
    const res = await put('/api/compatibility-weights', { personalityWeight: 50, lifestyleWeight: 50 }, u.token);
    expect(res.statusCode).toBe(404);
    expect(await count('compatibility_weights', u.user.id)).toBe(0);
  });

  it.each([
    [{ personalityWeight: 52, lifestyleWeight: 48 }, 'personalityWeight: Personality weight must be in steps of 5'],
    [{ personalityWeight: 60, lifestyleWeight: 30 }, 'lifestyleWeight: Personality and lifestyle weights must add up to 100'],
    [{ personalityWeight: 110, lifestyleWeight: -10 }, 'personalityWeight: Personality weight must be a whole number from 0 to 100'],
    [{ personalityWeight: '50', lifestyleWeight: 50 }, 'personalityWeight'],
    [{ lifestyleWeight: 50 }, 'personalityWeight'],
    [{ personalityWeight: 70, lifestyleWeight: 30, preference: 'balanced' }, 'preference: Preference does not match a personality weight of 70 (expected personality_focused)'],
    [{ personalityWeight: 50, lifestyleWeight: 50, preference: 'romantic' }, 'preference: Preference must be one of'],
  ])('POST and PUT refuse bad weights with 400 and store nothing (%#)', async (body, message) => {
    const u = await createUser(t);
    const created = await post('/api/compatibility-weights', body, u.token);
    expect(created.statusCode).toBe(400);
    expect(created.json().message).toContain(message);
    expect(await count('compatibility_weights', u.user.id)).toBe(0);

    await post('/api/compatibility-weights', { personalityWeight: 50, lifestyleWeight: 50 }, u.token);
    const updated = await put('/api/compatibility-weights', body, u.token);
    expect(updated.statusCode).toBe(400);
    expect((await get('/api/compatibility-weights', u.token)).json()).toEqual({ personalityWeight: 50, lifestyleWeight: 50, preference: 'balanced' });
  });
});

describe('tRPC answers the same', () => {
  it('survey.results is null before completion and the results after', async () => {
    const u = await createUser(t);
    const before = await t.request({ method: 'GET', url: '/trpc/survey.results', token: u.token });
    expect(before.statusCode).toBe(200);
    expect(before.json().result.data).toBeNull();
    const weights = await t.request({ method: 'GET', url: '/trpc/survey.weights', token: u.token });
    expect(weights.json().result.data).toBeNull();
    const anonymous = await t.request({ method: 'GET', url: '/trpc/survey.results' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('seedAssessment (demo data)', () => {
  it('stores responses, completed progress, results, hobbies and weights', async () => {
    const u = await createUser(t);
    await seedAssessment(
      t.deps,
      u.user.id,
      { communication: [0, 3], love_languages: [4] },
      [
        { category: outdoors.id, selections: [{ activityId: a1!.id, interest: 5, frequency: 'often', intensity: 'moderate' }], preferences: { topThree: [a1!.id], notes: '' } },
        { category: HOBBY_CATEGORIES[1]!.id, selections: [{ activityId: HOBBY_CATEGORIES[1]!.activities[0]!.id, interest: 3, frequency: 'sometimes', intensity: 'casual' }], preferences: { topThree: [], notes: '' } },
      ],
      { personalityWeight: 70, lifestyleWeight: 30 },
    );
    expect(await count('survey_responses', u.user.id)).toBe(15);
    expect((await get('/api/survey/results', u.token)).statusCode).toBe(200);
    expect((await get('/api/assessment-status', u.token)).json()).toMatchObject({ coreCompleted: true, hobbyCompleted: true, weightingCompleted: true, progressPercentage: 100 });
    expect((await get('/api/compatibility-weights', u.token)).json()).toEqual({ personalityWeight: 70, lifestyleWeight: 30, preference: 'personality_focused' });
    expect((await get('/api/hobby-assessment', u.token)).json()).toHaveLength(2);
    // Seeding twice is allowed (weights are updated, not refused).
    await seedAssessment(t.deps, u.user.id, {}, [], { personalityWeight: 50, lifestyleWeight: 50 });
    expect((await get('/api/compatibility-weights', u.token)).json().preference).toBe('balanced');
  });
});

describe('Vibe between two stored profiles (profiles.ts)', () => {
  it('gives no score while either person has no results, and an explained score once both do', async () => {
    const a = await completedUser();
    const b = await createUser(t);
    let profiles = await loadProfiles(t.database.db, [a.user.id, b.user.id]);
    // Missing data gives no score, not a made-up one, from either side.
    expect(vibeFor(profiles.get(a.user.id)!, profiles.get(b.user.id)!, 'friend')).toBeNull();
    expect(vibeFor(profiles.get(b.user.id)!, profiles.get(a.user.id)!, 'friend')).toBeNull();

    await answerAll(b, (i) => [(i * 3) % 20, 11]);
    expect((await post('/api/survey/complete', {}, b.token)).statusCode).toBe(200);
    profiles = await loadProfiles(t.database.db, [a.user.id, b.user.id]);
    const vibe = vibeFor(profiles.get(a.user.id)!, profiles.get(b.user.id)!, 'couple');
    expect(vibe).not.toBeNull();
    expect(Number.isInteger(vibe!.score)).toBe(true);
    // No hobbies yet: personality carries everything, each part has a one-line reason naming the other person.
    expect(vibe!.lifestyle).toBeNull();
    expect(vibe!.score).toBe(vibe!.personality.score);
    for (const part of vibe!.personality.parts) {
      expect(part.reasons.length).toBeGreaterThan(0);
      for (const reason of part.reasons) expect(reason).not.toContain('\n');
    }
    expect(vibe!.personality.parts.some((p) => p.reasons.some((r) => r.includes(b.user.firstName)))).toBe(true);

    // Once both have hobbies the pair's weights apply (decision 012): a at 0/100 and b at the default 50/50 give
    // 25/75 for both of them, and a sees their own all-lifestyle figure as "weighted your way".
    for (const u of [a, b]) {
      await post('/api/hobby-assessment', { category: outdoors.id, selections: [{ activityId: a1!.id, interest: 5 }, { activityId: a2!.id, interest: 4 }] }, u.token);
    }
    await post('/api/compatibility-weights', { personalityWeight: 0, lifestyleWeight: 100 }, a.token);
    profiles = await loadProfiles(t.database.db, [a.user.id, b.user.id]);
    const weighted = vibeFor(profiles.get(a.user.id)!, profiles.get(b.user.id)!, 'couple')!;
    const fromB = vibeFor(profiles.get(b.user.id)!, profiles.get(a.user.id)!, 'couple')!;
    expect(weighted.lifestyle).not.toBeNull();
    expect(weighted.lifestyle!.weight).toBe(75);
    expect(fromB.score).toBe(weighted.score);
    expect(weighted.score).toBe(Math.round((25 * weighted.personality.score + 75 * weighted.lifestyle!.score) / 100));
    if (weighted.lifestyle!.score !== weighted.score) expect(weighted.yourWay?.score).toBe(weighted.lifestyle!.score);
  });
});
