/**
 * The demo world, shared by `npm run demo` and the coach's understanding test set: five members whose survey answers
 * lean to a chosen type, attachment and love languages, with connections in several relationship types, a pending
 * request and an accepted invitation. Everything goes through the service rules, not raw rows.
 */
import type { AppDeps } from '../deps.js';
import { findUserByEmail } from '../features/auth/auth.queries.js';
import { register } from '../features/auth/auth.service.js';
import { acceptInvitation } from '../features/connections/connections.service.js';
import { setTimeZone } from '../features/time-zone/time-zone.service.js';
import { SURVEY_CATEGORIES } from '../../shared/assessment/surveyCategories.js';
import { HOBBY_CATEGORIES } from '../../shared/assessment/hobbies.js';
import type { Axis, HobbyCategoryAnswer, LoveLanguage, SurveyAnswers } from '../../shared/assessment/types.js';
import { connect, invite } from './demo-connections.js';
import { seedAssessment } from './demo-survey.js';

export const DEMO_PASSWORD = 'attune-demo';

export interface DemoPerson {
  firstName: string;
  lastName: string;
  email: string;
  /** The type the demo answers lean towards, and whether they answer like a securely attached person. */
  type: string;
  secure: boolean;
  /** The love languages the person's answers lean to: how they show love and how they like to receive it. */
  gives: LoveLanguage;
  receives: LoveLanguage;
  /** Hobby category ids the person loves. */
  loves: string[];
  personalityWeight: number;
  /** Where they live, as their browser reports it on first use: crisis help names that country's lines (decision 090). */
  timeZone: string;
}

export const DEMO_PEOPLE: DemoPerson[] = [
  { firstName: 'Maya', lastName: 'Okafor', email: 'maya@demo.attune', type: 'INFJ', secure: true, gives: 'words_of_affirmation', receives: 'quality_time', loves: ['outdoors_movement', 'food_home'], personalityWeight: 60, timeZone: 'America/Toronto' },
  { firstName: 'Sam', lastName: 'Rivera', email: 'sam@demo.attune', type: 'ENFP', secure: true, gives: 'physical_touch', receives: 'words_of_affirmation', loves: ['outdoors_movement', 'social_community'], personalityWeight: 50, timeZone: 'America/Toronto' },
  { firstName: 'Jordan', lastName: 'Lee', email: 'jordan@demo.attune', type: 'ISTJ', secure: false, gives: 'acts_of_service', receives: 'acts_of_service', loves: ['mind_learning', 'food_home'], personalityWeight: 70, timeZone: 'America/Toronto' },
  { firstName: 'Priya', lastName: 'Shah', email: 'priya@demo.attune', type: 'ESFJ', secure: true, gives: 'gifts', receives: 'physical_touch', loves: ['creative_arts', 'social_community'], personalityWeight: 40, timeZone: 'Europe/London' },
  { firstName: 'Theo', lastName: 'Martin', email: 'theo@demo.attune', type: 'INTP', secure: false, gives: 'quality_time', receives: 'gifts', loves: ['mind_learning', 'entertainment_media'], personalityWeight: 50, timeZone: 'Europe/Berlin' },
];

/** Chooses, in every category, the options that point the way the target type, attachment style and love languages point. */
function answersFor(person: DemoPerson): SurveyAnswers {
  const letters = person.type.split('');
  const direction: Record<Axis, number> = {
    EI: letters[0] === 'E' ? 1 : -1,
    SN: letters[1] === 'S' ? 1 : -1,
    TF: letters[2] === 'T' ? 1 : -1,
    JP: letters[3] === 'J' ? 1 : -1,
  };
  const answers: SurveyAnswers = {};
  for (const category of SURVEY_CATEGORIES) {
    const chosen = category.options
      .map((option, index) => {
        const w = option.weights;
        let fit = 0;
        for (const axis of Object.keys(direction) as Axis[]) fit += (w.axes?.[axis] ?? 0) * direction[axis];
        const insecurity = (w.anxiety ?? 0) + (w.avoidance ?? 0);
        fit += person.secure ? -insecurity : insecurity;
        // Love languages: towards the person's own two, away from the others.
        for (const [language, weight] of Object.entries(w.giving ?? {})) fit += language === person.gives ? 3 * weight : -weight;
        for (const [language, weight] of Object.entries(w.receiving ?? {})) fit += language === person.receives ? 3 * weight : -weight;
        return { index, fit };
      })
      .filter((o) => o.fit > 0)
      .map((o) => o.index);
    answers[category.id] = chosen.length > 0 ? chosen : [0];
  }
  return answers;
}

function hobbiesFor(person: DemoPerson): HobbyCategoryAnswer[] {
  return HOBBY_CATEGORIES.map((category, c) => {
    const loved = person.loves.includes(category.id);
    const picks = category.activities.filter((_, i) => (i + c + person.firstName.length) % (loved ? 2 : 4) === 0).slice(0, loved ? 5 : 2);
    return {
      category: category.id,
      selections: picks.map((a, i) => ({ activityId: a.id, interest: loved ? 5 - (i % 2) : 2 + (i % 2), frequency: 'sometimes' as const, intensity: 'moderate' as const })),
      preferences: { topThree: loved ? picks.slice(0, 3).map((a) => a.id) : [], notes: '' },
    };
  }).filter((answer) => answer.selections.length > 0);
}

async function ensurePerson(deps: AppDeps, person: DemoPerson): Promise<{ id: string; created: boolean }> {
  const existing = await findUserByEmail(deps.database.db, person.email);
  if (existing) return { id: existing.id, created: false };
  const { user } = await register(deps, { firstName: person.firstName, lastName: person.lastName, email: person.email, password: DEMO_PASSWORD });
  await seedAssessment(deps, user.id, answersFor(person), hobbiesFor(person), {
    personalityWeight: person.personalityWeight,
    lifestyleWeight: 100 - person.personalityWeight,
  });
  await setTimeZone(deps.database.db, user.id, person.timeZone);
  return { id: user.id, created: true };
}

/**
 * Creates the demo members (those missing) and, the first time, their connections: Maya–Sam couple, Maya–Jordan
 * friends, Sam–Theo colleagues, Theo's request to Maya still pending, and Maya's e-mail invitation accepted by Priya
 * (family). Answers each member's id by first name.
 */
export async function seedDemoWorld(deps: AppDeps): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  let createdAny = false;
  for (const person of DEMO_PEOPLE) {
    const { id, created } = await ensurePerson(deps, person);
    ids[person.firstName] = id;
    createdAny ||= created;
  }
  if (createdAny) {
    const id = (name: string) => ids[name]!;
    await connect(deps, id('Maya'), id('Sam'), 'couple', 'active');
    await connect(deps, id('Maya'), id('Jordan'), 'friend', 'active');
    await connect(deps, id('Sam'), id('Theo'), 'professional', 'active');
    await connect(deps, id('Theo'), id('Maya'), 'friend', 'pending'); // waiting in Maya's Pending tab
    // Maya invites Priya by e-mail; Priya follows the link: an accepted invitation, and family.
    const sent = await invite(deps, id('Maya'), 'priya@demo.attune', 'family', 'I took this test and thought of you!');
    await acceptInvitation(deps, { id: id('Priya'), firstName: 'Priya', lastName: 'Shah', email: 'priya@demo.attune' }, sent.invitation!.token);
  }
  return ids;
}
