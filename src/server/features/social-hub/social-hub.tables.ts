import type { Generated } from 'kysely';

export interface SocialHubTables {
  social_posts: {
    id: string;
    user_id: string;
    /** prompt_response | welcome | assessment_complete | achievement | milestone */
    post_type: string;
    content: string;
    is_anonymous: number;
    prompt_id: string | null;
    /** Set when the administrator hides the post (a report upheld). */
    hidden_at: string | null;
    /** A pair post's second person (a shared daily-question milestone): blocks and departures apply to both. */
    co_author_id: Generated<string | null>;
    /** `connectionId:days` of a shared daily-question milestone; unique, so each is posted once (decision 078). */
    pair_milestone: Generated<string | null>;
    created_at: string;
  };
  social_reactions: { post_id: string; user_id: string; reaction_type: string; created_at: string };
  /** One per person and local day (the primary key). */
  social_responses: { user_id: string; local_date: string; prompt_id: string; post_id: string; created_at: string };
  social_profiles: {
    user_id: string;
    display_name: string | null;
    bio: string | null;
    show_streaks: number;
    show_achievements: number;
    /** Whether automatic posts (welcome, achievements, milestones) are made about the member. */
    auto_posts: number;
    /** What strangers see on the member's posts and profile (chosen when joining): personality type, photo. */
    show_type: Generated<number>;
    show_photo: Generated<number>;
    joined_at: string;
    updated_at: string;
  };
  /** `quiet`: earned by an anonymous act, so only its holder sees it (issue 28: nothing leads to the author). */
  social_achievements: { user_id: string; achievement: string; awarded_at: string; quiet: Generated<number> };
  social_reports: { id: string; post_id: string; reporter_id: string; reason: string; created_at: string; resolved_at: string | null };
  social_blocks: { blocker_id: string; blocked_id: string; created_at: string };
}
