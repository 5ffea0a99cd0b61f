import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';

/**
 * A message that belongs to the whole form rather than one field (a refused sign-up, an invitation link that does
 * not work, "Reset link sent"): shown inside the form and kept until the person acts again, never a toast that
 * vanishes before it is read (issue 30 item 11). Errors are announced as alerts, a confirmation politely.
 */
export function FormNotice({ kind, title, children }: { kind: 'error' | 'done'; title: string; children: React.ReactNode }) {
  const error = kind === 'error';
  return (
    <Alert
      role={error ? 'alert' : 'status'}
      aria-live={error ? 'assertive' : 'polite'}
      color={error ? 'red' : 'teal'}
      variant="light"
      title={title}
      icon={error ? <IconAlertCircle size={18} aria-hidden /> : <IconCircleCheck size={18} aria-hidden />}
    >
      {children}
    </Alert>
  );
}
