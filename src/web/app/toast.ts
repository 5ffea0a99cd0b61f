import type { PointerEvent as ReactPointerEvent } from 'react';
import { notifications, type NotificationData } from '@mantine/notifications';
import { defineMessages } from 'react-intl';
import { t } from './intl';

const m = defineMessages({ dismiss: { id: 'app.toasts.dismiss', defaultMessage: 'Dismiss notification' } });

/** Toasts of spec §9: one at a time (the viewport's limit), 5 seconds each, swipe right 50 px to dismiss, F8 to reach. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';

let sequence = 0;

/**
 * Swipe right to dismiss (§9). Mantine's own drag dismisses in both directions at a third of the width; ours follows
 * the spec: rightwards only, past 50 px. The toast follows the finger (or mouse) and springs back when let go short.
 */
function swipeHandlers(id: string) {
  let startX: number | null = null;
  let pointerId = -1;
  const offset = (el: HTMLElement, px: number) => el.style.setProperty('--notifications-swipe-offset', `${px}px`);
  return {
    onPointerDown(event: ReactPointerEvent<HTMLDivElement>) {
      // The close button and links keep their own clicks.
      if ((event.target as HTMLElement).closest('button, a')) return;
      startX = event.clientX;
      pointerId = event.pointerId;
      event.currentTarget.setPointerCapture?.(pointerId);
      event.currentTarget.style.transitionDuration = '0ms';
    },
    onPointerMove(event: ReactPointerEvent<HTMLDivElement>) {
      if (startX === null || event.pointerId !== pointerId) return;
      offset(event.currentTarget, Math.max(0, event.clientX - startX));
    },
    onPointerUp(event: ReactPointerEvent<HTMLDivElement>) {
      if (startX === null || event.pointerId !== pointerId) return;
      const moved = event.clientX - startX;
      startX = null;
      event.currentTarget.style.transitionDuration = '';
      if (moved > TOAST_SWIPE_THRESHOLD_PX) notifications.hide(id);
      else offset(event.currentTarget, 0);
    },
    onPointerCancel(event: ReactPointerEvent<HTMLDivElement>) {
      startX = null;
      event.currentTarget.style.transitionDuration = '';
      offset(event.currentTarget, 0);
    },
  };
}

function show(data: Pick<NotificationData, 'title' | 'message' | 'color'>, autoClose: number | false = TOAST_DURATION_MS) {
  sequence += 1;
  const id = `toast-${sequence}`;
  notifications.show({
    ...data,
    id,
    autoClose,
    closeButtonProps: { 'aria-label': t(m.dismiss) },
    // Touch: let the page scroll vertically while a horizontal move swipes the toast.
    style: { touchAction: 'pan-y' },
    ...swipeHandlers(id),
  });
}

export const toast = {
  success(title: string, message?: string) {
    show({ title, message: message ?? '', color: 'teal' });
  },
  error(title: string, message?: string) {
    show({ title, message: message ?? '', color: 'red' });
  },
  info(title: string, message?: string) {
    show({ title, message: message ?? '' });
  },
  /** A toast that stays until dismissed, with one action (a new version to reload into). */
  sticky(title: string, message: NotificationData['message']) {
    show({ title, message }, false);
  },
};
