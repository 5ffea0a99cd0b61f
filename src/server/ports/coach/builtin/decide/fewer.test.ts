/**
 * Issue 29, blind round 16's threads: a later turn that asks for fewer items cuts the list before it, and "what if I
 * say no / say yes and hate it" is the member's own choice, answered for them. Wordings are our own.
 */
import { describe, expect, it } from 'vitest';
import { demoCoach } from '../../../../test/demo-coach.js';

const { thread } = demoCoach();

describe('later turns on the reply before', () => {
  it('"just the best two" after a plan keeps its first two items and its limits', async () => {
    const [plan, fewer] = await thread('Maya', 'plan a saturday for sam and me in toronto, budget 150 CAD, he likes running and people, i like quiet', 'way too long. only two options pls');
    const items = plan!.split('\n').filter((l) => l.startsWith('- '));
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(fewer).toMatch(/^The two I'd keep:/);
    expect(fewer).toContain(items[0]!);
    expect(fewer).toContain(items[1]!);
    expect(fewer).not.toContain(items[2]!);
  });

  it('"what if I say no and he is hurt?" is answered for the member, about the thread\'s person', async () => {
    const [, reply] = await thread('Jordan', 'maya wants me to come to a 3-day music festival with her in july. i hate crowds and mud.', "what if i turn it down and she's gutted?");
    expect(reply).toMatch(/^Then Maya may be disappointed for a while/);
    expect(reply).toMatch(/"Maya, I know you've been looking forward to this/);
    expect(reply).not.toMatch(/If Maya says/);
  });

  it('"what if I say yes and then hate it?" is a trial with a way out', async () => {
    const [, reply] = await thread('Theo', 'sam wants the whole team to do a climbing night every week. not my thing.', 'what if i agree and then hate it after two weeks');
    expect(reply).toMatch(/^Then you stop, and say so/);
    expect(reply).toMatch(/cheer you on, Sam/);
  });

  it('leaves a first turn and a request for a shorter draft alone', async () => {
    const [reply] = await thread('Sam', 'too much going on at work, any tips?');
    expect(reply).not.toMatch(/I'd keep/);
  });
});
