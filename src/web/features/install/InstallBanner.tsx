import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { lazyDialog } from '../../components/lazyDialog';
import { installPrompt } from '../../app/installPrompt';

import { isIos } from '../../lib/isIos';

/** Spec §9 local storage key and install banner delay. */
export const BANNER_SHOWN_KEY = 'pwa-banner-shown';
export const BANNER_DELAY_MS = 2000;

function runsInstalled(): boolean {
  return window.matchMedia('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true;
}

/**
 * The install banner of spec §2, shown once, 2 s after a signed-in screen opens: on Android and desktop when the
 * browser offers installation (its `beforeinstallprompt`), on iOS with the steps to add Attune to the Home Screen.
 * Never where Attune cannot be installed, never when it already runs installed, never again once dismissed or accepted.
 */
/** The iPhone's steps, in a dialog whose code comes when it opens (decision 104), not with the home's first paint. */
const InstallInstructions = lazyDialog(() => import('./InstallInstructions').then((module) => module.InstallInstructions));

// The card itself (its list, icon and fade) is not part of the home's first paint either (decision 104's addendum).
const InstallCard = lazy(() => import('./InstallCard').then((module) => ({ default: module.InstallCard })));

export function InstallBanner() {
  const install = useSyncExternalStore(installPrompt.subscribe, installPrompt.get);
  const [due, setDue] = useState(false);
  const [done, setDone] = useState(() => localStorage.getItem(BANNER_SHOWN_KEY) === 'true');
  const [instructionsOpen, setInstructionsOpen] = useState(false);
  const ios = isIos();

  useEffect(() => {
    const timer = setTimeout(() => setDue(true), BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const finish = () => {
    localStorage.setItem(BANNER_SHOWN_KEY, 'true');
    setDone(true);
    setInstructionsOpen(false);
  };
  const offered = ios || install.prompt !== null;
  const visible = due && !done && offered && !install.installed && !runsInstalled();
  // Once asked for, the card stays mounted, so closing it still fades it out.
  const [cardWanted, setCardWanted] = useState(false);
  if (offered && !done && !cardWanted) setCardWanted(true);

  return (
    <>
      {/* The card's code comes only while it may still show (not after it was dismissed or accepted, as on most visits). */}
      {cardWanted && (
        <Suspense fallback={null}>
          <InstallCard
            mounted={visible && !instructionsOpen}
            ios={ios}
            onShowInstructions={() => setInstructionsOpen(true)}
            onInstall={() => {
              finish();
              void installPrompt.accept();
            }}
            onClose={finish}
          />
        </Suspense>
      )}
      <InstallInstructions opened={instructionsOpen} onClose={finish} />
    </>
  );
}
