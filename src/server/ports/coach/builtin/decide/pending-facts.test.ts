/**
 * What the coach says each side of a pending request sees must match visibilityOf (decision 100): the person asked sees
 * the asker's name and type, the asker sees nothing of the person asked. Demo world: Theo's request waits for Maya.
 */
import { describe, expect, it } from 'vitest';
import { demoCoach } from '../../../../test/demo-coach.js';

const { thread } = demoCoach();
const NOTHING_EITHER = /neither of you sees|nothing of either of you|see nothing of yours, and you see nothing/i;

describe('what a pending request shows', () => {
  it('tells the person asked that the request shows the asker\'s name and type, never that neither side sees anything', async () => {
    for (const text of ['someone called theo sent me a connection request, should I accept?', 'is there a request waiting for me from theo']) {
      const [reply] = await thread('Maya', text);
      expect(reply, text).not.toMatch(NOTHING_EITHER);
      if (/Theo/.test(reply!) && /pending/i.test(reply!)) expect(reply, text).toMatch(/name and type/);
    }
  });

  it('tells the asker they see nothing of the other person yet, without claiming the other sees nothing', async () => {
    const [reply] = await thread('Theo', 'has my connection request been accepted yet?');
    expect(reply).not.toMatch(NOTHING_EITHER);
    expect(reply).toMatch(/pending|accepted/i);
  });
});
