import { z } from 'zod';
import { AUTH_FORM_MESSAGES, colorSchemeSchema, emailSchema, NAME_MAX, passwordSchema, publicUser } from './auth.js';
import { isValidTimeZone } from './localTime.js';
import { personName } from './validation/names.js';
import { localeSchema } from './locale.js';

/**
 * Account lifecycle (issue 18): the requests Settings and the auth screen send, validated with these same schemas in
 * the browser and on the server, and the words both say.
 */
export const RESET_TTL_MINUTES = 60;
export const RESETS_PER_EMAIL_PER_HOUR = 3;

export const timeZoneSchema = z
  .string({ message: 'Time zone is required' })
  .trim()
  .refine(isValidTimeZone, 'Time zone must be an IANA zone name such as Europe/Paris');

export const profileInput = z.object({
  firstName: personName({ label: 'First name', max: NAME_MAX, required: true }).optional(),
  lastName: personName({ label: 'Last name', max: NAME_MAX, required: true }).optional(),
  timeZone: timeZoneSchema.optional(),
  locale: localeSchema.optional(),
  colorScheme: colorSchemeSchema.optional(),
});
export type ProfileInput = z.infer<typeof profileInput>;

export const profileAnswer = publicUser.extend({ timeZone: z.string(), timeZoneChosen: z.boolean() });
export type ProfileAnswer = z.infer<typeof profileAnswer>;

/** The current password is only checked, never measured against today's rules (it may predate them). */
const passwordToCheck = (label: string) => z.string({ message: `${label} is required` }).min(1, `${label} is required`).max(1024);

export const changePasswordInput = z.object({ currentPassword: passwordToCheck('Current password'), newPassword: passwordSchema });
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

/** The change-password form: the request plus a confirmation that never leaves the browser. */
export const changePasswordForm = changePasswordInput
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: AUTH_FORM_MESSAGES.passwordsDoNotMatch,
    when: () => true,
  });
export type ChangePasswordForm = z.input<typeof changePasswordForm>;

export const resetTokenSchema = z.string({ message: 'Reset token is required' }).trim().min(1, 'Reset token is required').max(200, 'Reset token is too long');

export const resetConfirmInput = z.object({ token: resetTokenSchema, password: passwordSchema });
/** Checked when the reset page opens, so a used or expired link says so before anyone types a password (issue 30). */
export const resetCheckInput = z.object({ token: resetTokenSchema });
export const resetCheckAnswer = z.object({ valid: z.boolean() });
export type ResetConfirmInput = z.infer<typeof resetConfirmInput>;

export const resetConfirmForm = resetConfirmInput
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: AUTH_FORM_MESSAGES.passwordsDoNotMatch,
    when: () => true,
  });
export type ResetConfirmForm = z.input<typeof resetConfirmForm>;

export const deleteAccountInput = z.object({ password: passwordToCheck('Password') });
export type DeleteAccountInput = z.infer<typeof deleteAccountInput>;

export const messageAnswer = z.object({ success: z.literal(true), message: z.string() });

/** POST /api/profile/email (issue 35, decision 069): the new address, and the password as proof it is the owner. */
export const changeEmailInput = z.object({ newEmail: emailSchema, password: passwordToCheck('Password') });
export type ChangeEmailInput = z.infer<typeof changeEmailInput>;
/** The same answer whether or not the new address belongs to someone (it must not tell). */
export const changeEmailAnswer = z.object({ success: z.literal(true), emailSent: z.boolean(), message: z.string() });
export type ChangeEmailAnswer = z.infer<typeof changeEmailAnswer>;

export function emailChangeSentMessage(newEmail: string): string {
  return `We sent a link to ${newEmail}. Open it to make it your address; until then you keep signing in with your current one.`;
}

export const deviceSession = z.object({
  id: z.string(),
  browser: z.string(),
  system: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  current: z.boolean(),
});
export type DeviceSession = z.infer<typeof deviceSession>;
/**
 * GET /api/auth/sessions pages (issue 28): `limit` (1–100, 50 by default) devices, most recently used first, and the
 * `nextCursor` to ask for the next page with (null on the last one).
 */
export const SESSIONS_PAGE_DEFAULT = 50;
export const deviceSessionsInput = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(SESSIONS_PAGE_DEFAULT),
  cursor: z.string().max(200).regex(/^[A-Za-z0-9_-]+$/, 'Cursor is not valid').optional(),
});
export const deviceSessionsAnswer = z.object({ sessions: z.array(deviceSession), nextCursor: z.string().nullable() });

export const ACCOUNT_MESSAGES = {
  profileUpdated: 'Profile updated',
  resetSent: 'Reset link sent',
  /** No SMTP_URL: a reset link cannot reach anyone, so the screen says so instead of promising one (issue 30 item 4). */
  resetNoMail:
    'This server has no e-mail set up, so it cannot send reset links. Ask the person who runs this Attune to set up e-mail, then try again.',
  resetSentDetail: `If an account exists for that address, an e-mail with a link to choose a new password is on its way. The link works once, for ${RESET_TTL_MINUTES} minutes.`,
  resetInvalid: 'This reset link is not valid, has already been used or has expired. Ask for a new one.',
  passwordReset: 'Your password has been changed and you are signed in.',
  wrongCurrentPassword: 'Your current password is not correct',
  passwordChanged: 'Password changed. Your other devices have been signed out.',
  wrongPassword: 'Your password is not correct',
  sessionEnded: 'Signed out of that device',
  otherSessionsEnded: 'Signed out of all other devices',
  accountDeleted: 'Your account and everything in it have been deleted.',
  sameEmail: 'This is already your e-mail address',
  emailChangeNoMail: 'This server has no e-mail set up, so it cannot send the link that confirms a new address. Your address stays as it is.',
  adminEmailFixed:
    "The administrator's address is ADMIN_EMAIL in the server's settings, so it is changed there (with a new setup code), not here.",
  emailChangeThrottled: 'You have asked for several links already. Please wait an hour and try again.',
} as const;

/** What a shared chat shows in place of a person who deleted their account. */
export const DELETED_MEMBER_NAME = 'Deleted member';
/** What a shared chat shows in place of each message a person wrote before deleting their account. */
export const DELETED_MESSAGE_TEXT = 'This message was removed when its author deleted their account.';
