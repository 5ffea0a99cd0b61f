import { notifications } from '@mantine/notifications';

/** Toasts of spec §9: one at a time (the Notifications limit), 5 seconds each. */
export const TOAST_DURATION_MS = 5000;

export const toast = {
  success(title: string, message?: string) {
    notifications.show({ title, message: message ?? '', color: 'teal', autoClose: TOAST_DURATION_MS });
  },
  error(title: string, message?: string) {
    notifications.show({ title, message: message ?? '', color: 'red', autoClose: TOAST_DURATION_MS });
  },
  info(title: string, message?: string) {
    notifications.show({ title, message: message ?? '', autoClose: TOAST_DURATION_MS });
  },
};
