import { useLayoutEffect } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';

export const PRODUCT_NAME = 'Attune';

/** "Journal · Attune": the tab names the page first, so a person with several tabs open can find it. */
export function pageTitle(page?: string): string {
  return page ? `${page} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** Names the browser tab after the screen on show (every routed screen calls it once). */
export function usePageTitle(page?: string): void {
  // A layout effect runs before any screen's own effects, so a screen that adds to the title (an unread count) wins.
  useLayoutEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}

/** The same as a component, for route tables that name their page beside the screen they render (in the reader's language). */
export function PageTitle({ page }: { page?: string | MessageDescriptor }): null {
  const intl = useIntl();
  usePageTitle(typeof page === 'object' ? intl.formatMessage(page) : page);
  return null;
}
