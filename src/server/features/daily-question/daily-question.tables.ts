export interface DailyQuestionTables {
  daily_question_pairs: {
    connection_id: string;
    /** Who paused; only that person reads it (the other sees paused, not why or by whom). */
    paused_by: string | null;
    streak: number;
    last_day: string | null;
    /** JSON array of week Mondays whose freeze was spent. */
    frozen_weeks: string;
    updated_at: string;
  };
  daily_question_days: {
    connection_id: string;
    pair_day: string;
    question_id: string;
    /** JSON array of question ids skipped that day. */
    skipped: string;
    revealed_at: string | null;
    created_at: string;
    updated_at: string;
  };
  daily_question_answers: {
    connection_id: string;
    pair_day: string;
    user_id: string;
    answer: string;
    reaction: string | null;
    created_at: string;
    updated_at: string;
  };
  /** Each person's choice about sharing a streak milestone of the pair in the Social Hub (decision 078). */
  daily_question_milestone_choices: {
    connection_id: string;
    milestone: number;
    user_id: string;
    /** 1: share it; 0: keep it between the two */
    share: number;
    updated_at: string;
  };
  /** Milestones ever posted (decision 078): once posted, never again, even after the post is deleted. */
  daily_question_milestones_posted: { connection_id: string; milestone: number; posted_at: string };
}
