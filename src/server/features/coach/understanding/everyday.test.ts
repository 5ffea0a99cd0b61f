/**
 * Decision 088's set: everyday requests asked as the demo members (everyday.cases.ts), each reply checked for what a
 * machine can check. The reading a person does (is the gift a good idea, does the draft sound like them) is recorded
 * in the decision, not here.
 */
import { describe, expect, it } from 'vitest';
import { everydayKindOf } from '../../../ports/coach/builtin/compose/kinds.js';
import { unfilled } from '../../../ports/coach/builtin/decide/reply.js';
import type { CoachContext } from '../../../ports/coach/context.js';
import { demoCoach } from '../../../test/demo-coach.js';
import { EVERYDAY, type EverydayCase } from './everyday.cases.js';

const { context, thread } = demoCoach();

/** A hang guard for about forty replies on a shared machine, not a speed claim. */
const TIMEOUT = 240_000;

const CRISIS = /988|116 123|crisis line|emergency services|hotline|Samaritans|call 999|call 911/i;
/** A menu in place of an answer: "I'd rather ask", "which of these is closest", a numbered list of choices. */
const MENU = /I'd rather ask|Which of these is closest|Which would help most|^1\. .*\n2\. /m;

const words = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}' ]+/gu, ' ').split(/\s+/).filter(Boolean);

/**
 * The member's message pasted back into quotation marks: seven or more of their words in a row that were said to the
 * coach, not to the person the words are for (a request verb, or the person spoken of as "him"/"her"/"they"). A draft
 * may keep a first-person sentence the member would send as it is ("I can't make Saturday's hike").
 */
const TO_THE_COACH = /\b(?:suggest|saying|asking|telling|tell|ask|write|draft|text|message|him|her|his|hers|he|she|they|them|their)\b/;

function pastedQuote(message: string, reply: string): string | null {
  const said = words(message);
  const quoted = [...reply.matchAll(/["“]([^"”]{20,})["”]/g)].map((m) => words(m[1]!).join(' '));
  for (let i = 0; i + 7 <= said.length; i++) {
    const run = said.slice(i, i + 7).join(' ');
    if (TO_THE_COACH.test(run) && quoted.some((q) => q.includes(run))) return run;
  }
  return null;
}

/** Prices in the reply in one currency ("£25", "about £18", "₹2,500"). */
function prices(reply: string, currency: string): number[] {
  const sign = currency.replace(/[$]/, '\\$');
  return [...reply.matchAll(new RegExp(`${sign}\\s?(\\d[\\d,]*)`, 'g'))].map((m) => Number(m[1]!.replace(/,/g, '')));
}

const questions = (reply: string) => reply.split(/(?<=[.!?])\s+|\n/).filter((s) => s.trim().endsWith('?'));

/** What is wrong with the reply to a case, by the checks a machine can make ([] when none). */
export function wrongWith(c: EverydayCase, reply: string, _ctx: CoachContext): string[] {
  const last = c.say[c.say.length - 1]!;
  const wrong: string[] = [];
  // The kind the coach reads the request as (the first message: a thread's later turns continue it).
  const kind = everydayKindOf(c.say[0]!);
  if (kind !== c.kind) wrong.push(`read as ${kind ?? 'no everyday kind'}, not ${c.kind}`);
  if (CRISIS.test(reply)) wrong.push('crisis text');
  if (MENU.test(reply)) wrong.push('a menu instead of an answer');
  if (unfilled(reply)) wrong.push('an unfilled slot');
  const pasted = c.say.map((m) => pastedQuote(m, reply)).find(Boolean);
  if (pasted) wrong.push(`pastes "${pasted}"`);
  for (const m of c.must ?? []) if (!m.test(reply)) wrong.push(`lacks ${m}`);
  for (const m of c.mustNot ?? []) if (m.test(reply)) wrong.push(`has ${m}`);
  const asked = questions(reply).join(' ');
  if (c.budget) {
    const cap = c.budget.amount;
    const said = new RegExp(`\\${c.budget.currency}\\s?(?:${cap}|${cap.toLocaleString('en-GB')})(?!\\d)`);
    if (!said.test(reply)) wrong.push(`does not say back ${c.budget.currency}${cap}`);
    // A per-person cap may be priced for the two together ("£26 each, £52 for the two of you").
    const over = prices(reply, c.budget.currency).filter((p) => p > (c.budget!.per === 'person' ? 2 * cap : cap));
    if (over.length) wrong.push(`prices over the cap: ${over.join(', ')}`);
    if (/\bbudget\b|how much|spend/i.test(asked)) wrong.push('asks for the budget it was given');
  }
  if (c.place) {
    if (!reply.includes(c.place)) wrong.push(`does not name ${c.place}`);
    if (/your own town/i.test(reply)) wrong.push('plans "your own town"');
    if (/\bwhere\b/i.test(asked)) wrong.push('asks where');
  }
  if (c.occasion) {
    if (!c.occasion.test(reply)) wrong.push(`does not say the occasion ${c.occasion}`);
    if (/what(?:'s| is) the occasion/i.test(asked)) wrong.push('asks for the occasion it was given');
  }
  switch (c.kind) {
    case 'grief':
      if (/\bDay 1\b|itinerary|Here are ideas|date ideas?|\bouting\b/i.test(reply)) wrong.push('an outing plan for a loss');
      break;
    case 'vent':
      if ((reply.match(/^\s*(?:-|\d+\.) /gm) ?? []).length > 1 || /Words you could use|Try a script|Here's a message/i.test(reply)) wrong.push('advice or a script for a vent');
      break;
    case 'draft': {
      const draft = [...reply.matchAll(/["“]([^"”]{40,})["”]|^> (.{40,})$/gm)];
      if (!draft.length) wrong.push('no draft');
      break;
    }
    case 'overreacting':
      if (!/(?:\bnot|n't) (?:being )?(?:over-?reacting|dramatic|wrong|weird|silly|petty|unreasonable)\b|\b(?:very |really |completely |perfectly )?(?:normal|common|understandable|fair|reasonable|natural)\b/i.test(reply.split('\n\n')[0]!)) wrong.push('no direct view first');
      break;
    default:
      break;
  }
  if (c.shorter && !/\bshort/i.test(last)) wrong.push('case says shorter but its last message does not ask for it');
  void last;
  return wrong;
}

describe('everyday requests (decision 088)', () => {
  it('reads no everyday kind where the message does not ask for one, so the truly unclear still get a question', () => {
    for (const message of ['is this normal??', 'so what do u think, should i do it', 'my phone died and i missed the call', 'is it normal for my vibe score to drop?', 'the battery died on the way home', 'what does my type say about me at work']) {
      expect(everydayKindOf(message), message).toBeNull();
    }
  });

  it(
    'answers the set with the stated constraints kept',
    async () => {
      let passed = 0;
      const failures: string[] = [];
      for (const c of EVERYDAY) {
        const replies = await thread(c.as, ...c.say);
        const reply = replies[replies.length - 1]!;
        const ctx = await context(c.as);
        const wrong = wrongWith(c, reply, ctx);
        if (c.shorter && replies.length > 1 && reply.length >= replies[replies.length - 2]!.length) wrong.push('not shorter');
        if (process.env.PRINT_REPLIES) console.log(`\n### [${c.kind}] ${c.as}: ${c.say.join(' → ')}\n${reply}\n--> ${wrong.join('; ') || 'ok'}`);
        if (wrong.length === 0) passed++;
        else failures.push(`${c.as}: ${c.say.join(' → ')}\n  ${wrong.join('; ')}`);
      }
      console.log(`everyday set: ${passed}/${EVERYDAY.length} pass the mechanical checks`);
      if (failures.length) console.log(failures.join('\n'));
      expect(passed).toBeGreaterThanOrEqual(EVERYDAY.length);
    },
    TIMEOUT,
  );
});
