/**
 * Saying no to a change someone wants in a plan already made (issue 29, item 5): "Mum wants 20 more people on the
 * same budget", then "how do I tell her no?". The words go to the person who asked for the change and carry the
 * thread's own figures (the budget, the size the plan was made for, how many more), with a real choice to offer,
 * rather than a general script about raising things or a copy of the plan.
 */
import type { CoachContext } from '../../context.js';
import { lastMeant, type Someone } from '../read/people.js';
import { lastAssistant } from './history.js';
import { threadState } from './threadstate.js';

/** "How do I tell her no", "how can I say no to my aunt", "how do I push back on him without a drama". */
const SAY_NO = /\bhow (?:do|can|should|would) i (?:tell (?:her|him|them|my \p{L}+|\p{Lu}\p{L}+) (?:no|that'?s not happening|it'?s not possible)|say no(?: to (?:her|him|them|my \p{L}+|\p{Lu}\p{L}+))?|push back(?: on (?:her|him|them|my \p{L}+))?|turn (?:her|him|them) down)\b/iu;

const FAMILY_CALLED: Record<string, string> = { mom: 'Mom', mum: 'Mum', mother: 'Mum', dad: 'Dad', father: 'Dad', grandma: 'Grandma', grandpa: 'Grandpa', nan: 'Nan' };

function called(p: Someone | null): string | null {
  if (!p) return null;
  if (p.kind === 'connection') return p.c.firstName;
  return p.name ?? (p.role ? (FAMILY_CALLED[p.role.toLowerCase()] ?? null) : null);
}

const NUMBER: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, ten: 10, fifteen: 15, twenty: 20, thirty: 30 };
const num = (s: string) => NUMBER[s.toLowerCase()] ?? Number(s);

export function planNoReply(ctx: CoachContext, message: string): string | null {
  if (!SAY_NO.test(message) || !ctx.history.some((t) => t.role === 'assistant' && t.content.startsWith('**'))) return null;
  if (!lastAssistant(ctx)) return null;
  const state = threadState(ctx, message);
  // The size the plan was made for, and the change: "40 guests", then "20 more people".
  const said = state.said.join(' \n ');
  const more = /\b(\d{1,3}|two|three|four|five|six|ten|fifteen|twenty|thirty) (?:more|extra)\b/i.exec(said);
  // Facts are oldest first: the first head count is the size the plan was made for.
  const first = state.facts.find((f) => f.kind === 'count' && /people|guests|friends/.test(f.text));
  const money = state.facts.find((f) => f.kind === 'money')?.text;
  if (!more || !first) return null;
  const added = num(more[1]!);
  const base = num(first.text.split(' ')[0]!);
  if (!Number.isFinite(added) || !Number.isFinite(base) || base <= 0 || base === added) return null;
  const who = called(state.person ?? lastMeant(ctx, message));
  const hello = who ? `${who}, ` : '';
  const total = base + added;
  const budget = money ? ` With ${money} for ${total} people it gets too thin to do properly, so I can't stretch it to ${added} more on the same money.` : ` I can't stretch it to ${added} more and still do it properly.`;
  const words = `${hello}I love that you want everyone there, and I know how much it matters to you.${budget} Could we keep it to ${base}, or, if the extra ${added} really matter, could we find the extra money together?`;
  return [
    `Say it early, before any more invitations go out, and give ${who ?? 'them'} a real choice rather than a flat no:`,
    `"${words}"`,
    [
      '- Lead with what you share (you both want it to be a lovely day), then the numbers: figures are harder to argue with than feelings.',
      `- If ${who ?? 'they'} gets upset, you can be kind and still keep the answer: "I can see this is upsetting, and I still can't make it work on this budget."`,
      '- Let the tears settle before you go on; you do not need to win the conversation in one go, only to not take the no back.',
    ].join('\n'),
  ].join('\n\n');
}
