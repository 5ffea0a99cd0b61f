/**
 * "Refresh for Latest Updates" (spec §2, profile Settings tab): empties the Cache Storage the service worker keeps,
 * asks every registered service worker to check for a new version, then reloads so the newest app is what runs.
 * Each step is best effort: a browser without caches or service workers still reloads.
 */
export async function refreshForLatestUpdates(reload: () => void = () => window.location.reload()): Promise<void> {
  try {
    if ('caches' in window) {
      const names = await caches.keys();
      await Promise.all(names.map((name) => caches.delete(name)));
    }
  } catch (error) {
    console.warn('Clearing cached files failed', error);
  }
  try {
    const registrations = (await navigator.serviceWorker?.getRegistrations()) ?? [];
    await Promise.all(registrations.map((registration) => registration.update()));
  } catch (error) {
    console.warn('Service worker update failed', error);
  }
  reload();
}
