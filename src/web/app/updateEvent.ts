/** Fired on window by main.tsx when a new version of the app has installed and waits (see app/updates.tsx). */
export const UPDATE_READY_EVENT = 'attune:update-ready';

/** Moves the page to the waiting version: it takes over, then the page reloads once. */
export async function reloadIntoUpdate(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration();
  if (!registration?.waiting) {
    window.location.reload();
    return;
  }
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  registration.waiting.postMessage({ type: 'SKIP_WAITING' });
}
