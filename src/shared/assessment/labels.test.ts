import { describe, expect, it } from 'vitest';
import { loveLanguageLabel } from './labels';
import { LOVE_LANGUAGES } from './types';

describe('love language labels', () => {
  it('words each language from the side it is on', () => {
    expect(`You give love through ${loveLanguageLabel('gifts', 'giving')}`).toBe('You give love through Giving Gifts');
    expect(`You feel loved through ${loveLanguageLabel('gifts', 'receiving')}`).toBe('You feel loved through Receiving Gifts');
    expect(loveLanguageLabel('acts_of_service', 'giving')).toBe('Acts of Service');
    for (const language of LOVE_LANGUAGES) expect(loveLanguageLabel(language, 'giving')).not.toMatch(/Receiving/);
  });
});
