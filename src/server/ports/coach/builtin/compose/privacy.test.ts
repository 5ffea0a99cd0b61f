/** Decision 073 on composed text: a connection's figures and attachment style only when the member asks about them. */
import { describe, expect, it } from 'vitest';
import { demoCoach } from '../../../../test/demo-coach.js';
import { discreet } from './privacy.js';

const { context } = demoCoach();

describe('discreet (decision 073)', () => {
  it("drops the connection's lean figure and keeps the member's own in the same sentence", async () => {
    const ctx = await context('Sam');
    const out = discreet('You lean 97% Extraverted, while Theo leans **95% Introverted**: Theo thinks first.', ctx, 'how do we split the talk');
    expect(out).toContain('You lean 97% Extraverted');
    expect(out).toContain('Theo leans **Introverted**');
    expect(out).not.toMatch(/95%/);
  });

  it('drops "Leaning NN% X, Name …" too, and a sentence naming their attachment style unasked', async () => {
    const ctx = await context('Sam');
    const out = discreet("- Leaning 95% Intuitive, Theo wants the big picture.\n- Theo's attachment style is **Avoidant**. Give space.\n- Bring coffee.", ctx, 'theo is annoying me at work lol');
    expect(out).toContain('- Leaning Intuitive, Theo');
    expect(out).not.toMatch(/Avoidant|attachment style/);
    expect(out).toContain('- Bring coffee.');
  });

  it("never says a connection's figures, even when asked (the app shows them only the type); attachment when asked about closeness", async () => {
    const ctx = await context('Sam');
    const text = "Theo leans 95% Introverted. Theo's attachment style is **Avoidant**.";
    expect(discreet(text, ctx, 'how introverted is theo exactly?')).toBe("Theo leans Introverted. Theo's attachment style is **Avoidant**.");
    // The member's own figures stay.
    expect(discreet('You lean 60% Introverted, and Theo leans 95% Introverted.', ctx, 'how introverted is theo exactly?')).toBe('You lean 60% Introverted, and Theo leans Introverted.');
    expect(discreet(text, ctx, 'why does Theo pull away when I get close')).toContain('Avoidant');
    // Asking about someone else is not asking about Theo.
    expect(discreet(text, ctx, "what is maya's type")).not.toMatch(/95%/);
  });

  it('leaves no stray line behind: the style\'s own advice goes with it, and a bullet keeps its dash', async () => {
    const ctx = await context('Sam');
    const out = discreet("- Theo's attachment style is **Avoidant**. What tends to help: space and patience.\n- Theo's attachment style is **Avoidant**. Give space.\n- Bring coffee.", ctx, 'theo is annoying me at work lol');
    expect(out).not.toMatch(/What tends to help|Avoidant/);
    expect(out.split('\n')).toEqual(['- Give space.', '- Bring coffee.']);
  });

  it('finds the figure\'s owner past a long description, and does not take "your friend" for the member', async () => {
    const ctx = await context('Jordan');
    const out = discreet('- Maya (your friend) is **INFJ** (The Deep Listener) and leans 95% Intuitive, so Maya wants the bigger picture.\n- You lean 98% Thinking.', ctx, 'whats dragging our vibe down');
    expect(out).toContain('leans Intuitive, so Maya');
    expect(out).not.toMatch(/95%/);
    expect(out).toContain('You lean 98% Thinking');
  });
});
