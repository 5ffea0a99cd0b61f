// The coach's worker module when the server runs from its TypeScript sources (tsx, vitest): a worker thread does not
// inherit the loader its parent reads TypeScript with, and on Node 20 a `--import tsx` given to the thread does not
// take either, so this plain module loads coach-worker.ts through tsx's own API. The compiled server (npm start)
// runs coach-worker.js directly and never reads this file.
import { tsImport } from 'tsx/esm/api';

const worker = await tsImport('./coach-worker.ts', import.meta.url);

export const { reply, screen, inCrisis, warm } = worker;
