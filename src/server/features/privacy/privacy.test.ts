import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createAssessedUser, deactivate } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET/PATCH /api/privacy/sharing ("What my connections can see")', () => {
  it('starts at the defaults and keeps each change per person', async () => {
    const ada = await createAssessedUser(t);
    const ben = await createAssessedUser(t);
    const first = await t.request({ method: 'GET', url: '/api/privacy/sharing', token: ada.token });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ attachment: true, loveLanguages: true, stability: false });
    const changed = await t.request({ method: 'PATCH', url: '/api/privacy/sharing', token: ada.token, body: { stability: true, attachment: false } });
    expect(changed.json()).toEqual({ attachment: false, loveLanguages: true, stability: true });
    const again = await t.request({ method: 'PATCH', url: '/api/privacy/sharing', token: ada.token, body: { loveLanguages: false } });
    expect(again.json()).toEqual({ attachment: false, loveLanguages: false, stability: true });
    expect((await t.request({ method: 'GET', url: '/api/privacy/sharing', token: ben.token })).json()).toEqual({ attachment: true, loveLanguages: true, stability: false });
  });

  it('two toggles at once both stick (one row per person, each writes its own column)', async () => {
    const ada = await createAssessedUser(t);
    await Promise.all([
      t.request({ method: 'PATCH', url: '/api/privacy/sharing', token: ada.token, body: { attachment: false } }),
      t.request({ method: 'PATCH', url: '/api/privacy/sharing', token: ada.token, body: { stability: true } }),
    ]);
    expect((await t.request({ method: 'GET', url: '/api/privacy/sharing', token: ada.token })).json()).toEqual({ attachment: false, loveLanguages: true, stability: true });
    const rows = await t.database.db.selectFrom('sharing_choices').select('user_id').where('user_id', '=', ada.user.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('denies anonymous (401) and deactivated (401) callers, and refuses bad input (400 naming the field), changing nothing', async () => {
    expect((await t.request({ method: 'GET', url: '/api/privacy/sharing' })).statusCode).toBe(401);
    expect((await t.request({ method: 'PATCH', url: '/api/privacy/sharing', body: { stability: true } })).statusCode).toBe(401);
    const gone = await createAssessedUser(t);
    await deactivate(t, gone.user.id);
    expect((await t.request({ method: 'PATCH', url: '/api/privacy/sharing', token: gone.token, body: { stability: true } })).statusCode).toBe(401);

    const ada = await createAssessedUser(t);
    const bad = await t.request({ method: 'PATCH', url: '/api/privacy/sharing', token: ada.token, body: { stability: 'yes' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Stability scores must be on or off');
    const empty = await t.request({ method: 'PATCH', url: '/api/privacy/sharing', token: ada.token, body: {} });
    expect(empty.statusCode).toBe(400);
    const rows = await t.database.db.selectFrom('sharing_choices').selectAll().where('user_id', 'in', [ada.user.id, gone.user.id]).execute();
    expect(rows).toEqual([]);
  });
});

describe("the Vibe explanation honours the other person's choices", () => {
  it("withholds the reasons of each hidden part, keeps the one score, and says why", async () => {
    const { connect } = await import('../../test/demo-connections.js');
    const { giveAssessment, LIVELY, QUIET } = await import('../../test/connections.js');
    const alex = await createAssessedUser(t, { firstName: 'Alex' });
    const sam = await createAssessedUser(t, { firstName: 'Sam' });
    await giveAssessment(t.deps, alex.user.id, QUIET);
    await giveAssessment(t.deps, sam.user.id, LIVELY);
    const { id } = await connect(t.deps, alex.user.id, sam.user.id, 'couple', 'active');
    const partsOf = (view: { vibe: { personality: { parts: Array<{ id: string; reasons: string[] }> } } }) =>
      Object.fromEntries(view.vibe.personality.parts.map((p) => [p.id, p.reasons]));

    const everything = await t.request({ method: 'PATCH', url: '/api/privacy/sharing', token: sam.token, body: { stability: true } });
    expect(everything.statusCode).toBe(200);
    const open = (await t.request({ method: 'GET', url: `/api/connections/${id}`, token: alex.token })).json();
    const note = (what: string) => `Part of this score comes from Sam's ${what}, which Sam keeps private. It still counts, so you both see the same Vibe; only the details stay with Sam.`;
    expect(Object.values(partsOf(open)).flat().join('\n')).not.toContain('keeps private');

    await t.request({ method: 'PATCH', url: '/api/privacy/sharing', token: sam.token, body: { attachment: false, loveLanguages: false, stability: false } });
    const closed = (await t.request({ method: 'GET', url: `/api/connections/${id}`, token: alex.token })).json();
    const [listed] = (await t.request({ method: 'GET', url: '/api/connections', token: alex.token })).json();
    expect(listed.vibe).toEqual(closed.vibe);
    expect(closed.compatibilityScore).toBe(open.compatibilityScore);
    const parts = partsOf(closed);
    expect([parts.attachment, parts.love_languages, parts.stability]).toEqual([[note('attachment style')], [note('love languages')], [note('stability scores')]]);
    const withheld = ['attachment', 'love_languages', 'stability'].flatMap((p) => partsOf(open)[p] ?? []);
    for (const reason of withheld) expect(JSON.stringify(closed)).not.toContain(reason);
    expect(parts.type_match).toEqual(partsOf(open).type_match);

    // Alex's own choices change nothing of what Alex sees of Sam; Sam sees Alex's parts as Alex chose.
    const samView = (await t.request({ method: 'GET', url: `/api/connections/${id}`, token: sam.token })).json();
    expect(Object.values(partsOf(samView)).flat()).toContain("Part of this score comes from Alex's stability scores, which Alex keeps private. It still counts, so you both see the same Vibe; only the details stay with Alex.");
  });
});
