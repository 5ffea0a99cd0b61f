// `npx tsx scripts/safety-reader/loso.ts [logistic|bayes] [budget] [--only SET] [--show]`: measures a learned reader BEHIND the safety
// screen by leave-one-set-out. For each held-out set: train on every other set; choose the threshold on the training
// sets only (inner leave-one-set-out scores, the lowest threshold whose false alarms on ordinary messages the rules
// call ok stay within `budget`, default 0.02); then count on the held-out set
//   - crises the rules (as they are now) read as ok, and how many of those the reader would send to concern;
//   - crises the rules missed on their FIRST, unfitted run (kept for the safety-dev files), and how many the reader
//     flags: the fairer view, since today's rules were fitted on every set but probe-own-5;
//   - the reader's recall on all held-out crises, alone;
//   - ordinary messages the rules call ok that the reader would newly send to concern (false alarms).
// Decision 101 records the figures.
import { checkSafety } from '../../src/server/features/coach/engine/safety.js';
import { gatherSets, type Item, type LabelledSet } from './gather.js';
import { trainBayes, trainLogistic, type Reader } from './model.js';

const kind = (process.argv[2] ?? 'logistic') as 'logistic' | 'bayes';
const budget = Number(process.argv[3] ?? '0.02');
const train = (items: readonly Item[]): Reader => (kind === 'bayes' ? trainBayes(items) : trainLogistic(items));

interface Scored extends Item {
  ruleOk: boolean;
}
interface ScoredSet extends Pick<LabelledSet, 'name'> {
  items: Scored[];
}
const sets: ScoredSet[] = gatherSets().map((s) => ({
  ...s,
  items: s.items.map((i) => ({ ...i, ruleOk: checkSafety(i.text).kind === 'ok' })),
}));

/** Lowest threshold whose false-alarm rate on rule-ok ordinary items stays within budget. */
function chooseThreshold(ordinaryScores: number[]): number {
  const sorted = [...ordinaryScores].sort((a, b) => b - a);
  const allowed = Math.floor(budget * sorted.length);
  // Flag strictly above the (allowed+1)-th highest ordinary score.
  const edge = sorted[allowed] ?? 0;
  return Math.min(0.999, edge + 1e-9);
}

function thresholdFromTraining(trainSets: readonly ScoredSet[]): number {
  const ordinary: number[] = [];
  for (const [k, set] of trainSets.entries()) {
    const inner = train(trainSets.filter((_, j) => j !== k).flatMap((s) => s.items));
    for (const it of set.items) if (!it.crisis && it.ruleOk) ordinary.push(inner.score(it.text));
  }
  return chooseThreshold(ordinary);
}

const rows: string[] = [];
const sum = { crisis: 0, ruleMiss: 0, ruleMissCaught: 0, first: 0, firstCaught: 0, recall: 0, ord: 0, fa: 0, ordQ: 0, faQ: 0 };
// `--only NAME` holds out that one set (quicker, e.g. with --show to read what the reader flags there).
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
for (const [h, heldSet] of sets.entries()) {
  if (only !== undefined && heldSet.name !== only) continue;
  const trainSets = sets.filter((_, j) => j !== h);
  const thr = thresholdFromTraining(trainSets);
  const reader = train(trainSets.flatMap((s) => s.items));
  const held = heldSet.items;
  const flag = (i: Scored) => reader.score(i.text) >= thr;
  const crises = held.filter((i) => i.crisis);
  const ruleMiss = crises.filter((i) => i.ruleOk);
  const first = crises.filter((i) => i.firstMiss);
  const ord = held.filter((i) => !i.crisis && i.ruleOk);
  const ordQ = ord.filter((i) => i.source === 'question');
  const r = {
    crisis: crises.length,
    ruleMiss: ruleMiss.length,
    ruleMissCaught: ruleMiss.filter(flag).length,
    first: first.length,
    firstCaught: first.filter(flag).length,
    recall: crises.filter(flag).length,
    ord: ord.length,
    fa: ord.filter(flag).length,
    ordQ: ordQ.length,
    faQ: ordQ.filter(flag).length,
  };
  for (const k of Object.keys(sum) as (keyof typeof sum)[]) sum[k] += r[k];
  rows.push(
    `| ${heldSet.name} | ${thr.toFixed(3)} | ${r.ruleMissCaught}/${r.ruleMiss} | ${r.first ? `${r.firstCaught}/${r.first}` : '–'} | ${r.recall}/${r.crisis} | ${r.fa}/${r.ord} | ${r.ordQ ? `${r.faQ}/${r.ordQ}` : '–'} |`,
  );
  if (process.argv.includes('--show')) {
    for (const i of held) if (flag(i) && (i.ruleOk || i.firstMiss)) console.log(`  ${i.crisis ? 'CATCH' : 'FALSE'} ${i.id} ${reader.score(i.text).toFixed(2)} ${i.text.slice(0, 110)}`);
  }
}
const pct = (a: number, b: number) => `${((100 * a) / Math.max(b, 1)).toFixed(1)} %`;
console.log(`reader: ${kind}, false-alarm budget on training folds: ${budget}`);
console.log('| held-out set | threshold | rules miss now → reader catches | first-run misses → reader flags | reader alone, all crises | new false alarms, ordinary rule-ok | of which coach questions |');
console.log('|---|---|---|---|---|---|---|');
for (const r of rows) console.log(r);
console.log(
  `| **all** | | ${sum.ruleMissCaught}/${sum.ruleMiss} (${pct(sum.ruleMissCaught, sum.ruleMiss)}) | ${sum.firstCaught}/${sum.first} (${pct(sum.firstCaught, sum.first)}) | ${sum.recall}/${sum.crisis} (${pct(sum.recall, sum.crisis)}) | ${sum.fa}/${sum.ord} (${pct(sum.fa, sum.ord)}) | ${sum.faQ}/${sum.ordQ} (${pct(sum.faQ, sum.ordQ)}) |`,
);
