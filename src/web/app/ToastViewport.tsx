import { useEffect, useRef } from 'react';
import { Notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS, TOAST_HOTKEY } from './toast';
import classes from './ToastViewport.module.css';

/**
 * Where toasts appear (spec §9): one at a time, top centre just below the 60 px header bar, so a toast never sits
 * over the header's buttons (on a desktop the top right is where they are; toasts used to cover them and, paused
 * while hovered, stayed there). F8 moves focus to this region from anywhere, so a keyboard or screen-reader user can
 * reach a toast and its close button.
 */
export function ToastViewport() {
  const viewport = useRef<HTMLElement>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== TOAST_HOTKEY || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      viewport.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <section ref={viewport} tabIndex={-1} aria-label={`Notifications (${TOAST_HOTKEY})`} className={classes.viewport} data-toast-viewport>
      <Notifications
        limit={1}
        autoClose={TOAST_DURATION_MS}
        position="top-center"
        withinPortal={false}
        allowDragDismiss={false}
        allowScrollDismiss={false}
        zIndex={1000}
        classNames={{ root: classes.stack }}
      />
    </section>
  );
}
