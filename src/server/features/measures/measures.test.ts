import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCALE_ITEMS } from '../../../shared/assessment/measurement.js';
import { scoreSurvey } from '../../../shared/assessment/scoring.js';
import { SURVEY_CATEGORIES } from '../../../shared/assessment/surveyCategories.js';
import { manualClock } from '../../clock.js';
import { newId } from '../../ids.js';
import { createTestApp, TEST_ADMIN_EMAIL, type TestApp } from '../../test/app.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { SURVEY_CATEGORY_IDS } from '../../../shared/assessment/types.js';

const clock = manualClock('2026-11-25T09:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, who?: TestUser) => t.request({ method: 'GET', url, token: who?.token });

/** A seeded generator, so the simulated people are the same on every run. */
let seed = 11;
function random() {
  seed = (seed * 1664525 + 1013904223) >>> 0;
  return seed / 2 ** 32;
}

const TF = 'axis:TF' as const;
const tfItems = SCALE_ITEMS.get(TF)!;
/** The item the simulation scores backwards, as a translation with a mis-keyed item would. */
const misKeyed = tfItems[2]!;

/**
 * Simulated answers: each person has a Thinking–Feeling leaning; every Thinking–Feeling option is chosen when it
 * agrees with it (mostly), except the mis-keyed item, chosen the other way; other options at random.
 */
function simulatedAnswers(): Record<string, number[]> {
  const leaning = (random() + random() + random() - 1.5) * 2;
  const answers: Record<string, number[]> = {};
  for (const category of SURVEY_CATEGORIES) {
    const chosen: number[] = [];
    category.options.forEach((_, option) => {
      const item = tfItems.find((i) => i.category === category.id && i.option === option);
      let picked: boolean;
      if (item) {
        const agrees = random() < 1 / (1 + Math.exp(-2.5 * leaning * item.key));
        picked = item === misKeyed ? !agrees : agrees;
      } else picked = random() < 0.15;
      if (picked) chosen.push(option);
    });
    answers[category.id] = chosen.length > 0 ? chosen : [0];
  }
  return answers;
}

/** A person with one completed attempt, written straight to the tables (hundreds through HTTP would be slow). */
async function simulatedPerson(completedAt: string, answers = simulatedAnswers()): Promise<{ id: string; answers: Record<string, number[]> }> {
  const id = newId();
  const { db } = t.database;
  await db.insertInto('users').values({ id, email: `${id}@sim.test`, first_name: 'Sim', last_name: 'Person', password_hash: 'x', profile_image_url: null, is_active: 1, email_verified_at: completedAt, created_at: completedAt, updated_at: completedAt }).execute();
  await addAttempt(id, 1, answers, completedAt);
  return { id, answers };
}

async function addAttempt(userId: string, number: number, answers: Record<string, number[]>, completedAt: string) {
  await t.database.db.insertInto('survey_attempts').values({ id: newId(), user_id: userId, number, answers: JSON.stringify(answers), results: JSON.stringify(scoreSurvey(answers)), completed_at: completedAt }).execute();
}

async function runJob() {
  clock.advance(3600_000);
  const now = clock.now();
  const slot = new Date(now);
  slot.setUTCMinutes(41, 0, 100);
  const runs = await t.deps.scheduler.runDue(slot);
  expect(runs.filter((r) => r.job === 'measures.reliability')).toEqual([expect.objectContaining({ ok: true })]);
}

type Figures = { computedAt: string | null; scales: Array<{ scale: string; label: string; n: number; alpha: number | null; testRetest: number | null; testRetestN: number }> };
const tf = (f: Figures) => f.scales.find((s) => s.scale === TF)!;

describe('GET /api/measures and the hourly job', () => {
  const people: Array<{ id: string; answers: Record<string, number[]> }> = [];

  it('answers anyone, with no figures before the job has anything to count', async () => {
    const res = await get('/api/measures');
    expect(res.statusCode).toBe(200);
    const body = res.json() as Figures;
    expect(body.computedAt).toBeNull();
    expect(body.scales).toHaveLength(22);
    expect(tf(body)).toEqual({ scale: TF, label: 'Decisions', n: 0, alpha: null, testRetest: null, testRetestN: 0 });
  });

  it('shows alpha from 30 people on, only after the job ran, and flags the mis-keyed item for the administrator', async () => {
    for (let i = 0; i < 29; i++) people.push(await simulatedPerson('2026-10-01T10:00:00.000Z'));
    await runJob();
    const at29 = (await get('/api/measures')).json() as Figures;
    expect(tf(at29)).toMatchObject({ n: 29, alpha: null });
    expect(at29.computedAt).toBe(clock.now().toISOString());

    people.push(await simulatedPerson('2026-10-01T10:00:00.000Z'));
    // Never computed on request: still the stored figure until the job runs again.
    expect(tf((await get('/api/measures')).json())).toMatchObject({ n: 29, alpha: null });
    await runJob();
    const at30 = (await get('/api/measures')).json() as Figures;
    expect(tf(at30).n).toBe(30);
    expect(tf(at30).alpha).toEqual(expect.any(Number));
    expect(JSON.stringify(at30)).not.toContain('flaggedItems');

    const member = await createUser(t);
    expect((await get('/api/admin/measures', member)).statusCode).toBe(403);
    expect((await get('/api/admin/measures')).statusCode).toBe(401);
    const admin = await createUser(t, { email: TEST_ADMIN_EMAIL });
    const checks = (await get('/api/admin/measures', admin)).json() as { scales: Array<{ scale: string; flaggedItems: Array<{ category: string; option: number; r: number; categoryName: string; text: string }> }> };
    const flagged = checks.scales.find((s) => s.scale === TF)!.flaggedItems;
    expect(flagged.map((f) => [f.category, f.option])).toEqual([[misKeyed.category, misKeyed.option]]);
    expect(flagged[0]!.r).toBeLessThan(0);
    // The administrator reads the option's own words and its category's name, not only a position.
    const category = SURVEY_CATEGORIES.find((c) => c.id === misKeyed.category)!;
    expect(flagged[0]).toMatchObject({ categoryName: category.name, text: category.options[misKeyed.option]!.text });
  });

  it('shows test–retest from 20 pairs at least 14 days apart', async () => {
    // 19 people retake 15 days later with the same answers; one more retakes after only 13 days (not a pair).
    for (const p of people.slice(0, 19)) await addAttempt(p.id, 2, p.answers, '2026-10-16T10:00:00.000Z');
    await addAttempt(people[19]!.id, 2, people[19]!.answers, '2026-10-14T10:00:00.000Z');
    await runJob();
    expect(tf((await get('/api/measures')).json())).toMatchObject({ testRetest: null, testRetestN: 19 });
    await addAttempt(people[20]!.id, 2, people[20]!.answers, '2026-10-15T10:00:01.000Z');
    await runJob();
    // The same answers twice: a perfect correlation.
    expect(tf((await get('/api/measures')).json())).toMatchObject({ testRetest: 1, testRetestN: 20 });
  });
});

describe('percentiles and confidence in GET /api/survey/results', () => {
  it('give no percentile below 100 people, then "more X than N%" from the stored distribution', async () => {
    const me = await createUser(t);
    for (const [index, category] of SURVEY_CATEGORY_IDS.entries()) {
      await t.request({ method: 'POST', url: '/api/survey/response', token: me.token, body: { category, categoryIndex: index, responses: [index % 20, (index * 3) % 20] } });
    }
    expect((await t.request({ method: 'POST', url: '/api/survey/complete', token: me.token })).statusCode).toBe(200);
    const count = async () => Number((await t.database.db.selectFrom('survey_attempts').select((eb) => eb.fn.count('user_id').distinct().as('n')).executeTakeFirstOrThrow()).n);
    while ((await count()) < 99) await simulatedPerson('2026-10-02T10:00:00.000Z');
    await runJob();
    type Scales = Array<{ scale: string; score: number; confidence: string; percentile: number | null }>;
    const before = (await get('/api/survey/results', me)).json().scales as Scales;
    expect(before).toHaveLength(22);
    expect(before.every((s) => s.percentile === null)).toBe(true);
    expect(before.every((s) => ['clear', 'fairly_clear', 'unclear'].includes(s.confidence))).toBe(true);

    await simulatedPerson('2026-10-02T10:00:00.000Z');
    await runJob();
    const after = (await get('/api/survey/results', me)).json().scales as Scales;
    const mine = after.find((s) => s.scale === TF)!;
    // Recount by hand from everyone's latest results.
    const rows = await t.database.db.selectFrom('survey_attempts').select(['user_id', 'number', 'results']).orderBy('number').execute();
    const latest = new Map(rows.map((r) => [r.user_id, JSON.parse(r.results).evidence.axes.find((a: { axis: string }) => a.axis === 'TF').firstPolePercent as number]));
    const scores = [...latest.values()].map(Math.round);
    expect(scores).toHaveLength(100);
    const at = Math.round(mine.score);
    const expected = Math.round(((scores.filter((s) => s < at).length + scores.filter((s) => s === at).length / 2) / 100) * 100);
    expect(mine.percentile).toBe(expected);
  });
});
