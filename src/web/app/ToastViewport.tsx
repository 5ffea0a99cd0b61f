import { useEffect, useRef } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
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
export function ToastViewport() {
  const intl = useIntl();
  const viewport = useRef<HTMLElement>(null);
  const phone = useMediaQuery(PHONE_QUERY) ?? false;
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
      <Notifications
        limit={1}
        autoClose={TOAST_DURATION_MS}
        position={phone ? 'bottom-center' : 'top-center'}
        withinPortal={false}
        allowDragDismiss={false}
        allowScrollDismiss={false}
        zIndex={1000}
        classNames={{ root: classes.stack }}
      />
    </section>
  );
}
