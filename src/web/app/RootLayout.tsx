import { Suspense, useEffect } from 'react';
import { Outlet } from '@tanstack/react-router';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { SessionProvider } from '../features/auth/session';

export function RootLayout() {
  useEffect(() => {
    // Spec §2: the service worker is registered at /sw.js on page load; a failure is only logged (§8).
    if ('serviceWorker' in navigator) {
      navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('Service worker registration failed', error));
    }
  }, []);
  return (
    <SessionProvider>
      {/* The signed-in screens load as chunks of their own (app/screens.ts). */}
      <Suspense fallback={<FullPageSpinner />}>
        <Outlet />
      </Suspense>
    </SessionProvider>
  );
}
