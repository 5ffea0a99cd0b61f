import { useCallback, useState } from 'react';
import { useFeed } from './api';

const SEEN_KEY = 'social-hub-seen-at';
const FIRST_VISIT_WINDOW_MS = 24 * 3600 * 1000;

function readSeen(): number {
  const stored = Number(localStorage.getItem(SEEN_KEY));
  return Number.isFinite(stored) && stored > 0 ? stored : Date.now() - FIRST_VISIT_WINDOW_MS;
}

/**
 * What is new in the Social Hub for this person, as a count for the Hub tab's badge (issue 30: a badge, not a card
 * over the coach). Only other people's posts count, never the person's own automatic ones, and only those newer than
 * the person's last look at the hub, remembered on this device, so the badge does not come back every session.
 */
export function useHubNews(enabled: boolean): { count: number; markSeen: () => void } {
  const feed = useFeed(10, enabled);
  const [seenAt, setSeenAt] = useState(readSeen);
  const posts = feed.data?.pages[0]?.posts ?? [];
  const count = posts.filter((p) => !p.isMine && Date.parse(p.createdAt) > seenAt).length;
  const markSeen = useCallback(() => {
    const now = Date.now();
    localStorage.setItem(SEEN_KEY, String(now));
    setSeenAt(now);
  }, []);
  return { count, markSeen };
}
