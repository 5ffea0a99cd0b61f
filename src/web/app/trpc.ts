import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { httpStatusOf } from './errorMessage';
import { announceUnauthorized } from './sessionEvents';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '../../server/trpc/router';
import { authHeaders } from './token';
import { TRPC_MAX_BATCH_SIZE } from '../../shared/requestLimits';

/** Query defaults of spec §9: no automatic retry, no refetch on focus, no polling, data never stale. */
export const queryClient = new QueryClient({
  // Any call answered 401 asks the session to check itself: only that check ends a session (features/auth/session).
  queryCache: new QueryCache({ onError: (error) => httpStatusOf(error) === 401 && announceUnauthorized() }),
  mutationCache: new MutationCache({ onError: (error) => httpStatusOf(error) === 401 && announceUnauthorized() }),
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, staleTime: Infinity },
    mutations: { retry: false },
  },
});

/** Cached personal data (results, hobbies, weights): 24 hours stale, 7 days kept (spec §9). */
export const PERSONAL_CACHE = { staleTime: 24 * 60 * 60 * 1000, gcTime: 7 * 24 * 60 * 60 * 1000 } as const;

export const trpcClient = createTRPCClient<AppRouter>({
  // The server refuses larger batches (issue 28); the link splits a bigger group of calls into several requests.
  links: [httpBatchLink({ url: '/trpc', headers: () => authHeaders(), maxItems: TRPC_MAX_BATCH_SIZE })],
});

export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });

// One vocabulary for failures lives in errorMessage.ts; these names stay importable from here for existing callers.
export { errorMessage, httpStatusOf } from './errorMessage';
