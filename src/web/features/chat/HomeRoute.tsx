import { FullPageSpinner } from '../../components/FullPageSpinner';
import { LoadError } from '../../components/LoadError';
import { useAssessmentStatus, useSession } from '../auth/session';
import { LandingPage } from '../landing/LandingPage';
import { SurveyScreen } from '../survey/SurveyScreen';
import { ChatHome } from './ChatHome';

/** `/` (spec §2): landing when signed out, the survey until the assessment is complete, then the chat home. */
export function HomeRoute() {
  const { state } = useSession();
  const status = useAssessmentStatus();
  if (state.status === 'loading') return <FullPageSpinner />;
  if (state.status === 'signedOut') return <LandingPage />;
  if (status.isPending) return <FullPageSpinner />;
  if (status.isError) return <LoadError fullPage title="Failed to load assessment status" onRetry={() => void status.refetch()} />;
  if (!status.data.hasCompleted) return <SurveyScreen />;
  return <ChatHome />;
}
