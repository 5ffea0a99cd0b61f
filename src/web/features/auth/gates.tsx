import type { ReactNode } from 'react';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { LoadError } from '../../components/LoadError';
import { SignedOutScreen, UnreachableScreen } from '../../components/OfflineScreen';
import { AuthScreen } from './AuthScreen';
import { useAssessmentStatus, useSession, type SessionState } from './session';

/**
 * Signed-in members only; others get the auth screen in place (spec §2 route table), below `signedOutIntro` when a
 * page has its own signed-out words (the journal's "Access Your Journal").
 */
export function RequireMember({ children, signedOutIntro }: { children: ReactNode; signedOutIntro?: ReactNode }) {
  const { state } = useSession();
  if (interludeShows(state)) return <SessionInterlude state={state} />;
  if (state.status === 'signedOut') {
    return (
      <>
        {signedOutIntro}
        <AuthScreen />
      </>
    );
  }
  return <>{children}</>;
}

/** Members whose assessment is complete; an incomplete assessment redirects to the survey (spec §4 gate). */
export function RequireAssessed({ children, signedOutIntro }: { children: ReactNode; signedOutIntro?: ReactNode }) {
  return (
    <RequireMember signedOutIntro={signedOutIntro}>
      <AssessedOnly>{children}</AssessedOnly>
    </RequireMember>
  );
}

function AssessedOnly({ children }: { children: ReactNode }) {
  const status = useAssessmentStatus();
  if (status.isPending) return <FullPageSpinner />;
  if (status.isError) return <LoadError fullPage title="Failed to load assessment status" error={status.error} onRetry={() => void status.refetch()} />;
  if (!status.data.hasCompleted) return <Navigate to="/survey" replace />;
  return <>{children}</>;
}

/** Only the administrator account; anyone else gets the auth screen (spec §2). */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { state } = useSession();
  if (interludeShows(state)) return <SessionInterlude state={state} />;
  if (state.status !== 'signedIn' || !state.user.isAdmin) return <AuthScreen />;
  return <>{children}</>;
}

/** Whether the session is between states (checking, unreachable, or just refused) and `SessionInterlude` should show. */
export function interludeShows(state: SessionState): boolean {
  return state.status === 'loading' || state.status === 'unreachable' || (state.status === 'signedOut' && state.ended === true);
}

/** The full-page screen for a session between states: a spinner, "Can't reach Attune — retrying…", or signed out. */
export function SessionInterlude({ state }: { state: SessionState }) {
  const navigate = useNavigate();
  if (state.status === 'unreachable') return <UnreachableScreen offline={state.offline} onRetry={state.retry} />;
  if (state.status === 'signedOut' && state.ended) {
    return (
      <SignedOutScreen
        onSignIn={() => {
          state.acknowledge?.();
          void navigate({ to: '/auth' });
        }}
      />
    );
  }
  return <FullPageSpinner />;
}
