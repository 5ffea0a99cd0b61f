export interface SurveyTables {
  survey_responses: { user_id: string; category: string; category_index: number; responses: string; updated_at: string };
  survey_progress: {
    user_id: string;
    completed_categories: string;
    current_category_index: number;
    is_completed: number;
    updated_at: string;
  };
  survey_results: { user_id: string; personality_type: string; results: string; created_at: string; updated_at: string };
  /** Every completed attempt, the latest too (decision 060); survey_results keeps a copy of the latest's results. */
  survey_attempts: { id: string; user_id: string; number: number; answers: string; results: string; completed_at: string };
  /** One retake per person and local week (`week` is its Monday); the primary key is the weekly limit. */
  survey_retakes: { user_id: string; week: string; id: string; started_at: string; completed_at: string | null };
  hobby_responses: { user_id: string; category: string; selections: string; preferences: string; updated_at: string };
  assessment_progress: { user_id: string; hobby_completed_at: string | null; skipped_at: string | null; updated_at: string };
  compatibility_weights: {
    user_id: string;
    personality_weight: number;
    lifestyle_weight: number;
    preference: string;
    created_at: string;
    updated_at: string;
  };
}
