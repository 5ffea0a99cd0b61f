import { describe, expect, it } from 'vitest';
import { gesturesFor } from '../content/knowledge.js';
import { inThirdPerson } from './answers/common.js';
import { questionTo } from './answers/messages.js';

describe('questionTo', () => {
  it('turns an ask about someone into the question put to them', () => {
    expect(questionTo('if he wants to hang out saturday')).toBe('Would you like to hang out Saturday?');
    expect(questionTo('whether she is free on friday evening')).toBe('Are you free on Friday evening?');
    expect(questionTo('if they could pick me up after work')).toBe('Could you pick me up after work?');
    expect(questionTo('help me move')).toBe('Would you help me move?');
  });
});

describe('gesturesFor', () => {
  it('fits the relationship: no kisses for a mother, no touch asked of a colleague', () => {
    expect(gesturesFor('physical_touch', 'couple').join(' ')).toMatch(/kiss/);
    expect(gesturesFor('physical_touch', 'family').join(' ')).not.toMatch(/kiss|dance/);
    expect(gesturesFor('physical_touch', 'professional').join(' ')).not.toMatch(/hug|kiss|massage|hold hands/);
    expect(gesturesFor('quality_time', 'professional').join(' ')).not.toMatch(/just the two of you|date/);
  });
});

describe('inThirdPerson (issue 29, item 8)', () => {
  it('says a type description written to its reader about someone else', () => {
    expect(inThirdPerson('You experience the world through your senses. People relax around you because you accept them.')).toBe(
      'They experience the world through their senses. People relax around them because they accept them.',
    );
    expect(inThirdPerson("You are kind, and you're loyal to yourself.")).toBe('They are kind, and they are loyal to themselves.');
  });
});

