/** Who a message is about and which way it goes: the tuning examples (the held-out set is people.heldout.ts). */
import { describe, expect, it } from 'vitest';
import { coachContext, coachPerson, memberTurns } from '../test-context.js';
import { calledIn, connectionOf, directionMeant, nameOf, personMeant, someoneIn, typeOf } from './people.js';
import { directionOf } from './understand.js';

const ctx = (history: string[] = []) => coachContext([coachPerson('Ben', 'couple'), coachPerson('Chris', 'friend'), coachPerson('Dana', 'family'), coachPerson('Eliot', 'professional')], memberTurns(history));
const who = (message: string, history: string[] = []) => {
  const p = personMeant(message, ctx(history));
  return p ? (connectionOf(p)?.firstName ?? nameOf(p)) : null;
};

describe('people', () => {
  it('keeps a family or work role as that person, never the connection who merely shares its type', () => {
    expect(who('my mum wants me home every weekend')).toBe('your mum');
    expect(who('How do I support my Dad after his operation')).toBe('your dad');
    expect(who('my older brother keeps teasing me at dinner')).toBe('your brother');
    expect(who('my supervisor never replies to emails')).toBe('your supervisor');
    expect(who('my flatmate leaves dishes everywhere')).toBe('your flatmate');
    expect(typeOf(someoneIn('my mum wants me home', ctx())!)).toBe('family');
    expect(typeOf(someoneIn('my manager keeps moving deadlines', ctx())!)).toBe('professional');
  });

  it('maps a partner word to the one partner, and a name to its connection in any case or with a slip', () => {
    expect(who('my husband never plans anything')).toBe('Ben');
    expect(who('BEN forgot to call')).toBe('Ben');
    expect(who('chris has been off with me')).toBe('Chris');
    expect(who('how do I tell Eliott about the deadline')).toBe('Eliot');
  });

  it('keeps a named person off Attune by name, and a person by how they are known', () => {
    expect(who('my teacher Mr Hale gave me a bad grade')).toBe('your teacher');
    expect(who('my colleague Ravi keeps cc-ing my boss')).toBe('Ravi');
    expect(who('this girl at work keeps asking me out')).toBe('a girl at work');
    expect(who('someone from my class wants to meet up')).toBe('someone from my class');
    expect(calledIn(someoneIn('my mom is upset', ctx())!)).toBe('Mom');
    expect(calledIn(someoneIn('my landlord is ignoring me', ctx())!)).toBeNull();
  });

  it('reads a pronoun as the person last meant in the thread, also someone off Attune', () => {
    expect(who('should I call him', ['Eliot covered my shift'])).toBe('Eliot');
    expect(who('what if she says no', ['my grandma wants us every sunday'])).toBe('your grandma');
    expect(who('and what do I tell them', ['Chris lost their job'])).toBe('Chris');
    expect(who('what should I say', ['my brother borrowed my car', 'ok'])).toBe('your brother');
  });

  it('tells who owes whom, and who asks what from whom', () => {
    expect(directionOf('I need Ben to apologise for the party')).toBe('hurt');
    expect(directionOf('how can I make my mum say sorry')).toBe('hurt');
    expect(directionOf('i should apologise to chris for ghosting')).toBe('apologising');
    expect(directionOf('I was so rude to Dana yesterday')).toBe('apologising');
    expect(directionOf('I want to say sorry to my dad')).toBe('apologising');
    expect(directionOf('ben skipped my graduation')).toBe('hurt');
    expect(directionOf('my boss keeps talking over me')).toBe('hurt');
    expect(directionOf('i cannot make it to the wedding, how do i tell them')).toBe('refusing');
    expect(directionOf('chris owes me 50 quid, how do i bring it up')).toBe('asking');
    expect(directionOf('I bailed on Chris last minute and feel like the worst friend')).toBe('apologising');
    expect(directionMeant('what do i say', { ...ctx(['i forgot my sister birthday']) })).toBe('apologising');
  });
});
