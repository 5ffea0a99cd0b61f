/**
 * Which everyday predicament a message describes (content/predicaments.ts) and who it is with (blind round 11). The
 * person comes from read/people.ts, kept as themselves with their role ("your mum", "your brother"); people who are
 * only the setting ("with my parents there", "in front of everyone") are taken out first, so they never become the
 * subject. A predicament that needs a kind of person (a parent, a partner) is not read for anyone else.
 */
import type { CoachContext } from '../../context.js';
import { PREDICAMENTS, type Predicament, type WithKind } from '../content/predicaments.js';
import { someoneIn, nameOf, pronounIn, type Someone } from './people.js';
import { lower } from './text.js';
import { fitsSituation } from './defining.js';
import { resolvePeople } from './understand.js';

export interface PredicamentReading {
  p: Predicament;
  /** The person the answer speaks to, or null when the problem is the member's own (a load, a breakup). */
  who: Someone | null;
  kind: WithKind | null;
  /** The object of the problem as written ("designs", "wet towel"). */
  thing: string | null;
  /** The member's partner named in the message, when it is not the person the answer speaks to. */
  partner: string | null;
  /** A connection named in the message, for the points that mention one. */
  named: string | null;
  /** A friend or family member on Attune, not the person spoken to: someone the member could lean on. */
  confidant: string | null;
  /** Where it happens, as written ("London"). */
  place: string | null;
  /** What the member says they carry ("the bills, the meds and the appointments"), or null when none is named. */
  list: string | null;
}

/** People who are only where it happens: "with my parents there", "in front of everyone", "with the whole family around". */
const SETTING = /\b(?:with|in front of|around|while|and at|at)\s+(?:my|our|the|all|all the)?\s*(?:whole\s+)?(?:parents|family|relatives|kids|friends|everyone|everybody|team|colleagues|aunties|uncles|cousins)\b(?:\s+(?:there|around|present|watching|listening|at the table|right there))?/giu;

const PARENT = /^(?:mom|mum|mother|mama|mommy|mummy|ma|dad|father|papa|daddy|pa|stepmom|stepmum|stepdad|parents)$/;
const SIBLING = /^(?:sister|sis|brother|bro|sibling|siblings)$/;
const EX = /^ex(?:-\w+)?$/;
const PARTNER_ROLE = /\b(?:my|our) (boyfriend|girlfriend|partner|husband|wife|fianc[eé]e?|bf|gf|other half)\b/;

/** The kind of person someone is to the member, for the predicaments that fit only some. */
export function withKindOf(s: Someone): WithKind | null {
  if (s.kind === 'connection') {
    const t = s.c.relationshipType;
    return t === 'couple' ? 'partner' : t === 'professional' ? 'work' : t === 'family' ? 'family' : t === 'crush' ? null : 'friend';
  }
  const role = s.role ? lower(s.role) : '';
  if (PARENT.test(role)) return 'parent';
  if (SIBLING.test(role)) return 'sibling';
  if (EX.test(role)) return 'ex';
  if (s.type === 'couple') return 'partner';
  if (s.type === 'professional' || /\b(?:work|colleague|co-?worker)\b/.test(role)) return 'work';
  if (s.type === 'family') return 'family';
  if (s.type === 'friend') return 'friend';
  return null;
}

/** Whether a person of this kind fits a predicament's list ("family" takes parents and siblings too). */
function fits(allowed: WithKind[] | undefined, kind: WithKind | null): boolean {
  if (!allowed) return true;
  if (!kind) return false;
  return allowed.includes(kind) || (allowed.includes('family') && (kind === 'parent' || kind === 'sibling'));
}

/** The person the predicament is about: the phrase it points to, the kind it prefers, else whoever the message names. */
function personFor(p: Predicament, message: string, ctx: CoachContext): Someone | null {
  const pointed = p.about?.exec(message);
  if (pointed?.[1]) {
    const s = someoneIn(pointed[1], ctx);
    if (s) return s;
    // "My two brothers": the people pointed to, as the member wrote them, when the role reader has no word for it.
    const role = lower(pointed[1]).replace(/^(?:my|our)\s+/, '');
    const plural = /s$/.test(role) && !/\b(?:sis|bros)$/.test(role);
    const info = someoneIn(`my ${role.split(/\s+/).pop()!.replace(/s$/, '')}`, ctx);
    return { kind: 'outsider', role, name: null, mine: true, type: info?.kind === 'outsider' ? info.type : 'family', pronoun: plural ? 'they' : info?.kind === 'outsider' ? info.pronoun : null };
  }
  if (p.prefer) {
    const c = resolvePeople(message, ctx).connections.find((k) => k.relationshipType === p.prefer);
    if (c) return { kind: 'connection', c, pronoun: pronounIn(message) };
  }
  // "In front of everyone" taken out may leave nobody: the problem is then the member's own.
  return someoneIn(message.replace(SETTING, ' '), ctx);
}

/** The member's partner named in the message (a connection, or "my boyfriend"), when not the person spoken to. */
function partnerIn(message: string, ctx: CoachContext, who: Someone | null): string | null {
  const c = resolvePeople(message, ctx).connections.find((k) => k.relationshipType === 'couple');
  if (c && !(who?.kind === 'connection' && who.c.firstName === c.firstName)) return c.firstName;
  const role = PARTNER_ROLE.exec(lower(message));
  if (role && !(who?.kind === 'outsider' && who.role === role[1])) return `your ${role[1]}`;
  return null;
}

/** The predicament a message describes and the person it is with, or null when none fits. */
export function readPredicament(ctx: CoachContext, message: string): PredicamentReading | null {
  const text = lower(message);
  for (const p of PREDICAMENTS) {
    if (!p.needs.every((re) => re.test(text))) continue;
    if (p.not?.test(text)) continue;
    // Its cue patterns matched; the elements that define it (read/defining.ts) must be there too.
    if (!fitsSituation(p.id, message)) continue;
    const who = p.alone ? null : personFor(p, message, ctx);
    const kind = who ? withKindOf(who) : null;
    if (p.needsPerson && !who) continue;
    if (who && p.with && !fits(p.with, kind)) continue;
    const thing = p.thing?.exec(text)?.[1] ?? p.thingDefault ?? null;
    const named = resolvePeople(message, ctx).connections[0]?.firstName ?? null;
    const place = p.place?.exec(message)?.[1]?.replace(/(^|\s)(\p{Ll})/gu, (_m, sp: string, c: string) => sp + c.toUpperCase()) ?? null;
    return { p, who, kind, thing, partner: partnerIn(message, ctx, who), named, confidant: confidantOf(ctx, who), place, list: listIn(p, text) };
  }
  return null;
}

/** A friend (else family) connection who is not the person spoken to. */
function confidantOf(ctx: CoachContext, who: Someone | null): string | null {
  const others = ctx.connections.filter((c) => !(who?.kind === 'connection' && who.c.firstName === c.firstName));
  return (others.find((c) => c.relationshipType === 'friend') ?? others.find((c) => c.relationshipType === 'family'))?.firstName ?? null;
}

/** "a, b and c" of the phrases the message names, in the order it names them (three at most). */
function listIn(p: Predicament, text: string): string | null {
  const found = (p.list ?? []).map(([re, phrase]) => ({ at: text.search(re), phrase })).filter((f) => f.at >= 0).sort((a, b) => a.at - b.at).map((f) => f.phrase);
  const picked = found.filter((x, i) => found.indexOf(x) === i).slice(0, 3);
  if (picked.length === 0) return p.listDefault ?? null;
  return picked.length === 1 ? picked[0]! : `${picked.slice(0, -1).join(', ')} and ${picked[picked.length - 1]}`;
}

/** How the coach speaks of the person, with a fallback for nobody. */
export function refOf(r: PredicamentReading): string {
  return r.who ? nameOf(r.who) : 'them';
}
