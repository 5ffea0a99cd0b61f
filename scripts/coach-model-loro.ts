/**
 * Leave-one-round-out (decision 098): what the intent model would read on a fresh blind round. For each earlier blind
 * round r, a model is trained on the generated corpus plus the labelled real questions of the OTHER rounds and reads
 * round r's questions; the baseline is the generated corpus alone. Prints accuracy per round and overall, and how
 * often the model is right when it is confident (what routing may trust).
 * `npx tsx scripts/coach-model-loro.ts` (about two minutes: eight trainings).
 */
import { generateCorpus } from '../src/server/ports/coach/builtin/corpus/generate.js';
import { REAL_QUESTIONS, type RealQuestion } from '../src/server/ports/coach/builtin/corpus/real-questions.js';
import { REAL_OPTIONS, trainingSet, type RealOptions } from '../src/server/ports/coach/builtin/corpus/training.js';
import { readWith, trainedNlp, type Reading } from '../src/server/ports/coach/builtin/read/classify.js';
import { answerKind } from '../src/server/ports/coach/builtin/read/kind.js';
import { wordsAgree } from '../src/server/ports/coach/builtin/read/agree.js';

interface Scored { q: RealQuestion; got: string; score: number; agree: boolean; reading: Reading }

async function readAll(train: Parameters<typeof trainedNlp>[0], questions: RealQuestion[]): Promise<Scored[]> {
  const nlp = await trainedNlp(train);
  const out: Scored[] = [];
  for (const q of questions) {
    const r: Reading = await readWith(nlp, q.text);
    out.push({ q, got: answerKind(r.intent), score: r.intent ? r.score : 0, agree: !!r.intent && wordsAgree(r.intent, q.text), reading: r });
  }
  return out;
}

const right = (s: Scored) => s.got === answerKind(s.q.intent === 'none' ? null : s.q.intent);
/** What routing trusts (decide/route.ts TRUST): a reading this confident whose kind the message's words name. */
const TRUST = Number(process.argv.find((a) => a.startsWith('--trust='))?.split('=')[1] ?? 0.8);
const pct = (n: number, d: number) => (d ? `${Math.round((100 * n) / d)}%` : '-');
function line(label: string, rows: Scored[]): string {
  const ok = rows.filter(right).length;
  const sure = rows.filter((s) => s.score >= 0.8);
  const trusted = rows.filter((s) => s.score >= TRUST && s.agree);
  return `${label.padEnd(8)} ${String(ok).padStart(3)}/${String(rows.length).padEnd(3)} ${pct(ok, rows.length).padStart(4)}  ≥0.8 ${sure.filter(right).length}/${sure.length}  trusted ${trusted.filter(right).length}/${trusted.length}`;
}

// Options to compare ways of teaching the real questions: --no-none, --ask, --repeat=N (default: REAL_OPTIONS).
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}`));
const options: RealOptions = {
  none: arg('no-none') ? false : REAL_OPTIONS.none,
  ask: arg('ask') ? true : arg('no-ask') ? false : REAL_OPTIONS.ask,
  repeat: Number(arg('repeat=')?.split('=')[1] ?? REAL_OPTIONS.repeat),
};
console.log('real questions taught with', JSON.stringify(options));
const rounds = [...new Set(REAL_QUESTIONS.map((q) => q.round))];
const base = arg('no-base') ? [] : await readAll(generateCorpus(), REAL_QUESTIONS);
const loro: Scored[] = [];
for (const r of rounds) loro.push(...(await readAll(trainingSet((q) => q.round !== r, options), REAL_QUESTIONS.filter((q) => q.round === r))));
console.log('round    generated corpus only                      | with the other rounds\' real questions');
for (const r of rounds) console.log(`${line(`round ${r}`, base.filter((s) => s.q.round === r))} | ${line('', loro.filter((s) => s.q.round === r))}`);
console.log(`${line('all', base)} | ${line('', loro)}`);
const labelled = (rows: Scored[]) => rows.filter((s) => s.q.intent !== 'none');
console.log(`${line('no none', labelled(base))} | ${line('', labelled(loro))}`);
if (process.argv.includes('--misses')) for (const s of loro.filter((x) => !right(x))) console.log(`R${s.q.round} ${s.q.id} want ${s.q.intent} got ${s.got} ${s.score.toFixed(2)}  ${s.q.text.slice(0, 90)}`);

// The topic answers (decide/topic.ts): the topic the words pick, and what the model's doubt would do to it.
if (arg('topics')) {
  const { chooseTopic } = await import('../src/server/ports/coach/builtin/decide/topic.js');
  const { doubtedBy, trustedKind } = await import('../src/server/ports/coach/builtin/decide/trust.js');
  const tally = { picked: 0, rightByWords: 0, doubted: 0, doubtedWordsRight: 0, doubtedModelRight: 0, trustedOther: 0, trustedOtherRight: 0 };
  for (const s of loro) {
    const topic = chooseTopic(s.q.text, s.reading);
    if (!topic) continue;
    const want = answerKind(s.q.intent === 'none' ? null : s.q.intent);
    tally.picked++;
    if (topic.id === want) tally.rightByWords++;
    const trusted = trustedKind(s.reading, s.q.text);
    if (trusted && trusted !== topic.id) {
      tally.trustedOther++;
      if (trusted === want) tally.trustedOtherRight++;
      continue;
    }
    const doubt = doubtedBy(s.reading, topic.id);
    if (doubt) {
      tally.doubted++;
      if (topic.id === want) tally.doubtedWordsRight++;
      if (doubt === want) tally.doubtedModelRight++;
      if (arg('misses')) console.log(`doubt R${s.q.round} ${s.q.id} words ${topic.id} model ${doubt} want ${want}  ${s.q.text.slice(0, 80)}`);
    }
  }
  console.log('topic answers:', JSON.stringify(tally));
}
