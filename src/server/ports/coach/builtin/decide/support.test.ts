/**
 * A switch in a thread to a third person who is going through something ("and for my sister? she just lost her
 * job") means the member wants help supporting them: the answer is to the member, about that person, never written
 * as if the member were the one who was dumped or laid off. Threads written for this test, not taken from a round.
 */
import { describe, expect, it } from 'vitest';
import { demoCoach } from '../../../../test/demo-coach.js';
import { supportNeeded } from './support.js';

const { thread } = demoCoach();

describe('reading a third person’s hardship', () => {
  it('finds who it happened to and what happened', () => {
    expect(supportNeeded('and for my brother, he got dumped')?.event).toBe('breakup');
    expect(supportNeeded('what about my sister? she just lost her job and won’t answer anyone')?.event).toBe('job');
    expect(supportNeeded('and my mate dev, his dad died last week')?.event).toBe('grief');
  });

  it('is not a hardship when the member is the one it happened to, or nothing happened', () => {
    expect(supportNeeded('he dumped me last night')).toBeNull();
    expect(supportNeeded('i got dumped and my brother says get over it')).toBeNull();
    expect(supportNeeded('and for my brother? his birthday is friday')).toBeNull();
    expect(supportNeeded('what about my brother?? he never lifts a finger and still gets the credit')).toBeNull();
  });
});

describe('supporting someone else, later in a thread', () => {
  it('answers the member about supporting the sister, not as if the member lost the job', async () => {
    const replies = await thread('Jordan', 'how do i get maya to reply to my texts faster', "and what about my sister? she just lost her job and won't answer anyone");
    const last = replies[1]!;
    expect(last).toMatch(/\byour sister\b/i);
    expect(last).not.toMatch(/\bMaya\b/);
    expect(last).not.toMatch(/\bBeing left hurts\b|\bGive yourself\b/);
  });

  it('a friend off the app who got dumped is helped by name', async () => {
    const replies = await thread('Sam', 'what is one small thing i can do for maya this week', 'and for my mate dev? he got dumped on saturday and has gone quiet');
    const last = replies[1]!;
    expect(last).toMatch(/\bDev\b/);
    expect(last).not.toMatch(/\bBeing left hurts\b|\bGive yourself a few weeks\b/);
    expect(last).not.toMatch(/\bMaya\b/);
  });
});
