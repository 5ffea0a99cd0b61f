import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { queryClient } from './trpc';
import { router } from './router';
import { ToastViewport } from './ToastViewport';
import { UpdateToast } from './UpdateToast';
import { useAppIntl } from './intl';

/**
 * Everything past the landing page: router, data, toasts. main.tsx loads this chunk for any page but a signed-out
 * visit to `/`, and when a visitor follows a link from the landing page.
 */
export default function App() {
  // Toasts and failure words produced outside a render read the language on screen (decision 071).
  useAppIntl();
  return (
    <>
      <ToastViewport />
      <UpdateToast />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </>
  );
}
