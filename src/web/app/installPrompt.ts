/**
 * The browser's install offer (spec §4 install states). Chrome fires `beforeinstallprompt` once, early, possibly
 * before React has started, so main.tsx imports this module at once and it keeps the event for the install banner.
 */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface InstallState {
  /** The kept offer: the app is installable here and "Install App" can show the browser's dialog. */
  prompt: BeforeInstallPromptEvent | null;
  installed: boolean;
}

// A new object on every change: React's useSyncExternalStore re-renders only when the snapshot is another object.
let state: InstallState = { prompt: null, installed: false };
const listeners = new Set<() => void>();
const update = (next: Partial<InstallState>) => {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
};

window.addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault(); // our banner offers it, at a better moment than the browser's mini-infobar
  update({ prompt: event as BeforeInstallPromptEvent });
});
window.addEventListener('appinstalled', () => update({ installed: true, prompt: null }));

export const installPrompt = {
  get: (): Readonly<InstallState> => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Shows the browser's install dialog once (an offer can be used only once). */
  async accept(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
    const offer = state.prompt;
    if (!offer) return 'unavailable';
    update({ prompt: null });
    await offer.prompt();
    return (await offer.userChoice).outcome;
  },
};
