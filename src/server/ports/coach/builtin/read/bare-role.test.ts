/**
 * A bare role word ("what if mum takes it badly", "dad will hate it") is the member's own mum or dad: the thread's
 * person with that role, named if the thread named them, never the last-mentioned connection or another role.
 */
import { describe, expect, it } from 'vitest';
import { coachContext, coachPerson, memberTurns } from '../test-context.js';
import { connectionOf, nameOf, personMeant } from './people.js';

const ctx = (history: string[] = []) => coachContext([coachPerson('Ben', 'couple'), coachPerson('Dana', 'family'), coachPerson('Eliot', 'professional')], memberTurns(history));
const who = (message: string, history: string[] = []) => {
  const p = personMeant(message, ctx(history));
  return p ? (connectionOf(p)?.firstName ?? nameOf(p)) : null;
};

describe('a bare role word', () => {
  it('is the member’s own mum or dad, not the person mentioned last', () => {
    expect(who('what if dad takes it badly?', ['I told my sister I cannot come home for Easter this year'])).toBe('your dad');
    expect(who('ok but what if mum gets upset', ['Dana and I are splitting the hosting, my in-laws want the big day'])).toBe('your mum');
    expect(who('what if the boss says no', ['my colleague keeps taking my desk'])).toBe('your boss');
  });

  it('keeps the name the thread gave that role', () => {
    expect(who('what if mum takes it badly', ['my mum Ruth wants everyone at hers for Christmas', 'my brother never helps'])).toBe('Ruth');
  });

  it('is a connection only when the thread said that connection is the one', () => {
    expect(who('what if mum takes it badly', ['my mum Dana wants everyone at hers'])).toBe('Dana');
    expect(who('what if mum takes it badly', ['Dana wants everyone at hers'])).toBe('your mum');
  });

  it('does not take someone else’s mum, or a pronoun, for the member’s own', () => {
    expect(who('what if her mum takes it badly', ['Dana wants everyone at hers'])).not.toBe('your mum');
    expect(who('what if she takes it badly', ['Dana wants everyone at hers'])).toBe('Dana');
    expect(who('what if he takes it badly', ['my boyfriend wants us to move in'])).toBe('Ben');
  });
});
