import { deferredModule } from './deferredModule';

/** Mantine's Tooltip and Menu, once their chunk is here (decision 104). */
export const useFloatingParts = deferredModule(() => import('./floating'));
