import type { Generated } from 'kysely';

export interface PrivacyTables {
  /** "What my connections can see": one row per person who changed a choice (no row: DEFAULT_SHARING). */
  sharing_choices: {
    user_id: string;
    /** 0 or 1 */
    show_attachment: number;
    /** 0 or 1 */
    show_love_languages: number;
    /** 0 or 1 */
    show_stability: number;
    /** 0 or 1: "Let the coach use our revealed daily answers" (decision 078); off by default. */
    coach_uses_daily_answers: Generated<number>;
    updated_at: string;
  };
}
