import { createContext, useContext, type MouseEvent } from 'react';

/**
 * How the landing page's links move on. The landing is the first thing a visitor downloads, so it ships without the
 * router and the signed-in app (main.tsx): its links are plain `<a href>`s whose clicks are handed to whoever shows the
 * page. Before the app has loaded that is main.tsx, which loads it and shows the page asked for; inside the app it is
 * the router. Without either (a test, say) a click is an ordinary page load.
 */
export const LandingNavigation = createContext<((to: string) => void) | null>(null);

/** Props for an `<a>` (or a Mantine component rendered as one) that goes to `to` the landing's way. */
export function useLandingLink(): (to: string) => { href: string; onClick: (event: MouseEvent<HTMLElement>) => void } {
  const go = useContext(LandingNavigation);
  return (to) => ({
    href: to,
    onClick(event) {
      // New tabs, downloads and the like stay the browser's.
      if (!go || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      go(to);
    },
  });
}
