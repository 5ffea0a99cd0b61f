/**
 * Issue 28 (findings 1 and 6, the hub's low items) and issue 30 item 7: joining is explicit and shows what the
 * member chose; an anonymous reflection changes nothing another member can see about its author; a reported post
 * leaves the reporter's feed; blocks are paged; display names refuse invisible and direction characters.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../clock.js';
import { createTestApp, TEST_ADMIN_EMAIL, type TestApp } from '../../test/app.js';
import { createAssessedUser, type TestUser } from '../../test/factories.js';
import { promptOfDate } from './prompts.js';

const clock = manualClock('2026-12-01T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ limits: { enabled: false } as never }, { clock });
});
afterAll(async () => {
  await t?.close();
});

type Post = { id: string; postType: string; content: string; createdAt: string; user: { id: string; profileImageUrl: string | null } | null; metadata: { personalityType: string | null } };

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: TestUser, body?: unknown) => t.request({ method, url, token: who?.token, body });
const feed = async (who: TestUser) => ((await call('GET', '/api/social-hub/feed?limit=50', who)).json() as { posts: Post[] }).posts;
const join = async (who: TestUser, showType = true, showPhoto = true) => {
  const res = await call('POST', '/api/social-hub/join', who, { showType, showPhoto });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const share = (who: TestUser, content: string, isAnonymous = false) =>
  call('POST', '/api/social-hub/respond', who, { promptId: promptOfDate(clock.now().toISOString().slice(0, 10)).id, content, isAnonymous, postType: 'prompt_response' });
let admin: TestUser | undefined;
const administrator = async () => (admin ??= await createAssessedUser(t, { email: TEST_ADMIN_EMAIL, firstName: 'Admin' }));
const nextDay = () => clock.advance(86_400_000);
const rowCount = async (table: 'social_profiles' | 'social_posts' | 'social_achievements', userId: string) =>
  Number((await t.database.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow()).n);

describe('joining the Social Hub', () => {
  it('opening and reading the hub publishes nobody; only POST /api/social-hub/join does, with both choices', async () => {
    const nia = await createAssessedUser(t, { firstName: 'Nia' });
    for (const url of ['/api/social-hub/daily-prompt', '/api/social-hub/feed', '/api/social-hub/streaks', '/api/social-hub/me', '/api/social-hub/blocks', `/api/social-hub/profile/${nia.user.id}`]) {
      await call('GET', url, nia);
    }
    expect((await call('GET', '/api/social-hub/me', nia)).json()).toMatchObject({ joined: false, showType: false, showPhoto: false });
    expect(await rowCount('social_profiles', nia.user.id)).toBe(0);
    expect(await rowCount('social_posts', nia.user.id)).toBe(0);
    expect(await rowCount('social_achievements', nia.user.id)).toBe(0);

    // Nothing about her goes out before she joins: sharing and the profile settings say so.
    const early = await share(nia, 'Too early');
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toMatch(/Join the Social Hub first/);
    expect((await call('PUT', '/api/social-hub/me', nia, { bio: 'hello' })).statusCode).toBe(403);
    // Both choices are required: a missing one or a string is 400.
    for (const body of [{}, { showType: true }, { showType: 'yes', showPhoto: false }]) expect((await call('POST', '/api/social-hub/join', nia, body)).statusCode).toBe(400);
    expect(await rowCount('social_profiles', nia.user.id)).toBe(0);

    expect(await join(nia, false, true)).toMatchObject({ joined: true, showType: false, showPhoto: true });
    const posts = (await t.database.db.selectFrom('social_posts').select('post_type').where('user_id', '=', nia.user.id).execute()).map((p) => p.post_type).sort();
    expect(posts).toEqual(['assessment_complete', 'welcome']);
    // Joining again changes the choices only: no second welcome.
    expect(await join(nia, true, false)).toMatchObject({ joined: true, showType: true, showPhoto: false });
    expect(await rowCount('social_posts', nia.user.id)).toBe(2);
  });

  it('shows type and photo to others only as chosen, on every post and on the profile; the member sees their own', async () => {
    const oli = await createAssessedUser(t, { firstName: 'Oli' });
    const pam = await createAssessedUser(t, { firstName: 'Pam' });
    await t.database.db.updateTable('users').set({ profile_image_url: '/api/profile-images/oli.webp' }).where('id', '=', oli.user.id).execute();
    await join(oli, false, false);
    await join(pam);
    await share(oli, 'Oli keeps it simple');
    const seen = (await feed(pam)).filter((p) => p.user?.id === oli.user.id);
    expect(seen.map((p) => p.postType).sort()).toEqual(['achievement', 'assessment_complete', 'prompt_response', 'welcome']);
    for (const post of seen) expect(post).toMatchObject({ user: { profileImageUrl: null }, metadata: { personalityType: null } });
    expect((await call('GET', `/api/social-hub/profile/${oli.user.id}`, pam)).json()).toMatchObject({ profileImageUrl: null, personalityType: null });
    expect((await call('GET', `/api/social-hub/profile/${oli.user.id}`, oli)).json()).toMatchObject({ profileImageUrl: '/api/profile-images/oli.webp', personalityType: expect.stringMatching(/^[EI]/) });

    expect((await call('PUT', '/api/social-hub/me', oli, { showType: true, showPhoto: true })).json()).toMatchObject({ showType: true, showPhoto: true });
    const shown = (await feed(pam)).find((p) => p.content === 'Oli keeps it simple')!;
    expect(shown).toMatchObject({ user: { profileImageUrl: '/api/profile-images/oli.webp' }, metadata: { personalityType: expect.stringMatching(/^[EI]/) } });
  });
});

describe('an anonymous reflection leads nobody to its author', () => {
  it('earns its achievement quietly: no automatic post, nothing on the profile others see; a later signed one publishes it', async () => {
    const quin = await createAssessedUser(t, { firstName: 'Quin' });
    const rae = await createAssessedUser(t, { firstName: 'Rae' });
    await join(quin);
    await join(rae);
    nextDay();
    expect((await share(quin, 'Nobody needs to know this was me', true)).statusCode).toBe(200);
    const quins = (await feed(rae)).filter((p) => p.user?.id === quin.user.id).map((p) => p.postType);
    expect(quins).not.toContain('achievement');
    const profile = (await call('GET', `/api/social-hub/profile/${quin.user.id}`, rae)).json();
    expect(profile.achievements.map((a: { id: string }) => a.id)).not.toContain('first_reflection');
    expect(profile.streaks[0]).toMatchObject({ currentStreak: 0, longestStreak: 0 });
    // Quin's own view counts it.
    expect((await call('GET', '/api/social-hub/streaks', quin)).json()[0]).toMatchObject({ currentStreak: 1 });
    expect((await call('GET', `/api/social-hub/profile/${quin.user.id}`, quin)).json().achievements.map((a: { id: string }) => a.id)).toContain('first_reflection');

    nextDay();
    expect((await share(quin, 'This one I sign')).statusCode).toBe(200);
    const after = (await call('GET', `/api/social-hub/profile/${quin.user.id}`, rae)).json();
    const first = after.achievements.find((a: { id: string }) => a.id === 'first_reflection');
    // Dated by the day only, and the day of the signed reflection, not the anonymous one.
    expect(first.awardedAt).toBe(clock.now().toISOString().slice(0, 10));
    for (const a of after.achievements) expect(a.awardedAt).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect((await feed(rae)).some((p) => p.user?.id === quin.user.id && p.content === 'Earned the achievement “First Reflection”.')).toBe(true);
  });

  it('posts no streak milestone for an anonymous day, and the streak others see counts signed days only', async () => {
    const sol = await createAssessedUser(t, { firstName: 'Sol' });
    const tam = await createAssessedUser(t, { firstName: 'Tam' });
    await join(sol);
    await join(tam);
    for (let day = 1; day <= 6; day++) {
      nextDay();
      expect((await share(sol, `Signed day ${day}`)).statusCode).toBe(200);
    }
    nextDay();
    expect((await share(sol, 'Day seven, unsigned', true)).json()).toMatchObject({ streak: 7 });
    expect((await feed(tam)).some((p) => p.user?.id === sol.user.id && p.postType === 'milestone')).toBe(false);
    expect((await call('GET', `/api/social-hub/profile/${sol.user.id}`, tam)).json().streaks[0]).toMatchObject({ currentStreak: 6, longestStreak: 6 });
    const achievements = (await call('GET', `/api/social-hub/profile/${sol.user.id}`, tam)).json().achievements.map((a: { id: string }) => a.id);
    expect(achievements).not.toContain('streak_7');
  });

  it('answers react and report about an anonymous post the same whether or not the caller blocked its author', async () => {
    const uma = await createAssessedUser(t, { firstName: 'Uma' });
    const vic = await createAssessedUser(t, { firstName: 'Vic' });
    const wes = await createAssessedUser(t, { firstName: 'Wes' });
    for (const who of [uma, vic, wes]) await join(who);
    nextDay();
    await share(uma, 'An unsigned thought', true);
    expect((await call('POST', '/api/social-hub/blocks', vic, { userId: uma.user.id })).statusCode).toBe(200);
    // Uma blocks Wes too: the other direction of a block must not tell either.
    expect((await call('POST', '/api/social-hub/blocks', uma, { userId: wes.user.id })).statusCode).toBe(200);
    for (const who of [vic, wes]) {
      const post = (await feed(who)).find((p) => p.content === 'An unsigned thought');
      expect(post, 'still in the feed of a member who blocked, or was blocked by, its author').toBeDefined();
      expect((await call('POST', '/api/social-hub/react', who, { postId: post!.id, reactionType: 'cheer' })).statusCode).toBe(200);
      expect((await call('POST', `/api/social-hub/posts/${post!.id}/report`, who, { reason: 'Checking' })).statusCode).toBe(200);
    }
    // The administrator, a member too, is not told who wrote it either; hiding it still works.
    const admin = await administrator();
    const reports = (await call('GET', '/api/admin/social-reports', admin)).json() as Array<{ postId: string; content: string; author: unknown }>;
    const reported = reports.find((r) => r.content === 'An unsigned thought')!;
    expect(reported.author).toBeNull();
    expect(JSON.stringify(reports)).not.toContain(uma.user.id);
    expect((await call('POST', `/api/admin/social-posts/${reported.postId}/hide`, admin)).statusCode).toBe(200);
  });
});

describe('reports and blocks', () => {
  it('takes a reported post out of the reporter’s feed at once and for good; others still see it', async () => {
    const admin = await administrator();
    const xan = await createAssessedUser(t, { firstName: 'Xan' });
    const yul = await createAssessedUser(t, { firstName: 'Yul' });
    const zed = await createAssessedUser(t, { firstName: 'Zed' });
    for (const who of [xan, yul, zed]) await join(who);
    nextDay();
    await share(xan, 'A post Yul dislikes');
    const post = (await feed(yul)).find((p) => p.content === 'A post Yul dislikes')!;
    expect((await call('POST', `/api/social-hub/posts/${post.id}/report`, yul, { reason: 'Unkind' })).statusCode).toBe(200);
    expect((await feed(yul)).some((p) => p.id === post.id)).toBe(false);
    expect((await feed(zed)).some((p) => p.id === post.id)).toBe(true);
    // Reporting again still says it was reported; the administrator keeping the post does not bring it back.
    expect((await call('POST', `/api/social-hub/posts/${post.id}/report`, yul, { reason: 'Again' })).statusCode).toBe(409);
    expect((await call('POST', `/api/admin/social-posts/${post.id}/dismiss`, admin)).statusCode).toBe(200);
    expect((await feed(yul)).some((p) => p.id === post.id)).toBe(false);
    expect((await feed(zed)).some((p) => p.id === post.id)).toBe(true);
  });

  it('pages the blocked list with limit and before, keeping the list shape; bad paging input is 400', async () => {
    const boss = await createAssessedUser(t, { firstName: 'Boss' });
    const others: TestUser[] = [];
    for (let i = 0; i < 5; i++) {
      const other = await createAssessedUser(t, { firstName: `Blocked${i}` });
      others.push(other);
      clock.advance(1000);
      expect((await call('POST', '/api/social-hub/blocks', boss, { userId: other.user.id })).statusCode).toBe(200);
    }
    const seen: string[] = [];
    let before = '';
    for (let page = 0; page < 3; page++) {
      const res = await call('GET', `/api/social-hub/blocks?limit=2${before ? `&before=${encodeURIComponent(before)}` : ''}`, boss);
      expect(res.statusCode).toBe(200);
      const rows = res.json() as Array<{ userId: string; firstName: string; lastName: string; cursor: string }>;
      seen.push(...rows.map((r) => r.userId));
      if (rows.length < 2) break;
      before = rows.at(-1)!.cursor;
    }
    expect(seen).toEqual(others.map((o) => o.user.id).reverse());
    expect(((await call('GET', '/api/social-hub/blocks', boss)).json() as unknown[]).length).toBe(5);
    for (const query of ['?limit=0', '?limit=101', '?before=nonsense']) expect((await call('GET', `/api/social-hub/blocks${query}`, boss)).statusCode).toBe(400);
  });

  it('refuses display names with direction controls or invisible characters, and keeps ordinary ones', async () => {
    const ama = await createAssessedUser(t, { firstName: 'Ama' });
    await join(ama);
    for (const displayName of ['Ama\u202Egnp.exe', 'A\u200Bma', 'Am\u200Da', 'A\u2066ma\u2069']) {
      const res = await call('PUT', '/api/social-hub/me', ama, { displayName });
      expect(res.statusCode, JSON.stringify(displayName)).toBe(400);
    }
    expect((await call('PUT', '/api/social-hub/me', ama, { displayName: 'Amá Ọ̀ṣun' })).json()).toMatchObject({ displayName: 'Amá Ọ̀ṣun' });
    // The same type guards registration's names.
    const res = await t.request({ method: 'POST', url: '/api/auth/register', body: { firstName: 'Eve\u200B', lastName: 'Twin', email: 'eve-twin@attune.test', password: 'correct horse battery' } });
    expect(res.statusCode).toBe(400);
  });
});
