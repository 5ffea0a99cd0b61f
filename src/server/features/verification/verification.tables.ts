import type { Generated } from 'kysely';

export interface VerificationTables {
  /** Links sent to prove an address (decision 008): only a SHA-256 of each token is kept. */
  email_verifications: {
    id: string;
    user_id: string;
    /** The address the link went to: it verifies that address only, even if the account's changes later. */
    email: string;
    /** hex SHA-256 of the token */
    token_hash: string;
    expires_at: string;
    used_at: string | null;
    created_at: string;
    /** 'verify': confirms the account's own address. 'change': moves the account to `email` (decision 069). */
    purpose: Generated<'verify' | 'change'>;
  };
}
