import { describe, expect, it } from 'vitest';
import { briefly } from './brief.js';
import { sentencesAsked } from '../read/style-asked.js';
import { demoCoach } from '../../../../test/demo-coach.js';

const { thread } = demoCoach();

describe('an answer in the length asked', () => {
  it('reads the length the member sets, and none where they set none', () => {
    expect(sentencesAsked('52 with sam. explain in 2 lines')).toBe(2);
    expect(sentencesAsked("what's my attachment style, in one sentence")).toBe(1);
    expect(sentencesAsked('tl;dr of my type pls')).toBe(1);
    expect(sentencesAsked('in a couple of lines, why is it 61?')).toBe(2);
    expect(sentencesAsked("i don't want to write two lines of text to maya")).toBeNull();
    expect(sentencesAsked('explain my vibe with sam')).toBeNull();
  });

  it('keeps the first sentences, without headings, bullet marks, bold or questions back, and never cuts a decimal', () => {
    const reply = 'Your Vibe is **52** (Moderate), personality 67.5 and lifestyle 37.\n\nWhat pulls it down:\n- **Shared activities** (0): none rated yet.\n- Type match (60).\n\nWant more?';
    expect(briefly(reply, 2)).toBe('Your Vibe is 52 (Moderate), personality 67.5 and lifestyle 37. Shared activities (0): none rated yet.');
    expect(briefly(reply, 1)).toBe('Your Vibe is 52 (Moderate), personality 67.5 and lifestyle 37.');
  });

  it('blind round 22 q40: "52 with sam. explain in 2 lines" gets two sentences with the true figures', async () => {
    const [reply] = await thread('Theo', '52 with sam. explain in 2 lines');
    expect(reply!.match(/[.!?](?:\s|$)/g)).toHaveLength(2);
    expect(reply).toMatch(/\b52\b.*Moderate/);
    expect(reply).toMatch(/personality 67 and lifestyle 37/);
  });
});
