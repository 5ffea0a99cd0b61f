/**
 * The answer to an everyday predicament with someone (read/predicament.ts, content/predicaments.ts): what to do about
 * that problem, for that person, one line the member could say that fits the relationship, and a sentence from the
 * member's own results only where one bears on it. No profile, no Vibe paragraph, no closing question nobody asked.
 * Also the follow-up "what do I say if she brings it up at dinner?": the moment's line for the predicament earlier in
 * the thread, with the person it was about.
 */
import type { CoachContext, SharedResults } from '../../context.js';
import type { SurveyResults } from '../../../../../shared/assessment/types.js';
import type { Predicament } from '../content/predicaments.js';
import { calledIn, formsOf, type Someone } from '../read/people.js';
import { readPredicament, refOf, type PredicamentReading } from '../read/predicament.js';
import { lower } from '../read/text.js';
import { resolvePeople } from '../read/understand.js';
import { axesOf, ratedActivities } from './shared.js';
import { activityName } from './kinds-common.js';
import { SOCIAL_ROUTES } from '../content/social-routes.js';
import { everydayKindOf } from './kinds.js';

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** Holidays read from lower-cased text, said back with their capitals. */
const HOLIDAY = /\b(?:christmas|diwali|thanksgiving|eid|easter|passover|hanukkah|new year)\b/g;

/** Whether one tie key holds for a set of results ("F", "secure", "gives:acts_of_service", "gets:quality_time"). */
function holds(key: string, r: SurveyResults | SharedResults | null | undefined): boolean {
  if (!r) return false;
  if (/^[EISNTFJP]$/.test(key)) return axesOf(r).some((a) => a.letter === key);
  if (key.startsWith('gives:')) return r.loveLanguageGiving === key.slice(6);
  if (key.startsWith('gets:')) return r.loveLanguageReceiving === key.slice(5);
  return r.relationshipType === key;
}

/** The member's own favourite activities, strongest first: top-three picks, then anything rated 4 or 5. */
function favourites(ctx: CoachContext): string[] {
  const ids: string[] = [];
  for (const a of ctx.person.hobbies ?? []) ids.push(...(a.preferences?.topThree ?? []));
  ids.push(...ratedActivities(ctx.person.hobbies));
  return ids.filter((id, i) => ids.indexOf(id) === i);
}


/** Up to three routes to the same faces every week, from the member's own favourites (none invented for them). */
function routesPoint(ctx: CoachContext, p: Predicament, fill: (t: string) => string): string | null {
  if (!p.routes) return p.routesDefault ? fill(p.routesDefault) : null;
  const routes = favourites(ctx).filter((id) => SOCIAL_ROUTES[id]).slice(0, 3).map((id) => SOCIAL_ROUTES[id]!);
  const unique = routes.filter((r, i) => routes.indexOf(r) === i);
  if (unique.length === 0) return p.routesDefault ? fill(p.routesDefault) : null;
  return `${fill(p.routes)} ${unique.join('; ')}.`;
}

/** The first tie whose result holds: the member's own, or (for "their:") the connection's shared one. */
function tieSentence(ctx: CoachContext, p: Predicament, who: Someone | null, text: string): string | null {
  for (const [key, sentence] of p.ties ?? []) {
    if (key.startsWith('loves:')) {
      // "loves:cooking|baking~knife|pans": the love counts only when the message is about what it names.
      const [ids, about] = key.slice(6).split('~');
      if (about && !new RegExp(`\\b(?:${about})`).test(text)) continue;
      const loved = ids!.split('|').find((id) => favourites(ctx).includes(id));
      if (loved) return sentence.replace(/\{loved\}/g, activityName(loved));
      continue;
    }
    const theirs = /^their[-:]/.exec(key);
    const results = theirs ? (who?.kind === 'connection' ? who.c.results : null) : ctx.person.results;
    if (holds(theirs ? key.slice(theirs[0].length) : key, results)) return sentence;
  }
  return null;
}

/** The word a boss was called by mistake, as the member wrote it ("mom", "Mama"): never swapped for another. */
const SLIP = /\bcalled (?:my|the|our|her|his) (?:[a-z]+ ){1,2}['"\u2018\u201c]?(mum|mom|mummy|mommy|mama|mam|mother|dad|daddy|papa|babe|baby|love|darling|honey|sweetheart)\b/i;

/** The placeholders of content/predicaments.ts filled for this reading. */
function filler(r: PredicamentReading, message: string): (t: string) => string {
  const who = refOf(r);
  const { they, them, their, are } = formsOf(r.who?.pronoun ?? null);
  const called = r.who ? calledIn(r.who) : null;
  const values: Record<string, string> = { who, Who: cap(who), hi: called ? `${called}, ` : '', they, them, their, are, thing: r.thing ? r.thing.replace(HOLIDAY, (h) => h.replace(/\b\w/g, (c) => c.toUpperCase())) : 'it', partner: r.partner ?? 'your partner', named: r.named ?? 'them', confidant: r.confidant ?? 'a friend', place: r.place ? ` in ${r.place}` : '', list: r.list ?? 'it', slip: cap(SLIP.exec(message)?.[1]?.toLowerCase() ?? 'mum') };
  return (t) => t.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);
}

/** A line in the member's voice: filled, and starting with a capital when no greeting went first. */
function line(t: string, fill: (t: string) => string): string {
  const s = fill(t).trim();
  return `"${cap(s)}"`;
}

function compose(ctx: CoachContext, message: string, r: PredicamentReading): string {
  const { p } = r;
  const fill = filler(r, message);
  const text = lower(message);
  const extras = (p.extras ?? []).filter((e) => e.when.test(text) && (e.needs !== 'partner' || r.partner) && (e.needs !== 'named' || r.named) && (e.needs !== 'confidant' || r.confidant)).map((e) => e.point);
  const routes = routesPoint(ctx, p, fill);
  const points = [...p.points.slice(0, 1), ...(routes ? [routes] : []), ...p.points.slice(1), ...extras].map((pt) => `- ${fill(pt)}`);
  // Someone named who is not on Attune: said once, so nobody expects their results (grading criterion c).
  const offAttune = r.who?.kind === 'outsider' && r.who.name ? `${refOf(r)} isn't one of your connections on Attune, so this is about the situation itself, from what you've told me.` : null;
  // A yes/no asked in so many words gets its answer first ("is it me?": almost certainly not).
  const verdict = p.verdicts?.find(([asks]) => asks.test(text))?.[1];
  const opening = verdict ? `${fill(verdict)} ${fill(p.open)}` : fill(p.open);
  const sections = [offAttune, opening, points.join('\n')].filter((x): x is string => !!x);
  const tie = tieSentence(ctx, p, r.who, text);
  if (tie) sections.push(fill(tie));
  const say = (r.kind && p.sayFor?.[r.kind]) ?? p.say;
  if (say && (!p.sayWhen || p.sayWhen.test(text))) {
    const intro = p.sayIntro ?? (r.who ? `Something you could say to ${refOf(r)}, in private:` : 'Something you could say:');
    const words = `${fill(intro)}\n\n${line(say, fill)}`;
    // Asked for the words ("exact words pls", "what would I even say"): the words come right after the first sentence.
    if (ASKS_WORDS.test(text)) sections.splice(sections.length - (tie ? 2 : 1), 0, words);
    else sections.push(words);
  }
  if (p.moment) sections.push(`And for the next time it comes up in company, one light line that closes the subject, said the same way every time:\n\n${line(p.moment, fill)}`);
  if (p.close) sections.push(fill(p.close));
  return sections.join('\n\n');
}

/** A request for the words themselves, not only advice. */
const ASKS_WORDS = /\b(?:exact|actual) (?:words|text|wording|message)\b|\bwhat (?:do|should|would|could|can) i (?:actually |even |just )?(?:say|write|text)\b|\bhow (?:do|should) i word\b|\bword it\b|\bscript\b/;

/** Everyday kinds the member names in so many words, answered as that kind (compose/kinds.ts). */
const SAYS_ITS_KIND = new Set(['vent', 'overreacting']);

/** "What do I actually say", "how should I respond", "give me a line". */
const ASKS_LINE = /\bwhat (?:do|should|can|could|would|will) i (?:actually |even |then |just )?say\b|\b(?:give me|need) (?:a|the) line\b|\bhow (?:do|should|can) i (?:respond|react|answer|reply)\b|\bwhat(?:'s| is) (?:a|the) (?:good )?(?:line|comeback|response)\b/;
/** "If she brings it up", "when he asks", "next time": the moment it happens again. */
const WHEN_AGAIN = /\b(?:if|when|once) (?:she|he|they|\w+) (?:brings? (?:it|this|that) up|asks?|says? (?:it|that)|starts?|does (?:it|that)|mentions? (?:it|that))\b|\bnext time\b/;

/**
 * "What do I say at dinner if she brings it up?" after a predicament with a line for the moment: that line, for the
 * person the pronoun means, with the partner the message names (agree it together first). Null otherwise.
 */
function momentFollowUp(ctx: CoachContext, message: string): string | null {
  const text = lower(message);
  if (!ctx.history.length || !ASKS_LINE.test(text) || !WHEN_AGAIN.test(text)) return null;
  const pronoun = /\bif she\b|\bwhen she\b|\bher\b/.test(text) ? 'she' : /\bif he\b|\bwhen he\b|\bhim\b/.test(text) ? 'he' : null;
  const earlier = ctx.history.filter((t) => t.role === 'user' && t.content.trim() !== message.trim()).slice(-4).reverse();
  for (const turn of earlier) {
    const r = readPredicament(ctx, turn.content);
    if (!r?.p.moment) continue;
    const theirs = r.who?.kind === 'connection' ? r.who.pronoun : r.who?.pronoun;
    if (pronoun && theirs && theirs !== pronoun) continue;
    const fill = filler(r, turn.content);
    const partner = resolvePeople(message, ctx).connections.find((c) => c.relationshipType === 'couple')?.firstName ?? r.partner;
    const sections = [`In the moment, keep it short and warm, then move the conversation on:\n\n${line(r.p.moment, fill)}`];
    if (partner) sections.push(`Agree it with ${partner} beforehand, so you both give the same light answer and neither of you is left on the spot; a smile and a change of subject from both of you closes it quickly.`);
    sections.push(fill(`If {who} pushes, say the same line again, kindly, with no new reasons; reasons give a subject something to argue with. The private conversation is where the real request goes, so the line at the table does not have to do all the work.`));
    return sections.join('\n\n');
  }
  return null;
}

/** "What if he gets defensive", "what if she just says no": the person's likely push-back, asked about later. */
const PUSHBACK = /\bwhat (?:if|happens if|do i do if|do i say if)\b[^.?!]{0,30}\b(?:defensive|argu\w*|push(?:es)? back|disagrees?|denies|says? no|gets? (?:upset|angry|annoyed|mad|cross)|takes? it badly|brushes? it off|laughs? it off|doesn'?t (?:agree|listen|change|care)|won'?t (?:listen|change|agree))\b/;

/**
 * "What if he gets defensive and argues the details?" after a predicament that knows its push-back: what to do, for
 * the person it was about, and a line for it. Null otherwise.
 */
function pushbackFollowUp(ctx: CoachContext, message: string): string | null {
  const text = lower(message);
  if (!ctx.history.length || !PUSHBACK.test(text)) return null;
  const earlier = ctx.history.filter((t) => t.role === 'user' && t.content.trim() !== message.trim()).slice(-4).reverse();
  for (const turn of earlier) {
    const r = readPredicament(ctx, turn.content);
    if (!r?.p.pushback) continue;
    const fill = filler(r, turn.content);
    const points = r.p.pushback.points.map((pt) => `- ${fill(pt)}`).join('\n');
    return [fill(`If {who} pushes back, it usually means the point landed and needs a moment, not that you said it wrong.`), points, `Something you could say then:\n\n${line(r.p.pushback.say, fill)}`].join('\n\n');
  }
  return null;
}

/** The answer to an everyday predicament the message describes, or to the moment's line after one; null when neither. */
export function predicamentReply(ctx: CoachContext, message: string): string | null {
  // "Am I overreacting?" and "I just need to rant" name their own kind of answer (decision 088), which comes first.
  const r = readPredicament(ctx, message);
  // Unless the predicament has its own answer to that very question ("am I being silly?" about losing the hosting).
  const text = lower(message);
  const answersIt = !!r?.p.ownWords && !!r.p.verdicts?.some(([asks]) => asks.test(text));
  if (SAYS_ITS_KIND.has(everydayKindOf(message) ?? '') && !answersIt) return null;
  if (r) return compose(ctx, message, r);
  return momentFollowUp(ctx, message) ?? pushbackFollowUp(ctx, message);
}

/** Whether the message is a predicament whose own words should answer it, ahead of a draft from the message's words. */
export function predicamentOwnsWords(ctx: CoachContext, message: string): boolean {
  return !!readPredicament(ctx, message)?.p.ownWords;
}
