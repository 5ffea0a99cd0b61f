import { createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { defineMessages } from 'react-intl';
import { CrashScreen } from '../components/CrashScreen';
import { NotFound } from '../components/NotFound';
import { RequireAdmin, RequireAssessed, RequireMember } from '../features/auth/gates';
import { HomeRoute } from '../features/chat/HomeRoute';
import { PageTitle } from '../lib/pageTitle';
import { RootLayout } from './RootLayout';
import { searchChoice, searchFlag, searchText } from './searchParams';
import { AdminPage, AdminSetupScreen, AuthScreen, JournalPage, JournalSignedOut, MeasuresPage, PrivacyPage, ProfilePage, SettingsPage, SurveyScreen, TermsPage, VerifyEmailScreen } from './screens';

/** The browser tab's name for each routed screen, in the reader's language. */
const titles = defineMessages({
  assessment: { id: 'app.title.assessment', defaultMessage: 'Assessment' },
  journal: { id: 'app.title.journal', defaultMessage: 'Journal' },
  settings: { id: 'app.title.settings', defaultMessage: 'Settings' },
  results: { id: 'app.title.results', defaultMessage: 'Your results' },
  admin: { id: 'app.title.admin', defaultMessage: 'Admin monitor' },
  adminSetup: { id: 'app.title.adminSetup', defaultMessage: 'Administrator setup' },
});

const rootRoute = createRootRoute({ component: RootLayout, notFoundComponent: NotFound });

/** Links into the home's dialogs: the end of the assessment (openProfile) and push notifications (the rest). */
interface HomeSearch {
  openProfile?: boolean;
  openConnections?: boolean;
  openChat?: string;
  openActions?: boolean;
  openHub?: boolean;
  openPeople?: boolean;
  dailyQuestion?: string;
}

const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  validateSearch: (search: Record<string, unknown>): HomeSearch => ({
    openProfile: searchFlag(search.openProfile),
    openConnections: searchFlag(search.openConnections),
    openChat: searchText(search.openChat, 64),
    openActions: searchFlag(search.openActions),
    // The tab bar of other screens: the Social Hub and the person's people open here.
    openHub: searchFlag(search.openHub),
    openPeople: searchFlag(search.openPeople),
    // The daily-question notification: today's question with that connection.
    dailyQuestion: searchText(search.dailyQuestion, 64),
  }),
  component: HomeRoute,
});

const authSearch = (search: Record<string, unknown>): { invite?: string; reset?: string } => ({ invite: searchText(search.invite), reset: searchText(search.reset) });
const authRoute = createRoute({ getParentRoute: () => rootRoute, path: '/auth', validateSearch: authSearch, component: AuthScreen });
const signupRoute = createRoute({ getParentRoute: () => rootRoute, path: '/signup', validateSearch: authSearch, component: AuthScreen });
const signupAnyRoute = createRoute({ getParentRoute: () => rootRoute, path: '/signup/$', validateSearch: authSearch, component: AuthScreen });
const joinRoute = createRoute({ getParentRoute: () => rootRoute, path: '/join/$token', component: AuthScreen });
const termsRoute = createRoute({ getParentRoute: () => rootRoute, path: '/terms', component: TermsPage });
const measuresRoute = createRoute({ getParentRoute: () => rootRoute, path: '/measures', component: MeasuresPage });
const privacyRoute = createRoute({ getParentRoute: () => rootRoute, path: '/privacy', component: PrivacyPage });

// The link in the verification e-mail (decision 008); public, since it is often opened on another device.
const verifyEmailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/verify-email',
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({ token: searchText(search.token) }),
  component: function VerifyEmailRoute() {
    const { token } = verifyEmailRoute.useSearch();
    return <VerifyEmailScreen token={token} />;
  },
});

const surveyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/survey',
  validateSearch: (search: Record<string, unknown>): { update?: 'interests' } => ({ update: searchChoice(search.update, ['interests'] as const) }),
  component: function SurveyRoute() {
    const { update } = surveyRoute.useSearch();
    return (
      <>
        <PageTitle page={titles.assessment} />
        <RequireMember>
          <SurveyScreen update={update} />
        </RequireMember>
      </>
    );
  },
});

const journalRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/journal',
  component: () => (
    <>
      <PageTitle page={titles.journal} />
      <RequireAssessed signedOutIntro={<JournalSignedOut />}>
        <JournalPage />
      </RequireAssessed>
    </>
  ),
});

const settingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/settings',
  component: () => (
    <>
      <PageTitle page={titles.settings} />
      <RequireAssessed>
        <SettingsPage />
      </RequireAssessed>
    </>
  ),
});

// "View Results" lands here (spec §2): the results as a report to keep, print and share.
const profileRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/profile',
  component: () => (
    <>
      <PageTitle page={titles.results} />
      <RequireAssessed>
        <ProfilePage />
      </RequireAssessed>
    </>
  ),
});

const adminRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin',
  component: () => (
    <>
      <PageTitle page={titles.admin} />
      <RequireAdmin>
        <AdminPage />
      </RequireAdmin>
    </>
  ),
});

// Decision 042: the ADMIN_EMAIL account enters the setup code from the server's log here.
const adminSetupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/setup',
  component: () => (
    <>
      <PageTitle page={titles.adminSetup} />
      <RequireMember>
        <AdminSetupScreen />
      </RequireMember>
    </>
  ),
});

const routeTree = rootRoute.addChildren([
  homeRoute,
  authRoute,
  signupRoute,
  signupAnyRoute,
  joinRoute,
  termsRoute,
  privacyRoute,
  measuresRoute,
  verifyEmailRoute,
  surveyRoute,
  journalRoute,
  settingsRoute,
  profileRoute,
  adminRoute,
  adminSetupRoute,
]);

export const router = createRouter({
  routeTree,
  defaultPreload: false,
  scrollRestoration: true,
  defaultErrorComponent: ({ error }) => <CrashScreen error={error} />,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
