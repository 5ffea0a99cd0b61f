import type { Locale } from '../../../shared/locales.js';
import { t, type MessageId } from '../../i18n/translate.js';

/**
 * Achievements (issue 16): a defined set, each awarded once (the social_achievements primary key), from what the
 * person did. They never carry a score, an answer or anything the person wrote.
 */
export interface AchievementDefinition {
  id: string;
  /** A name the web draws as an icon (social-hub/icons.tsx). */
  icon: string;
  title: string;
  description: string;
}

export interface AchievementFacts {
  reflections: number;
  longestStreak: number;
  assessed: boolean;
  connections: number;
  completedActions: number;
  points: number;
}

export const ACHIEVEMENTS: Array<AchievementDefinition & { earned(f: AchievementFacts): boolean }> = [
  { id: 'assessment_complete', icon: 'compass', title: 'Know Thyself', description: 'Completed the personality assessment.', earned: (f) => f.assessed },
  { id: 'first_reflection', icon: 'seedling', title: 'First Reflection', description: 'Shared a first daily reflection with the community.', earned: (f) => f.reflections >= 1 },
  { id: 'reflections_10', icon: 'notes', title: 'Thoughtful Ten', description: 'Shared ten daily reflections.', earned: (f) => f.reflections >= 10 },
  { id: 'streak_7', icon: 'flame', title: 'Week of Reflection', description: 'Reflected seven days in a row.', earned: (f) => f.longestStreak >= 7 },
  { id: 'streak_30', icon: 'star', title: 'Month of Reflection', description: 'Reflected thirty days in a row.', earned: (f) => f.longestStreak >= 30 },
  { id: 'streak_100', icon: 'trophy', title: 'Hundred Days', description: 'Reflected one hundred days in a row.', earned: (f) => f.longestStreak >= 100 },
  { id: 'first_connection', icon: 'handshake', title: 'First Connection', description: 'Connected with someone on Attune.', earned: (f) => f.connections >= 1 },
  { id: 'first_action', icon: 'target', title: 'First Step', description: 'Completed a first weekly improvement action.', earned: (f) => f.completedActions >= 1 },
  { id: 'points_10', icon: 'sparkles', title: 'Ten Points', description: 'Earned 10 points from weekly actions.', earned: (f) => f.points >= 10 },
  { id: 'points_50', icon: 'diamond', title: 'Fifty Points', description: 'Earned 50 points from weekly actions.', earned: (f) => f.points >= 50 },
];

/**
 * An achievement as a member reads it, in their language (decision 080): the title and description come from the
 * server catalogue (`achievement.<id>.*`), whose English is the definition's own.
 */
export function achievementFor(locale: Locale, definition: AchievementDefinition): AchievementDefinition {
  const { id, icon } = definition;
  return { id, icon, title: t(locale, `achievement.${id}.title` as MessageId), description: t(locale, `achievement.${id}.description` as MessageId) };
}

export function achievementById(id: string): AchievementDefinition | undefined {
  return ACHIEVEMENTS.find((a) => a.id === id);
}
