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
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'db/**/*.test.ts', 'scripts/**/*.test.ts'],
          globalSetup: ['src/server/test/global-setup.ts'],
          // One worker loads the app's modules once for all the files it runs instead of once per file (decision 067):
          // importing was most of the unit pass. Each test still gets its own app on its own database file.
          isolate: false,
          // A hang guard, not a speed check: beside the browser pass the PostgreSQL pass gets a fraction of two cores,
          // and its heaviest tests (property runs, a 301-request limit) took over 20 s there.
          testTimeout: 60_000,
          hookTimeout: 60_000,
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
          // Like the server project: a worker imports the app's modules once for all the files it runs, not once per
          // file (the import was about 6 s of a loaded core per file, 40 files). Each file still starts its own app.
          isolate: false,
          // Four files share the two cores, so a long walk through the app can take several times its time alone (a
          // 70 s walk took 180 s on a machine also running other work). A hang guard, not a speed check.
          testTimeout: 300_000,
          hookTimeout: 120_000,
          // Four files at a time: a browser test mostly waits (on its page, its server, the shared Chromium), measured
          // at 49 s of CPU for 86 s of wall time with two files on a quiet 2-core machine, so four keep both cores busy.
          // Each file has its own app on its own database and its own browser contexts, so they cannot see each other.
          maxWorkers: 4,
          // A poll waits for the page to get there; on a shared, busy machine one second is too short a wait.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
