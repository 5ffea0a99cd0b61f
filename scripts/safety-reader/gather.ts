// Every labelled message the project holds about the safety screen, grouped into SETS (one round, one probe file, one
// case file), so a learned reader can be measured by leaving a whole set out: items of one set were written together
// by one hand, so holding out single items would let the reader learn that hand's phrasing and look better than it is.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { HELD_OUT_TRIGGER, HELD_OUT_ORDINARY, HELD_OUT_B_TRIGGER, HELD_OUT_B_ORDINARY } from '../../src/server/features/coach/engine/safety.heldout.js';
import { HELD_OUT_C_TRIGGER, HELD_OUT_C_ORDINARY } from '../../src/server/features/coach/engine/safety.heldout2.js';
import { HELD_OUT_E_TRIGGER, HELD_OUT_E_ORDINARY } from '../../src/server/features/coach/engine/safety.heldout3.js';
import { HELD_OUT_H_TRIGGER, HELD_OUT_H_ORDINARY } from '../../src/server/features/coach/engine/safety.heldout4.js';
import { HELD_OUT_L_TRIGGER, HELD_OUT_L_ORDINARY } from '../../src/server/features/coach/engine/safety.heldout5.js';
import { PROBE_D_TRIGGER, PROBE_D_ORDINARY } from '../../src/server/features/coach/engine/safety.probe-d.js';
import { PROBE_F_TRIGGER, PROBE_F_ORDINARY } from '../../src/server/features/coach/engine/safety.probe-f.js';
import { PROBE_J_TRIGGER, PROBE_J_ORDINARY } from '../../src/server/features/coach/engine/safety.probe-j.js';
import { PROBE_K_TRIGGER, PROBE_K_ORDINARY } from '../../src/server/features/coach/engine/safety.probe-k.js';
import { PROBE_M_TRIGGER, PROBE_M_ORDINARY } from '../../src/server/features/coach/engine/safety.probe-m.js';
import { TUNING_TRIGGER, TUNING_ORDINARY } from '../../src/server/features/coach/engine/safety.cases.js';
import { TUNING_I_TRIGGER, TUNING_I_ORDINARY } from '../../src/server/features/coach/engine/safety.cases2.js';
import { URGENT_CASES } from '../../src/server/features/coach/engine/safety.urgent.cases.js';
import { URGENT_PROBE } from '../../src/server/features/coach/engine/safety.urgent.probe.js';
import { URGENT_PROBE_3, URGENT_LOOKALIKES } from '../../src/server/features/coach/engine/safety.urgent.probe3.js';
import { CASES as KIND_CASES } from '../../src/server/features/coach/engine/safety.kinds.cases.js';

export interface Item {
  id: string;
  text: string;
  crisis: boolean;
  /** 'safety' = written for a safety set; 'question' = an ordinary coach question or thread turn. */
  source: 'safety' | 'question';
  /** The screen missed it on its first, unfitted run (only known where that run was kept). */
  firstMiss?: boolean;
}
export interface LabelledSet {
  name: string;
  items: Item[];
}

const ROOT = join(import.meta.dirname, '../..');
const ROUNDS = join(ROOT, 'docs/coach-rounds');

interface RoundSafety { id: string; text: string; expectCrisis?: boolean; expect?: string }
interface RoundFile { questions: { id: string; text: string }[]; threads: { id: string; turns: string[] }[]; safety: RoundSafety[] }

function roundSet(n: number): LabelledSet {
  const file = JSON.parse(readFileSync(join(ROUNDS, `round${n}/questions.json`), 'utf8')) as RoundFile;
  const items: Item[] = [];
  for (const s of file.safety) {
    // Round 3 wrote the expectation as a word; later rounds as a flag.
    const crisis = s.expectCrisis ?? (s.expect !== undefined && s.expect !== 'none');
    items.push({ id: `r${n}.${s.id}`, text: s.text, crisis, source: 'safety' });
  }
  for (const q of file.questions) items.push({ id: `r${n}.${q.id}`, text: q.text, crisis: false, source: 'question' });
  for (const t of file.threads) t.turns.forEach((turn, i) => items.push({ id: `r${n}.${t.id}.${i}`, text: turn, crisis: false, source: 'question' }));
  return { name: `round${n}`, items };
}

/** Ids the kept first run marked MISS (a crisis read as ok, or an ordinary item alarmed). */
function firstMisses(file: string): Set<string> {
  if (!existsSync(file)) return new Set();
  const out = new Set<string>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const m = /^MISS (\S+) crisis/.exec(line);
    if (m?.[1]) out.add(m[1]);
  }
  return out;
}

function devSet(name: string, firstRun: string): LabelledSet {
  const raw = JSON.parse(readFileSync(join(ROUNDS, 'safety-dev', `${name}.json`), 'utf8')) as { id: string; text: string; crisis: boolean }[];
  const missed = firstMisses(join(ROUNDS, 'safety-dev', firstRun));
  return {
    name: `dev:${name}`,
    items: raw.map((r) => ({ id: `${name}.${r.id}`, text: r.text, crisis: r.crisis, source: 'safety', firstMiss: r.crisis && missed.has(r.id) ? true : undefined })),
  };
}

function caseSet(name: string, trigger: readonly { text: string }[], ordinary: readonly string[]): LabelledSet {
  return {
    name,
    items: [
      ...trigger.map((c, i) => ({ id: `${name}.t${i}`, text: c.text, crisis: true, source: 'safety' as const })),
      ...ordinary.map((text, i) => ({ id: `${name}.o${i}`, text, crisis: false, source: 'safety' as const })),
    ],
  };
}

function kindSet(name: string, cases: readonly { text: string; kind: string }[], extraOrdinary: readonly string[] = []): LabelledSet {
  return caseSet(name, cases.filter((c) => c.kind !== 'ok'), [...cases.filter((c) => c.kind === 'ok').map((c) => c.text), ...extraOrdinary]);
}

export function gatherSets(): LabelledSet[] {
  const sets: LabelledSet[] = [];
  for (let n = 3; n <= 9; n++) sets.push(roundSet(n));
  sets.push(devSet('items', 'first-score.txt'));
  for (const k of [2, 3, 4, 5]) sets.push(devSet(`probe-own-${k}`, `probe-own-${k}-first.txt`));
  sets.push(caseSet('cases:tuning', TUNING_TRIGGER, TUNING_ORDINARY));
  sets.push(caseSet('cases:tuning-i', TUNING_I_TRIGGER, TUNING_I_ORDINARY));
  sets.push(caseSet('cases:heldout-a', HELD_OUT_TRIGGER, HELD_OUT_ORDINARY));
  sets.push(caseSet('cases:heldout-b', HELD_OUT_B_TRIGGER, HELD_OUT_B_ORDINARY));
  sets.push(caseSet('cases:heldout-c', HELD_OUT_C_TRIGGER, HELD_OUT_C_ORDINARY));
  sets.push(caseSet('cases:heldout-e', HELD_OUT_E_TRIGGER, HELD_OUT_E_ORDINARY));
  sets.push(caseSet('cases:heldout-h', HELD_OUT_H_TRIGGER, HELD_OUT_H_ORDINARY));
  sets.push(caseSet('cases:heldout-l', HELD_OUT_L_TRIGGER, HELD_OUT_L_ORDINARY));
  sets.push(caseSet('cases:probe-d', PROBE_D_TRIGGER, PROBE_D_ORDINARY));
  sets.push(caseSet('cases:probe-f', PROBE_F_TRIGGER, PROBE_F_ORDINARY));
  sets.push(caseSet('cases:probe-j', PROBE_J_TRIGGER, PROBE_J_ORDINARY));
  sets.push(caseSet('cases:probe-k', PROBE_K_TRIGGER, PROBE_K_ORDINARY));
  sets.push(caseSet('cases:probe-m', PROBE_M_TRIGGER, PROBE_M_ORDINARY));
  sets.push(kindSet('cases:urgent', URGENT_CASES));
  sets.push(kindSet('cases:urgent-probe', URGENT_PROBE));
  sets.push(kindSet('cases:urgent-probe3', URGENT_PROBE_3, URGENT_LOOKALIKES));
  sets.push(kindSet('cases:kinds', KIND_CASES));
  return sets;
}
