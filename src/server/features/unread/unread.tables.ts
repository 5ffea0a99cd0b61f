export interface UnreadTables {
  read_positions: {
    user_id: string;
    conversation_id: string;
    /** shared_messages.seq of the last message the person has seen in this conversation. */
    last_read_seq: number;
    updated_at: string;
  };
}
