import { Suspense } from 'react';
import { Outlet } from '@tanstack/react-router';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { SessionProvider, useSession } from '../features/auth/session';
import { InstallBanner } from '../features/install';

export function RootLayout() {
  // The service worker is registered by main.tsx, on every page load including the landing's.
  return (
    <SessionProvider>
      {/* The signed-in screens load as chunks of their own (app/screens.ts). */}
      <Suspense fallback={<FullPageSpinner />}>
        <Outlet />
      </Suspense>
      <SignedInExtras />
    </SessionProvider>
  );
}

/** What only a signed-in person sees on any screen: the install banner (spec §2), 2 s after signing in. */
function SignedInExtras() {
  const session = useSession();
  return session.state.status === 'signedIn' ? <InstallBanner /> : null;
}
