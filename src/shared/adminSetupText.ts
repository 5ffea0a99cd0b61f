/**
 * The administrator setup screen's address and words (decision 042), apart from its zod request (adminSetup.ts) so
 * the sign-in gates every screen starts with can name them without bringing zod into the first paint (issue 34).
 */
export const ADMIN_SETUP_PATH = '/admin/setup';
export const ADMIN_SETUP_CODE_TTL_HOURS = 24;

export const ADMIN_SETUP_MESSAGES = {
  notAdminAccount: 'Only the account whose address is the server’s ADMIN_EMAIL can enter the setup code. Sign in as that account first.',
  verifyFirst: 'Confirm this account’s e-mail address first: open the link mailed to it (Settings › Profile sends a new one).',
  invalid: 'That setup code is not right, has expired or was already used. Restarting the server prints a new one in its log.',
  throttled: 'Too many tries. Wait an hour, then try again.',
  done: 'You are now the administrator. Every other device signed in to this account was signed out.',
  alreadyDone: 'This account is already the administrator.',
  /** What a member who is not the administrator sees at /admin (issue 30, item 16). */
  notAdministrator:
    'The admin monitor is only for this server’s administrator: the account whose address is set as ADMIN_EMAIL, once it has entered the setup code printed in the server’s log.',
} as const;
