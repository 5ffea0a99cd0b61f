import { lazy } from 'react';

/**
 * The signed-in screens, each loaded as its own chunk when first shown: a visitor on the landing or auth screen does
 * not download the survey, the chat home or the admin monitor. RootLayout's Suspense boundary shows the full-page
 * spinner while a chunk loads.
 */
export const SurveyScreen = lazy(() => import('../features/survey/SurveyScreen').then((m) => ({ default: m.SurveyScreen })));
export const ChatHome = lazy(() => import('../features/chat/ChatHome').then((m) => ({ default: m.ChatHome })));
export const JournalPage = lazy(() => import('../features/journal/JournalPage').then((m) => ({ default: m.JournalPage })));
export const SettingsPage = lazy(() => import('../features/settings/SettingsPage').then((m) => ({ default: m.SettingsPage })));
export const ProfilePage = lazy(() => import('../features/profile/ProfilePage').then((m) => ({ default: m.ProfilePage })));
export const AdminSetupScreen = lazy(() => import('../features/admin/AdminSetupScreen').then((m) => ({ default: m.AdminSetupScreen })));
export const AdminPage = lazy(() => import('../features/admin/AdminPage').then((m) => ({ default: m.AdminPage })));
export const VerifyEmailScreen = lazy(() => import('../features/verification/VerifyEmailScreen').then((m) => ({ default: m.VerifyEmailScreen })));
// The signed-out and public pages too: a member opening the home does not download the sign-in form or the terms.
export const AuthScreen = lazy(() => import('../features/auth/AuthScreen').then((m) => ({ default: m.AuthScreen })));
export const TermsPage = lazy(() => import('../features/legal/LegalPages').then((m) => ({ default: m.TermsPage })));
export const PrivacyPage = lazy(() => import('../features/legal/LegalPages').then((m) => ({ default: m.PrivacyPage })));
export const MeasuresPage = lazy(() => import('../features/measures/MeasuresPage').then((m) => ({ default: m.MeasuresPage })));
export const JournalSignedOut = lazy(() => import('../features/journal/JournalSignedOut').then((m) => ({ default: m.JournalSignedOut })));
// The landing inside the app (after signing out, or where no prerendered copy was served): a signed-in home does
// not carry it in its first paint (issue 34).
export const LandingPage = lazy(() => import('../features/landing/LandingPage').then((m) => ({ default: m.LandingPage })));
