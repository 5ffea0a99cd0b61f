import { createRootRoute, createRoute, createRouter, Navigate } from '@tanstack/react-router';
import { z } from 'zod';
import { CrashScreen } from '../components/CrashScreen';
import { NotFound } from '../components/NotFound';
import { AuthScreen } from '../features/auth/AuthScreen';
import { RequireAdmin, RequireAssessed, RequireMember } from '../features/auth/gates';
import { HomeRoute } from '../features/chat/HomeRoute';
import { RootLayout } from './RootLayout';
import { AdminPage, JournalPage, SettingsPage, SurveyScreen } from './screens';

const rootRoute = createRootRoute({ component: RootLayout, notFoundComponent: NotFound });

const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  validateSearch: z.object({ openProfile: z.boolean().optional().catch(undefined) }),
  component: HomeRoute,
});

const authSearch = z.object({ invite: z.string().optional().catch(undefined) });
const authRoute = createRoute({ getParentRoute: () => rootRoute, path: '/auth', validateSearch: authSearch, component: AuthScreen });
const signupRoute = createRoute({ getParentRoute: () => rootRoute, path: '/signup', validateSearch: authSearch, component: AuthScreen });
const signupAnyRoute = createRoute({ getParentRoute: () => rootRoute, path: '/signup/$', validateSearch: authSearch, component: AuthScreen });
const joinRoute = createRoute({ getParentRoute: () => rootRoute, path: '/join/$token', component: AuthScreen });

const surveyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/survey',
  component: () => (
    <RequireMember>
      <SurveyScreen />
    </RequireMember>
  ),
});

const journalRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/journal',
  component: () => (
    <RequireAssessed>
      <JournalPage />
    </RequireAssessed>
  ),
});

const settingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/settings',
  component: () => (
    <RequireAssessed>
      <SettingsPage />
    </RequireAssessed>
  ),
});

// "View Results" lands here: the results live in the profile dialog of the chat home.
const profileRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/profile',
  component: () => (
    <RequireAssessed>
      <Navigate to="/" search={{ openProfile: true }} replace />
    </RequireAssessed>
  ),
});

const adminRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin',
  component: () => (
    <RequireAdmin>
      <AdminPage />
    </RequireAdmin>
  ),
});

const routeTree = rootRoute.addChildren([
  homeRoute,
  authRoute,
  signupRoute,
  signupAnyRoute,
  joinRoute,
  surveyRoute,
  journalRoute,
  settingsRoute,
  profileRoute,
  adminRoute,
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
