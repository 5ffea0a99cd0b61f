// `npx tsx scripts/safety-reader/cost.ts`: what the reader would cost if wired in: training once on every set, and
// scoring per message (mean over all gathered messages, repeated), so decision 101 can quote it.
import { performance } from 'node:perf_hooks';
import { gatherSets } from './gather.js';
import { trainLogistic, trainBayes } from './model.js';

const items = gatherSets().flatMap((s) => s.items);
for (const [name, train] of [['logistic', trainLogistic], ['bayes', trainBayes]] as const) {
  const t0 = performance.now();
  const reader = train(items);
  const t1 = performance.now();
  const reps = 5;
  let sink = 0;
  let worst = 0;
  const s0 = performance.now();
  for (let r = 0; r < reps; r++) {
    for (const it of items) {
      const a = performance.now();
      sink += reader.score(it.text);
      worst = Math.max(worst, performance.now() - a);
    }
  }
  const per = (performance.now() - s0) / (reps * items.length);
  console.log(`${name}: ${items.length} messages, train ${(t1 - t0).toFixed(0)} ms, score ${(per * 1000).toFixed(1)} µs/message (worst ${worst.toFixed(2)} ms) [${sink > 0 ? 'ok' : ''}]`);
}
