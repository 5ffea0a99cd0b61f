import type { Generated, Selectable } from 'kysely';

export interface SharedChatTables {
  shared_conversations: {
    id: string;
    connection_id: string;
    chat_mode: 'with' | 'about';
    about_user_id: string | null;
    created_by: string;
    unique_key: string;
    /** 0 or 1 */
    user1_ai_enabled: number;
    /** 0 or 1 */
    user2_ai_enabled: number;
    created_at: string;
    updated_at: string;
  };
  shared_messages: {
    seq: Generated<number>;
    id: string;
    conversation_id: string;
    sender_id: string | null;
    sender_role: 'user' | 'coach';
    content: string;
    created_at: string;
  };
}

export type SharedConversationRow = Selectable<SharedChatTables['shared_conversations']>;
export type SharedMessageRow = Selectable<SharedChatTables['shared_messages']>;
