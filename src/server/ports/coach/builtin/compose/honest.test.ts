import { describe, expect, it } from 'vitest';
import type { CoachContext } from '../../context.js';
import { honestReply } from './honest.js';

const ctx = {} as CoachContext;

describe("the honest answer's one question (decision 084)", () => {
  it('asks a plan only for what the message did not say', () => {
    const all = honestReply(ctx, 'can you plan something nice for us, no idea what', undefined)!;
    expect(all).toMatch(/when is it, roughly what budget and is there anything to avoid\?/);
    const told = honestReply(ctx, 'plan a day out for my mum on saturday, budget about £70, she hates crowds', undefined)!;
    expect(told).not.toMatch(/what budget|when is it/);
    expect(told).toMatch(/is there anything else to avoid\?/);
  });
});
