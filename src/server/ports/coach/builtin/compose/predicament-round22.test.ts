/**
 * Blind round 22's items mended in the predicament library: a boss called "mom" by mistake is spoken of with the
 * member's own word (the reply said "Mum" and then "Mama").
 */
import { describe, expect, it } from 'vitest';
import { demoCoach } from '../../../../test/demo-coach.js';

const { thread } = demoCoach();

describe('a boss called by a family word (round 22 s11)', () => {
  it("keeps the member's word", async () => {
    const [mom] = await thread('Jordan', "I'm dead. I called my manager 'mom' in the team meeting. In front of 12 people. I want to move countries.");
    expect(mom).toMatch(/Calling a boss "Mom"/);
    expect(mom).toMatch(/Sorry about the 'Mom' earlier/);
    expect(mom).not.toMatch(/\bMum\b|\bMama\b/);
    const [mama] = await thread('Theo', "I called my boss 'Mama' in a meeting today. In front of the whole team. In German. I want to crawl into a hole and die.");
    expect(mama).toMatch(/Sorry about the 'Mama' earlier/);
  });
});
