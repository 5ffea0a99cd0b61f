import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, TEST_CHROMIUM } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    chromiumEndpoint: string;
  }
}

/**
 * One Chromium for the whole browser pass (decision 067): launching it was seconds per file, connecting to a running
 * one is a fraction of that. Files stay apart because each test opens its own browser context (own cookies, storage,
 * service workers), and each file's `launchBrowser()` connection closes the contexts it opened when it disconnects.
 */
export default async function setup(project: TestProject) {
  const server = await chromium.launchServer({ executablePath: TEST_CHROMIUM, args: CHROMIUM_ARGS });
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return () => server.close();
}
