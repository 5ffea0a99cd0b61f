import { z } from 'zod';

/** The administrator setup screen (/admin/setup, decision 042): its request and its words, shared with the server. */
export const ADMIN_SETUP_PATH = '/admin/setup';
export const ADMIN_SETUP_CODE_TTL_HOURS = 24;

/** The code as people type or paste it: separators and spaces are allowed, letters in either case. */
export const adminSetupInput = z.object({
  code: z
    .string({ message: 'Enter the setup code' })
    .max(100, 'That is longer than a setup code')
    .transform((v) => v.replace(/[\s-]+/g, '').toLowerCase())
    .pipe(z.string().min(1, 'Enter the setup code').regex(/^[a-z2-7]+$/, 'A setup code has only letters and the digits 2 to 7')),
});
export type AdminSetupInput = z.input<typeof adminSetupInput>;

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
