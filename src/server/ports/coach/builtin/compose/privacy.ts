/**
 * Decision 073: what the coach says of a connection without being asked. Their type and what the two people share are
 * spoken of in general words ("Theo leans Introverted"). Their exact figures (a lean's percentage) are never said
 * (addendum: the app shows a connection only the type); their attachment style only when the member asks about that
 * person's results or attachment. The
 * answers compose freely; this pass runs last on every builtin reply, so no answer can forget the rule.
 */
import { ATTACHMENT_LABELS, LETTER_LABELS } from '../../../../../shared/assessment/labels.js';
import type { CoachConnection, CoachContext } from '../../context.js';
import { escapeRe, lower, wholeWordAt } from '../read/text.js';

const LETTERS = Object.values(LETTER_LABELS).join('|');
const STYLES = Object.values(ATTACHMENT_LABELS).map(escapeRe).join('|');
const FIGURE = new RegExp(`(\\*{0,2})(\\d{1,3}(?:\\.\\d)?)% (${LETTERS})\\b`, 'g');
/** The same figure written after its label: "Thinking (91%)", "**Introverted** (80 %)". */
const FIGURE_AFTER = new RegExp(`(\\*{0,2}(?:${LETTERS})\\*{0,2}) \\((\\d{1,3}(?:\\.\\d)?) ?%\\)`, 'g');

/** Words that ask for a person's results or figures: the type, a lean, a score, "compare", "what is she like". */
const ASKS_RESULTS = /%|\bper ?cent|\bscores?\b|\bnumbers?\b|\bfigures?\b|\bexact\w*\b|\bhow (?:much|strongly)\b|\blean\w*\b|\bintro\w*vert\w*|\bextr[ao]\w*vert\w*|\bsensing\b|\bintuitive\b|\bthinker|\bfeeler|\bjudging\b|\bperceiving\b|\btype\b|\bresults?\b|\bcompar\w*|\bwho(?:'s| is)? more\b|\bwhat(?:'s| is) (?:he|she|they|\p{L}+) like\b|\bprofile\b|\bmbti\b/u;
/** Words that ask about attachment, closeness and distance, where a connection's style is the answer. */
const ASKS_ATTACHMENT = /\battach\w*|\banxious|\bavoidan\w*|\bsecure\b|\bclingy\b|\bneedy\b|\binsecur\w*|\bpull\w* away\b|\bcloseness\b|\bdistant\b|\bresults?\b|\bprofile\b/;

/** Whether the message asks about this connection: named, or the one the "about" chat is for. */
function about(ctx: CoachContext, message: string, c: CoachConnection): boolean {
  if (ctx.focus && ctx.focus.firstName === c.firstName) return true;
  return wholeWordAt(lower(message), lower(c.firstName)) >= 0;
}

/** The lean figures in a line that belong to `name` (their name is the nearer subject before it) are dropped. */
function withoutFigures(line: string, name: string): string {
  return line.replace(FIGURE, (whole, stars: string, _n: string, label: string, offset: number) => {
    // The clause the figure stands in, far enough back to hold "Maya (your friend) is **INFJ** (The Deep Listener) and".
    const before = line.slice(Math.max(0, offset - 160), offset);
    const clause = before.split(/[.;:!?]\s|\bwhile\b|\bwhereas\b|\bbut\b/).at(-1) ?? before;
    const nameAt = clause.search(new RegExp(`\\b${escapeRe(name)}\\b`));
    // "you" as the subject, not "your" in "(your friend)".
    const youAt = Math.max(-1, ...[...clause.matchAll(/\byou\b/gi)].map((m) => m.index));
    const after = line.slice(offset + whole.length, offset + whole.length + name.length + 4);
    const theirs = (nameAt >= 0 && nameAt > youAt) || new RegExp(`^\\*{0,2},? ${escapeRe(name)}\\b`).test(after);
    return theirs ? `${stars}${label}` : whole;
  }).replace(FIGURE_AFTER, (whole, label: string, _n: string, offset: number, all: string) => {
    const clause = all.slice(Math.max(0, offset - 160), offset).split(/[.;:!?]\s|\bwhile\b|\bwhereas\b|\bbut\b/).at(-1) ?? '';
    const nameAt = clause.search(new RegExp(`\\b${escapeRe(name)}\\b`));
    const youAt = Math.max(-1, ...[...clause.matchAll(/\byou\b/gi)].map((m) => m.index));
    return nameAt >= 0 && nameAt > youAt ? label : whole;
  });
}

/** The pattern for a sentence that names `name`'s attachment style, made once per name (it runs on every line). */
const styleSaid = new Map<string, RegExp>();

function saysStyle(name: string): RegExp {
  let says = styleSaid.get(name);
  if (!says) {
    // Only a sentence that pins the style on them alone: "You and Sam are both Secure" is the member's own style too.
    says = new RegExp(`\\b${escapeRe(name)}(?:'s attachment(?: style)?(?: is)?| is| has an?| has| leans)\\s+\\*{0,2}(?:${STYLES})\\b|\\b${escapeRe(name)}'s attachment`);
    if (styleSaid.size >= 2_000) styleSaid.delete(styleSaid.keys().next().value!);
    styleSaid.set(name, says);
  }
  return says;
}

/** Sentences that name a connection's attachment style ("Sam's attachment style is **Secure**") are left out. */
function withoutStyle(line: string, name: string): string {
  const says = saysStyle(name);
  if (!says.test(line)) return line;
  const bullet = /^\s*-\s+/.exec(line)?.[0] ?? '';
  // "What tends to help: …" is advice for the style just named: without the style it reads as a stray line.
  const kept = line
    .slice(bullet.length)
    .split(/(?<=[.!?])\s+/)
    .filter((s) => !says.test(s) && !/^What tends to help\b/.test(s));
  const out = kept.join(' ').trim();
  return out === '' ? '' : `${bullet}${out}`;
}

export function discreet(reply: string, ctx: CoachContext, message: string): string {
  const people = [...ctx.connections, ...(ctx.focus ? [ctx.focus] : [])];
  let out = reply;
  for (const c of people) {
    const asked = about(ctx, message, c);
    const style = asked && (ASKS_ATTACHMENT.test(lower(message)) || ASKS_RESULTS.test(lower(message)));
    out = out
      .split('\n')
      // A connection's lean figures are never said, even when asked: the app shows a connection only the type
      // (connections.service: otherUserResults), so the exact percentage stays the other person's to tell.
      .map((line) => withoutFigures(line, c.firstName))
      .map((line) => (style ? line : withoutStyle(line, c.firstName)))
      .filter((line, i, all) => line !== '' || (all[i - 1] ?? '') !== '')
      .join('\n');
  }
  return out.replace(/\n{3,}/g, '\n\n').trim();
}
