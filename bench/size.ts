/**
 * How big a benchmark runs. `BENCH_SIZE=smoke` (npm run bench:smoke, run by CI) runs each benchmark at a tiny size, in
 * seconds, only to prove it still runs end to end and prints its figures; its numbers are not the ones to quote.
 * Any other value, or none, is the full size a benchmark is documented with. Explicit BENCH_* variables still win.
 */
export const SMOKE = process.env.BENCH_SIZE === 'smoke';

/** A number from `variable` if set, else the smoke or full default. */
export function sized(variable: string, full: number, smoke: number): number {
  const set = process.env[variable];
  return set !== undefined && set !== '' ? Number(set) : SMOKE ? smoke : full;
}

/** The line each benchmark ends with for each target it has, so a reader (or CI log) sees at once what holds. */
export function reportTarget(target: string, met: boolean, measured: string): void {
  console.log(`${met ? 'target met' : 'target NOT met'}: ${target} (measured ${measured})${SMOKE ? ' [smoke size: indicative only]' : ''}`);
}

/** For a benchmark that was given no target: says so, rather than leave the reader to guess. */
export function reportNoTarget(what: string): void {
  console.log(`target: none set for ${what} (figures only)`);
}
