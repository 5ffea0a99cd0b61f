/**
 * The real server for benchmarks, as `npm start` runs it (scripts/start.mjs: builds what is missing, then the compiled
 * server in that process), and its resident memory read from /proc.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../src/server/test/ports.js';
import { SMOKE, sized } from './size';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Resident memory of a process, in MB. */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

/** CPU seconds used so far by each thread of a process, by thread name ("main" for the event loop's thread). */
export function threadCpu(pid: number): Map<string, number> {
  const out = new Map<string, number>();
  const dir = `/proc/${pid}/task`;
  if (!fs.existsSync(dir)) return out;
  for (const tid of fs.readdirSync(dir)) {
    try {
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th (clock ticks of 10 ms).
      const stat = fs.readFileSync(`${dir}/${tid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const seconds = (Number(fields[11]) + Number(fields[12])) / 100;
      const name = tid === String(pid) ? 'main' : fs.readFileSync(`${dir}/${tid}/comm`, 'utf8').trim();
      out.set(name, (out.get(name) ?? 0) + seconds);
    } catch {
      // A thread that ended between the listing and the read.
    }
  }
  return out;
}

/** The machine's CPU seconds so far: busy and idle, over all cores (/proc/stat). */
export function machineCpu(): { busy: number; idle: number } {
  const [, ...ticks] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const n = ticks.map(Number);
  const idle = (n[3] ?? 0) + (n[4] ?? 0);
  return { busy: (n.reduce((a, b) => a + b, 0) - idle) / 100, idle: idle / 100 };
}

/** Starts the server on `databaseUrl` and waits until /readyz answers 200. */
export async function startServer(databaseUrl: string, env: NodeJS.ProcessEnv = {}): Promise<{ child: ChildProcess; base: string; ws: string }> {
  const port = await freePort();
  // BENCH_SERVER_FLAGS adds Node flags to the server only (e.g. --cpu-prof --cpu-prof-dir=/tmp/prof).
  const extraFlags = (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean);
  // The smoke run (BENCH_SIZE=smoke) starts the same server from its sources under tsx: building the web app and
  // compiling the server first would take longer than the whole smoke run may.
  const entry = SMOKE ? ['--import', 'tsx', 'src/server/main.ts'] : ['scripts/start.mjs'];
  const child = spawn(process.execPath, ['--max-semi-space-size=4', ...extraFlags, ...entry], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', RATE_LIMITS: 'off', LOG_LEVEL: 'warn', REDIS_URL: '', PUBLIC_URL: 'http://attune.test', COACH_PROVIDER: 'builtin', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {
      if (tries > 3000) throw new Error('the server did not start');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, base, ws: `ws://127.0.0.1:${port}/ws` };
}

/**
 * Waits until V8 has given back the heap it grew while starting (its memory reducer acts once allocation has been
 * quiet for a few seconds): what "idle" means for the memory figures.
 */
export const SETTLE_MS = sized('BENCH_SETTLE_MS', 13_000, 1_000);
