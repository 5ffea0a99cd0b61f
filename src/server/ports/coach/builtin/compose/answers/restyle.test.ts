/**
 * A change of register asked of any drafted message (compose/answers/restyle.ts): the thread's last draft comes back
 * in the register asked, with the same facts, never the same text again and never another answer. Blind round 22's
 * threads t03 and t05 are here word for word.
 */
import { describe, expect, it } from 'vitest';
import { demoCoach } from '../../../../../test/demo-coach.js';
import { draftOf } from '../../../../../test/coach-drafts.js';

const { thread } = demoCoach();

describe('the last draft in another register', () => {
  it('"less formal" after a housemate script keeps its ask and loses nothing but the stiffness', async () => {
    const [first, relaxed] = await thread(
      'Jordan',
      "My flatmate leaves dishes in the sink for days. I've been washing them silently for 3 months and I'm starting to resent him. How do I bring it up without it becoming a thing?",
      "Less formal. We're actually friends.",
    );
    const before = draftOf(first!);
    const after = draftOf(relaxed!);
    expect(relaxed).toMatch(/^Here it is more relaxed, same message:/);
    expect(after).not.toBe(before);
    // Every question the first draft asked is still asked.
    for (const ask of before.match(/[^.!?]*\?/g) ?? []) expect(after).toContain(ask.trim().replace(/^Could you please/, 'Could you'));
  });

  it('"shorter and less formal" is both: relaxed, and shorter than the draft it changes', async () => {
    const replies = await thread('Jordan', "Sam keeps inviting me to his team run club. I don't run and I don't want to go, but I like him. What do I text him?", 'shorter and less formal');
    const before = draftOf(replies[0]!);
    const after = draftOf(replies[1]!);
    expect(replies[1]).toMatch(/^Here it is shorter and more relaxed/);
    expect(after.length).toBeLessThan(before.length);
    expect(after).toMatch(/^Hey\b/);
  });

  it('firmer drops the hedges and turns "could you" into a plain request', async () => {
    const replies = await thread('Theo', 'Sam keeps putting our weekly sync at 4pm his time which is 10pm for me in Berlin. Help me ask him to move it.', 'make it firmer');
    const after = draftOf(replies[1]!);
    expect(after).not.toMatch(/\b(?:just|maybe|perhaps|no pressure)\b/i);
    expect(after).not.toMatch(/\bCould you\b/);
  });

  it('a register change with nothing drafted before is left to the other answers', async () => {
    const [reply] = await thread('Maya', 'less formal please');
    expect(reply).not.toMatch(/^Here it is more relaxed, same message/);
  });
});
