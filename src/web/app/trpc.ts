import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '../../server/trpc/router';
import { authHeaders } from './token';
import { TRPC_MAX_BATCH_SIZE } from '../../shared/requestLimits';

/** Query defaults of spec §9: no automatic retry, no refetch on focus, no polling, data never stale. */
export const queryClient = new QueryClient({
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

/** The message a person should read for a failed call: the server's own words when it sent some. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof TRPCClientError && typeof error.message === 'string' && error.message.length > 0) {
    // A network failure has no server message worth showing.
    if (error.message === 'Failed to fetch' || error.message.startsWith('Unable to transform')) return fallback;
    return error.message;
  }
  return fallback;
}

export function httpStatusOf(error: unknown): number | undefined {
  if (error instanceof TRPCClientError) {
    const data = error.data as { httpStatus?: number } | undefined;
    return data?.httpStatus;
  }
  return undefined;
}
