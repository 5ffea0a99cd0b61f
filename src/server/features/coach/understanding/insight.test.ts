/**
 * The addendum to decision 088: questions about the member's results and Vibe, and life changes (insight.cases.ts),
 * each reply checked for what a machine can check. Whether the words are plain and kind is read by a person and
 * recorded in the decision, not here.
 */
import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { insightKindOf } from '../../../ports/coach/builtin/compose/insight.js';
import { unfilled } from '../../../ports/coach/builtin/decide/reply.js';
import type { CoachContext } from '../../../ports/coach/context.js';
import { demoCoach } from '../../../test/demo-coach.js';
import { INSIGHT, type InsightCase } from './insight.cases.js';

const { context, thread } = demoCoach();

/** A hang guard for about thirty replies on a shared machine, not a speed claim. */
const TIMEOUT = 240_000;

const CRISIS = /988|116 123|crisis line|emergency services|hotline|Samaritans|call 999|call 911/i;
/** The Vibe's parts as the member sees them named; more than three in one reply is the dump the grader keeps failing. */
const PARTS = [/type match/i, /everyday style/i, /security (?:&|and) closeness/i, /love languages?/i, /stability/i, /shared activit/i, /interest overlap/i];

/** Every figure the member may be told: their own results, and each connection's visible results and Vibe parts. */
function allowedNumbers(ctx: CoachContext): Set<number> {
  // "Out of 100" and "50% is the middle" describe the scale, not a result.
  const out = new Set<number>([100, 50]);
  const r = ctx.person.results;
  if (r) {
    for (const n of [r.overallStability, r.mentalStability, r.emotionalStability, r.physicalStability, r.socialStability, r.spiritualStability, r.desireStability]) out.add(Math.round(n));
    out.add(r.evidence.attachment.anxiety).add(r.evidence.attachment.avoidance);
    for (const a of r.evidence.axes) out.add(a.percent);
  }
  for (const c of ctx.connections) {
    for (const a of c.results?.evidence.axes ?? []) out.add(a.percent);
    const v = c.vibe;
    if (!v) continue;
    out.add(v.score).add(v.personality.score).add(v.personality.weight);
    if (v.yourWay) out.add(v.yourWay.score);
    if (v.lifestyle) out.add(v.lifestyle.score).add(v.lifestyle.weight);
    for (const p of [...v.personality.parts, ...(v.lifestyle?.parts ?? [])]) if (!p.withheld) out.add(p.score);
  }
  return out;
}

/** Two-digit figures in the reply that are not durations or money ("12 years", "£20" are the member's own facts). */
const figures = (reply: string) =>
  [...reply.matchAll(/(?<![\d£$€₹.,])\b(\d{2,3})\b(?!\s*(?:\w+ )?(?:years?|months?|weeks?|days?|hours?|minutes?)\b)/g)].map((m) => Number(m[1]));

/**
 * "A … higher than … B": the side before "higher than" names `higher`, the side after names `lower`; or "your A is
 * higher" with no "than", where the side before names `higher` and not `lower`.
 */
function comparedRightly(reply: string, want: NonNullable<InsightCase['higher']>): boolean {
  const bare = reply.split(/(?<=[.!?])\s+|\n/).filter((s) => /\bis (?:the )?higher\b(?! than)/i.test(s));
  if (bare.length && !/\b(?:higher|more(?: \w+)?|stronger) than\b/i.test(reply)) {
    return bare.every((s) => {
      const left = s.split(/\bis (?:the )?higher\b/i)[0]!;
      return want.higher.test(left) && !want.lower.test(left);
    });
  }
  const sentences = reply.split(/(?<=[.!?])\s+|\n/).filter((s) => /\b(?:higher|more(?: \w+)?|stronger) than\b/i.test(s));
  if (!sentences.length) return false;
  return sentences.every((s) => {
    const [left, right] = s.split(/\b(?:higher|more(?: \w+)?|stronger) than\b/i) as [string, string];
    return want.higher.test(left) && !want.higher.test(right.split(/[,;:]/)[0]!) && want.lower.test(right);
  });
}

export function wrongWith(c: InsightCase, reply: string, ctx: CoachContext): string[] {
  const wrong: string[] = [];
  const kind = insightKindOf(c.say);
  if (kind !== c.kind) wrong.push(`read as ${kind ?? 'no insight kind'}, not ${c.kind}`);
  if (CRISIS.test(reply)) wrong.push('crisis text');
  if (unfilled(reply)) wrong.push('an unfilled slot');
  for (const m of c.must ?? []) if (!m.test(reply)) wrong.push(`lacks ${m}`);
  for (const m of c.mustNot ?? []) if (m.test(reply)) wrong.push(`has ${m}`);
  const allowed = allowedNumbers(ctx);
  const own = new Set(figures(c.say));
  const strange = figures(reply).filter((n) => !allowed.has(n) && !own.has(n));
  if (strange.length) wrong.push(`figures not in the member's data: ${strange.join(', ')}`);
  if (c.higher && !comparedRightly(reply, c.higher)) wrong.push('does not say the higher one is higher');
  if (c.kind === 'vibe' || c.kind === 'compare') {
    const named = PARTS.filter((p) => p.test(reply)).length;
    if (named > 3) wrong.push(`names ${named} parts: a dump`);
    if (/stabilit/i.test(reply) && c.kind === 'vibe') wrong.push('names the stability part, which is withheld');
  }
  if (reply.length > 1200) wrong.push(`${reply.length} characters: not short`);
  return wrong;
}

describe('results, Vibe and life-change questions as the demo members (decision 088 addendum)', () => {
  it(
    'each reply is the right kind, quotes only the member’s own figures, compares the right way and stays short',
    async () => {
      const failures: string[] = [];
      const dump: string[] = [];
      for (const c of INSIGHT) {
        const [reply] = await thread(c.as, c.say);
        const wrong = wrongWith(c, reply!, await context(c.as));
        dump.push(`### ${c.as}: ${c.say}\n${reply}\n-- ${wrong.join('; ') || 'ok'}`);
        if (wrong.length) failures.push(`${c.as}: ${c.say}\n  ${wrong.join('\n  ')}`);
      }
      if (process.env.INSIGHT_DUMP) writeFileSync(process.env.INSIGHT_DUMP, dump.join('\n\n'));
      expect(failures).toEqual([]);
    },
    TIMEOUT,
  );
});
