/**
 * The Vibe memo (decision 103) never serves a Vibe older than its inputs. For each kind of change a Vibe depends on
 * — a retake, hobbies, weights, action points, a name, the relationship type, the reader's language — a reader who
 * saw the Vibe before the change then reads it again: what they get must equal what a server with an empty memo
 * computes, and must differ from what they saw before (so the change did reach the Vibe, and the check can fail).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STABILITY_DIMENSIONS, SURVEY_CATEGORY_IDS, type VibeResult } from '../../../shared/assessment/types.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createAssessedUser, type TestUser } from '../../test/factories.js';
import { connect } from '../../test/demo-connections.js';
import { HIKER } from '../../test/connections.js';
import { loadProfiles, vibeFor } from './profiles.js';
import { clearVibeMemo, memoSize } from './vibeMemo.js';

let t: TestApp;
let ana: TestUser;
let sam: TestUser;
let pairId: string;

beforeAll(async () => {
  t = await createTestApp();
  ana = await createAssessedUser(t, { firstName: 'Ana' });
  sam = await createAssessedUser(t, { firstName: 'Sam' });
  // Both with interests, so the lifestyle half and the weights count.
  for (const who of [ana, sam]) expect((await t.request({ method: 'POST', url: '/api/hobby-assessment', token: who.token, body: HIKER[0] })).statusCode).toBe(200);
  pairId = (await connect(t.deps, ana.user.id, sam.user.id, 'friend')).id;
});
afterAll(async () => {
  await t?.close();
});

/** What Ana reads: the explained Vibe (the dialog's read) and the score on her list card (the list's read). */
async function seenByAna(): Promise<{ vibe: VibeResult; score: number }> {
  const one = await t.request({ method: 'GET', url: `/api/connections/${pairId}`, token: ana.token });
  const cards = await t.request({ method: 'GET', url: '/trpc/connections.cards', token: ana.token });
  expect([one.statusCode, cards.statusCode]).toEqual([200, 200]);
  const card = (cards.json().result.data as Array<{ id: string; compatibilityScore: number }>).find((c) => c.id === pairId)!;
  return { vibe: one.json().vibe as VibeResult, score: card.compatibilityScore };
}

/** Reads, changes, reads again; the second read must be what an empty memo gives, and differ from the first. */
async function expectFreshAfter(change: () => Promise<void>, differs: (before: VibeResult, after: VibeResult) => boolean = (a, b) => JSON.stringify(a) !== JSON.stringify(b)) {
  const before = await seenByAna();
  await seenByAna(); // read twice: the second is served from the memo
  await change();
  const served = await seenByAna();
  clearVibeMemo();
  const fresh = await seenByAna();
  expect(served).toEqual(fresh);
  expect(served.score).toBe(served.vibe.score);
  expect(differs(before.vibe, fresh.vibe)).toBe(true);
}

async function ok(res: Promise<{ statusCode: number; body: string }>) {
  const answer = await res;
  expect(answer.statusCode, answer.body).toBe(200);
}

describe('the Vibe memo', () => {
  it('keeps a Vibe: two loads of the same rows give the very same answer; a changed copy of a profile is computed afresh', async () => {
    clearVibeMemo();
    const first = await loadProfiles(t.database.db, [ana.user.id, sam.user.id]);
    const again = await loadProfiles(t.database.db, [ana.user.id, sam.user.id]);
    const kept = vibeFor(first.get(ana.user.id)!, first.get(sam.user.id)!, 'friend')!;
    expect(memoSize()).toBe(1);
    expect(vibeFor(again.get(ana.user.id)!, again.get(sam.user.id)!, 'friend')).toBe(kept);
    expect(Object.isFrozen(kept) && Object.isFrozen(kept.personality.parts[0])).toBe(true);
    // A profile built by hand (not as loaded) is never looked up: its own name is in the reasons.
    const renamed = { ...again.get(sam.user.id)!, firstName: 'Zed' };
    const other = vibeFor(again.get(ana.user.id)!, renamed, 'friend')!;
    expect(JSON.stringify(other)).toContain('Zed');
    expect(JSON.stringify(kept)).not.toContain('Zed');
  });

  it('a retake by the other person', async () => {
    await expectFreshAfter(async () => {
      await ok(t.request({ method: 'POST', url: '/api/survey/attempts', token: sam.token }));
      for (const [index, category] of SURVEY_CATEGORY_IDS.entries()) {
        await ok(t.request({ method: 'POST', url: '/api/survey/response', token: sam.token, body: { category, categoryIndex: index, responses: [(index * 5 + 3) % 20, (index * 3 + 11) % 20] } }));
      }
      await ok(t.request({ method: 'POST', url: '/api/survey/complete', token: sam.token }));
    });
  });

  it("the other person's hobbies", async () => {
    await expectFreshAfter(() =>
      ok(
        t.request({
          method: 'POST',
          url: '/api/hobby-assessment',
          token: sam.token,
          body: { category: 'outdoors_movement', selections: [{ activityId: 'running', interest: 5, frequency: 'often', intensity: 'intense' }], preferences: { topThree: ['running'], notes: '' } },
        }),
      ),
    );
  });

  it("the reader's own weights", async () => {
    // Her first choice (until then the 50/50 default), then a change of it.
    await expectFreshAfter(() => ok(t.request({ method: 'POST', url: '/api/compatibility-weights', token: ana.token, body: { personalityWeight: 90, lifestyleWeight: 10 } })));
    await expectFreshAfter(() => ok(t.request({ method: 'PUT', url: '/api/compatibility-weights', token: ana.token, body: { personalityWeight: 20, lifestyleWeight: 80 } })));
  });

  it('the relationship type', async () => {
    await expectFreshAfter(() => ok(t.request({ method: 'PUT', url: `/api/connections/${pairId}/relationship-type`, token: sam.token, body: { relationshipType: 'couple' } })));
  });

  it("the reader's language", async () => {
    await expectFreshAfter(() => ok(t.request({ method: 'PATCH', url: '/api/profile', token: ana.token, body: { locale: 'es' } })));
    await ok(t.request({ method: 'PATCH', url: '/api/profile', token: ana.token, body: { locale: 'en' } }));
  });

  it("the other person's name", async () => {
    await expectFreshAfter(() => ok(t.request({ method: 'PATCH', url: '/api/profile', token: sam.token, body: { firstName: 'Samuel' } })));
  });

  it("the other person's action points", async () => {
    // Points raise the stability figures (decision 018), which the Vibe's stability part reads: the hardest action of
    // each kind, one per kind a week, so the figures move by more than rounding hides.
    const chosen: string[] = [];
    for (const type of STABILITY_DIMENSIONS) {
      const actions = await t.request({ method: 'GET', url: `/api/stability-actions/${type}`, token: sam.token });
      expect(actions.statusCode).toBe(200);
      const listed = actions.json() as Array<{ id: string; difficulty: string }>;
      chosen.push((listed.find((a) => a.difficulty === 'hard') ?? listed[0]!).id);
    }
    await expectFreshAfter(
      async () => {
        for (const id of chosen) await ok(t.request({ method: 'POST', url: `/api/stability-actions/${id}/complete`, token: sam.token, body: { content: 'We met for a long walk.' } }));
      },
      (before, after) => JSON.stringify(before.personality.parts.find((p) => p.id === 'stability')) !== JSON.stringify(after.personality.parts.find((p) => p.id === 'stability')),
    );
  });
});
