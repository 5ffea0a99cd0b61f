import { Suspense } from 'react';
import { Outlet } from '@tanstack/react-router';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { SessionProvider } from '../features/auth/session';

export function RootLayout() {
  // The service worker is registered by main.tsx, on every page load including the landing's.
  return (
    <SessionProvider>
      {/* The signed-in screens load as chunks of their own (app/screens.ts). */}
      <Suspense fallback={<FullPageSpinner />}>
        <Outlet />
      </Suspense>
    </SessionProvider>
  );
}

