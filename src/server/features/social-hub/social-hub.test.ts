import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../clock.js';
import { createTestApp, TEST_ADMIN_EMAIL, type TestApp } from '../../test/app.js';
import { createAssessedUser, createUser, deactivate, type TestUser } from '../../test/factories.js';
import { insertConnection } from '../../test/chat.js';
import { allPrompts, promptOfDate } from './prompts.js';
import { reactionsFor } from './social-hub.schemas.js';
import { streaksFrom } from './streaks.js';

const clock = manualClock('2026-11-24T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ limits: { enabled: false } as never }, { clock });
});
afterAll(async () => {
  await t?.close();
});

type Post = {
  id: string;
  postType: string;
  content: string;
  isAnonymous: boolean;
  createdAt: string;
  user: { id: string; firstName: string } | null;
  metadata: { personalityType: string | null };
  prompt: { title: string } | null;
  reactions: Array<{ reactionType: string; count: number; mine: boolean }>;
  isAlreadyConnected: boolean;
  isMine: boolean;
};

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: TestUser, body?: unknown) => t.request({ method, url, token: who?.token, body });
const feed = async (who: TestUser, query = '') => {
  const res = await call('GET', `/api/social-hub/feed${query}`, who);
  expect(res.statusCode).toBe(200);
  return res.json() as { posts: Post[]; nextCursor: string | null };
};
/** An assessed member who joined the hub, showing type and photo to strangers. */
const hubMember = async (overrides: Parameters<typeof createAssessedUser>[1] = {}, app: TestApp = t) => {
  const person = await createAssessedUser(app, overrides);
  const joined = await app.request({ method: 'POST', url: '/api/social-hub/join', token: person.token, body: { showType: true, showPhoto: true } });
  expect(joined.statusCode).toBe(200);
  return person;
};
const todaysPrompt = async (who: TestUser) => (await call('GET', '/api/social-hub/daily-prompt', who)).json() as { id: string; title: string; content: string } | null;
/** Shares a reflection on today's prompt (members here are in UTC), a second after whatever came before. */
const share = (who: TestUser, content: string, promptId?: string, isAnonymous = false) => {
  clock.advance(1000);
  return call('POST', '/api/social-hub/respond', who, { promptId: promptId ?? promptOfDate(clock.now().toISOString().slice(0, 10)).id, content, isAnonymous, postType: 'prompt_response' });
};

describe('unit: prompts and streaks', () => {
  it('has at least 90 prompts; a date gives everyone the same one and none repeats within a quarter', () => {
    expect(allPrompts().length).toBeGreaterThanOrEqual(90);
    expect(promptOfDate('2026-11-24')).toEqual(promptOfDate('2026-11-24'));
    const quarter = Array.from({ length: 90 }, (_, i) => promptOfDate(new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10)).id);
    expect(new Set(quarter).size).toBe(90);
  });

  it('counts consecutive local days; a missed day resets; today or yesterday keeps it current', () => {
    expect(streaksFrom(['2026-11-24', '2026-11-23', '2026-11-22'], '2026-11-24')).toEqual({ current: 3, longest: 3 });
    expect(streaksFrom(['2026-11-23', '2026-11-22'], '2026-11-24')).toEqual({ current: 2, longest: 2 });
    expect(streaksFrom(['2026-11-22', '2026-11-21'], '2026-11-24')).toEqual({ current: 0, longest: 2 });
    expect(streaksFrom(['2026-11-24', '2026-11-22', '2026-11-21', '2026-11-20'], '2026-11-24')).toEqual({ current: 1, longest: 3 });
    // Across a clock change (Europe: 25 October 2026) the dates are still consecutive days.
    expect(streaksFrom(['2026-10-26', '2026-10-25', '2026-10-24'], '2026-10-26')).toEqual({ current: 3, longest: 3 });
    expect(streaksFrom([], '2026-11-24')).toEqual({ current: 0, longest: 0 });
  });

  it('offers each post type its own reaction set (§9)', () => {
    expect(reactionsFor('welcome')).toEqual(['welcome', 'excited', 'support']);
    expect(reactionsFor('assessment_complete')).toEqual(['congratulate', 'celebrate', 'proud']);
    expect(reactionsFor('prompt_response')).toEqual(['cheer', 'support', 'celebrate']);
    expect(reactionsFor('milestone')).toEqual(['cheer', 'support', 'celebrate']);
  });
});

describe('the Social Hub for three members', () => {
  let ada: TestUser;
  let ben: TestUser;
  let cy: TestUser;
  beforeAll(async () => {
    ada = await hubMember({ firstName: 'Ada' });
    ben = await hubMember({ firstName: 'Ben' });
    cy = await hubMember({ firstName: 'Cy' });
  });

  it('shares one reflection a day, shows it in everyone’s feed, and counts the streak in local days', async () => {
    const prompt = await todaysPrompt(ada);
    expect(prompt).toMatchObject({ id: promptOfDate('2026-11-24').id });
    const res = await share(ada, '  Grateful for a long walk with my sister.  ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ streak: 1 });
    expect(await todaysPrompt(ada)).toBeNull();

    // Twice on the same day, in parallel tabs: one wins, the other is 409, nothing doubles.
    const twice = await Promise.all([share(ben, 'tab one'), share(ben, 'tab two')]);
    expect(twice.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await share(ada, 'again')).statusCode).toBe(409);

    const seen = await feed(cy);
    const adas = seen.posts.find((p) => p.postType === 'prompt_response' && p.user?.id === ada.user.id)!;
    expect(adas.content).toBe('Grateful for a long walk with my sister.');
    expect(adas.prompt?.title).toBe(prompt!.title);
    expect(adas.metadata.personalityType).toMatch(/^[EI][NS][TF][JP]$/);
    expect(adas.isMine).toBe(false);
    expect(seen.posts.filter((p) => p.postType === 'prompt_response' && p.user?.id === ben.user.id)).toHaveLength(1);
    // Joining made a welcome post, and the assessment its own.
    expect(seen.posts.some((p) => p.postType === 'welcome' && p.user?.id === ada.user.id)).toBe(true);
    expect(seen.posts.some((p) => p.postType === 'assessment_complete' && p.user?.id === ada.user.id)).toBe(true);

    // The next day in Ada's zone: a new prompt, and the streak goes on.
    clock.set('2026-11-25T10:00:00Z');
    expect((await todaysPrompt(ada))?.id).toBe(promptOfDate('2026-11-25').id);
    expect((await share(ada, 'Day two')).json()).toMatchObject({ streak: 2 });
    const streaks = (await call('GET', '/api/social-hub/streaks', ada)).json();
    expect(streaks).toEqual([expect.objectContaining({ streakType: 'daily_reflection', currentStreak: 2, longestStreak: 2 })]);
    clock.set('2026-11-24T11:00:00Z');
  });

  it('refuses yesterday’s prompt, blank, too long or HTML-only input with 400 and changes nothing', async () => {
    const dee = await hubMember({ firstName: 'Dee' });
    const today = (await todaysPrompt(dee))!.id;
    const before = (await feed(dee, '?limit=50')).posts.length;
    for (const body of [
      { promptId: promptOfDate('2026-11-23').id, content: 'old prompt' },
      { promptId: today, content: '   ' },
      { promptId: today, content: 'x'.repeat(1001) },
      { promptId: today, content: 'nul\u0000here' },
      { promptId: today, content: 'ok', postType: 'achievement' },
      { promptId: '../etc', content: 'ok' },
    ]) {
      const res = await call('POST', '/api/social-hub/respond', dee, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    expect((await feed(dee, '?limit=50')).posts.length).toBe(before);
    // HTML is text: stored and answered verbatim, never markup.
    const html = '<img src=x onerror=alert(1)> & <b>bold</b>';
    expect((await share(dee, html)).statusCode).toBe(200);
    expect((await feed(dee)).posts.find((p) => p.isMine && p.postType === 'prompt_response')?.content).toBe(html);
  });

  it('toggles reactions from the post type’s set; others are 400; a hidden, blocked or unknown post is 404', async () => {
    const post = (await feed(ben)).posts.find((p) => p.postType === 'prompt_response' && p.user?.id === ada.user.id)!;
    const react = (who: TestUser, postId: string, reactionType: string) => call('POST', '/api/social-hub/react', who, { postId, reactionType });
    const on = await react(ben, post.id, 'cheer');
    expect(on.statusCode).toBe(200);
    expect(on.json().reactions).toEqual([
      { reactionType: 'cheer', count: 1, mine: true },
      { reactionType: 'support', count: 0, mine: false },
      { reactionType: 'celebrate', count: 0, mine: false },
    ]);
    await react(cy, post.id, 'cheer');
    expect((await react(ben, post.id, 'cheer')).json().reactions[0]).toEqual({ reactionType: 'cheer', count: 1, mine: false });
    expect((await react(ben, post.id, 'welcome')).statusCode).toBe(400);
    expect((await react(ben, post.id, 'love')).statusCode).toBe(400);
    expect((await react(ben, 'no-such-post', 'cheer')).statusCode).toBe(404);
  });

  it('keeps the author of an anonymous post out of every answer', async () => {
    const eve = await hubMember({ firstName: 'Evelyn', lastName: 'Hidden' });
    expect((await share(eve, 'Something I would rather not sign', undefined, true)).statusCode).toBe(200);
    const res = await call('GET', '/api/social-hub/feed', ada);
    const anonymous = (res.json() as { posts: Post[] }).posts.find((p) => p.content === 'Something I would rather not sign')!;
    expect(anonymous).toMatchObject({ isAnonymous: true, user: null, metadata: { personalityType: null }, isAlreadyConnected: false, isMine: false });
    expect(JSON.stringify(anonymous)).not.toContain(eve.user.id);
    // Its author sees it as theirs (to delete it), nobody else can tell.
    expect((await feed(eve)).posts.find((p) => p.id === anonymous.id)?.isMine).toBe(true);
  });

  it('opens another member’s profile as they allow, and Connect lands as a pending request', async () => {
    await call('PUT', '/api/social-hub/me', ada, { displayName: 'Ada L.', bio: 'Walks, tea, long letters.', showStreaks: true, showAchievements: false });
    const res = await call('GET', `/api/social-hub/profile/${ada.user.id}`, ben);
    expect(res.statusCode).toBe(200);
    const profile = res.json();
    expect(profile).toMatchObject({ id: ada.user.id, firstName: 'Ada', socialProfile: { displayName: 'Ada L.', bio: 'Walks, tea, long letters.', showStreaks: true, showAchievements: false }, achievements: [], isConnected: false, isMe: false });
    expect(profile.streaks[0].currentStreak).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(profile)).not.toContain(ada.user.email);

    const connect = await call('POST', '/api/invitations', ben, { email: '', relationshipType: 'friend', personalMessage: 'Loved your reflection', directUserId: ada.user.id });
    expect(connect.statusCode).toBeLessThan(300);
    const pending = (await call('GET', '/api/connections/pending', ada)).json() as Array<{ otherUser: { id: string } }>;
    expect(pending.some((p) => p.otherUser.id === ben.user.id)).toBe(true);

    // Recent achievements: at most 3, shown once allowed.
    await call('PUT', '/api/social-hub/me', ada, { showAchievements: true });
    const again = (await call('GET', `/api/social-hub/profile/${ada.user.id}`, ben)).json();
    expect(again.achievements.length).toBeGreaterThan(0);
    expect(again.achievements.length).toBeLessThanOrEqual(3);
  });

  it('blocks both ways: neither sees the other’s posts, profile or Connect', async () => {
    const fay = await hubMember({ firstName: 'Fay' });
    const gus = await hubMember({ firstName: 'Gus' });
    await share(fay, 'Fay was here');
    await share(gus, 'Gus was here');
    expect((await call('POST', '/api/social-hub/blocks', fay, { userId: gus.user.id })).statusCode).toBe(200);
    expect((await feed(fay)).posts.some((p) => p.user?.id === gus.user.id)).toBe(false);
    expect((await feed(gus)).posts.some((p) => p.user?.id === fay.user.id)).toBe(false);
    expect((await call('GET', `/api/social-hub/profile/${fay.user.id}`, gus)).statusCode).toBe(404);
    expect((await call('POST', '/api/invitations', gus, { email: '', relationshipType: 'friend', directUserId: fay.user.id })).statusCode).toBe(404);
    expect((await call('POST', '/api/social-hub/blocks', fay, { userId: fay.user.id })).statusCode).toBe(400);
    expect((await call('GET', '/api/social-hub/blocks', fay)).json()).toEqual([{ userId: gus.user.id, firstName: 'Gus', lastName: expect.any(String), cursor: expect.any(String) }]);
    expect((await call('DELETE', `/api/social-hub/blocks/${gus.user.id}`, fay)).statusCode).toBe(200);
    expect((await feed(fay)).posts.some((p) => p.user?.id === gus.user.id)).toBe(true);
  });

  it('lets only the author delete a post; a deactivated author’s posts leave the feed', async () => {
    const hal = await hubMember({ firstName: 'Hal' });
    await share(hal, 'Hal shares');
    const post = (await feed(ada)).posts.find((p) => p.content === 'Hal shares')!;
    expect((await call('DELETE', `/api/social-hub/posts/${post.id}`, ada)).statusCode).toBe(404);
    expect((await feed(ada)).posts.some((p) => p.id === post.id)).toBe(true);
    await deactivate(t, hal.user.id);
    expect((await feed(ada)).posts.some((p) => p.user?.id === hal.user.id)).toBe(false);
    expect((await call('GET', `/api/social-hub/profile/${hal.user.id}`, ada)).statusCode).toBe(404);

    const ivy = await hubMember({ firstName: 'Ivy' });
    await share(ivy, 'Ivy changes her mind');
    const mine = (await feed(ivy)).posts.find((p) => p.content === 'Ivy changes her mind')!;
    expect((await call('DELETE', `/api/social-hub/posts/${mine.id}`, ivy)).statusCode).toBe(200);
    expect((await feed(ada)).posts.some((p) => p.id === mine.id)).toBe(false);
  });

  it('takes reports once; the administrator hides a post or dismisses its reports; members cannot moderate', async () => {
    const admin = await hubMember({ email: TEST_ADMIN_EMAIL, firstName: 'Admin' });
    const jo = await hubMember({ firstName: 'Jo' });
    await share(jo, 'Something rude');
    const post = (await feed(ada)).posts.find((p) => p.content === 'Something rude')!;
    expect((await call('POST', `/api/social-hub/posts/${post.id}/report`, ada, { reason: 'Unkind words' })).statusCode).toBe(200);
    expect((await call('POST', `/api/social-hub/posts/${post.id}/report`, ada, { reason: 'Again' })).statusCode).toBe(409);
    expect((await call('POST', `/api/social-hub/posts/${post.id}/report`, jo, { reason: 'Me' })).statusCode).toBe(400);
    expect((await call('POST', `/api/social-hub/posts/${post.id}/report`, ben, { reason: '' })).statusCode).toBe(400);

    expect((await call('GET', '/api/admin/social-reports', ada)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/social-reports')).statusCode).toBe(401);
    expect((await call('POST', `/api/admin/social-posts/${post.id}/hide`, ada)).statusCode).toBe(403);
    const reports = (await call('GET', '/api/admin/social-reports', admin)).json() as Array<{ postId: string; reasons: string[]; reportCount: number }>;
    expect(reports.find((r) => r.postId === post.id)).toMatchObject({ reasons: ['Unkind words'], reportCount: 1 });
    expect((await call('POST', `/api/admin/social-posts/${post.id}/hide`, admin)).statusCode).toBe(200);
    expect((await feed(ben)).posts.some((p) => p.id === post.id)).toBe(false);
    expect((await call('POST', '/api/social-hub/react', ben, { postId: post.id, reactionType: 'cheer' })).statusCode).toBe(404);
    expect(((await call('GET', '/api/admin/social-reports', admin)).json() as Array<{ postId: string }>).some((r) => r.postId === post.id)).toBe(false);
    expect((await call('POST', `/api/admin/social-posts/${post.id}/erase`, admin)).statusCode).toBe(400);
  });

  it('pages the feed without overlap', async () => {
    const first = await feed(ada, '?limit=3');
    expect(first.posts).toHaveLength(3);
    const second = await feed(ada, `?limit=3&before=${encodeURIComponent(first.nextCursor!)}`);
    expect(second.posts.map((p) => p.id).filter((id) => first.posts.some((p) => p.id === id))).toEqual([]);
    const newest = first.posts.map((p) => p.createdAt);
    expect([...newest].sort().reverse()).toEqual(newest);
    expect((await call('GET', '/api/social-hub/feed?limit=0', ada)).statusCode).toBe(400);
    expect((await call('GET', '/api/social-hub/feed?before=garbage', ada)).statusCode).toBe(400);
  });

  it('turns automatic posts off for a member who asks', async () => {
    const kim = await hubMember({ firstName: 'Kim' });
    expect((await call('PUT', '/api/social-hub/me', kim, { autoPosts: false })).json()).toMatchObject({ autoPosts: false });
    await share(kim, 'Only my words');
    // Joining made the welcome and assessment posts; after the switch, no achievement or milestone follows.
    const kims = (await feed(ada)).posts.filter((p) => p.user?.id === kim.user.id);
    expect(kims.map((p) => p.postType).sort()).toEqual(['assessment_complete', 'prompt_response', 'welcome']);
  });
});

describe('who may use the hub', () => {
  it('answers 401 to visitors and 403 to members without a completed assessment, on every path', async () => {
    const newcomer = await createUser(t);
    const paths: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?]> = [
      ['GET', '/api/social-hub/daily-prompt'],
      ['POST', '/api/social-hub/join', { showType: false, showPhoto: false }],
      ['GET', '/api/social-hub/me'],
      ['GET', '/api/social-hub/feed'],
      ['GET', '/api/social-hub/streaks'],
      ['GET', `/api/social-hub/profile/${newcomer.user.id}`],
      ['POST', '/api/social-hub/respond', { promptId: 'p001', content: 'x', isAnonymous: false, postType: 'prompt_response' }],
      ['POST', '/api/social-hub/react', { postId: 'x', reactionType: 'cheer' }],
      ['PUT', '/api/social-hub/me', { bio: 'x' }],
      ['GET', '/api/social-hub/blocks'],
    ];
    for (const [method, url, body] of paths) {
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url} anonymous`).toBe(401);
      expect((await call(method, url, newcomer, body)).statusCode, `${method} ${url} unassessed`).toBe(403);
    }
  });

  it('does not show someone who never joined the hub', async () => {
    const viewer = await createAssessedUser(t, { firstName: 'Viewer' });
    const quiet = await createAssessedUser(t, { firstName: 'Quiet' });
    // Opening the hub (its prompt, feed, streaks, own profile) is not joining it.
    for (const url of ['/api/social-hub/daily-prompt', '/api/social-hub/feed', '/api/social-hub/streaks', '/api/social-hub/me']) expect((await call('GET', url, quiet)).statusCode).toBe(200);
    expect((await call('GET', `/api/social-hub/profile/${quiet.user.id}`, viewer)).statusCode).toBe(404);
    const link = await insertConnection(t.database, viewer.user.id, quiet.user.id);
    expect(link).toBeTruthy();
    expect((await call('GET', `/api/social-hub/profile/${quiet.user.id}`, viewer)).statusCode).toBe(404);
  });
});

describe('local days in far-apart zones', () => {
  it('gives Auckland and Los Angeles each their own date’s prompt and one reflection per local day', async () => {
    const kiri = await hubMember({ firstName: 'Kiri' });
    const lou = await hubMember({ firstName: 'Lou' });
    expect((await call('PUT', '/api/profile/time-zone', kiri, { timeZone: 'Pacific/Auckland' })).statusCode).toBe(200);
    expect((await call('PUT', '/api/profile/time-zone', lou, { timeZone: 'America/Los_Angeles' })).statusCode).toBe(200);
    // 12:00 UTC on 24 November: 01:00 on the 25th in Auckland (+13), 04:00 on the 24th in Los Angeles (-8).
    clock.set('2026-11-24T12:00:00Z');
    expect((await todaysPrompt(kiri))?.id).toBe(promptOfDate('2026-11-25').id);
    expect((await todaysPrompt(lou))?.id).toBe(promptOfDate('2026-11-24').id);
    const respond = (who: TestUser, date: string) => call('POST', '/api/social-hub/respond', who, { promptId: promptOfDate(date).id, content: `for ${date}`, isAnonymous: false, postType: 'prompt_response' });
    expect((await respond(kiri, '2026-11-25')).statusCode).toBe(200);
    expect((await respond(lou, '2026-11-24')).statusCode).toBe(200);
    // Eight hours later it is still the 25th in Auckland and still the 24th in Los Angeles: one each, no more.
    clock.set('2026-11-24T20:00:00Z');
    expect((await respond(kiri, '2026-11-25')).statusCode).toBe(409);
    expect((await respond(lou, '2026-11-24')).statusCode).toBe(409);
    // Los Angeles' midnight: a new day there, and the streak goes on.
    clock.set('2026-11-25T08:30:00Z');
    expect((await respond(lou, '2026-11-25')).json()).toMatchObject({ streak: 2 });
    clock.set('2026-11-24T11:00:00Z');
  });
});

describe('limits', () => {
  it('answers 429 with a message past the hourly reaction limit, and keeps the reactions it took', async () => {
    const limited = await createTestApp({}, { clock });
    try {
      await hubMember({ firstName: 'Mo' }, limited);
      const ny = await createAssessedUser(limited, { firstName: 'Ny' });
      const post = ((await limited.request({ method: 'GET', url: '/api/social-hub/feed', token: ny.token })).json() as { posts: Post[] }).posts[0]!;
      const react = () => limited.request({ method: 'POST', url: '/api/social-hub/react', token: ny.token, body: { postId: post.id, reactionType: post.reactions[0]!.reactionType } });
      for (let i = 0; i < 300; i++) expect((await react()).statusCode).toBe(200);
      const refused = await react();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/too quickly/);
    } finally {
      await limited.close();
    }
    // 301 requests one after another: a hang guard, not a timing check (it took over 20 s beside the browser pass).
  }, 90_000);
});
