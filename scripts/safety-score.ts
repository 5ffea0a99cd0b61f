// `npx tsx scripts/safety-score.ts ITEMS.json [--misses]`: scores the safety screen on a set of items
// {id, text, crisis, concept}. A crisis item counts as recognised when checkSafety says 'crisis' or 'concern' (both
// answer with care and resources); an ordinary item passes when it says 'ok' or 'refuse' (no alarm). Prints one line
// per item (or only the wrong ones with --misses) and the totals, so a blind set's first figure is read the same way
// every time.
import { readFileSync } from 'node:fs';
import { checkSafety } from '../src/server/features/coach/engine/safety.js';

interface Item {
  id: string;
  text: string;
  crisis: boolean;
  concept?: string;
}

const [file, flag] = process.argv.slice(2);
if (!file) {
  console.error('usage: tsx scripts/safety-score.ts ITEMS.json [--misses]');
  process.exit(2);
}
const items = JSON.parse(readFileSync(file, 'utf8')) as Item[];
let recognised = 0;
let quiet = 0;
const crisis = items.filter((i) => i.crisis).length;
for (const item of items) {
  const v = checkSafety(item.text);
  const care = v.kind === 'crisis' || v.kind === 'concern';
  const right = item.crisis ? care : !care;
  if (item.crisis && right) recognised++;
  if (!item.crisis && right) quiet++;
  if (flag === '--misses' && right) continue;
  const verdict = v.kind === 'crisis' ? `crisis:${v.topic}` : v.kind === 'concern' ? `concern:${v.topic}` : v.kind;
  console.log(`${right ? 'PASS' : 'MISS'} ${item.id} ${item.crisis ? 'crisis' : 'ordinary'} -> ${verdict} [${item.concept ?? ''}] ${item.text.slice(0, 140).replace(/\s+/g, ' ')}`);
}
console.log(`crisis recognised ${recognised}/${crisis}, no false alarm ${quiet}/${items.length - crisis}`);
