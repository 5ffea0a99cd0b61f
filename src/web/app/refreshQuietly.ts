import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Marks the queries under `queryKey` stale and fetches them again, without cancelling a fetch already running. A
 * catch-up the app starts by itself (the socket connecting, an event from another device) must not throw away a
 * fetch the person asked for: invalidating cancels a running "Show more" page by default, and the infinite list then
 * refetches only the pages it already had, so the click is lost. A query that was busy is fetched once more after
 * its running fetch ends, so what it shows is still read after the event.
 */
export async function refreshQuietly(client: QueryClient, queryKey: QueryKey): Promise<void> {
  const busy = client.isFetching({ queryKey }) > 0;
  await client.invalidateQueries({ queryKey }, { cancelRefetch: false });
  if (busy) await client.invalidateQueries({ queryKey }, { cancelRefetch: false });
}
