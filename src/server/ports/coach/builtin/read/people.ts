/**
 * Who a message is about (issue 29, item 2): a connection (by name, nickname, typo, or a role only they can have),
 * or someone not on Attune kept as themselves with their role ("your mom", "Karen", "a guy from the gym"), or, for a
 * pronoun, the person last meant in the thread. Answers and drafts speak of this person and nobody else: a role is
 * never turned into whichever connection shares its relationship type.
 */
import type { RelationshipType } from '../../../../../shared/assessment/types.js';
import type { CoachConnection, CoachContext } from '../../context.js';
import { lower } from './text.js';
import { Direction, directionOf, resolvePeople } from './understand.js';

export type Pronoun = 'he' | 'she' | 'they';

/** The forms of a pronoun a sentence about someone needs: "they", "them", "their", and the verb "are" agreeing. */
export function formsOf(pronoun: Pronoun | null): { they: Pronoun; them: string; their: string; are: string } {
  if (pronoun === 'she') return { they: 'she', them: 'her', their: 'her', are: 'is' };
  if (pronoun === 'he') return { they: 'he', them: 'him', their: 'his', are: 'is' };
  return { they: 'they', them: 'them', their: 'their', are: 'are' };
}

export type Someone =
  | { kind: 'connection'; c: CoachConnection; pronoun: Pronoun | null }
  | {
      kind: 'outsider';
      /** The role as the person wrote it, without "my" ("mom", "boss", "guy from the gym"), or null for a bare name. */
      role: string | null;
      /** Their name when given ("my boss Karen", "Nadia"). */
      name: string | null;
      /** "my mom" is "your mom"; "a guy from the gym" stays "a guy from the gym". */
      mine: boolean;
      /** The kind of relationship the role is, for words that fit it (no "love you" to a boss). */
      type: RelationshipType | null;
      pronoun: Pronoun | null;
    };

/** Roles people write, the kind of relationship each is, and the pronoun the word itself says. */
const ROLES: Array<[RegExp, RelationshipType, Pronoun | null]> = [
  [/^(?:mom|mum|mother|mama|mommy|mummy|ma|grandma|grandmother|nan|nana|gran|granny|sister|sis|aunt|auntie|daughter|niece|stepmom|stepmum|mother-in-law|sister-in-law)$/, 'family', 'she'],
  [/^(?:dad|father|papa|daddy|pa|grandpa|grandfather|grandad|brother|bro|uncle|son|nephew|stepdad|father-in-law|brother-in-law)$/, 'family', 'he'],
  [/^(?:parents|family|cousin|sibling|grandparents|in-laws|kids?|child)$/, 'family', null],
  [/^(?:partner|spouse|other half|husband|wife|boyfriend|girlfriend|bf|gf|fianc[eé]e?|hubby)$/, 'couple', null],
  [/^(?:crush)$/, 'crush', null],
  [/^(?:boss|manager|supervisor|team ?lead|line manager|colleague|co-?worker|workmate|team ?mate|client|employee|intern|landlord|landlady|tenant|teacher|professor|tutor|coach|doctor|neighbou?r)$/, 'professional', null],
  [/^(?:friend|best friend|bestie|bff|mate|pal|room-?mate|flat-?mate|wg[- ]?mate|roomie|housemate|ex|ex-boyfriend|ex-girlfriend|ex-husband|ex-wife)$/, 'friend', null],
];

const ROLE_WORD = String.raw`(?:best friend|other half|line manager|team ?lead|team ?mate|room-?mate|flat-?mate|wg[- ]?mate|roomie|co-?worker|(?:step|grand)?(?:mom|mum|mother|dad|father)(?:[- ]in[- ]law)?|(?:sister|brother)[- ]in[- ]law|ex-(?:boyfriend|girlfriend|husband|wife)|mama|mommy|mummy|papa|daddy|ma|pa|grandma|grandpa|grandad|nan|nana|gran|granny|sister|sis|brother|bro|aunt|auntie|uncle|cousin|niece|nephew|son|daughter|sibling|parents|grandparents|in-laws|family|kids?|partner|spouse|husband|wife|boyfriend|girlfriend|bf|gf|fianc[eé]e?|hubby|crush|boss|manager|supervisor|colleague|workmate|client|employee|intern|landlord|landlady|tenant|teacher|professor|tutor|coach|doctor|neighbou?r|friend|bestie|bff|mate|pal|housemate|ex)`;

/** "my (little|older) sister", "my boss Karen", "mum" alone at the start of a thread. */
const MY_ROLE = new RegExp(String.raw`\b(?:my|our)\s+(?:(?:little|big|kid|younger|older|baby|twin|new|old|current|former|best|work|school|uni|college|step)\s+)?(${ROLE_WORD})\b(?:\s+(\p{L}+))?`, 'iu');
/** "a guy from the gym", "this girl at work", "new girl at work", "someone in my class": a person by how the member knows them. */
const SOMEONE = /\b(?:(?:(?:a|this|some|one|that) (?:new )?|new )(guy|man|girl|woman|person|lady|dude|friend of mine|colleague|coworker|co-worker|hire|starter)|(someone))\b((?: (?:from|at|in|on) (?:(?:my|the|a) \p{L}+|work|school|uni|college|church))?)/iu;

function roleInfo(role: string): { type: RelationshipType | null; pronoun: Pronoun | null } {
  const r = lower(role).replace(/\s+/g, ' ');
  const hit = ROLES.find(([re]) => re.test(r));
  return hit ? { type: hit[1], pronoun: hit[2] } : { type: null, pronoun: null };
}

/** The pronoun a stretch of text uses for the person it talks about ("she already sounds hurt"). */
export function pronounIn(text: string): Pronoun | null {
  const t = lower(text);
  const she = (t.match(/\b(she|her|hers|herself)\b/g) ?? []).length;
  const he = (t.match(/\b(he|him|his|himself)\b/g) ?? []).length;
  const they = (t.match(/\b(they|them|their|themselves|theirs)\b/g) ?? []).length;
  if (!she && !he && !they) return null;
  return she >= he && she >= they ? 'she' : he >= they ? 'he' : 'they';
}

/** Someone named in the message itself, without looking back in the thread. */
export function someoneIn(message: string, ctx: CoachContext): Someone | null {
  const people = resolvePeople(message, ctx);
  const c = people.connections[0];
  const text = lower(message);
  let my = upsetRole(message) ?? MY_ROLE.exec(message);
  // Both a connection and someone off Attune: the one the message is addressed to or upset ("apologise to my
  // sister", "my sister is furious"), else the one named first.
  const cAt = c ? nameAt(text, c.firstName) : -1;
  // "my boyfriend" found as the partner, "my colleague Theo" as Theo: the role is the connection.
  if (c && my && (cAt < 0 || (my[2] && lower(my[2]) === lower(c.firstName)))) my = null;
  if (c && my) {
    const cue = (at: number, len: number) => ADDRESSED.test(text.slice(Math.max(0, at - 24), at)) || UPSET.test(text.slice(at + len, at + len + 30));
    const myCue = cue(my.index, my[0].length);
    const cCue = cue(cAt, c.firstName.length);
    if (cCue && !myCue) my = null;
    else if (!(myCue && !cCue) && cAt < my.index) my = null;
  }
  if (c && !my) return { kind: 'connection', c, pronoun: pronounIn(message) };
  // "what if mum takes it badly": a bare parent word (or "the boss") is the member's own, as the thread knows them.
  const bare = my ? null : BARE_ROLE.exec(message);
  if (bare) return roleInThread(ctx, message, lower(bare[1] ?? bare[2]!));
  if (my) {
    // "mother in law" is written as the role table knows it, "mother-in-law".
    const role = lower(my[1]!).replace(/ in law$/, '-in-law').replace(/^(?:wg[- ]?mate|roomie)$/, 'flatmate');
    const info = roleInfo(role);
    // "my boss Karen": the name after the role is theirs, when it is one the message reads as a name.
    const after = my[2] && people.unknownNames.find((n) => lower(n) === lower(my[2]!));
    return { kind: 'outsider', role, name: after ?? null, mine: true, type: info.type, pronoun: info.pronoun ?? pronounIn(message) };
  }
  const name = people.unknownNames[0];
  if (name) return { kind: 'outsider', role: null, name, mine: false, type: null, pronoun: pronounIn(message) };
  const some = SOMEONE.exec(message);
  if (some) {
    const who = lower(some[1] ?? some[2]!);
    const pronoun: Pronoun | null = /^(?:guy|man|dude)$/.test(who) ? 'he' : /^(?:girl|woman|lady)$/.test(who) ? 'she' : pronounIn(message);
    return { kind: 'outsider', role: `${lower(some[0]).replace(/^(?:this|some|one|that) /, 'a ').replace(/^new /, 'the new ')}`.trim(), name: null, mine: false, type: /colleague|co-?worker|work|team|office/.test(lower(some[0])) ? 'professional' : null, pronoun };
  }
  return null;
}

/**
 * Role words people use on their own as a name for their own parent or boss ("mum will hate it", "what if the boss
 * says no"); not after "her", "his", "your"… ("her mum" is someone else's), and not "ma"/"pa", which are too often
 * something else.
 */
// "The mum" or "the other dad" is someone else's parent (at the school gate, in the class chat), never the member's own.
const BARE_ROLE = /(?<!\b(?:her|his|their|your|our|a|an|my|whose|its|the|other|that|this|one)\s+)\b(mum|mom|mam|mummy|mommy|mama|dad|daddy|papa|nan|nana|granny|grandma|grandpa|grandad)\b(?!-in-law|'s (?:friend|mate|son|daughter|kid|child))|(?<=\bthe\s+)(boss)\b/iu;

/** Words for the same role: "mum", "mom" and "mother" are one person. */
function sameRole(a: string, b: string): boolean {
  const canon = (r: string) => /^(?:mum|mom|mam|mummy|mommy|mama|mother)$/.test(r) ? 'mother' : /^(?:dad|daddy|papa|father)$/.test(r) ? 'father' : /^(?:nan|nana|granny|grandma|grandmother)$/.test(r) ? 'grandmother' : /^(?:grandpa|grandad|grandfather)$/.test(r) ? 'grandfather' : r;
  return canon(lower(a)) === canon(lower(b));
}

/**
 * The person a bare role word stands for: the one the thread gave that role, with the name it gave them ("my mum
 * Ruth"), a connection only when the thread said that connection is the one ("my mum Dana"); else the member's own,
 * off Attune. Never the last-mentioned connection merely because the message names nobody else.
 */
function roleInThread(ctx: CoachContext, message: string, role: string): Someone {
  const info = roleInfo(role);
  const own: Someone = { kind: 'outsider', role, name: null, mine: true, type: info.type, pronoun: info.pronoun };
  const turns = ctx.history.filter((t) => t.role === 'user' && t.content.trim() !== message.trim()).map((t) => t.content).reverse();
  for (const turn of turns) {
    for (const m of turn.matchAll(new RegExp(MY_ROLE.source, 'giu'))) {
      if (!sameRole(m[1]!, role) || !m[2]) continue;
      const c = ctx.connections.find((k) => lower(k.firstName) === lower(m[2]!));
      if (c) return { kind: 'connection', c, pronoun: info.pronoun };
      const name = resolvePeople(turn, ctx).unknownNames.find((n) => lower(n) === lower(m[2]!));
      if (name) return { ...own, role: lower(m[1]!), name };
    }
  }
  return own;
}

/** Words before a person that make them the one spoken to. */
const ADDRESSED = /\b(?:apologi[sz]e to|say sorry to|sorry to|tell|text|message|thank|talk to|speak to|write to|ask|call)\s+$/;
/** Words after a person that make them the one hurt or upset. */
const UPSET = /^(?:'s|\s+is|\s+was|\s+has been|\s+seems|\s+got)?\s+(?:so |really |very )?(?:furious|upset|angry|hurt|mad|annoyed|cross|livid|not speaking|not talking|ignoring me)\b/;

function nameAt(text: string, name: string): number {
  return new RegExp(`\\b${lower(name)}`).exec(text)?.index ?? -1;
}

/** Of several roles, the one that is upset or spoken to ("my sister is furious" over "I told my mum"). */
function upsetRole(message: string): RegExpExecArray | null {
  const all = [...message.matchAll(new RegExp(MY_ROLE.source, 'giu'))];
  if (all.length < 2) return null;
  const text = lower(message);
  const hit = all.find((m) => ADDRESSED.test(text.slice(Math.max(0, m.index - 24), m.index)) || UPSET.test(text.slice(m.index + m[0].length, m.index + m[0].length + 30)) || UPSET.test(text.slice(m.index + m[0].length - (m[2]?.length ?? 0) - 1, m.index + m[0].length + 30)));
  return (hit as RegExpExecArray | undefined) ?? null;
}

const PRONOUN = /\b(he|she|they|him|her|them|his|their)\b/i;

/**
 * The person a message means: the one it names, else (for a pronoun, or a short follow-up) the person last meant
 * in the thread, else the chat's own person (an "about" chat).
 */
export function personMeant(message: string, ctx: CoachContext): Someone | null {
  const here = someoneIn(message, ctx);
  if (here) return here;
  const short = message.trim().split(/\s+/).length <= 8;
  if (PRONOUN.test(message) || short) {
    const earlier = lastMeant(ctx, message);
    if (earlier) return earlier;
  }
  return ctx.focus ? { kind: 'connection', c: ctx.focus, pronoun: null } : null;
}

/** The person the message names, else the one the member's last few messages were about. */
export function namedOrLastMeant(message: string, ctx: CoachContext): Someone | null {
  return someoneIn(message, ctx) ?? lastMeant(ctx, message);
}

/** The person the member's last few messages were about, most recent first. */
export function lastMeant(ctx: CoachContext, message: string): Someone | null {
  let seen = 0;
  for (let i = ctx.history.length - 1; i >= 0 && seen < 4; i--) {
    const turn = ctx.history[i]!;
    if (turn.role !== 'user' || turn.content.trim() === message.trim()) continue;
    seen++;
    const who = someoneIn(turn.content, ctx);
    if (who) return who;
  }
  return null;
}

/**
 * Which way the message goes (understand.ts directionOf); a follow-up that says no direction of its own ("what do I
 * say to her?") keeps the direction of the message it follows.
 */
export function directionMeant(message: string, ctx: CoachContext): Direction | null {
  const own = directionOf(message);
  if (own || !(PRONOUN.test(message) || message.trim().split(/\s+/).length <= 8)) return own;
  let seen = 0;
  for (let i = ctx.history.length - 1; i >= 0 && seen < 3; i--) {
    const turn = ctx.history[i]!;
    if (turn.role !== 'user' || turn.content.trim() === message.trim()) continue;
    seen++;
    const before = directionOf(turn.content);
    if (before) return before;
  }
  return null;
}

/** How the coach speaks of them to the member: "Sam", "your mom", "Karen", "a guy from the gym". */
export function nameOf(p: Someone): string {
  if (p.kind === 'connection') return p.c.firstName;
  if (p.name) return p.name.charAt(0).toUpperCase() + p.name.slice(1);
  return p.mine ? `your ${p.role}` : p.role ?? 'them';
}

/** What the member calls them in a message to them: "Sam", "Mum", "Karen"; null when a greeting by name would be odd. */
export function calledIn(p: Someone): string | null {
  if (p.kind === 'connection') return p.c.firstName;
  if (p.name) return nameOf(p);
  const called: Record<string, string> = { mom: 'Mom', mum: 'Mum', mother: 'Mum', mama: 'Mama', mommy: 'Mommy', mummy: 'Mummy', dad: 'Dad', father: 'Dad', papa: 'Papa', daddy: 'Dad', grandma: 'Grandma', grandpa: 'Grandpa', nan: 'Nan', nana: 'Nana', granny: 'Granny', grandad: 'Grandad' };
  return (p.role && called[p.role]) ?? null;
}

/** The relationship the words must fit (partner, family, friend, colleague), when known. */
export function typeOf(p: Someone): RelationshipType | null {
  return p.kind === 'connection' ? p.c.relationshipType : p.type;
}

/** Their connection on Attune, when they are one (only then may their results be used). */
export function connectionOf(p: Someone | null): CoachConnection | undefined {
  return p?.kind === 'connection' ? p.c : undefined;
}

/**
 * For the answers written for a connection (messages.ts): someone off Attune whom the member calls by a name or a
 * word ("Mom", "Karen") stands in as a connection with no results, so nothing of anyone else's is used.
 */
export function asAddressee(p: Someone | null): CoachConnection | undefined {
  if (!p) return undefined;
  if (p.kind === 'connection') return p.c;
  return { firstName: calledIn(p) ?? nameOf(p), lastName: '', relationshipType: p.type ?? 'friend', results: null, vibe: null };
}
