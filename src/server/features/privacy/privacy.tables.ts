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
    updated_at: string;
  };
}
