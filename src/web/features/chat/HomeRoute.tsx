import { useEffect, useState } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { LoadError } from '../../components/LoadError';
import { useAssessmentStatus, useSession, useSessionMayAsk } from '../auth/session';
import { queryClient, trpc } from '../../app/trpc';
import { prefetchServerInfo } from '../../app/serverInfo';
import { interludeShows, SessionInterlude } from '../auth/gates';
import { LandingNavigation } from '../landing/navigation';
import { useProgressiveStatus } from '../survey/api';
import { ChatHome, LandingPage, SurveyScreen } from '../../app/screens';
import { usePageTitle } from '../../lib/pageTitle';
import { defineMessage, useIntl } from 'react-intl';

const m = {
  statusFailed: defineMessage({ id: 'chat.home.statusFailed', defaultMessage: 'Failed to load assessment status' }),
  assessmentTitle: defineMessage({ id: 'chat.home.assessmentTitle', defaultMessage: 'Assessment' }),
  chatTitle: defineMessage({ id: 'chat.home.chatTitle', defaultMessage: 'Chat' }),
};

/**
 * `/` (spec §2): landing when signed out; the survey screen until the assessment is complete — which includes the
 * progressive assessment after the core survey, until the person finishes or skips it (§2 Survey: "If core is
 * complete and weighting is not, the progressive assessment shows"); then the chat home.
 *
 * One exception: ?openProfile=true (from "Learn More About My Results" in phase 1, or the end of the assessment) shows
 * the chat home, whose profile dialog opens and removes the parameter (§2). The request is remembered for this visit,
 * or the chat home would give way to the survey again the moment the parameter leaves the URL, dialog and all.
 */
export function HomeRoute() {
  const { state } = useSession();
  const { openProfile } = useSearch({ from: '/' });
  const [profileAsked, setProfileAsked] = useState(false);
  if (openProfile && !profileAsked) setProfileAsked(true);
  const intl = useIntl();
  const mayAsk = useSessionMayAsk();
  const status = useAssessmentStatus();
  const progressive = useProgressiveStatus(mayAsk);
  useHomeQueriesEarly(mayAsk);
  if (interludeShows(state)) return <SessionInterlude state={state} />;
  if (state.status === 'signedOut') return <RoutedLanding />;
  // A status that failed while the server was unreachable is asked again once it answers: a spinner meanwhile.
  if (status.isPending || (status.isError && status.isFetching) || (status.data?.hasCompleted && progressive.isPending)) return <FullPageSpinner />;
  if (status.isError) return <LoadError fullPage title={intl.formatMessage(m.statusFailed)} error={status.error} onRetry={() => void status.refetch()} />;
  const p = progressive.data;
  if (!status.data.hasCompleted || (p && !p.weightingCompleted && !p.skipped && !profileAsked)) return <TitledSurvey />;
  return <TitledChatHome />;
}

/**
 * The chat home's greeting is the page's largest paint, and it waited for three answers in a row: the session, the
 * assessment status, then the coach's own queries. They start together here, beside the session check (the server
 * decides each one as before; a survey-stage member's coach queries are refused and asked again if the home opens).
 * The server's mail facts come along, so the e-mail banner is drawn with its final text.
 */
function useHomeQueriesEarly(mayAsk: boolean) {
  useEffect(() => {
    if (!mayAsk) return;
    prefetchServerInfo(queryClient);
    void queryClient.prefetchQuery(trpc.coach.info.queryOptions());
    void queryClient.prefetchQuery(trpc.coach.conversations.queryOptions());
  }, [mayAsk]);
}

function TitledSurvey() {
  usePageTitle(useIntl().formatMessage(m.assessmentTitle));
  return <SurveyScreen />;
}

function TitledChatHome() {
  usePageTitle(useIntl().formatMessage(m.chatTitle));
  return <ChatHome />;
}

/** The landing inside the app (after signing out, say): its links go through the router. */
function RoutedLanding() {
  const navigate = useNavigate();
  return (
    <LandingNavigation.Provider value={(to) => void navigate({ to })}>
      <LandingPage />
    </LandingNavigation.Provider>
  );
}
