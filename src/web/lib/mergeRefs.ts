import type { Ref, RefCallback } from 'react';
import { useMergedRef } from '@mantine/hooks';

/**
 * What Mantine's ScrollArea takes from Floating UI: one ref callback that sets several refs (decision 104). The
 * ScrollArea is on the signed-in home's first paint (the desktop's connection list) and Floating UI, 15 KB Brotli,
 * is otherwise only needed by tooltips and menus, which load after it; vite.config.ts points ScrollArea's import here.
 * Same contract: the refs are given as one array whose length does not change between renders.
 */
export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>): RefCallback<T> {
  return useMergedRef<T>(...refs);
}
