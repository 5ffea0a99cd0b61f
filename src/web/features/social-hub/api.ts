import { defineMessages, type MessageDescriptor } from 'react-intl';
import { useInfiniteQuery } from '@tanstack/react-query';
import { queryClient, trpc, trpcClient } from '../../app/trpc';

/** §9: the feed refreshes every 30 seconds (all loaded pages, so the reader keeps their place). */
export const FEED_REFRESH_MS = 30_000;

export type FeedPost = Awaited<ReturnType<typeof trpcClient.socialHub.feed.query>>['posts'][number];

export function useFeed(limit = 20, enabled = true) {
  return useInfiniteQuery({
    queryKey: trpc.socialHub.feed.queryKey({ limit }),
    queryFn: ({ pageParam }) => trpcClient.socialHub.feed.query({ limit, ...(pageParam ? { before: pageParam } : {}) }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchInterval: FEED_REFRESH_MS,
    enabled,
  });
}

/** Changes every loaded page of the feed at once (a reaction's counts, a reported post gone). */
export function updateLoadedFeed(change: (posts: FeedPost[]) => FeedPost[]): void {
  queryClient.setQueriesData<{ pages: Array<{ posts: FeedPost[] }> }>(trpc.socialHub.feed.pathFilter(), (data) =>
    data?.pages ? { ...data, pages: data.pages.map((page) => ({ ...page, posts: change(page.posts) })) } : data,
  );
}

/** After a share, reaction, delete or block: what the hub shows is read again. */
export function refreshHub(): void {
  void queryClient.invalidateQueries(trpc.socialHub.feed.pathFilter());
  void queryClient.invalidateQueries(trpc.socialHub.dailyPrompt.pathFilter());
  void queryClient.invalidateQueries(trpc.socialHub.streaks.pathFilter());
}

export const POST_TYPE_LABELS: Record<string, MessageDescriptor> = defineMessages({
  prompt_response: { id: 'socialHub.postType.reflection', defaultMessage: 'Reflection' },
  welcome: { id: 'socialHub.postType.welcome', defaultMessage: 'New member' },
  assessment_complete: { id: 'socialHub.postType.assessment', defaultMessage: 'Assessment' },
  achievement: { id: 'socialHub.postType.achievement', defaultMessage: 'Achievement' },
  milestone: { id: 'socialHub.postType.milestone', defaultMessage: 'Milestone' },
});
