import type { Selectable } from 'kysely';

export interface UsersTable {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string;
  profile_image_url: string | null;
  /** 0 or 1 */
  is_active: number;
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
