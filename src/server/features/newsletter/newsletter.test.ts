import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createAssessedUser, type TestUser } from '../../test/factories.js';

let t: TestApp;
let member: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  member = await createAssessedUser(t, { firstName: 'Rae' });
  other = await createAssessedUser(t, { firstName: 'Lou' });
});
afterAll(async () => {
  await t?.close();
});

const get = (token: string | undefined) => t.request({ method: 'GET', url: '/api/newsletter/subscription', token });
const subscribe = (token: string | undefined, body: unknown) => t.request({ method: 'POST', url: '/api/newsletter/subscribe', token, body });
const update = (token: string | undefined, body: unknown) => t.request({ method: 'PUT', url: '/api/newsletter/subscription', token, body });
const rows = () => t.database.db.selectFrom('newsletter_subscriptions').selectAll().orderBy('user_id').execute();

describe('newsletter subscription', () => {
  it('shows the §5 defaults, unsubscribed, to a member who never subscribed', async () => {
    const res = await get(member.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      isSubscribed: false,
      frequency: 'biweekly',
      preferences: { categories: ['romantic', 'family'], difficulty: ['beginner', 'intermediate'], personalizedContent: true },
    });
  });

  it('subscribes, updates preferences, unsubscribes and subscribes again', async () => {
    const prefs = { categories: ['work', 'parenting'], difficulty: ['advanced'], personalizedContent: false };
    const sub = await subscribe(member.token, { preferences: prefs });
    expect(sub.statusCode).toBe(200);
    expect(sub.json()).toEqual({ isSubscribed: true, frequency: 'biweekly', preferences: prefs });
    expect((await get(member.token)).json()).toMatchObject({ isSubscribed: true, preferences: prefs });

    const changed = await update(member.token, { preferences: { ...prefs, categories: ['family'] } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ isSubscribed: true, preferences: { categories: ['family'] } });

    const off = await update(member.token, { isSubscribed: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ isSubscribed: false, preferences: { categories: ['family'] } });

    expect((await subscribe(member.token, { preferences: prefs })).json()).toMatchObject({ isSubscribed: true });
    // Another member's subscription is untouched by all of this.
    expect((await get(other.token)).json()).toMatchObject({ isSubscribed: false });
  });

  it('keeps one row per member when two subscribe requests arrive at once', async () => {
    const prefs = { categories: ['romantic'], difficulty: ['beginner'], personalizedContent: true };
    const answers = await Promise.all([subscribe(other.token, { preferences: prefs }), subscribe(other.token, { preferences: prefs })]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect((await rows()).filter((r) => r.user_id === other.user.id)).toHaveLength(1);
  });

  it('answers 400 for no topic, an unknown topic, an unknown difficulty or a bad body, and changes nothing', async () => {
    const before = await rows();
    const good = { categories: ['romantic'], difficulty: ['beginner'], personalizedContent: true };
    const bad: unknown[] = [
      { preferences: { ...good, categories: [] } },
      { preferences: { ...good, categories: ['gardening'] } },
      { preferences: { ...good, difficulty: ['expert'] } },
      { preferences: { ...good, difficulty: [] } },
      { preferences: { categories: ['romantic'], difficulty: ['beginner'] } },
      {},
    ];
    for (const body of bad) {
      const a = await subscribe(member.token, body);
      expect(a.statusCode, JSON.stringify(body)).toBe(400);
      const b = await update(member.token, body);
      expect(b.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await update(member.token, { isSubscribed: true })).statusCode).toBe(400);
    expect((await update(member.token, { isSubscribed: false, preferences: good })).statusCode).toBe(400);
    expect((await subscribe(member.token, { preferences: { ...good, categories: [] } })).json().message).toMatch(/Choose at least one topic/);
    expect(await rows()).toEqual(before);
  });

  it('answers 401 to anyone not signed in', async () => {
    expect((await get(undefined)).statusCode).toBe(401);
    expect((await subscribe(undefined, { preferences: { categories: ['romantic'], difficulty: ['beginner'], personalizedContent: true } })).statusCode).toBe(401);
    expect((await update(undefined, { isSubscribed: false })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/newsletter/topics' })).statusCode).toBe(401);
  });

  it('lists the four topics to members', async () => {
    const res = await t.request({ method: 'GET', url: '/api/newsletter/topics', token: member.token });
    expect(res.json()).toEqual([{ category: 'romantic' }, { category: 'family' }, { category: 'parenting' }, { category: 'work' }]);
  });
});
