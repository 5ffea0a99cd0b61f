/**
 * The input every coach provider gets (builtin, or any hosted model behind it).
 * Pure data: the server assembles it from storage before calling a provider.
 */
import type {
  HobbyCategoryAnswer,
  RelationshipType,
  SurveyResults,
  VibeResult,
} from '../../../../shared/assessment/types.js';

export interface CoachPerson {
  firstName: string;
  results: SurveyResults | null;
  hobbies: HobbyCategoryAnswer[] | null;
}

export interface CoachConnection {
  firstName: string;
  lastName: string;
  relationshipType: RelationshipType;
  results: SurveyResults | null;
  vibe: VibeResult | null;
  /** Their interests, when the caller loaded them (ideas for time together start from what you share). */
  hobbies?: HobbyCategoryAnswer[] | null;
}

export interface CoachTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface CoachContext {
  coachName: string;
  person: CoachPerson;
  connections: CoachConnection[];
  history: CoachTurn[];
  /** set in an "about" chat: the connection being discussed */
  focus?: CoachConnection;
}
