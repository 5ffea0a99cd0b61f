import { FullPageSpinner } from '../../components/FullPageSpinner';
import { LoadError } from '../../components/LoadError';
import { useAssessmentStatus, useSession } from '../auth/session';
import { LandingPage } from '../landing/LandingPage';
import { useProgressiveStatus } from '../survey/api';
import { ChatHome, SurveyScreen } from '../../app/screens';

/**
 * `/` (spec §2): landing when signed out; the survey screen until the assessment is complete — which includes the
 * progressive assessment after the core survey, until the person finishes or skips it (§2 Survey: "If core is
 * complete and weighting is not, the progressive assessment shows"); then the chat home.
 */
export function HomeRoute() {
  const { state } = useSession();
  const status = useAssessmentStatus();
  const progressive = useProgressiveStatus(state.status === 'signedIn');
  if (state.status === 'loading') return <FullPageSpinner />;
  if (state.status === 'signedOut') return <LandingPage />;
  if (status.isPending || (status.data?.hasCompleted && progressive.isPending)) return <FullPageSpinner />;
  if (status.isError) return <LoadError fullPage title="Failed to load assessment status" onRetry={() => void status.refetch()} />;
  if (!status.data.hasCompleted) return <SurveyScreen />;
  const p = progressive.data;
  if (p && !p.weightingCompleted && !p.skipped) return <SurveyScreen />;
  return <ChatHome />;
}
