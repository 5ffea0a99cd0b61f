import { z } from 'zod';
import { identifier } from './text.js';
import { personName } from './validation/names.js';
import { localeSchema } from './locale.js';
import { ACCOUNT_COLOR_SCHEMES } from './colorScheme.js';

export const colorSchemeSchema = z.enum(ACCOUNT_COLOR_SCHEMES, { message: 'Colour scheme must be one of: light, dark, system' });

/** Limits and messages shared by the auth screen and the server, so both say the same thing. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;

export const emailSchema = z
  .string({ message: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email({ message: 'Enter a valid email address' }));

export const passwordSchema = z
  .string({ message: 'Password is required' })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

const nameSchema = (label: string) => personName({ label, max: NAME_MAX, required: true });

export const registerInput = z.object({
  firstName: nameSchema('First name'),
  lastName: nameSchema('Last name'),
  email: emailSchema,
  password: passwordSchema,
  invitationToken: identifier('Invitation token', 200).optional(),
  /** The language chosen on the sign-up screen; without it the browser's Accept-Language decides. */
  locale: localeSchema.optional(),
});
export type RegisterInput = z.infer<typeof registerInput>;

export const loginInput = z.object({
  email: emailSchema,
  // No length rule on login: an old password must still be checkable, and the answer must not hint at the rules.
  password: z.string({ message: 'Password is required' }).min(1, 'Password is required').max(1024),
  rememberMe: z.boolean().optional(),
});
export type LoginInput = z.infer<typeof loginInput>;

/** The spec's own words for the register form's two client-side checks (§5). */
export const AUTH_FORM_MESSAGES = {
  passwordsDoNotMatch: 'Passwords do not match',
  agreeToTerms: 'Please agree to the terms and conditions',
} as const;

/**
 * The register form as the browser validates it: the request (one schema with the server) plus the password
 * confirmation and the terms agreement, which never leave the browser.
 */
export const registerForm = registerInput
  .omit({ invitationToken: true, locale: true })
  .extend({
    confirmPassword: z.string(),
    agreeToTerms: z.boolean().refine((agreed) => agreed, AUTH_FORM_MESSAGES.agreeToTerms),
  })
  // `when`: compare even while another field is still wrong, so every mistake shows at once.
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: AUTH_FORM_MESSAGES.passwordsDoNotMatch,
    when: () => true,
  });
export type RegisterForm = z.input<typeof registerForm>;

/** The reset form: the account's e-mail address. */
export const resetRequestInput = z.object({ email: emailSchema });
export type ResetRequestInput = z.infer<typeof resetRequestInput>;

export const publicUser = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** The person opened a verification link sent to this address (decision 008). */
  emailVerified: z.boolean(),
  profileImageUrl: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
  /** True only for the one administrator account: ADMIN_EMAIL, verified. */
  isAdmin: z.boolean(),
  /** The language the person reads Attune in (decision 071). */
  locale: localeSchema,
  /** The colour scheme the person chose in Settings (decision 077's addendum): every browser they sign in on uses it. */
  colorScheme: colorSchemeSchema,
});
export type PublicUser = z.infer<typeof publicUser>;

export const authAnswer = z.object({ token: z.string(), user: publicUser });
export type AuthAnswer = z.infer<typeof authAnswer>;

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  deactivated: 'This account has been deactivated. Contact the administrator if you think this is a mistake.',
  throttled: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
  registrationThrottled: 'Too many accounts were created from your network recently. Please try again in an hour.',
} as const;
