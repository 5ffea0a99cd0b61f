import type { Selectable } from 'kysely';

export interface CoachTables {
  coach_conversations: { id: string; user_id: string; title: string; created_at: string; updated_at: string };
  coach_messages: {
    id: string;
    conversation_id: string;
    user_id: string;
    role: 'user' | 'assistant';
    content: string;
    /** JSON { name, kind, size } or null */
    attachment: string | null;
    created_at: string;
  };
  /** A short fact the person asked the coach to remember (coach/memory.ts). */
  coach_memories: {
    id: string;
    user_id: string;
    fact: string;
    created_at: string;
  };
  coach_uploads: {
    id: string;
    user_id: string;
    name: string;
    kind: 'text' | 'image';
    media_type: string;
    size: number;
    summary: string;
    content: string;
    created_at: string;
  };
}

export type CoachConversationRow = Selectable<CoachTables['coach_conversations']>;
export type CoachMessageRow = Selectable<CoachTables['coach_messages']>;
export type CoachUploadRow = Selectable<CoachTables['coach_uploads']>;
export type CoachMemoryRow = Selectable<CoachTables['coach_memories']>;
