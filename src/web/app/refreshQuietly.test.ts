import { describe, expect, it } from 'vitest';
import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { refreshQuietly } from './refreshQuietly';

/** A list of two pages whose fetches can be held open, to land a catch-up in the middle of "Show more". */
function pagedList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const calls: number[] = [];
  let hold: Promise<void> = Promise.resolve();
  const observer = new InfiniteQueryObserver(client, {
    queryKey: ['list', 'pages'],
    queryFn: async ({ pageParam }: { pageParam: number }) => {
      calls.push(pageParam);
      await hold;
      return [`row ${pageParam}`];
    },
    initialPageParam: 1,
    getNextPageParam: (_last: string[], pages: string[][]) => (pages.length < 2 ? pages.length + 1 : undefined),
  });
  const unsubscribe = observer.subscribe(() => {});
  return {
    client,
    observer,
    calls,
    holdNext(): () => void {
      let release = () => {};
      hold = new Promise<void>((resolve) => (release = resolve));
      return release;
    },
    rows: () => client.getQueryData<{ pages: string[][] }>(['list', 'pages'])?.pages.flat(),
    close: unsubscribe,
  };
}

describe('refreshQuietly', () => {
  it('keeps a "Show more" page that was loading when the catch-up came, then reads every page again', async () => {
    const list = pagedList();
    await list.observer.refetch();
    expect(list.rows()).toEqual(['row 1']);

    const release = list.holdNext();
    const more = list.observer.fetchNextPage();
    const catchUp = refreshQuietly(list.client, ['list']);
    release();
    await Promise.all([more, catchUp]);

    expect(list.rows()).toEqual(['row 1', 'row 2']);
    // page 1, then page 2 (the click), then both pages again for the catch-up
    expect(list.calls).toEqual([1, 2, 1, 2]);
    list.close();
  });

  it('fetches an idle query again once', async () => {
    const list = pagedList();
    await list.observer.refetch();
    await refreshQuietly(list.client, ['list']);
    expect(list.calls).toEqual([1, 1]);
    list.close();
  });
});
