import { describe, expect, it } from 'vitest';
import { questionTo } from './answers.js';

describe('questionTo', () => {
  it('turns an ask about someone into the question put to them', () => {
    expect(questionTo('if he wants to hang out saturday')).toBe('Would you like to hang out Saturday?');
    expect(questionTo('whether she is free on friday evening')).toBe('Are you free on Friday evening?');
    expect(questionTo('if they could pick me up after work')).toBe('Could you pick me up after work?');
    expect(questionTo('help me move')).toBe('Would you help me move?');
  });
});
