import type { Selectable } from 'kysely';

export interface FeedbackTable {
  id: string;
  user_id: string;
  category: string;
  subject: string;
  message: string;
  /** Where the sender wants an answer (defaults to their account e-mail in the form). */
  email: string;
  created_at: string;
}

export interface FeedbackTables {
  feedback: FeedbackTable;
}

export type FeedbackRow = Selectable<FeedbackTable>;
