import { lazy, StrictMode, Suspense, useState, useTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { cssVariablesResolver, theme } from './app/theme';
import { readToken } from './app/token';
import './app/printInLight'; // prints the results report on white paper from dark mode too
import { FullPageSpinner } from './components/FullPageSpinner';
import { LocaleProvider } from './i18n/LocaleProvider';
import { LandingPage } from './app/screens';
import { LandingNavigation } from './features/landing/navigation';

/**
 * The React side of the web app, loaded by main.tsx for every page except a signed-out visit to the prerendered
 * landing. The landing can still show here (after signing out, or where no prerendered copy was served); the rest of
 * the app, router and data layer included, is a chunk of its own loaded when it is needed.
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

/** Starts the React app in `root` (replacing a prerendered landing if one is there). */
export function start(root: HTMLElement): void {
  createRoot(root).render(
    <StrictMode>
      <MantineProvider theme={theme} defaultColorScheme="auto" cssVariablesResolver={cssVariablesResolver}>
        <LocaleProvider>
          <Boot />
        </LocaleProvider>
      </MantineProvider>
    </StrictMode>,
  );
}
