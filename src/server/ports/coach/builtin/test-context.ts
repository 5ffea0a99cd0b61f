/**
 * For the builtin coach's unit tests: connections and a coach context made by hand (no database), so a test names
 * only the people and turns it is about.
 */
import type { CoachConnection, CoachContext, CoachTurn } from '../context.js';

export const coachPerson = (firstName: string, relationshipType: CoachConnection['relationshipType'], lastName = 'Doe'): CoachConnection => ({
  firstName,
  lastName,
  relationshipType,
  results: null,
  vibe: null,
});

/** The member Ana (no results) with these connections and this conversation so far. */
export const coachContext = (connections: CoachConnection[], history: CoachTurn[] = []): CoachContext => ({
  coachName: 'Aria',
  person: { firstName: 'Ana', results: null, hobbies: null },
  connections,
  history,
});

/** Earlier messages of the member, each answered with a neutral "Go on.". */
export const memberTurns = (messages: string[]): CoachTurn[] => messages.flatMap((content): CoachTurn[] => [{ role: 'user', content }, { role: 'assistant', content: 'Go on.' }]);
