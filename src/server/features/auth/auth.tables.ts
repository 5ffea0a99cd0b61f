import type { Generated, Selectable } from 'kysely';

export interface UsersTable {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string;
  profile_image_url: string | null;
  /** 0 or 1 */
  is_active: number;
  /** IANA zone the person's browser reported (migration 0600); 'UTC' until then. Weeks and days are local to it. */
  time_zone: Generated<string>;
  /** When the owner opened a verification link sent to this address (decision 008); null until then. */
  email_verified_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  /** hex SHA-256 of the token's secret part */
  secret_hash: string;
  created_at: string;
  expires_at: string;
}

export interface AuthTables {
  users: UsersTable;
  sessions: SessionsTable;
}

export type UserRow = Selectable<UsersTable>;
