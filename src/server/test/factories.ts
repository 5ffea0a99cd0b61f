import type { Locale } from '../../shared/locale.js';
import { isAdminEmail, register } from '../features/auth/auth.service.js';
import { sendVerification, verifyEmail } from '../features/verification/verification.service.js';
import type { PublicUser } from '../../shared/auth.js';
import { issueAdminSetupCode } from '../features/admin/adminSetup.service.js';
import type { TestApp } from './app.js';
import { mailboxOf } from './mailbox.js';
import { seedAssessment } from './demo-survey.js';

let counter = 0;

export interface TestUser {
  user: PublicUser;
  token: string;
  password: string;
}

/**
 * A registered, signed-in member. E-mails are unique per call so tests can share a database. The address is
 * verified the way a person does it (a link mailed to them, opened), unless `verified: false`: the administrator
 * (ADMIN_EMAIL) is only the administrator once verified, and e-mail invitations reach only verified addresses.
 */
export async function createUser(
  t: TestApp,
  overrides: Partial<{ firstName: string; lastName: string; email: string; password: string; verified: boolean; locale: Locale }> = {},
): Promise<TestUser> {
  counter += 1;
  const password = overrides.password ?? 'correct horse battery';
  const { token, user } = await register(t.deps, {
    firstName: overrides.firstName ?? `Test${counter}`,
    lastName: overrides.lastName ?? 'Person',
    email: overrides.email ?? `user${counter}-${Date.now()}@attune.test`,
    password,
    ...(overrides.locale ? { locale: overrides.locale } : {}),
  });
  if (overrides.verified === false) return { user, token, password };
  await verifyThroughMail(t, user.id, user.email);
  const isAdmin = isAdminEmail(t.deps, user.email);
  if (isAdmin) await enterAdminSetupCode(t, token);
  return { user: { ...user, emailVerified: true, isAdmin }, token, password };
}

/**
 * The operator's last step (decision 042): a setup code as start-up prints it, entered at POST /api/admin/setup by
 * the signed-in ADMIN_EMAIL account.
 */
export async function enterAdminSetupCode(t: TestApp, token: string): Promise<void> {
  const code = await issueAdminSetupCode(t.deps);
  const res = await t.request({ method: 'POST', url: '/api/admin/setup', token, body: { code } });
  if (res.statusCode !== 200) throw new Error(`admin setup failed: ${res.statusCode} ${res.body}`);
}

/** The verification link in the newest mail to `email`, as the person received it. */
export async function latestVerificationToken(t: TestApp, email: string): Promise<string> {
  const mail = mailboxOf(t.deps).latest(email, /^(Confirm your e-mail|Confirma tu dirección)/);
  const token = mail && /verify-email\?token=([a-z0-9]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error('no verification link in the mail');
  return token;
}

/** Mails a verification link to the person and opens it, as they would. */
export async function verifyThroughMail(t: TestApp, userId: string, email: string): Promise<void> {
  mailboxOf(t.deps); // listening before the mail goes, for servers not made by createTestApp
  await sendVerification(t.deps, userId);
  const answer = await verifyEmail(t.deps, await latestVerificationToken(t, email));
  if (answer.outcome !== 'verified') throw new Error(`verification failed: ${answer.outcome}`);
}

/**
 * A registered, signed-in member who has completed the core survey: what every call beyond the survey needs (the
 * assessment gate, spec §6). Tests of the gate itself use createUser.
 */
export async function createAssessedUser(t: TestApp, overrides: Parameters<typeof createUser>[1] = {}): Promise<TestUser> {
  const person = await createUser(t, overrides);
  await seedAssessment(t.deps, person.user.id, { communication: [1, 3], conflict_resolution: [2], love_languages: [0, 4], attachment_style: [1] }, []);
  return person;
}

/** Marks a user inactive the way the admin screen will, ending their sessions. */
export async function deactivate(t: TestApp, userId: string): Promise<void> {
  await t.deps.database.db.updateTable('users').set({ is_active: 0 }).where('id', '=', userId).execute();
}
