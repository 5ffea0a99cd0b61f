/**
 * The type lists on the results screen ("most compatible" and "challenging", four types each): why a type is on one,
 * why a type is on neither, and whether to avoid a type (round 18: "why is ENFP on my 'challenging' list, should I
 * avoid ENFPs?" and "why is INFJ not on my most compatible list, does that mean INTP and INFJ don't work?" were
 * answered with the member's own scores and a Vibe). Computed from the type table, never worded from a template.
 */
import { LETTER_LABELS } from '../../../../../../shared/assessment/labels.js';
import { getPersonalityType } from '../../../../../../shared/assessment/personalityTypes.js';
import type { TypeLetter } from '../../../../../../shared/assessment/types.js';
import type { CoachContext } from '../../../context.js';
import { list } from '../answers/common.js';

const LIST_WORDS = /\b(?:challenging|compatible|most compatible|best match(?:es)?|worst match(?:es)?|hard(?:est)?) (?:list|types?)\b|\b(?:on|off|in|from) (?:my|the) (?:['‘"]?\w+['’"]? )?(?:list)\b|\b(?:should i avoid|do i avoid|avoid (?:all )?)[EI][SN][TF][JP]s?\b|\b[EI][SN][TF][JP]s? (?:and|&|with) [EI][SN][TF][JP]s? (?:don'?t|do not|can'?t|won'?t) work\b/i;
const AXIS_NAMES = ['Introverted/Extraverted', 'Sensing/Intuitive', 'Thinking/Feeling', 'Judging/Perceiving'];

/** What the pair shares and where it differs, letter by letter. */
export function letters(a: string, b: string): { shared: string[]; differ: string[] } {
  const shared: string[] = [];
  const differ: string[] = [];
  for (let i = 0; i < 4; i++) {
    if (a[i] === b[i]) shared.push(LETTER_LABELS[a[i] as TypeLetter]);
    else differ.push(AXIS_NAMES[i]!);
  }
  return { shared, differ };
}

/** "whats ESFJ worst match", "best match for an INFJ?", "who is my type most compatible with". */
const MATCHES_ASKED = /\b(?:worst|best|ideal|perfect|hardest|toughest|least compatible|most compatible)\s+(?:match|matches|pairing|pairings|partner|partners|type|types|fit)\b|\bmost compatible with\b|\b(?:who|which types?) (?:is|are|does|do) [EI][SN][TF][JP] (?:most )?compatible with\b/i;

/**
 * A type's two lists, asked for by type (round 23 q31: "whats ESFJ worst match" got a question back): both lists from
 * the type table, "challenging" said for what it means, and the member's connections who hold those types.
 */
function typeMatches(ctx: CoachContext, message: string): string | null {
  if (!MATCHES_ASKED.test(message)) return null;
  const codes = [...new Set((message.match(/\b[EI][SN][TF][JP](?=s?\b)/gi) ?? []).map((c) => c.toUpperCase()))];
  // A type named, or "my type"; "who am I most compatible with" among named people is the Vibes' question, not this.
  const code = codes.length === 1 ? codes[0]! : codes.length === 0 && /\bmy (?:personality )?type\b/i.test(message) ? ctx.person.results?.personalityType : undefined;
  const t = code ? getPersonalityType(code) : undefined;
  if (!t || codes.length > 1) return null;
  const mine = ctx.person.results?.personalityType === t.code;
  const worst = /\b(?:worst|hardest|toughest|least)\b/i.test(message);
  const hard = `By type alone, ${mine ? `your type, ${t.code},` : t.code} finds these the most challenging: ${list(t.challenging)}. They differ from it on the most letters, so the pair sees, decides and recharges differently and has more to explain.`;
  const easy = `${mine ? 'Your' : `${t.code}'s`} most compatible list is ${list(t.mostCompatible)}.`;
  const holders = ctx.connections.filter((c) => c.results?.personalityType && (t.challenging.includes(c.results.personalityType) || t.mostCompatible.includes(c.results.personalityType)));
  return [
    worst ? hard : easy,
    worst ? easy : hard,
    `"Challenging" isn't "worst": the lists go by the letters alone, while the Vibe between two real people also weighs attachment, love languages, stability and what they like doing, which often count for more.`,
    ...(mine && holders.length ? [`Among your connections: ${holders.map((c) => `${c.firstName} is ${c.results!.personalityType} (${t.challenging.includes(c.results!.personalityType) ? 'challenging list' : 'most compatible list'}${c.vibe ? `, your Vibe **${c.vibe.score}**` : ''})`).join('; ')}.`] : []),
  ].join('\n\n');
}

/** The answer about a type on (or off) the member's lists, or null when the message asks nothing of the kind. */
export function typeListReply(ctx: CoachContext, message: string): string | null {
  const matches = typeMatches(ctx, message);
  if (matches) return matches;
  if (!LIST_WORDS.test(message)) return null;
  const own = ctx.person.results?.personalityType;
  const mine = own ? getPersonalityType(own) : undefined;
  const asked = [...new Set((message.match(/\b[EI][SN][TF][JP](?=s?\b)/gi) ?? []).map((c) => c.toUpperCase()))].filter((c) => c !== own);
  const other = asked.length === 1 ? getPersonalityType(asked[0]!) : undefined;
  if (!own || !mine || !other) return null;
  const where = mine.challenging.includes(other.code) ? 'challenging' : mine.mostCompatible.includes(other.code) ? 'compatible' : 'neither';
  const { shared, differ } = letters(own, other.code);
  const holders = ctx.connections.filter((c) => c.results?.personalityType === other.code);
  const why = `${own} and ${other.code} ${shared.length ? `share ${list(shared)}` : 'share no letter'}${differ.length ? ` and differ on ${list(differ)}` : ''}.`;
  const lines: string[] = [];
  if (where === 'challenging') {
    lines.push(`${other.code} is on your challenging list because of the letters: ${why} The more letters differ, the more two people see, decide and recharge in different ways, so the pair has more to explain to each other.`);
  } else if (where === 'compatible') {
    lines.push(`${other.code} is on your most compatible list: ${why} That mix tends to make everyday rhythm easy while still bringing some balance.`);
  } else {
    lines.push(`${other.code} isn't on your most compatible list, and it isn't on your challenging one either. Each list names four of the sixteen types; the other eight, ${other.code} among them, are workable pairings with their own rhythm. ${why}`);
  }
  const byTypeAlone = 'the lists go by type alone, while the Vibe between two real people also weighs attachment, love languages, stability and what they like doing, and those often count for more.';
  lines.push(where === 'compatible'
    ? `Being on it is a head start, not a promise: ${byTypeAlone}`
    : `${where === 'challenging' ? 'So no, there is no need to avoid them.' : 'And no, it does not mean the pair does not work.'} "Challenging" means more translation, not a poor match: ${byTypeAlone}`);
  if (holders.length) {
    const h = holders[0]!;
    lines.push(`Among your connections, ${list(holders.map((c) => c.firstName))} ${holders.length > 1 ? 'are' : 'is'} ${other.code}${h.vibe ? `; your Vibe with ${h.firstName}, which weighs all of it, is **${h.vibe.score}** (${h.vibe.band})` : ''}.`);
  }
  return lines.join('\n\n');
}
