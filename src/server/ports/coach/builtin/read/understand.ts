/**
 * What a message asks, read once and used by every answer (issue 19): who is meant (connections by name, a typo or
 * nickname of it, or a role; pending requests; names that match nobody), the topic, the constraints (budget, time,
 * place, "without talking"), what kind of answer is wanted and who did what to whom. Proper names, negation and
 * verbs come from `compromise`; the word lists here only name our own topics and roles.
 */

import { RelationshipType } from '../../../../../shared/assessment/types.js';
import { loadNlp } from '../../../../lazy.js';
import { CoachConnection, CoachPendingPerson, CoachContext } from '../../context.js';
import { Topic, topicOf } from '../content/topics.js';
import { lower, wholeWordAt } from './text.js';


// ------------------------------------------------------------------------------------------------ people

/** Words for a role, by the relationship type a connection has ("my partner", "my mom", "my boss"). */
const ROLE_WORDS: Array<[RegExp, RelationshipType]> = [
  [/\bmy (partner|boyfriend|girlfriend|husband|wife|spouse|fianc[eé]e?|other half|bf|gf|hubby)\b/, 'couple'],
  [/\bmy crush\b|\bthe (person|guy|girl) i (like|fancy)\b/, 'crush'],
  [/\bmy (mom|mum|mother|dad|father|parents?|sister|brother|sibling|son|daughter|aunt|uncle|cousin|grand(?:ma|pa|mother|father)|family)\b/, 'family'],
  [/\bmy (boss|manager|colleague|co-?worker|team ?mate|employee|client|supervisor)\b/, 'professional'],
  [/\bmy (best )?friend\b|\bmy (mate|bestie|bff|pal)\b/, 'friend'],
];

/** The relationship types whose role words name one person for sure: the partner, the crush. */
const MAPS_TO_CONNECTION = new Set<RelationshipType>(['couple', 'crush']);

/** The relationship type a role in the message stands for ("my sister": family), whoever that person is. */
export function roleType(message: string): RelationshipType | null {
  const text = lower(message);
  return ROLE_WORDS.find(([words]) => words.test(text))?.[1] ?? null;
}

/** The words that named a connection by role in a message ("my mom"), if any: a follow-up swaps them for a name. */
export function rolePhrase(message: string): string | null {
  const text = lower(message);
  for (const [words] of ROLE_WORDS) {
    const m = words.exec(text);
    if (m) return m[0];
  }
  return null;
}

export interface People {
  /** Active connections the message means, in the order they are mentioned. */
  connections: CoachConnection[];
  /** Pending requests the message names. */
  pending: CoachPendingPerson[];
  /** Names that match no connection and no request ("Olivia"). */
  unknownNames: string[];
  /** A role no connection has, or several have ("my boss"). */
  unmatchedRole: string | null;
}


/** Edits between two words, a swap of neighbouring letters counting as one ("jordna" is one slip from "jordan"). */
export function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

/** Where a first name (or full name) appears: exactly, possessive, a nickname that starts with it, or one typo. */
function nameIndex(text: string, firstName: string, lastName = ''): number {
  const first = lower(firstName.trim());
  if (!first) return -1;
  const full = `${first} ${lower(lastName.trim())}`.trim();
  for (const name of [full, first]) {
    // Whole, or with "s'" after it ("the Sams' flat"), wherever comes first; like the match of (^|[^\p{L}])name, it
    // counts from the character before the name.
    const hits = [wholeWordAt(text, name), wholeWordAt(text, `${name}s'`)].filter((at) => at >= 0);
    if (hits.length) return Math.max(0, Math.min(...hits) - 1);
  }
  const words = [...text.matchAll(/\p{L}+/gu)];
  for (const w of words) {
    const word = w[0];
    // "Sammy" for Sam, "Jordy" for Jordan: a pet form that starts with the name (or its first four letters).
    const stem = first.slice(0, Math.max(3, Math.min(first.length, 4)));
    if (first.length >= 3 && word.length > first.length && word.length <= first.length + 3 && word.startsWith(stem) && /(y|ie|ee|i|o)$/.test(word)) return w.index;
    // "Jordy" for Jordan, "Alexi" for Alexandra: the name's first four letters with a pet ending in place of the rest.
    if (first.length >= 5 && word.length >= 5 && word.length < first.length && word.startsWith(first.slice(0, 4)) && /^(y|ie|i|o|s)$/.test(word.slice(4)) && !(word in lexicon())) return w.index;
    // One slip of the keyboard in a name of five letters or more ("Jordna", "Priay").
    if (first.length >= 5 && Math.abs(word.length - first.length) <= 1 && word !== first && editDistance(word, first) <= 1) return w.index;
  }
  return -1;
}

/** compromise's lexicon of known English words and names (the library keeps it; this only reads it). */
function lexicon(): Record<string, unknown> {
  return (loadNlp().model() as { one: { lexicon: Record<string, unknown> } }).one.lexicon;
}

/** "my friend alex": a role and the word after it, which may be a name typed in lower case (properNames). */
const AFTER_ROLE = /\bmy (?:best )?(?:friend|partner|boyfriend|girlfriend|husband|wife|colleague|co-?worker|boss|manager|sister|brother|cousin|mate|bestie|neighbou?r|room-?mate|flatmate|ex|son|daughter|aunt|uncle)\s+(\p{L}{3,})\b/giu;

/**
 * What compromise reads in a message (its people, its places, and its nouns where a role may name someone), parsed
 * once: a reply reads the same message (and the one before it) many times, and the parse was over half of a reply's
 * CPU. Only the results are kept, never the parsed document, so the cache stays small whatever the messages' length.
 */
interface Parsed {
  people: string[];
  places: Set<string>;
  nouns: Set<string>;
}
const parsedSeen = new Map<string, Parsed>();

function parsed(message: string): Parsed {
  const seen = parsedSeen.get(message);
  if (seen) return seen;
  const doc = loadNlp()(message);
  const people = (doc.people().json() as Array<{ terms?: Array<{ text: string }> }>).flatMap((person) => {
    const first = person.terms?.[0]?.text.replace(/[^\p{L}'-]/gu, '').replace(/'s$/, '');
    return first ? [first] : [];
  });
  const places = new Set<string>((doc.places().out('array') as string[]).flatMap((p) => lower(p).split(/\s+/)).map((w) => w.replace(/[^\p{L}-]/gu, '')));
  const nouns =
    message.search(AFTER_ROLE) >= 0
      ? new Set(
          (doc.json() as Array<{ terms: Array<{ normal: string; tags: string[] }> }>)
            .flatMap((sentence) => sentence.terms)
            .filter((t) => t.tags.includes('Noun') && !t.tags.includes('Pronoun'))
            .map((t) => t.normal),
        )
      : new Set<string>();
  const result: Parsed = { people, places, nouns };
  if (parsedSeen.size >= 200) parsedSeen.delete(parsedSeen.keys().next().value!);
  parsedSeen.set(message, result);
  return result;
}

/** Names found per message: a reply reads the same message (and the one before it) several times. */
const namesSeen = new Map<string, string[]>();

/** Capitalised words that are names to compromise, or that follow "with", "to", "and" (the way people name someone). */
function properNames(message: string): string[] {
  const seen = namesSeen.get(message);
  if (seen) return seen;
  const reading = parsed(message);
  const found = new Set<string>();
  for (const first of reading.people) if (/^\p{Lu}/u.test(first)) found.add(first);
  for (const m of message.matchAll(/\b(?:with|to|and|about|for|from|me and|between)\s+(\p{Lu}\p{Ll}{2,})(?:'s)?\b/gu)) found.add(m[1]!);
  // "my friend alex", typed in lower case: the word after a role is a name when compromise reads it as a noun and
  // its lexicon knows it as a name or not at all ("my colleague priya"; not "my boss micromanages me").
  const afterRole = [...message.matchAll(AFTER_ROLE)];
  if (afterRole.length) {
    const known = lexicon();
    const { nouns } = reading;
    for (const m of afterRole) {
      const word = m[1]!.toLowerCase();
      const tag = known[word];
      if (nouns.has(word) && (tag === undefined || (typeof tag === 'string' && /Name|Person/.test(tag)))) found.add(word.charAt(0).toUpperCase() + word.slice(1));
    }
  }
  const names = [...found];
  if (namesSeen.size >= 200) namesSeen.delete(namesSeen.keys().next().value!);
  namesSeen.set(message, names);
  return names;
}

/** Capitalised words that are never a person's name here. */
const NOT_NAMES = new Set(
  'I Im Ive Id Ill Mr Mrs Ms Miss Dr Hi Hey Hello Thanks Thank Please Sorry Vibe Attune Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July August September October November December Christmas Easter Thanksgiving Valentine Valentines Diwali Eid Hanukkah New Year God Mom Mum Dad Jan Feb Mar Apr Jun Jul Aug Sep Sept Oct Nov Dec Xmas INFJ INFP ENFJ ENFP INTJ INTP ENTJ ENTP ISFJ ISFP ESFJ ESFP ISTJ ISTP ESTJ ESTP What Why How Who Which When Where Can Could Should Would Is Are Am Do Does Did My Me And Or But So Ok Okay Help Write Draft Explain Compare Rank Tell Give Make Tips Ideas'.split(' '),
);

/**
 * The connections a message means, in the order it mentions them: by name (also a pet form or one typo), or else by
 * a role exactly one connection has. `unmatchedRole` is a role none or several have.
 */
export function namedConnections(message: string, connections: CoachConnection[]): { connections: CoachConnection[]; unmatchedRole: string | null } {
  const text = lower(message);
  const hits: Array<{ c: CoachConnection; index: number }> = [];
  for (const c of connections) {
    const index = nameIndex(text, c.firstName, c.lastName);
    if (index >= 0) hits.push({ c, index });
  }
  // Roles, in the order the message uses them ("my partner and my mom"): each one only a single connection has. A
  // role counts beside names too: in "my mom keeps asking when Sam and I marry", mom is who the message is about.
  const roles: Array<{ index: number; c: CoachConnection | null; role: string }> = [];
  // "My friend Alex": the role describes the person named after it, not the one connection who is a friend.
  const names = properNames(message).map(lower);
  for (const [words, type] of ROLE_WORDS) {
    for (const hit of text.matchAll(new RegExp(words.source, 'g'))) {
      const next = /^\s+(\p{L}+)/u.exec(text.slice(hit.index + hit[0].length))?.[1];
      if (next && names.includes(next)) continue;
      // A role stands for a connection only when the role IS the relationship: "my girlfriend" is the one partner,
      // but "my mom" is not whoever is family (Priya may be a sister or a cousin), and "my boss" is not every
      // colleague. Such a person stays themselves, not on Attune (read/people.ts), unless named.
      const matching = MAPS_TO_CONNECTION.has(type) ? connections.filter((c) => c.relationshipType === type) : [];
      roles.push({ index: hit.index, c: matching.length === 1 ? matching[0]! : null, role: hit[0].replace(/^my /, '') });
    }
  }
  // "Our anniversary", "my relationship": the partner, when there is exactly one.
  const partners = connections.filter((c) => c.relationshipType === 'couple');
  const implied = /\bour (?:[\p{L}\d-]+ ){0,3}?(?:anniversary|relationship|wedding|engagement)\b|\bmy relationship\b|\bwe'?ve been together\b|\bbeen together (?:for )?\d+/u.exec(text);
  if (implied && partners.length === 1) roles.push({ index: implied.index, c: partners[0]!, role: 'partner' });
  // "How can I be a better partner / friend": the one connection in that role, when there is one.
  const better = /\b(?:a )?better (partner|girlfriend|boyfriend|husband|wife|friend|daughter|son|sister|brother|mum|mom|dad|colleague|co-?worker)\b/.exec(text);
  const betterType = better ? ROLE_WORDS.find(([words]) => words.test(`my ${better[1]}`))?.[1] : undefined;
  const inRole = betterType && MAPS_TO_CONNECTION.has(betterType) ? connections.filter((c) => c.relationshipType === betterType) : [];
  if (better && inRole.length === 1) roles.push({ index: better.index, c: inRole[0]!, role: better[1]! });
  const all = [...hits.map((h) => ({ index: h.index, c: h.c as CoachConnection | null, role: '' })), ...roles].sort((a, b) => a.index - b.index);
  const found = all.flatMap((r) => (r.c ? [r.c] : [])).filter((c, i, list) => list.indexOf(c) === i);
  return { connections: found, unmatchedRole: found.length ? null : (roles.find((r) => r.role && !r.c)?.role ?? null) };
}

/**
 * Words that name a place, not a person ("we moved to Leeds", "a weekend in Lisbon"): compromise's places, and a
 * capitalised word right after a word that only goes with places. "Leeds isn't one of your connections" was the cost.
 */
function placesIn(message: string): Set<string> {
  const out = new Set<string>(parsed(message).places);
  for (const m of message.matchAll(/\b(?:in|near|outside|moved to|move to|moving to|trip to|drive to|flight to|live in|based in|back in)\s+(\p{Lu}\p{Ll}+)/gu)) out.add(lower(m[1]!));
  return out;
}

export function resolvePeople(message: string, ctx: CoachContext): People {
  const text = lower(message);
  const named = namedConnections(message, ctx.connections);
  const pending = (ctx.pending ?? []).filter((p) => nameIndex(text, p.firstName, p.lastName) >= 0 && !named.connections.some((c) => lower(c.firstName) === lower(p.firstName)));
  const known = [ctx.person.firstName, ctx.coachName, ...ctx.connections.map((c) => c.firstName), ...(ctx.pending ?? []).map((p) => p.firstName)].map(lower);
  const places = placesIn(message);
  const unknownNames = properNames(message).filter((n) => !NOT_NAMES.has(n) && !places.has(lower(n)) && !known.includes(lower(n)) && !known.some((k) => nameIndex(lower(n), k) >= 0));
  return { connections: named.connections, pending, unknownNames, unmatchedRole: pending.length ? null : named.unmatchedRole };
}

// ------------------------------------------------------------------------------------------------ constraints

export interface Constraints {
  /** "free" for no money at all, "cheap" for little, or the amount as written ("$50"). */
  budget?: { kind: 'free' | 'cheap' | 'under'; text: string };
  /** When, as the person put it: "this weekend", "tonight", "Sunday", "an hour". */
  time?: string;
  place?: 'indoors' | 'outdoors';
  /** Ideas or ways that need no conversation. */
  withoutTalking?: boolean;
  /** Low on energy ("we're both exhausted", "something relaxing"): restful ideas only. */
  restful?: boolean;
  /** An interest named for the ideas ("we both love food"): a hobby category id. */
  interest?: string;
}

/** Words that name one of the hobby categories (shared/assessment/hobbies.ts). */
const INTEREST_WORDS: Array<[RegExp, string]> = [
  [/\b(food|foodies?|cook\w*|baking|eat\w*|restaurants?|recipes?)\b/, 'food_home'],
  [/\b(hik\w*|walk\w*|nature|running|cycling|sport\w*|active|fitness|climbing|camping)\b/, 'outdoors_movement'],
  [/\b(art|arts|arty|music\w*|paint\w*|draw\w*|craft\w*|creative|photograph\w*|writing)\b/, 'creative_arts'],
  [/\b(books?|reading|learn\w*|museums?|history|science|puzzles?|quiz\w*)\b/, 'mind_learning'],
  [/\b(films?|movies?|cinema|tv|series|games?|gaming|concerts?|gigs?|comedy)\b/, 'entertainment_media'],
  [/\b(volunteer\w*|community|festivals?|friends over|hosting|dancing)\b/, 'social_community'],
  [/\b(yoga|meditat\w*|spa|wellness|mindful\w*|faith|church|temple|mosque)\b/, 'wellness_spirituality'],
];

export function constraintsOf(message: string): Constraints {
  const text = lower(message);
  const out: Constraints = {};
  const amount = /\b(?:under|less than|below|max(?:imum)?|no more than|up to|within)\s+(\$|£|€)?\s?(\d+)\s*(\$|£|€|dollars|pounds|euros|bucks)?/.exec(text);
  if (/\b(free|for nothing|costs? nothing|no money|zero (?:cost|budget)|without spending|no budget)\b/.test(text)) out.budget = { kind: 'free', text: 'free' };
  else if (amount) out.budget = { kind: 'under', text: `${amount[1] ?? (amount[3] === 'pounds' ? '£' : amount[3] === 'euros' ? '€' : '$')}${amount[2]}` };
  else if (/\b(cheap|cheaper|less expensive|on a budget|low[- ]cost|inexpensive|broke|tight budget|affordable|not much money)\b/.test(text)) out.budget = { kind: 'cheap', text: 'cheap' };
  const time = /\b(this (?:week(?:end)?|evening|morning|afternoon)|next (?:week(?:end)?|month)|tonight|today|tomorrow|(?:on )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?|(?:an?|one|two|\d+|half an?) (?:hour|hours|minutes?|evening)|over the holidays|(?:the )?weekend)\b/.exec(text);
  if (time) out.time = time[1]!.replace(/^(?:the )?weekend$/, 'the weekend').replace(/^on /, '').replace(/^(monday|tuesday|wednesday|thursday|friday|saturday|sunday)/, (d) => d.charAt(0).toUpperCase() + d.slice(1));
  if (/\b(indoors?|inside|at home|stay(?:ing)? in|rain(?:y|ing)?|cold night|(?:hate|don'?t like|not) go(?:ing)? out)\b/.test(text)) out.place = 'indoors';
  else if (/\b(outdoors?|outside|in nature|open air)\b/.test(text)) out.place = 'outdoors';
  if (/\b(exhausted|tired|worn out|drained|knackered|no energy|low[- ]energy|burn(?:ed|t) out|relax\w*|restful|chill\w*|lazy|cos[yi])\b/.test(text)) out.restful = true;
  // "We both love food", "into hiking": an interest the ideas should come from.
  if (/\b(?:love|loves|like|likes|into|enjoy|enjoys|fans? of|obsessed with|passionate about|something with|involving)\b/.test(text)) {
    const interest = INTEREST_WORDS.find(([re]) => re.test(text.replace(/^.*?\b(?:love|loves|like|likes|into|enjoy|enjoys|fans? of|obsessed with|passionate about|something with|involving)\b/, '')))?.[1];
    if (interest) out.interest = interest;
  }
  if (/\bwithout (?:talking|words|a conversation|speaking|having to talk)\b|\bnot (?:a )?(?:talker|big talker)\b|\b(?:hate|don'?t like) talking\b/.test(text)) out.withoutTalking = true;
  return out;
}

// ------------------------------------------------------------------------------------------------ what is wanted

export type Wanted = 'draft' | 'ideas' | 'rank' | 'compare' | 'explain' | 'reassure' | 'advice';

export function wantedOf(message: string): Wanted {
  const text = lower(message);
  if (/^(?:a |an )?(?:\p{L}+ )?(?:message|text|note|card|e-?mail)\b.{0,40}\b(?:saying|telling|to say|that says|asking|for)\b|\b(write|draft|compose|word)\b.{0,40}\b(message|text|note|card|letter|email|e-mail|something)\b|\b(message|text|note) (?:i could|to) send\b|\bwhat (?:can|could|should) i (?:text|write|send)\b|\bhelp me (?:text|message|write to|e-?mail)\b|\bwhat (?:do|can|could|should) i (?:say|write) (?:to \p{L}+(?: \p{L}+)? )?(?:on|for) (?:\p{L}+'?s? )?(?:day|birthday|anniversary)\b|\bsomething i (?:could|can) (?:send|say|text)\b/u.test(text)) return 'draft';
  if (/\brank\b|\b(?:sort|order|list) (?:my |all my )?(?:connections|people|friends)\b|\b(who|which (?:one|connection|person))\b.{0,60}\b(get along|click|match\w*|compatib\w*|best|closest|worst|hardest|least|lowest|highest|most in common|most like|most alike|most similar)\b|\bbest match\b|\b(?:which|who) (?:of|among) (?:my |all my )?(?:connections|people|friends|them)\b/.test(text)) return 'rank';
  if (/\bcompare\b|\b(differ\w*|similar\w*) (from|to)\b|\bhow (?:am i|are we) (?:different|alike|similar)\b|\bin common\b/.test(text)) return 'compare';
  if (/(?<!\b(?:my|his|her|their|our|your) )\b(ideas?|surprise|things to do|things (?:we|i) (?:can|could) do|activities|something\b.{0,40}\bto do|stuff (?:2|to) do|what (?:can|could|should) we do|date night|ways to)\b/.test(text)) return 'ideas';
  if (/\b(am i (?:a )?(?:bad|terrible|awful|horrible|good|enough)|is it (?:normal|ok|okay)|is something wrong with me|am i (?:too|overreacting))\b/.test(text)) return 'reassure';
  if (/\b(what (?:does|do|is|are|s)|explain|why (?:am|is|do|did) (?:i|my)|how (?:is|was) .{0,20}(?:worked out|calculated|scored)|mean(?:s|ing)?)\b/.test(text)) return 'explain';
  return 'advice';
}

/**
 * Who did what to whom: the person apologising ("I need to say sorry to Sam"), the person hurt ("Sam forgot my
 * birthday", "Jordan snapped at me"), the person asking for something or saying no.
 */
export type Direction = 'apologising' | 'hurt' | 'asking' | 'refusing';

/** Things one person does that call for an apology; "I yelled at Sam" apologises, "Sam yelled at me" was hurt. */
export const WRONGS = String.raw`(?:yelled|shouted|snapped|screamed|swore|lashed out|blew up|missed (?:\p{L}+(?:'s)? ){0,2}(?:birthday|party|wedding|opening|show|game|gig|dinner|call|recital|graduation|big day)|lost my (?:temper|cool)|was (?:really |so |a bit |kind of |being )?(?:rude|mean|harsh|cold|short|snappy|late|distant|horrible|awful)|lied|ignored|insulted|critici[sz]ed|embarrassed|hurt|upset|let (?:\p{L}+ )down|said something (?:mean|hurtful|awful|nasty|stupid)|stood (?:\p{L}+ )up|broke (?:my|a) promise|ruined|bailed on|cancell?ed on|ghosted|forgot)`;
/** "I", "I really", "I accidentally": the person as the one who did it. */
const I_DID = String.raw`\bi (?:really |totally |kind of |kinda |just |accidentally )?`;
const I_WRONGED = new RegExp(String.raw`${I_DID}${WRONGS}\b`, 'u');

/** What the person did, in their words: "I yelled at Sam during our argument, how do I fix it" → "yelled at Sam during our argument". */
export function myWrong(message: string): string | null {
  const m = new RegExp(String.raw`${I_DID}(${WRONGS}\b.*?)(?:,|\.|\?|!|$| and (?:now |i |feel)| but | how )`, 'iu').exec(message);
  return m ? m[1]!.trim() : null;
}

/** Wanting an apology FROM someone ("I want him to apologise", "how do I get her to say sorry"): the member was hurt. */
const WANTS_APOLOGY = /\b(?:want|wants|get|make|need|expect|wait(?:ing)? for|deserve)\s+(?!(?:me|to|i)\b)(?:\p{L}+(?:'s)?\s+){1,2}(?:to\s+)?(?:apologi[sz]e|say sorry|own up)\b|\b(?:he|she|they)\s+(?:should|needs? to|ought to|never)\s+(?:apologi[sz]e|say sorry)\b|\b(?:an apology from|owes? me an apology|say sorry to me|apologi[sz]e to me)\b|\bexpects? me to (?:apologi[sz]e|say sorry)\b.*\b(?:but|when)\b/u;

export function directionOf(message: string): Direction | null {
  const text = lower(message);
  if (/\bhas(?:n'?t| not) (?:said sorry|apologi[sz]ed)\b/.test(text) || WANTS_APOLOGY.test(text)) return 'hurt';
  if (/\b(say no|saying no|tell (?:\w+ ){0,2}no|turn (?:\w+ )?down|turn down|decline|refuse|get out of|back out of|not (?:go|come|host)|without hurting|not interested|let (?:him|her|them|\w+) down (?:gently|easy|kindly|nicely)|how (?:do|can|should) i let (?:him|her|them|\w+) down|reject (?:him|her|them)|(?:can'?t|cannot|won'?t be able to|not able to) (?:go|come|make it|attend|be there|host))\b/.test(text)) return 'refusing';
  if (/\b(to me|at me|on me|me down|hurt me|my feelings|(?<!\bi )(?:my birthday|my anniversary)|ignor\w* me|(?<!\bi )forgot (?:about )?(?:my|me|our)|hasn'?t apologi[sz]ed|won'?t apologi[sz]e|never apologi[sz]es|left me|blew me off|stood me up|lied to me|cheated|took credit|keeps? \w+ing (?:me|over me)|(?:interrupt|belittl|mock|criticis|criticiz|undermin|talk\w* down to)\w* (?:me|my)|(?:he|she|they|(?!i\b)\p{L}+) (?:missed|skipped|forgot|ruined) (?:my|our))\b/u.test(text)) return 'hurt';
  if (/\b(say sorry|apologi[sz]e|apology|make it up|make amends|i (?:messed|screwed) up|i forgot|i hurt|my fault|fix this|make (?:it|this|things) right|worst (?:friend|partner|girlfriend|boyfriend|sister|brother|daughter|son|person)|feel (?:so |really )?guilty|i (?:bailed|flaked|ditched))\b/.test(text) || I_WRONGED.test(text)) return 'apologising';
  if (/(?<!\b(?:didn'?t|did not|never|not|don'?t|without) )\b(ask (?:\w+ )?(?:for|to|if|about)|asking (?:\w+ )?(?:for|to)|a favou?r|request|owes? me)\b/u.test(text)) return 'asking';
  return null;
}

// ------------------------------------------------------------------------------------------------ voice

/** Words after which "her" is the person ("call her on"), not theirs ("her big day"). */
// The end of the clause and a mark of punctuation count as "after the object" with no word boundary to follow them
// ("it's about her." is "about you.", never "about your.").
const AFTER_OBJECT = /^(?:$|[.,!?;:'"’)]|(?:on|at|in|into|for|to|from|and|or|about|with|yesterday|today|tonight|again|back|last|this|that|so|because|too|when|enough|more|less|off|up|out|down|over|home|know|feel|think|a lot|so much)\b)/i;

/** A verb after "he" or "she", as it goes after "you": "makes" → "make", "misses" → "miss", "has" → "have". */
function toYouVerb(verb: string): string {
  const v = verb.toLowerCase();
  const irregular: Record<string, string> = { has: 'have', does: 'do', goes: 'go', doesn: 'don', hasn: 'haven', isn: 'aren', wasn: 'weren' };
  if (irregular[v]) return irregular[v]!;
  if (/(?:[^aeiou]ies)$/.test(v)) return verb.slice(0, -3) + 'y';
  if (/(?:ss|sh|ch|x|z|o)es$/.test(v)) return verb.slice(0, -2);
  if (/[^su]s$/.test(v)) return verb.slice(0, -1);
  return verb;
}

/**
 * A clause about someone, said to them: "forgot to call her on her big day" → "forgot to call you on your big day",
 * "I miss him" → "I miss you", "she is right" → "you are right". "I" and "my" stay the speaker's.
 */
/** "her" said to her: "you" where it is the object ("drive her to town"), "your" where it owns ("her car"). */
/**
 * "help her move flat", "let her choose": after a verb that takes a person and a bare verb, "her" is the person, so
 * "you"; "help her mum" keeps "your", since "mum" is no verb.
 */
const TAKES_PERSON_AND_VERB = /\b(?:help|helped|helping|let|letting|make|made|watch|watched|hear|heard)\s+$/i;
const BARE_VERB = /^(?:move|pack|paint|repaint|carry|set|get|find|fix|clean|cook|choose|pick|plan|study|prepare|learn|sort|finish|build|decorate|unpack|shop|drive|go|come|stay|win|feel|see|know|think|do|have)$/i;

/** Verbs whose "her" is the person given to ("lend her money", "buy her flowers"), not whose the thing is. */
const GIVES_TO = /\b(?:lend|lent|lending|give|gave|giving|send|sending|owe|owed|pay|paying|show|showed|buy|bought|buying|bring|brought|offer|offered|teach|taught|promise|promised|wish|wished|tell|told|telling|ask|asked|asking|remind|reminded)\s+$/i;

export function herToYou(clause: string): string {
  return clause.replace(/\bher\b(\s*)(\S*)/gi, (_, space: string, next: string, at: number) => {
    const before = clause.slice(0, at);
    const object = AFTER_OBJECT.test(next) || (TAKES_PERSON_AND_VERB.test(before) && BARE_VERB.test(next)) || GIVES_TO.test(before);
    return `${object ? 'you' : 'your'}${space}${next}`;
  });
}

export function spokenTo(clause: string): string {
  return herToYou(clause)
    .replace(/\b(?:hers|theirs)\b/gi, 'yours')
    .replace(/\b(?:herself|himself|themselves)\b/gi, 'yourself')
    .replace(/\b(him|them)\b/gi, 'you')
    .replace(/\b(his|their)\b/gi, 'your')
    .replace(/\b(he|she|they) (is|was|are|were)\b/gi, (_, __, verb: string) => `you ${verb === 'is' ? 'are' : verb === 'was' ? 'were' : verb}`)
    // "he makes me laugh" → "you make me laugh": the verb agrees with "you".
    .replace(/\b(?:he|she) ((?:always |never |often |usually |really |just |still )?)(\p{L}+)\b/giu, (_, adverb: string, verb: string) => `you ${adverb}${toYouVerb(verb)}`)
    .replace(/\b(he|she|they)\b/gi, 'you')
    // "you keep borrowing money and never pays it back": a second verb of the same "you" agrees too.
    .replace(/\b(you\b[^.;!?]*?\b(?:and|but|or) (?:never |always |then |still |just |also |often |usually )?)(\p{L}+s)\b(?= (?:it|me|us|them|up|back|the|a|an|my|our|to|at|for|on|out|off|over|about)\b)/giu, (_, head: string, verb: string) => `${head}${toYouVerb(verb)}`)
    .replace(/\bi\b/g, 'I')
    .replace(/\bim\b/gi, "I'm")
    .replace(/\bive\b/gi, "I've")
    .replace(/\b(can|don|didn|won|isn|wasn|doesn|couldn|wouldn|shouldn)t\b/gi, "$1't");
}

// The spelling fixer lives in spelling.ts; answers import it from here.
export { correctSpelling } from './spelling.js';

// ------------------------------------------------------------------------------------------------ all together

export interface Understanding {
  people: People;
  topic: Topic | null;
  constraints: Constraints;
  wanted: Wanted;
  direction: Direction | null;
}

export function understand(message: string, ctx: CoachContext): Understanding {
  return { people: resolvePeople(message, ctx), topic: topicOf(message), constraints: constraintsOf(message), wanted: wantedOf(message), direction: directionOf(message) };
}
