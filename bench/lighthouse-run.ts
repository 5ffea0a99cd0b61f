/**
 * How the benchmarks run Lighthouse (the landing's in lighthouse.bench.ts, the signed-in home's in
 * home-weight.bench.ts): a headless Chromium of their own, Lighthouse's default mobile run (a mid-range phone on slow
 * 4G, simulated), the median of a few runs by performance score, and a score Lighthouse could not give read as
 * "not measured" rather than 0.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';

export type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

export function launchChrome() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/**
 * `runs` Lighthouse runs of `url` in the Chromium on `port`; the median one by performance score, as Lighthouse advises
 * for noisy machines. `beforeEach` runs before each (the signed-in home empties the caches itself, see there).
 */
export async function medianLighthouse(url: string, port: number, runs: number, flags: Flags = {}, beforeEach?: () => Promise<void>): Promise<LighthouseResult> {
  const results: LighthouseResult[] = [];
  for (let i = 0; i < runs; i += 1) {
    await beforeEach?.();
    const answer = await lighthouse(url, { port, output: 'json', logLevel: 'error', ...flags });
    if (!answer) throw new Error('Lighthouse returned nothing');
    results.push(answer.lhr);
  }
  // Every run's figures, not only the median's: on the shared machine one build's runs spread by 10 points or more,
  // and a reader comparing two builds needs to see that spread to know whether a difference is real.
  for (const [i, lhr] of results.entries()) {
    console.log(`lighthouse run ${i + 1}/${runs}: performance ${shownScore(lhr, categoryScore(lhr, 'performance'))} ${JSON.stringify(timings(lhr))}`);
  }
  results.sort((a, b) => (a.categories.performance?.score ?? -1) - (b.categories.performance?.score ?? -1));
  return results[Math.floor(results.length / 2)]!;
}

/**
 * A category's score out of 100, or null when Lighthouse gave none: the run itself failed (a page that did not paint in
 * time on a busy machine, NO_FCP and the like). Read as 0 that printed "performance 0" as if the page scored 0 (issue
 * 34); such a run is reported as not measured, with Lighthouse's reason, and never meets a target.
 */
export function categoryScore(lhr: LighthouseResult, id: string): number | null {
  const value = lhr.categories[id]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
}

export function shownScore(lhr: LighthouseResult, score: number | null): string {
  return score === null ? `not measured${lhr.runtimeError ? ` (${lhr.runtimeError.code})` : ''}` : String(score);
}

/** The main timings as Lighthouse words them. */
export function timings(lhr: LighthouseResult) {
  const timing = (id: string) => lhr.audits[id]?.displayValue ?? '?';
  return { FCP: timing('first-contentful-paint'), LCP: timing('largest-contentful-paint'), TBT: timing('total-blocking-time'), CLS: timing('cumulative-layout-shift'), SI: timing('speed-index') };
}
