export interface AccountTables {
  /** Links mailed to reset a forgotten password (decision 026): only a SHA-256 of each token, single use, 1 hour. */
  password_resets: {
    id: string;
    user_id: string;
    token_hash: string;
    expires_at: string;
    used_at: string | null;
    created_at: string;
  };
  /** One row per deleted account, its time only: what the admin monitor counts (nothing about the person). */
  account_deletions: {
    id: string;
    deleted_at: string;
  };
}
