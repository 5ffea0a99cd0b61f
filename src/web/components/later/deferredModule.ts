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
      let cancelDraw = () => undefined as void;
      const draw = () => {
        cancelDraw();
        cancelDraw = afterPress(() => setModule(() => loaded));
      };
      if (loaded) {
        draw();
        return () => cancelDraw();
      }
      listeners.add(draw);
      const idle = whenIdle(() => void load().catch(() => undefined));
      return () => {
        listeners.delete(draw);
        idle();
        cancelDraw();
      };
    }, []);
    return [module, load];
  }
  return useDeferred;
}

/**
 * A component drawn again with the module's parts is a new element in the page (a tooltip's child, a menu's target).
 * Were that to happen while the person is pressing it, the press would be lost: the browser sends the click only when
 * the press and the release land on the same element, and the pressed one is gone (a card clicked just as the tooltip
 * code arrived did not open). So a module that arrives while a pointer is down is drawn once the press has ended and
 * its click, if any, has been handled.
 */
const pointersDown = new Set<number>();
const afterPressTasks = new Set<() => void>();
/** The longest wait after a release for its click (a touch's tap sends it a moment after the finger lifts). */
const CLICK_WAIT_MS = 400;

function afterPress(task: () => void): () => void {
  if (pointersDown.size === 0) {
    task();
    return () => undefined;
  }
  afterPressTasks.add(task);
  return () => afterPressTasks.delete(task);
}

function pressEnded(pointerId: number): void {
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    window.removeEventListener('click', onClick);
    clearTimeout(fallback);
    pointersDown.delete(pointerId);
    if (pointersDown.size > 0) return;
    const tasks = [...afterPressTasks];
    afterPressTasks.clear();
    for (const task of tasks) task();
  };
  // The click bubbles to the window last: its own handlers have run by then; the task after it draws.
  const onClick = () => setTimeout(finish, 0);
  const fallback = setTimeout(finish, CLICK_WAIT_MS);
  window.addEventListener('click', onClick, { once: true });
}

if (typeof window !== 'undefined' && typeof document !== 'undefined') {
  document.addEventListener('pointerdown', (event) => pointersDown.add(event.pointerId), true);
  document.addEventListener('pointerup', (event) => pressEnded(event.pointerId), true);
  document.addEventListener('pointercancel', (event) => pressEnded(event.pointerId), true);
  // A release the page never saw (the window lost the focus mid-press) ends every press.
  window.addEventListener('blur', () => {
    for (const pointerId of [...pointersDown]) pressEnded(pointerId);
  });
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
