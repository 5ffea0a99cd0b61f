/**
 * The coach's safety screen (issue 29 item 9, decision 048): its cost per message, as CPU time (robust on a busy
 * machine) and as a ratio to the keyword screen it replaced (the explicit patterns tested once on the normalised
 * message), on the labelled sets and on 8,000-character messages (the largest a person can send), where the
 * budget is 20 ms of event loop. Each long message is new (a counter appended), so no cache answers it.
 *
 * Since decision 102 a message longer than SCREEN_INLINE_CHARS (with the recent turns read beside it) is screened on
 * the coach's worker threads: the last part measures how long the event loop is held while long messages are
 * screened in its own thread (before) and through the pool (after), in the same run, and the worst message still
 * screened in the event loop (at the bound).
 *
 *   npx tsx bench/safety-screen.bench.ts
 */
import { CRISIS_ORDER, REFUSAL_ORDER } from '../src/server/features/coach/engine/explicit';
import { normalizeForSafety } from '../src/server/features/coach/engine/normalize';
import { checkSafety } from '../src/server/features/coach/engine/safety';
import { TUNING_ORDINARY, TUNING_TRIGGER } from '../src/server/features/coach/engine/safety.cases';
import { HELD_OUT_B_ORDINARY, HELD_OUT_B_TRIGGER, HELD_OUT_ORDINARY, HELD_OUT_TRIGGER } from '../src/server/features/coach/engine/safety.heldout';
import { createCoachWorkers, SCREEN_INLINE_CHARS } from '../src/server/workers/coach-pool';
import { blockMs, describeBlock, longestBlock } from './loop-block';
import { reportTarget, SMOKE } from './size';

/** What the screen did before: every explicit pattern on the whole normalised message. */
function keywordScreen(message: string): boolean {
  const text = normalizeForSafety(message);
  return [...CRISIS_ORDER, ...REFUSAL_ORDER].some(([, patterns]) => patterns.some((p) => p.test(text)));
}

/**
 * CPU milliseconds per call of f over the inputs (after one warm-up pass), and the slowest single call's CPU time
 * (what it holds the event loop for on a free core; wall time on a shared machine adds the wait for a core).
 */
function measure(inputs: string[], f: (m: string) => unknown, reps: number): { cpu: number; worst: number } {
  inputs.forEach(f);
  let total = 0;
  let worst = 0;
  for (let r = 0; r < reps; r++) {
    for (const m of inputs) {
      const start = process.cpuUsage();
      f(`${m}${r === 0 ? '' : ' '.repeat(r)}`);
      const used = process.cpuUsage(start);
      const ms = (used.user + used.system) / 1000;
      total += ms;
      worst = Math.max(worst, ms);
    }
  }
  return { cpu: total / (reps * inputs.length), worst };
}

const typical = [...TUNING_TRIGGER, ...HELD_OUT_TRIGGER, ...HELD_OUT_B_TRIGGER].map((c) => c.text).concat(TUNING_ORDINARY, HELD_OUT_ORDINARY, HELD_OUT_B_ORDINARY);
const story = typical.join(' ');
let n = 0;
const long = (make: () => string) => Array.from({ length: 10 }, () => `${make().slice(0, 7_990)} ${n++}`);
const cases: Array<[string, string[], number]> = [
  [`labelled sets (${typical.length} messages)`, typical, 20],
  ['8,000 characters of mixed sentences', long(() => story), 3],
  ['8,000 characters, one line per word', long(() => 'please\n'.repeat(1_200)), 3],
  ['8,000 characters without punctuation', long(() => 'i keep thinking about it '.repeat(400)), 3],
  ['8,000 characters of unknown words', long(() => Array.from({ length: 1_400 }, (_, i) => `q${((i + n) * 7_919).toString(36)}`).join(' ')), 3],
];

const rows = cases.map(([name, inputs, reps]) => {
  const before = measure(inputs, keywordScreen, reps);
  const now = measure(inputs, (m) => checkSafety(m), reps);
  return {
    messages: name,
    'keyword screen ms (cpu)': before.cpu.toFixed(3),
    'scored screen ms (cpu)': now.cpu.toFixed(3),
    ratio: (now.cpu / before.cpu).toFixed(2),
    'slowest call ms (cpu)': now.worst.toFixed(2),
  };
});
console.log('\nSafety screen cost per message (budget: well under 1 ms typical, under 20 ms at 8,000 characters)');
console.table(rows);

/**
 * The worst message the screen accepts: 12,000 characters dense with warning signs, with four long recent turns read
 * beside it. CPU time, least of seven runs (the tests held this as an assertion until 2026-11-26; a timing belongs
 * here, where a busy machine cannot fail a test with it).
 */
const signs = ['My ex keeps texting.', 'He said if I leave he will.', 'I stood by the bridge.', 'My pills are in the drawer.', 'she checks my phone and takes my card'];
const dense = (length: number, seed: number) => {
  let text = '';
  for (let i = seed; text.length < length; i++) text += `${signs[i % signs.length]} `;
  return text.slice(0, length);
};
const worstTimes: number[] = [];
for (let i = 0; i < 7; i++) {
  const recent = [0, 1, 2, 3].map((j) => `${dense(4_000, i * 7 + j)} ${i}`);
  const start = process.cpuUsage();
  checkSafety(`${dense(12_000, i)} ${i}`, { recent });
  const used = process.cpuUsage(start);
  worstTimes.push((used.user + used.system) / 1000);
}
const worst = Math.min(...worstTimes);
const longest = Math.max(...rows.slice(1).map((r) => Number(r['scored screen ms (cpu)'])));
reportTarget('an 8,000-character message screened in under 20 ms of CPU', longest < 20, `${longest.toFixed(2)} ms, mean of the slowest kind`);
reportTarget('the worst accepted message (12,000 sign-dense characters, four long turns) screened in under 20 ms of CPU', worst < 20, `${worst.toFixed(2)} ms, least of 7`);

// Off the event loop (decision 102): the same long messages screened one after another in this thread, then through the
// coach's worker pool, with the loop's longest hold measured around each (bench/loop-block.ts).
const longOnes = cases.slice(1).flatMap(([, inputs]) => inputs).slice(0, SMOKE ? 8 : undefined);
const workers = createCoachWorkers();
await workers.screen(`${longOnes[0]} warm`); // starts the thread and loads the screen there, as the first long message would
const inLoop = await longestBlock(async (pause) => {
  for (const m of longOnes) {
    checkSafety(`${m} again`);
    await pause();
  }
});
const verdicts: string[] = [];
const viaPool = await longestBlock(async (pause) => {
  for (const m of longOnes) {
    verdicts.push(JSON.stringify(await workers.screen(`${m} again`)));
    await pause();
  }
});
await workers.close();
const agree = longOnes.filter((m, i) => JSON.stringify(checkSafety(`${m} again`)) === verdicts[i]).length;
// The largest message still screened in the event loop: SCREEN_INLINE_CHARS of each kind, CPU time of the slowest call.
const atBound = cases.slice(1).map(([name, inputs]) => ({ name, worst: measure(inputs.map((m) => m.slice(0, SCREEN_INLINE_CHARS - 8)), (m) => checkSafety(m), 3).worst }));
const worstAtBound = Math.max(...atBound.map((b) => b.worst));
console.log(`\nThe event loop while ${longOnes.length} messages of 8,000 characters are screened one after another (longest hold between two turns of a 1 ms timer):`);
console.table([
  { where: 'screened in the event loop thread (before)', 'longest hold, ms CPU': inLoop.cpu?.toFixed(1) ?? 'n/a', 'ms wall': inLoop.wall.toFixed(1) },
  { where: "screened on the screen's own thread (after)", 'longest hold, ms CPU': viaPool.cpu?.toFixed(1) ?? 'n/a', 'ms wall': viaPool.wall.toFixed(1) },
]);
console.log(`verdicts on the pool the same as in this thread: ${agree} of ${longOnes.length}`);
console.log(`still screened in the event loop (at most ${SCREEN_INLINE_CHARS} characters): slowest call ${worstAtBound.toFixed(2)} ms CPU (${atBound.map((b) => `${b.name.replace('8,000 characters', `${SCREEN_INLINE_CHARS}`)}: ${b.worst.toFixed(2)}`).join('; ')})`);
reportTarget(
  'no message holds the event loop over 20 ms while screened (long ones on the worker pool, short ones in the loop)',
  blockMs(viaPool) <= 20 && worstAtBound <= 20 && agree === longOnes.length,
  `pool ${describeBlock(viaPool)}, before ${describeBlock(inLoop)}; in the loop at the bound ${worstAtBound.toFixed(2)} ms CPU; ${agree}/${longOnes.length} verdicts the same`,
);
