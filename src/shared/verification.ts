import { z } from 'zod';

/** E-mail verification (issue 12, decision 008): shared by the server and the /verify-email screen. */
export const VERIFICATION_TTL_DAYS = 7;

export const verifyEmailInput = z.object({
  token: z.string({ message: 'token is required' }).trim().min(1, 'token is required').max(200, 'token is too long'),
});

export const VERIFY_OUTCOMES = ['verified', 'already_verified', 'expired', 'used', 'invalid'] as const;
export type VerifyOutcome = (typeof VERIFY_OUTCOMES)[number];

/**
 * `addressChanged` is true when the link moved the account to a new address (decision 069): a flag the screen reads
 * instead of comparing `message`, which is in the asker's language (decision 080, decision 086). Absent otherwise;
 * `outcome` and `message` are unchanged.
 */
export const verifyEmailAnswer = z.object({ outcome: z.enum(VERIFY_OUTCOMES), message: z.string(), addressChanged: z.boolean().optional() });
export type VerifyEmailAnswer = z.infer<typeof verifyEmailAnswer>;

export const resendAnswer = z.object({ success: z.literal(true), emailSent: z.boolean(), message: z.string() });

export const VERIFICATION_MESSAGES = {
  verified: 'Your e-mail address is verified. Thank you!',
  alreadyVerified: 'Your e-mail address was already verified.',
  expired: 'This verification link has expired. Send yourself a new one.',
  used: 'This verification link has already been used.',
  invalid: 'This verification link is not valid. Check that you copied all of it, or send yourself a new one.',
  sent: 'Verification link sent. Check your inbox.',
  /** No SMTP_URL: nothing can be mailed, so nothing is promised (issue 30 item 4). */
  noMail:
    'This server has no e-mail set up, so it cannot send verification links. Your account works without it; only invitations sent to your address wait until it is verified. Ask the person who runs this Attune to set up e-mail.',
  /** For the ADMIN_EMAIL account: the link only verifies the address; the setup code makes the administrator (042). */
  noMailOperator:
    'This server has no e-mail set up, so your new link was written to the server log instead. Open it from there to verify your address, then enter the setup code from the same log at /admin/setup.',
  alreadyDone: 'Your e-mail address is already verified.',
  throttled: 'You have asked for several links already. Please wait an hour and try again.',
  /** A link confirming a new address (decision 069). */
  emailChanged: 'Your new e-mail address is confirmed. Sign in with it from now on.',
  emailChangeTaken: 'This address now belongs to another account, so your e-mail address stays as it was.',
} as const;
