import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const alias = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@server': fileURLToPath(new URL('./src/server', import.meta.url)),
  '@web': fileURLToPath(new URL('./src/web', import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'db/**/*.test.ts'],
          globalSetup: ['src/server/test/global-setup.ts'],
          // One worker loads the app's modules once for all the files it runs instead of once per file (decision 067):
          // importing was most of the unit pass. Each test still gets its own app on its own database file.
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.tsx', 'src/web/**/*.test.ts'],
          setupFiles: ['src/web/test/setup.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.test.ts'],
          // One Chromium for the pass; each file connects to it and opens its own contexts (decision 067).
          globalSetup: ['e2e/global-setup.ts'],
          // Two files share the two cores, so a long walk through the app can take twice its time alone.
          testTimeout: 180_000,
          hookTimeout: 120_000,
          // Two files at a time: while one waits on its server or its page, the other uses the CPU. Each file has its
          // own app on its own database and its own browser contexts, so they cannot see each other.
          maxWorkers: 2,
          // A poll waits for the page to get there; on a shared, busy machine one second is too short a wait.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
