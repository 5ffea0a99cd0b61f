/**
 * The one way the coach makes something shorter (issue 29): "shorter", "too long", "shorter, not cheesy". It used to
 * be done twice (a reply's first lines in thread.ts, the last draft cut in followups.ts), and the two disagreed on
 * the same request. A message to send is cut to its greeting with the sentence after it, plus its ask, which is
 * never dropped; an answer without a message keeps its first paragraph and first two bullets.
 */

/** Asked-for register of a shortened draft: plain, without the feelings or the sweetness. */
export const PLAIN = /\b(?:not (?:cheesy|soppy|mushy|sappy|emotional|gushy)|less (?:feelings?|emotional|mushy|cheesy|soppy|sappy|gushy|fluffy)|no feelings|without (?:the )?(?:feelings|fluff|mush)|not a feelings|plainer|more matter[- ]of[- ]fact|more direct|blunter)\b/i;

/** A sentence about feelings or sweetness, left out when the member asks for it plain. */
const FEELING = /\b(?:feel|felt|hurt|love|care|heart|mean(?:s|t)? a lot|mattered|upset|thinking of you|not because I don'?t|don'?t take it for granted|I understand if)\b/i;
// A greeting and at most a name ("Hey Sam!"), not a short sentence that starts with one ("Hey Jordan, I can't host.",
// round 24 t01: taken for a greeting, so "shorter" kept the whole message and said it was shorter).
const GREETING_ONLY = /^(?:[Hh]ey|[Hh]i|[Hh]ello|[Dd]ear|[Hh]iya)(?:,? (?:\p{Lu}[\p{L}'-]*|there|you|all|guys|everyone|love|babe))?\s*[.!?]$/u;

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean);

/** The message a reply drafted: its longest quotation (a short quoted "but" in its advice is not one). */
export function draftIn(reply: string, min = 20): string | null {
  const quotes = [...reply.matchAll(new RegExp(`"([^"\\n]{${min},})"`, 'g'))].map((m) => m[1]!);
  return quotes.sort((a, b) => b.length - a.length)[0] ?? null;
}

/** Sign-offs and pleasantries that carry nothing a shorter message needs. */
const FILLER = /^(?:let me know what you think|thanks,? all|thank you|thanks|love you|no pressure[^.!?]*|hope that'?s ok[^.!?]*|can'?t wait[^.!?]*|i really appreciate you|talk soon|no worries if not|want it [^.!?]*)[.!?]?$/i;

/**
 * A drafted message, cut: greeting and first sentence, then its ask, in the order written; sign-offs go first, and
 * plain leaves out the feelings. The ask and the sentences that carry a fact (a day, a date, an amount) stay.
 */
export function cutDraft(draft: string, plain: boolean): string {
  const all = sentences(draft);
  // The ask is the question that asks for something ("Could you…?", "How about…?"), else the last question.
  const asking = all.map((x) => /\?$/.test(x) && /^(?:(?:hey|hi)[^,!]*[,!]\s*)?(?:could|can|would|will|shall|how about|what if|do you|are you|is it ok|mind)\b/i.test(x)).lastIndexOf(true);
  const askAt = asking >= 0 ? asking : all.map((x) => /\?$/.test(x)).lastIndexOf(true);
  // Plain: "I felt hurt when you …" says the same as "quick one: you …, and it bothered me".
  const plainer = plain ? all.map((x) => x.replace(/^((?:Hey|Hi) [^,]+, )?I felt hurt when (.+)\.$/, (_, hi: string | undefined, what: string) => `${hi ?? ''}quick one: ${what}, and it bothered me.`)) : all;
  const candidates = plainer.map((x, i) => ({ x, i })).filter(({ x, i }) => i !== askAt && !FILLER.test(x) && !(plain && FEELING.test(x) && !/^(?:Hey|Hi)\b/.test(x)));
  // A greeting alone ("Hey Sam!") is no message: it keeps the sentence after it.
  const opening = candidates.slice(0, GREETING_ONLY.test(candidates[0]?.x ?? '') ? 2 : 1);
  // Credit first and the point after it ("your reviews catch a lot. People are finding them harsh, though."): the
  // shorter message keeps the point, the sentence that turns with "though" or "but", not the credit.
  const turn = candidates.find(({ x, i }) => i > (opening.at(-1)?.i ?? -1) && (askAt < 0 || i < askAt) && /\b(?:though|however)\b|^but\b|, but\b/i.test(x));
  const kept = (turn && !GREETING_ONLY.test(opening[0]?.x ?? '') ? [turn] : opening).map(({ i }) => i);
  const keep = new Set([...kept, ...(askAt >= 0 ? [askAt] : [])]);
  // With an ask, a sentence before it that is only a greeting or a pleasantry goes too.
  // A thanks or a sorry is an act of its own, never a pleasantry: "shorter" keeps it beside the ask (blind round 13).
  const act = (x: string) => /^(?:thank|thanks|sorry|i'?m sorry)\b/i.test(x);
  const out = plainer.filter((_, i) => keep.has(i) && !(askAt >= 0 && i !== askAt && i < askAt && !/\d|day\b/i.test(plainer[i]!) && !act(plainer[i]!) && keep.size > 1 && i !== kept[0])).join(' ').replace(/\s*Love you\.?$/, '');
  return out.length >= draft.length || !out ? all.slice(0, 2).join(' ') : out;
}

/** The shorter form of a reply, as the member asked for it ("shorter", "shorter and less mushy"). */
export function shorter(reply: string, request = ''): string {
  const plain = PLAIN.test(request);
  const draft = draftIn(reply);
  if (draft) return `${plain ? 'A shorter, plainer version:' : 'A shorter version:'}\n\n"${cutDraft(draft, plain)}"`;
  const blocks = reply.split('\n\n');
  const first = blocks[0] ?? reply;
  const bullets = blocks.find((b) => b.startsWith('- '))?.split('\n').slice(0, 2).join('\n');
  const out = [first, bullets].filter(Boolean).join('\n\n');
  return out.length < reply.length ? out : sentences(first).slice(0, 2).join(' ');
}
