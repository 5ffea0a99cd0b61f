import fs from 'node:fs';

/** How the browser tests start Debian's Chromium: headless, in a container (no sandbox), and quiet on the network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's full Chromium (`apt-get install -y chromium`); CHROMIUM_PATH names another. */
export const FULL_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser the pass shares (decision 109): Debian's headless shell of the same Chromium when it is installed
 * (`apt-get install -y chromium-headless-shell`), which draws the same pages for about a quarter less CPU than the full
 * browser in headless mode; otherwise the full browser. CHROMIUM_TEST_PATH names another.
 */
export const TEST_CHROMIUM = process.env.CHROMIUM_TEST_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);
