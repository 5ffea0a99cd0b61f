import type { TestApp } from './app.js';

/**
 * Runs `work` while every query of the app fails with "connection lost", then restores the database (closing the real
 * handle would break the test's own clean-up).
 */
export async function whileDatabaseIsDown<T>(t: TestApp, work: () => Promise<T>): Promise<T> {
  const original = t.deps.database.db;
  t.deps.database.db = original.withPlugin({
    transformQuery: () => {
      throw new Error('connection lost');
    },
    transformResult: async (args) => args.result,
  });
  try {
    return await work();
  } finally {
    t.deps.database.db = original;
  }
}
