export interface ConnectionsTables {
  connections: {
    id: string;
    user1_id: string;
    user2_id: string;
    pair_key: string;
    status: 'pending' | 'active';
    relationship_type: string;
    invitation_id: string | null;
    created_at: string;
    accepted_at: string | null;
    updated_at: string;
  };
  invitations: {
    id: string;
    inviter_id: string;
    invitee_email: string | null;
    invitee_user_id: string | null;
    relationship_type: string;
    personal_message: string | null;
    token: string;
    status: 'pending' | 'sent' | 'failed' | 'accepted';
    expires_at: string;
    accepted_at: string | null;
    created_at: string;
    updated_at: string;
  };
  mail_outbox: {
    id: string;
    to_address: string;
    subject: string;
    text_body: string;
    html_body: string;
    status: 'queued' | 'sent' | 'failed';
    error: string | null;
    created_at: string;
    sent_at: string | null;
  };
}
