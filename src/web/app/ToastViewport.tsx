import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { notificationsStore } from '@mantine/notifications';
import { PHONE_QUERY } from '../components/AppFrame';
import { useIntl } from 'react-intl';
import { TOAST_DURATION_MS, TOAST_HOTKEY } from './toast';
import classes from './ToastViewport.module.css';

/**
 * Where toasts appear (spec §9): one at a time. On a desktop, top centre just below the 60 px header bar, so a toast
 * never sits over the header's buttons. On a phone, at the bottom just above the tab bar (issue 30): at the top it hid
 * the heading, the survey's progress bar and the title of what was just completed. Toasts say that something worked;
 * errors stay beside what they are about. F8 moves focus to this region from anywhere, so a keyboard or screen-reader
 * user can reach a toast and its close button.
 */
const Notifications = lazy(() => import('./ToastStack'));
const anyToast = (state: ReturnType<typeof notificationsStore.getState>) => state.notifications.length + state.queue.length > 0;

export function ToastViewport() {
  const intl = useIntl();
  const viewport = useRef<HTMLElement>(null);
  const phone = useMediaQuery(PHONE_QUERY) ?? false;
  const position = phone ? 'bottom-center' : 'top-center';
  // The stack's code arrives with the first toast (decision 104). Until it is drawn the store takes the stack's own
  // settings, so toasts shown in that moment queue one at a time, in the right place, as the stack would have them.
  const [stackWanted, setStackWanted] = useState(() => anyToast(notificationsStore.getState()));
  useEffect(() => {
    if (stackWanted) return;
    notificationsStore.updateState((state) => ({ ...state, limit: 1, defaultPosition: position }));
    const unsubscribe = notificationsStore.subscribe((state) => {
      if (anyToast(state)) setStackWanted(true);
    });
    return () => void unsubscribe();
  }, [stackWanted, position]);
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
    <section ref={viewport} tabIndex={-1} aria-label={intl.formatMessage({ id: 'app.toasts.region', defaultMessage: 'Notifications ({key})' }, { key: TOAST_HOTKEY })} className={classes.viewport} data-toast-viewport>
      {stackWanted && (
        <Suspense fallback={null}>
          <Notifications
            limit={1}
            autoClose={TOAST_DURATION_MS}
            position={position}
            withinPortal={false}
            allowDragDismiss={false}
            allowScrollDismiss={false}
            zIndex={1000}
            classNames={{ root: classes.stack }}
          />
        </Suspense>
      )}
    </section>
  );
}
