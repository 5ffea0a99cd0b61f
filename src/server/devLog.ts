import { Writable } from 'node:stream';

/**
 * Readable log lines for `npm run dev` (issue 35 item 7): LOG_FORMAT=pretty turns each of pino's JSON lines into
 * `12:04:05 INFO  message  key=value …`. Production keeps JSON (the default), which log collectors read. A tiny
 * formatter rather than pino-pretty, which is not installed; the redaction and serializers run before this, so it
 * shows nothing the JSON would not.
 */
const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO ', 40: 'WARN ', 50: 'ERROR', 60: 'FATAL' };
const COLOURS: Record<number, string> = { 10: '90', 20: '36', 30: '32', 40: '33', 50: '31', 60: '35' };
const SKIPPED = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'v']);

function flatten(value: unknown): string {
  if (typeof value === 'string') return /\s/.test(value) ? JSON.stringify(value) : value;
  return JSON.stringify(value);
}

export function formatLogLine(line: string, colour = false): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line;
  }
  if (typeof entry !== 'object' || entry === null || typeof entry.level !== 'number') return line;
  const time = typeof entry.time === 'number' ? new Date(entry.time).toISOString().slice(11, 19) : '--:--:--';
  const level = LEVELS[entry.level] ?? String(entry.level);
  const shownLevel = colour ? `\u001b[${COLOURS[entry.level] ?? '0'}m${level}\u001b[0m` : level;
  const req = entry.req as { method?: string; url?: string } | undefined;
  const res = entry.res as { statusCode?: number } | undefined;
  const request = req?.method ? `${req.method} ${req.url ?? ''}` : '';
  const answer = res?.statusCode ? `→ ${res.statusCode}${typeof entry.responseTime === 'number' ? ` in ${entry.responseTime.toFixed(1)} ms` : ''}` : '';
  const rest = Object.entries(entry)
    .filter(([key]) => !SKIPPED.has(key) && key !== 'req' && key !== 'res' && key !== 'responseTime' && key !== 'reqId')
    .map(([key, value]) => `${key}=${flatten(value)}`);
  return [time, shownLevel, String(entry.msg ?? ''), request, answer, ...rest].filter((part) => part !== '').join('  ');
}

/** A stream for pino that writes formatted lines to `out` (stdout by default). */
export function prettyLogStream(out: NodeJS.WritableStream = process.stdout, colour = Boolean((out as { isTTY?: boolean }).isTTY)): Writable {
  let pending = '';
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) if (line) out.write(`${formatLogLine(line, colour)}\n`);
      done();
    },
  });
}
