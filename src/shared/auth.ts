import { z } from 'zod';

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

const nameSchema = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(NAME_MAX, `${label} must be at most ${NAME_MAX} characters`);

export const registerInput = z.object({
  firstName: nameSchema('First name'),
  lastName: nameSchema('Last name'),
  email: emailSchema,
  password: passwordSchema,
  invitationToken: z.string().trim().min(1).max(200).optional(),
});
export type RegisterInput = z.infer<typeof registerInput>;

export const loginInput = z.object({
  email: emailSchema,
  // No length rule on login: an old password must still be checkable, and the answer must not hint at the rules.
  password: z.string({ message: 'Password is required' }).min(1, 'Password is required').max(1024),
  rememberMe: z.boolean().optional(),
});
export type LoginInput = z.infer<typeof loginInput>;

export const publicUser = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  profileImageUrl: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
  /** True only for the one administrator account (ADMIN_EMAIL). */
  isAdmin: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUser>;

export const authAnswer = z.object({ token: z.string(), user: publicUser });
export type AuthAnswer = z.infer<typeof authAnswer>;

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  deactivated: 'This account has been deactivated. Contact the administrator if you think this is a mistake.',
  throttled: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
} as const;
