import { queryClient, trpc } from '../../app/trpc';

/** The spec's three modes, and choosing a new password from a reset link (`/auth?reset={token}`, decision 026). */
export type AuthMode = 'login' | 'register' | 'reset' | 'newPassword';

/** After login (spec §4): to / when the assessment is complete, else /survey; to / if the check fails. */
export async function destinationAfterLogin(): Promise<'/' | '/survey'> {
  try {
    const status = await queryClient.fetchQuery({ ...trpc.survey.assessmentStatus.queryOptions(), staleTime: 0 });
    return status.hasCompleted ? '/' : '/survey';
  } catch {
    return '/';
  }
}

/** Mantine marks text inputs aria-invalid itself, but not password inputs or checkboxes: say it for them too. */
export function invalid(error: unknown): true | undefined {
  return error ? true : undefined;
}
