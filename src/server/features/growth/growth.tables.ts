import type { Selectable } from 'kysely';

export interface WeeklyActionsTable {
  id: string;
  user_id: string;
  stability_type: string;
  /** The local date of the Monday that starts the person's week ("YYYY-MM-DD"). */
  week_key: string;
  /** The library id, or "custom:<id>" for a generated action. */
  source_key: string;
  title: string;
  description: string;
  /** Newline-separated steps (spec §3). */
  instructions: string;
  difficulty: string;
  estimated_time: string;
  /** 0 or 1: generated for the person ("AI Generated"). */
  is_custom: number;
  /** available | completed */
  status: string;
  points_awarded: number;
  completed_at: string | null;
  /** Order within the week's list. */
  position: number;
  created_at: string;
}

export interface WeeklyCompletionsTable {
  user_id: string;
  stability_type: string;
  week_key: string;
  action_id: string;
  points: number;
  completed_at: string;
}

export interface JournalEntriesTable {
  id: string;
  user_id: string;
  /** The weekly action this reflects on; null for free writing. */
  action_id: string | null;
  content: string;
  mood: string | null;
  insights: string | null;
  created_at: string;
  updated_at: string;
}

export interface ActionGenerationsTable {
  user_id: string;
  stability_type: string;
  day_key: string;
  attempt: number;
  created_at: string;
}

export interface JournalSettingsTable {
  user_id: string;
  /** 0 or 1 */
  coach_uses_reflections: number;
  updated_at: string;
}

export interface GrowthTables {
  weekly_actions: WeeklyActionsTable;
  weekly_completions: WeeklyCompletionsTable;
  journal_entries: JournalEntriesTable;
  action_generations: ActionGenerationsTable;
  journal_settings: JournalSettingsTable;
}

export type WeeklyActionRow = Selectable<WeeklyActionsTable>;
export type JournalEntryRow = Selectable<JournalEntriesTable>;
