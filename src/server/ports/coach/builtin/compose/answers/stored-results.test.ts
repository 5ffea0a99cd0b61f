/**
 * The member's stored results are shared between requests (and frozen once a Vibe is kept in memory): an answer that
 * ranks them must rank a copy. "is it normal?" once threw when it sorted the stored leanings in place, and the member
 * read "I'm having trouble connecting" instead of an answer (found by asking every round's questions in one run).
 */
import { describe, expect, it } from 'vitest';
import { demoCoach } from '../../../../../test/demo-coach.js';

const { thread } = demoCoach();

describe("an answer that ranks the member's leanings", () => {
  it('answers a reassurance question, and the same again later', async () => {
    for (let i = 0; i < 2; i++) {
      const [normal] = await thread('Maya', 'is it normal?');
      const [tooMuch] = await thread('Jordan', 'ok be honest am i too much? maya went quiet at dinner with my friends AGAIN');
      expect(normal).toMatch(/\w/);
      expect(tooMuch).toMatch(/\w/);
    }
  });
});
