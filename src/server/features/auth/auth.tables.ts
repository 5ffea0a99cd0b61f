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
  /**
   * When the person signed in as this account entered the administrator setup code printed at start-up
   * (decision 042); with a verified ADMIN_EMAIL, this is what makes the account the administrator.
   */
  admin_confirmed_at: Generated<string | null>;
  /** 1 once the person chose a zone in Settings: their browser's report no longer replaces it (migration 0500). */
  time_zone_chosen: Generated<number>;
  /** Set when the person deleted their account and only an empty "Deleted member" row remains (decision 027). */
  deleted_at: Generated<string | null>;
  /** 'en' or 'es' (src/shared/locale.ts, migration 0700): the language of the screens, mails and pushes they get. */
  locale: Generated<string>;
  /** 'light', 'dark' or 'system' (src/shared/colorScheme.ts, migration 2200): the colour scheme they chose in Settings. */
  color_scheme: Generated<string>;
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
  /** The browser's User-Agent at sign-in (Settings › Devices shows browser and system from it). */
  user_agent: string | null;
  /** Refreshed at most every few minutes by the session check (see auth.service authenticate). */
  last_used_at: string | null;
  /**
   * 1: "Remember me" (30 days, sliding, a cookie with an expiry). 0: a browser session (a cookie without one, ended
   * by the server 12 hours after its last use). Decision 069.
   */
  persistent: Generated<number>;
}

/** Administrator setup codes printed at start-up while nobody is confirmed (decision 042); only hashes are kept. */
export interface AdminSetupCodesTable {
  id: string;
  /** hex SHA-256 of the code, without its separators */
  code_hash: string;
  expires_at: string;
  created_at: string;
}

/** Browsers that signed in to an account before (the `attune_device` cookie): see knownDevices.ts. */
export interface KnownDevicesTable {
  id: string;
  user_id: string;
  /** hex SHA-256 of the cookie's secret part */
  secret_hash: string;
  created_at: string;
  last_used_at: string;
}

export interface AuthTables {
  known_devices: KnownDevicesTable;
  users: UsersTable;
  sessions: SessionsTable;
  admin_setup_codes: AdminSetupCodesTable;
}

export type UserRow = Selectable<UsersTable>;
