import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * For an element drawn again when a deferred part arrives (decision 104): the ref to put on it, both times. If the
 * first one had the keyboard's focus when `ready` turned true, the second one takes it.
 */
export function useFocusKept(ready: boolean) {
  const node = useRef<HTMLElement | null>(null);
  const hadFocus = useRef(false);
  // Read during the render that replaces the element, while the old one is still in the page.
  if (ready && node.current && !hadFocus.current && node.current === document.activeElement) hadFocus.current = true;
  useLayoutEffect(() => {
    if (ready && hadFocus.current) {
      hadFocus.current = false;
      node.current?.focus();
    }
  }, [ready]);
  return useCallback((element: HTMLElement | null) => {
    node.current = element;
  }, []);
}
