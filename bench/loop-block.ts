/**
 * How long the event loop was held, measured so a busy machine does not count (issue 29 item 7: no message may hold
 * it over 20 ms; decision 102). A 1 ms timer notes, each time it fires, the CPU time the event loop's own thread used
 * since it last fired (Linux: /proc/thread-self/schedstat, in ns): the longest such stretch is the longest the loop
 * was held, as it would be on a free core. Wall time between firings is noted too, but on a shared machine it also
 * counts the time the thread waited for a core. Where /proc is missing, only wall time is reported.
 */
import fs from 'node:fs';

/** CPU time of the calling thread so far, in ms (undefined without /proc). */
export function threadCpuMs(): number | undefined {
  const ns = threadCpuNs();
  return ns === undefined ? undefined : ns / 1e6;
}

function threadCpuNs(): number | undefined {
  try {
    return Number(fs.readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]);
  } catch {
    return undefined;
  }
}

export interface LoopBlocks {
  /** The longest CPU stretch of the event loop thread between two turns of the timer, in ms (undefined without /proc). */
  cpu: number | undefined;
  /** The longest wall-time gap between two turns of the timer, in ms. */
  wall: number;
}

/** Measures the loop while `run` runs; `pause` gives the loop a turn (as between two members' messages). */
export async function longestBlock(run: (pause: () => Promise<void>) => Promise<void>): Promise<LoopBlocks> {
  let lastCpu = threadCpuNs();
  let lastWall = performance.now();
  let cpu = lastCpu === undefined ? undefined : 0;
  let wall = 0;
  const note = () => {
    const nowCpu = threadCpuNs();
    const nowWall = performance.now();
    if (nowCpu !== undefined && lastCpu !== undefined) cpu = Math.max(cpu ?? 0, (nowCpu - lastCpu) / 1e6);
    wall = Math.max(wall, nowWall - lastWall);
    lastCpu = nowCpu;
    lastWall = nowWall;
  };
  const timer = setInterval(note, 1);
  await run(() => new Promise((resolve) => setTimeout(resolve, 5)));
  note();
  clearInterval(timer);
  return { cpu, wall };
}

/** "12.3 ms CPU (wall 40.1 ms)", or the wall time alone where the CPU time cannot be read. */
export function describeBlock(block: LoopBlocks): string {
  return block.cpu === undefined ? `${block.wall.toFixed(1)} ms wall` : `${block.cpu.toFixed(1)} ms CPU (wall ${block.wall.toFixed(1)} ms)`;
}

/** The figure a target is judged on: CPU time where it can be read, else wall time. */
export const blockMs = (block: LoopBlocks): number => block.cpu ?? block.wall;
