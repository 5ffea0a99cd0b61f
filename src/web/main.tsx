import '@fontsource-variable/inter';
import '@fontsource-variable/fraunces';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { theme } from './app/theme';
import { queryClient } from './app/trpc';
import { router } from './app/router';
import { TOAST_DURATION_MS } from './app/toast';

// Spec §8: unhandled promise rejections are logged and suppressed.
window.addEventListener('unhandledrejection', (event) => {
  console.warn('Unhandled rejection', event.reason);
  event.preventDefault();
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Notifications limit={1} autoClose={TOAST_DURATION_MS} position="top-right" zIndex={1000} />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
