import type { ReactNode } from 'react';
import { Link, Navigate, useNavigate } from '@tanstack/react-router';
import { Alert, Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { ADMIN_SETUP_MESSAGES, ADMIN_SETUP_PATH } from '../../../shared/adminSetupText';
import { AppFrame } from '../../components/AppFrame';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { LoadError } from '../../components/LoadError';
import { SignedOutScreen, UnreachableScreen } from '../../components/OfflineScreen';
import { AuthScreen } from '../../app/screens';
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

/**
 * Only the administrator account. Signed out: the auth screen (spec §2); signed in as anyone else: what the page is
 * and who may open it, rather than a sign-in form that gives no reason (issue 30 item 16).
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { state } = useSession();
  if (interludeShows(state)) return <SessionInterlude state={state} />;
  if (state.status !== 'signedIn') return <AuthScreen />;
  if (!state.user.isAdmin) return <NotAdministrator />;
  return <>{children}</>;
}

function NotAdministrator() {
  return (
    <AppFrame>
      <Container size="sm" py="xl" px="md">
        <Stack gap="md">
          <Title order={1}>Admin monitor</Title>
          <Alert color="gray" title="Only for the administrator">
            {ADMIN_SETUP_MESSAGES.notAdministrator}
          </Alert>
          <Text size="sm">
            Running this server? Sign in as that account and enter the code on the{' '}
            <Anchor component={Link} to={ADMIN_SETUP_PATH}>
              administrator setup
            </Anchor>{' '}
            page. Otherwise,{' '}
            <Anchor component={Link} to="/">
              go back home
            </Anchor>
            .
          </Text>
        </Stack>
      </Container>
    </AppFrame>
  );
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
