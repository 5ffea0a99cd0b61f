import { useEffect, useState } from 'react';

/**
 * A module the first screen can paint without (decision 104): its chunk is fetched once the browser is idle after the
 * first paint, or at once when something asks for it (`load`), and every component using it re-renders when it
 * arrives. Until then the component draws its plain version, which looks the same.
 */
export function deferredModule<T>(importer: () => Promise<T>) {
  let loaded: T | null = null;
  let pending: Promise<T> | null = null;
  const listeners = new Set<() => void>();
  const load = (): Promise<T> =>
    (pending ??= importer().then(
      (module) => {
        loaded = module;
        for (const listener of listeners) listener();
        return module;
      },
      (error: unknown) => {
        // A failed fetch (offline) is tried again the next time something asks.
        pending = null;
        throw error;
      },
    ));

  /** The module once loaded (null before), and `load` to ask for it now. */
  function useDeferred(): [T | null, () => Promise<T>] {
    const [module, setModule] = useState<T | null>(loaded);
    useEffect(() => {
      if (loaded) {
        setModule(() => loaded);
        return;
      }
      const listener = () => setModule(() => loaded);
      listeners.add(listener);
      const idle = whenIdle(() => void load().catch(() => undefined));
      return () => {
        listeners.delete(listener);
        idle();
      };
    }, []);
    return [module, load];
  }
  return useDeferred;
}

/**
 * Runs `task` a while after the page has loaded, when the browser has nothing else to do, so it never competes with
 * the first screen's own requests (its data arrives after the load event); returns a cancel.
 */
const SETTLE_MS = 2000;
export function whenIdle(task: () => void): () => void {
  let cancelled = false;
  let cancelStep = () => undefined as void;
  const idle = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(task, { timeout: 4000 });
      cancelStep = () => window.cancelIdleCallback(id);
    } else task();
  };
  const settle = () => {
    const id = window.setTimeout(idle, SETTLE_MS);
    cancelStep = () => window.clearTimeout(id);
  };
  if (document.readyState === 'complete') settle();
  else {
    window.addEventListener('load', settle, { once: true });
    cancelStep = () => window.removeEventListener('load', settle);
  }
  return () => {
    cancelled = true;
    cancelStep();
  };
}
