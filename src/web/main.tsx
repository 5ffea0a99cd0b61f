import '@fontsource-variable/inter';
import '@fontsource-variable/fraunces';
import '@mantine/core/styles.css';
import './app/global.css';
import { lazy, StrictMode, Suspense, useState, useTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { cssVariablesResolver, theme } from './app/theme';
import { readToken } from './app/token';
import { FullPageSpinner } from './components/FullPageSpinner';
import { LandingPage } from './features/landing/LandingPage';
import { LandingNavigation } from './features/landing/navigation';

// Spec §8: unhandled promise rejections are logged and suppressed.
window.addEventListener('unhandledrejection', (event) => {
  console.warn('Unhandled rejection', event.reason);
  event.preventDefault();
});

// Spec §2: the service worker is registered at /sw.js on page load; a failure is only logged (§8).
if ('serviceWorker' in navigator) {
  navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('Service worker registration failed', error));
}

/**
 * The landing page is most visitors' first contact, often on a phone: it ships alone (React, the theme and the page)
 * and the rest of the app, router and data layer included, is a chunk of its own loaded for every other page, or
 * the moment a visitor follows a link from the landing (issue 13 item 13: the landing's script under 100 KB).
 */
const loadApp = () => import('./app/App');
const App = lazy(loadApp);

function Boot() {
  const [appShown, setAppShown] = useState(() => window.location.pathname !== '/' || readToken() !== null);
  const [, startTransition] = useTransition();
  const go = (to: string) => {
    window.history.pushState(null, '', to);
    // In a transition the landing stays on screen while the app's chunk arrives, instead of a spinner.
    startTransition(() => setAppShown(true));
  };
  return (
    <Suspense fallback={<FullPageSpinner />}>
      {appShown ? (
        <App />
      ) : (
        <LandingNavigation.Provider value={go}>
          <div onPointerOver={() => void loadApp()} onFocus={() => void loadApp()}>
            <LandingPage />
          </div>
        </LandingNavigation.Provider>
      )}
    </Suspense>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <Boot />
    </MantineProvider>
  </StrictMode>,
);
