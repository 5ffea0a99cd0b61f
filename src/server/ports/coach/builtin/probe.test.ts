/**
 * A probe (issue 29): new questions written before the redesign, printed with the replies so they can be read and
 * graded by hand. Not a pass/fail set: it asserts only that every reply is non-empty. PROBE=1 prints the replies.
 * Graded by hand on 2026-11-26: 2 of 20 at first sight (before any change); 13 of 20 after the day's work (no longer
 * blind: the engine was changed while these were read). Still failing then: "my sister" and "my mom" mapped onto the
 * family connection, "shorter" and "the exact text" losing the draft, Sam advised about his own jealousy.
 */
import { expect, it } from 'vitest';
import { demoCoach } from '../../../test/demo-coach.js';

const PROBES: Array<{ as: string; say: string[] }> = [
  { as: 'Maya', say: ['Sam and I have about 40 bucks and a free Sunday afternoon, he hates crowds. what could we do?'] },
  { as: 'Maya', say: ['my sister keeps borrowing money and never pays it back, how do i bring it up'] },
  { as: 'Maya', say: ['Jordan forgot my birthday. I want him to say sorry, help me write something'] },
  { as: 'Maya', say: ['feeling kinda meh today'] },
  { as: 'Maya', say: ['which is higher for me, anxiety or avoidance?'] },
  { as: 'Sam', say: ['my coworker Theo keeps taking credit for my work, what do I say to him'] },
  { as: 'Maya', say: ['we live 2 hours drive apart, ideas for a weekend together?'] },
  { as: 'Maya', say: ['it'] },
  { as: 'Jordan', say: ['Maya cancelled on me again. should I say something or let it go'] },
  { as: 'Maya', say: ['help'] },
  { as: 'Maya', say: ['idk what to do about sam tbh'] },
  { as: 'Priya', say: ['my mom wants me home every weekend and i cant, how do i say no nicely'] },
  { as: 'Maya', say: ['I got dumped last week and I cant stop checking his instagram'] },
  { as: 'Maya', say: ['Sam works Saturdays, what can we do on a weeknight in Lisbon for under 20 euros'] },
  { as: 'Theo', say: ['i feel lonely since moving to berlin, nobody to hang out with'] },
  { as: 'Maya', say: ['Help me text Sam that I need a quiet night in', 'shorter'] },
  { as: 'Maya', say: ['I yelled at Sam about the dishes', 'give me the exact text to send'] },
  { as: 'Maya', say: ['date ideas for sam and me', 'what gift would he like'] },
  { as: 'Maya', say: ['how do I tell Jordan I need some space', 'and with my mom?'] },
  { as: 'Sam', say: ['Maya gets jealous when I go out with friends, how do I reassure her'] },
];

const { thread } = demoCoach();

it('answers every probe with something (read them with PROBE=1)', async () => {
  for (const p of PROBES) {
    const reply = (await thread(p.as, ...p.say)).at(-1)!;
    if (process.env.PROBE) console.log(`\n### ${p.as}: ${p.say.join(' → ')}\n${reply}`);
    expect(reply.trim().length).toBeGreaterThan(0);
  }
}, 60_000);
