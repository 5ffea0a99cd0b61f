import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createAssessedUser, type TestUser } from '../../test/factories.js';
import { connect } from '../../test/demo-connections.js';
import { builtinText } from '../../ports/coach/builtin-reply.js';
import { buildSystemPrompt } from '../../ports/coach/prompt.js';
import { loadCoachContext } from './coach.service.js';

/**
 * A pending request, as the coach sees it (blind round 6, q34: the coach named the person a member had asked, whom
 * the app itself never shows him). The person asked sees the asker's name; the asker sees nothing of the person asked.
 */
let t: TestApp;
let asker: TestUser;
let asked: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  asker = await createAssessedUser(t, { firstName: 'Tobias', lastName: 'Quill' });
  asked = await createAssessedUser(t, { firstName: 'Marisol', lastName: 'Venn' });
  await connect(t.deps, asker.user.id, asked.user.id, 'friend', 'pending');
});
afterAll(() => t?.close());

describe('a pending request in the coach', () => {
  it('gives the asker no name of the person asked, and the person asked the name of the asker', async () => {
    const mine = await loadCoachContext(t.deps, asker.user.id);
    expect(mine.pending).toEqual([{ firstName: '', lastName: '', relationshipType: 'friend', sentByMe: true }]);
    const theirs = await loadCoachContext(t.deps, asked.user.id);
    // The person asked sees the asker's type on the request (visibilityOf 'pending_recipient'), and nothing more.
    expect(theirs.pending).toEqual([{ firstName: 'Tobias', lastName: 'Quill', relationshipType: 'friend', sentByMe: false, personalityType: expect.stringMatching(/^[EI][SN][TF][JP]$/) }]);
  });

  it('answers the asker about the request without naming the person asked, in the builtin coach and a model prompt', async () => {
    const context = await loadCoachContext(t.deps, asker.user.id);
    for (const message of ['I sent a connection request last week and it is still pending. Has she seen it? What are her results?', 'did my friend request get accepted yet?']) {
      const reply = await builtinText({ context, message, mode: 'coach' });
      expect(reply).toMatch(/pending|accepted/i);
      expect(reply).not.toMatch(/Marisol|Venn/);
    }
    expect(buildSystemPrompt({ context, message: 'has she seen my request?', mode: 'coach' })).not.toMatch(/Marisol|Venn/);
  });
});
