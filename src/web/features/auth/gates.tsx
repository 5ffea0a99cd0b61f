import type { ReactNode } from 'react';
import { Navigate } from '@tanstack/react-router';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { LoadError } from '../../components/LoadError';
import { OfflineScreen } from '../../components/OfflineScreen';
import { AuthScreen } from './AuthScreen';
import { useAssessmentStatus, useSession } from './session';

/**
 * Signed-in members only; others get the auth screen in place (spec §2 route table), below `signedOutIntro` when a
 * page has its own signed-out words (the journal's "Access Your Journal").
 */
export function RequireMember({ children, signedOutIntro }: { children: ReactNode; signedOutIntro?: ReactNode }) {
  const { state } = useSession();
  if (state.status === 'loading') return <FullPageSpinner />;
  if (state.status === 'offline') return <OfflineScreen onRetry={state.retry} />;
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
  if (status.isError) return <LoadError fullPage title="Failed to load assessment status" onRetry={() => void status.refetch()} />;
  if (!status.data.hasCompleted) return <Navigate to="/survey" replace />;
  return <>{children}</>;
}

/** Only the administrator account; anyone else gets the auth screen (spec §2). */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { state } = useSession();
  if (state.status === 'loading') return <FullPageSpinner />;
  if (state.status === 'offline') return <OfflineScreen onRetry={state.retry} />;
  if (state.status !== 'signedIn' || !state.user.isAdmin) return <AuthScreen />;
  return <>{children}</>;
}
