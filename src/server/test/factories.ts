import { register } from '../features/auth/auth.service.js';
import type { PublicUser } from '../../shared/auth.js';
import type { TestApp } from './app.js';

let counter = 0;

export interface TestUser {
  user: PublicUser;
  token: string;
  password: string;
}

/** A registered, signed-in member. E-mails are unique per call so tests can share a database. */
export async function createUser(
  t: TestApp,
  overrides: Partial<{ firstName: string; lastName: string; email: string; password: string }> = {},
): Promise<TestUser> {
  counter += 1;
  const password = overrides.password ?? 'correct horse battery';
  const { token, user } = await register(t.deps, {
    firstName: overrides.firstName ?? `Test${counter}`,
    lastName: overrides.lastName ?? 'Person',
    email: overrides.email ?? `user${counter}-${Date.now()}@attune.test`,
    password,
  });
  return { user, token, password };
}

/** Marks a user inactive the way the admin screen will, ending their sessions. */
export async function deactivate(t: TestApp, userId: string): Promise<void> {
  await t.database.db.updateTable('users').set({ is_active: 0 }).where('id', '=', userId).execute();
}
