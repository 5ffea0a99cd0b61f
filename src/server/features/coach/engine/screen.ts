/**
 * The scored safety screen (issue 29 item 9; decision 048). It reads the whole message, sentence by sentence, and
 * the person's recent turns in the same conversation, and weighs two kinds of evidence:
 *   - explicit patterns (explicit.ts): a plain statement decides alone (weight EXPLICIT);
 *   - indirect cues (cues.ts): signs that count in combination, the strongest of each group added per family.
 * Each match is discounted by its sentence's context: a denial ("he doesn't read my phone"), fiction or news ("in the
 * film…"), a quotation of someone else, or a dark joke about something trivial ("one more meeting and I'll kill
 * myself lol"). Earlier turns add their evidence at RECENT_FACTOR, but only to a message that itself shows a sign.
 *
 * The result is deterministic and explainable: `explain` lists every counted cue with its weight and discount.
 * Work is bounded (sentences.ts: MAX_CHARS, MAX_SENTENCES; RECENT_TURNS) so a long message never holds the event loop.
 */
import { CRISIS_ORDER } from './explicit.js';
import { CUES, type Family } from './cues.js';
import { rx, sentenceAt } from './normalize.js';
import { sentencesOf, type Context, type Sentence } from './sentences.js';
import { COMBO_CANCELLERS, COMBOS, SINGLE } from './signals.js';
import { CONCEPT_ABUSE, CONCEPT_CANCELLERS, CONCEPT_COMBOS, CONCEPT_CUES } from './concepts.js';
import { CANCELLERS } from './cancellers.js';
import { embarrassmentIdiom, IDIOM_FACTOR, IDIOM_WHY, otherRiskBeside } from './idiom.js';
import { othersWorry, WORRY_FACTOR, WORRY_WHY } from './worry.js';
import type { CrisisTopic } from './replies.js';
import { URGENT_PATTERNS, urgentHits } from './urgent.js';
import {
  FICTION, OWN_CHILD, JOKE_RAW, TRIVIAL, IF_MORE, THIRD_PERSON, ACCUSED, NEGATOR, HEDGE, NOT_PARTNER, PARTNER_WORD, WORKPLACE, DARK_JOKE_ABUSE, CONCRETE, SCOPED_AFTER, SCOPED_GROUPS, FUTURE_CONTACT, GOODBYE_GROUPS, OTHER_SUBJECT, OTHER_VICTIM, OTHER_START, SAYS_I, FIRST_PERSON, OTHER_SUBJECT_ANYWHERE,
  HALF_JOKE, SPORT, NEXT_CHAPTER, FAREWELL_GROUPS, TRAINING, MASK_ASK,
} from './screen-words.js';

export const CRISIS_AT = 3;
export const CONCERN_AT = 2;
const EXPLICIT = 4;
/** How much an earlier turn's evidence counts next to the new message. */
const RECENT_FACTOR = 0.75;
/** The person's earlier messages read with the new one (the latest ones). */
export const RECENT_TURNS = 4;

export interface CountedCue {
  family: Family;
  group: string;
  weight: number;
  /** What the weight was multiplied by (1 when nothing discounted it). */
  factor: number;
  why: string;
  fromRecent?: boolean;
  /** Where a phrase cue matched in the message as read (start, end): one stretch of words is one piece of evidence. */
  span?: [number, number];
}

export interface Reading {
  /** The strongest explicit crisis topic met without discount, if any. */
  explicit?: CrisisTopic;
  /** The message as read: its normalised sentences, joined (bounded like the reading). */
  text: string;
  scores: Record<Family, number>;
  cues: CountedCue[];
}

const FAMILIES: Family[] = ['self', 'abuse', 'other_self', 'other_abuse'];

// ------------------------------------------------------------------------------------------ sentence context

function contextOf(s: Sentence): Context {
  if (s.context) return s.context;
  const { raw, text } = s;
  // "Kidding. Mostly.": a joke taken back only halfway is not a joke.
  const halfJoke = HALF_JOKE.test(text);
  const joke = JOKE_RAW.test(raw) && !halfJoke;
  const trivial = TRIVIAL.test(text);
  const ifMore = IF_MORE.test(text);
  const trivialIf = trivial && / if i /.test(text) && / (?:kil|murder|strangle) (?:me|you|him|her) /.test(text);
  s.context = {
    fiction: FICTION.test(text) && !MASK_ASK.test(text),
    notPartner: NOT_PARTNER.test(text) && !PARTNER_WORD.test(text),
    joke,
    darkJoke: !halfJoke && (trivial || joke) && (joke || ifMore || trivialIf) && (trivial || ifMore),
    workplace: WORKPLACE.test(text),
  };
  return s.context;
}


/**
 * Whether the words just before a match deny it ("I'd never…", "I'm not suicidal"), or, for a cue that starts with a
 * subject, the words between the subject and the verb ("he doesn't read my phone"). Hedges are not denials: "I don't
 * think I can go on" still counts.
 */
function denied(text: string, index: number, match: string, inner: boolean): boolean {
  const before = ` ${text.slice(Math.max(0, index - 40), index).trim().split(' ').slice(-3).join(' ')} `;
  if (HEDGE.test(before)) return false;
  return NEGATOR.test(before) || (inner && NEGATOR.test(` ${match.split(' ').slice(1, 5).join(' ')} `));
}

/** Whether the match sits inside double quotes in the raw sentence: someone else's words, not the person's. */
function quoted(raw: string): boolean {
  return /["\u201c\u201d]/.test(raw) && /["\u201c][^"\u201c\u201d]{3,}["\u201d]/.test(raw);
}

function factorFor(sentence: Sentence, family: Family, group: string, explicit: boolean): { factor: number; why: string } {
  const s = contextOf(sentence);
  // "A guy from her game has been messaging my daughter": a game or a show named beside the person's own child is
  // where the danger came from, not a story (decision 087).
  if (s.fiction && !(family === 'other_abuse' && OWN_CHILD.test(sentence.text))) return { factor: 0.25, why: 'fiction or news' };
  if (s.darkJoke && (family === 'self' || group === 'explicit:partner_danger' || DARK_JOKE_ABUSE.has(group))) return { factor: 0.4, why: 'dark joke about something trivial' };
  if (group === 'explicit:partner_danger' && s.notPartner) return { factor: 0.4, why: 'someone from work or sport, not a partner' };
  // "She choked me out in practice (I tapped)": a hold in a combat sport is the sport (decision 097).
  if (family === 'abuse' && SPORT.test(sentence.text)) return { factor: 0.4, why: 'a combat sport' };
  // A concrete act (a means, a past attempt, self-harm) is not made light by "lol": people mask with it.
  if (!explicit && family === 'self' && s.joke && !CONCRETE.has(group)) return { factor: 0.5, why: 'joking' };
  // Someone's words quoted as theirs (a message they sent) are read as theirs, at full weight: see reportedSpeech.
  if (!explicit && family === 'self' && quoted(sentence.raw) && !sentence.quotedOther) return { factor: 0.4, why: "quoting someone's words" };
  if (!explicit && family === 'abuse' && s.workplace && (group === 'threat' || group === 'monitor' || group === 'threat_if' || group === 'daily' || group === 'control_people')) {
    return { factor: 0.5, why: 'about work' };
  }
  return { factor: 1, why: '' };
}

const EXPLICIT_FAMILY: Record<CrisisTopic, Family> = {
  self_harm: 'self',
  self_injury: 'self',
  sexual_assault: 'abuse',
  stalking: 'abuse',
  partner_danger: 'abuse',
  abuse: 'abuse',
  coercive_control: 'abuse',
  child_at_risk: 'other_abuse',
  someone_at_risk: 'other_self',
  someone_abused: 'other_abuse',
  emergency: 'other_self',
  threatened: 'abuse',
  elder_abuse: 'other_abuse',
};

/** Global copies of every pattern, so each one scans the whole message once instead of once per sentence. */
const EXPLICIT_SCAN = CRISIS_ORDER.flatMap(([topic, patterns], rank) => patterns.map((p) => ({ topic, rank, re: new RegExp(p.source, 'g') })));
const CUE_SCAN = [...CUES, ...SINGLE, ...CONCEPT_CUES, ...CONCEPT_ABUSE].map((c) => ({ cue: c, re: new RegExp(c.re.source, 'g') }));
/** Enough matches of one pattern to judge it; a message repeating a phrase hundreds of times costs no more. */
const MAX_MATCHES = 8;

function* matchesOf(re: RegExp, text: string): Generator<RegExpExecArray> {
  re.lastIndex = 0;
  for (let n = 0; n < MAX_MATCHES; n++) {
    const m = re.exec(text);
    if (!m) return;
    yield m;
    if (m[0].length === 0) re.lastIndex++;
  }
}

function readSentences(sentences: Sentence[]): { explicit?: CrisisTopic; cues: CountedCue[]; text: string } {
  const starts: number[] = [];
  let text = '';
  for (const s of sentences) {
    starts.push(text.length);
    text += s.text;
  }
  // The first topic in CRISIS_ORDER wins, wherever in the message it is (a child at risk before anything else). A
  // plain statement split over two sentences ("I'm scared of him. He gets violent") counts where it starts.
  let explicit: CrisisTopic | undefined;
  let best = CRISIS_ORDER.length;
  const cues: CountedCue[] = [];
  for (const { topic, rank, re } of EXPLICIT_SCAN) {
    for (const m of matchesOf(re, text)) {
      const k = sentenceAt(starts, m.index);
      const s = sentences[k]!;
      let { factor, why } = factorFor(s, EXPLICIT_FAMILY[topic], `explicit:${topic}`, true);
      // "My friend says she doesn't want to be alive": someone else's words about themselves, not the person's.
      if (topic === 'self_harm' && THIRD_PERSON.test(` ${s.text.slice(Math.max(0, m.index - starts[k]! - 30), m.index - starts[k]!).trim()} `)) {
        cues.push({ family: 'other_self', group: 'other_risk', weight: 3, factor, why: 'said of someone else' });
        continue;
      }
      // "She'll tell the judge I hit the kids": a false accusation held over the person is a threat to them.
      if (topic === 'child_at_risk' && ACCUSED.test(` ${s.text.slice(Math.max(0, m.index - starts[k]! - 50), m.index - starts[k]!).trim()} `)) {
        cues.push({ family: 'abuse', group: 'threat', weight: 3, factor, why: 'threatens a false accusation' });
        continue;
      }
      // "I'm not suicidal, just sad": a plain denial of the person's own risk is taken at its word.
      if (topic === 'self_harm' && denied(s.text, m.index - starts[k]!, m[0].trim(), false)) {
        factor *= 0.2;
        why = 'denied';
      }
      // "I want to DIE, I called my nurse mom": the idiom beside a slip is read lightly unless another sign is there (read()).
      if (topic === 'self_harm' && factor === 1 && embarrassmentIdiom(m[0], text)) [factor, why] = [IDIOM_FACTOR, IDIOM_WHY];
      // "Maya thinks I'm going to die out there lol" about a kayak trip: someone else's worry about a plan (worry.ts).
      if (topic === 'self_harm' && factor === 1 && othersWorry(m[0], s.text.slice(0, m.index - starts[k]!), text)) [factor, why] = [WORRY_FACTOR, WORRY_WHY];
      if (factor === 1 && rank < best) {
        explicit = topic;
        best = rank;
      }
      cues.push({ family: EXPLICIT_FAMILY[topic], group: `explicit:${topic}`, weight: EXPLICIT, factor, why: why || 'explicit', span: [m.index, m.index + m[0].length] });
    }
  }
  const futureContact = FUTURE_CONTACT.test(text);
  const nextChapter = NEXT_CHAPTER.test(text);
  // A group's canceller is tested once per sentence, however many of the group's cues match there (0 no, 1 yes).
  const cancelCache = new Map<string, Int8Array>();
  const cancelled = (group: string, k: number): boolean => {
    const re = CANCELLERS[group];
    if (!re) return false;
    let row = cancelCache.get(group);
    if (!row) cancelCache.set(group, (row = new Int8Array(sentences.length).fill(-1)));
    if (row[k] === -1) row[k] = re.test(sentences[k]!.text) ? 1 : 0;
    return row[k] === 1;
  };
  for (const { cue: c, re } of CUE_SCAN) {
    for (const m of matchesOf(re, text)) {
      const k = sentenceAt(starts, m.index);
      const s = sentences[k]!;
      const local = m.index - starts[k]!;
      // A sign about something named ("the point of planning") is about that thing, unless it says "for me".
      if (cancelled(c.group, k) && !/ (?:for|of) me\b/.test(m[0])) continue;
      // "No future for me in this job": the words right after the sign name what it is about.
      if (SCOPED_GROUPS.has(c.group) && SCOPED_AFTER.test(s.text.slice(local + m[0].trimEnd().length, local + m[0].length + 60))) continue;
      let { factor, why } = factorFor(s, c.family, c.group, false);
      if (c.negatable !== false && denied(s.text, local, m[0].trim(), c.innerNegation === true)) {
        factor *= 0.2;
        why = why ? `${why}, denied` : 'denied';
      }
      if (futureContact && GOODBYE_GROUPS.has(c.group)) {
        factor *= 0.5;
        why = why ? `${why}, future contact` : 'future contact';
      }
      // "Cleared my desk, gave my plants away. New job starts Monday": the acts belong to the change (decision 097).
      if (nextChapter && FAREWELL_GROUPS.has(c.group)) [factor, why] = [factor * 0.3, why ? `${why}, next chapter named` : 'next chapter named'];
      cues.push({ family: s.quotedOther && c.family === 'self' ? 'other_self' : familyOf(c.family, s.text, local, m[0]), group: c.group, weight: c.weight, factor, why: why || m[0].trim(), span: [m.index, m.index + m[0].length] });
    }
  }
  // Danger happening now (urgent.ts, decision 083): counted like any cue, and read by the reply to lead with a call.
  for (const h of urgentHits(sentences.map((s) => s.text))) {
    const s = sentences[h.k]!;
    let { factor, why } = factorFor(s, h.family, `urgent_${h.kind}`, false);
    if (TRAINING.test(s.text)) [factor, why] = [factor * 0.25, 'practice or a course'];
    if (denied(s.text, h.local, h.match.trim(), false)) {
      factor *= 0.2;
      why = why ? `${why}, denied` : 'denied';
    }
    cues.push({ family: h.family, group: `urgent_${h.kind}`, weight: h.weight, factor, why: why || `danger now: ${h.match.trim()}` });
  }
  cues.push(...combosOf(sentences));
  return { explicit, cues, text };
}

/**
 * Who the sign is about. A self cue whose subject is someone else ("my friend said she is tired of being here") is
 * someone else at risk; an abuse cue that names no "me" and whose subject is a third person ("she is not allowed to
 * see us") is someone else being controlled.
 */
/** Someone else's act of sending right before a sign: "[my cousin / the office] posted a …", not "I" or "we". */
const THEY_SENT = rx(`(?<!\\b(?:i|we|and|then|just|also|already|finally|have|had|to|i have|i just)) (?:posted|sent|wrote|texted|messaged|left|emailed|put up|shared)(?: (?!a |an )[a-z]+){0,2} (?:a|an|this|that|her|his|their|some|the) (?:[a-z]+ )?$`);

function familyOf(family: Family, sentence: string, local: number, match: string): Family {
  const prefix = ` ${sentence.slice(Math.max(0, local - 40), local).trim()} `;
  // A sign that names its own subject ("so she won't have to deal with it", "they'd get over it") is about the person.
  const namesSubject = /^ ?(?:so )?(?:they|everyone|she|he|you|my [a-z]+)\b/.test(match);
  if (family === 'self' && OTHER_SUBJECT.test(prefix) && !FIRST_PERSON.test(` ${match.trim()} `) && !namesSubject) return 'other_self';
  // "A coworker in our Berlin office posted a goodbye message": the goodbye is what someone else sent (round 11).
  if (family === 'self' && THEY_SENT.test(prefix) && !FIRST_PERSON.test(` ${match.trim()} `)) return 'other_self';
  // A sentence that opens on someone else and never says "I" is about them ("my friend posted goodbye everyone").
  if (family === 'self' && OTHER_START.test(sentence) && !SAYS_I.test(sentence) && !FIRST_PERSON.test(` ${match.trim()} `) && !namesSubject) return 'other_self';
  if (family === 'abuse' && OTHER_VICTIM.test(prefix) && !FIRST_PERSON.test(` ${match.trim()} `)) return 'other_abuse';
  return family;
}

/**
 * Concept combinations (signals.ts): each combo counts once per message, in the first window (a sentence, or it and
 * the next) where all its concepts meet, discounted by that sentence's context like any cue.
 */
const ALL_COMBOS = [...COMBOS, ...CONCEPT_COMBOS];

function combosOf(sentences: Sentence[]): CountedCue[] {
  const out: CountedCue[] = [];
  // Concepts are shared between combos: each is tested at most once per sentence (0 no, 1 yes, 2 not yet tested).
  const tested = new Map<RegExp, Uint8Array>();
  const has = (re: RegExp, k: number): boolean => {
    let row = tested.get(re);
    if (!row) tested.set(re, (row = new Uint8Array(sentences.length).fill(2)));
    if (row[k] === 2) row[k] = re.test(sentences[k]!.text) ? 1 : 0;
    return row[k] === 1;
  };
  // The combo for hurting the body to cope is cancelled by the same kitchen and accident words as its phrase cues.
  const cancellers: Record<string, RegExp | undefined> = { selfharm: CANCELLERS.selfharm, ...COMBO_CANCELLERS, ...CONCEPT_CANCELLERS };
  const whole = sentences.map((s) => s.text).join('');
  const nextChapter = NEXT_CHAPTER.test(whole);
  // A prefilter (decision 081): a concept absent from the whole message is absent from every sentence, and one scan
  // of the message costs far less than one test per sentence. A concept found here is still checked per window.
  const inWhole = new Map<RegExp, boolean>();
  const anywhere = (re: RegExp): boolean => {
    let found = inWhole.get(re);
    if (found === undefined) inWhole.set(re, (found = re.test(whole)));
    return found;
  };
  for (const combo of ALL_COMBOS) {
    if (combo.atLeast !== undefined) {
      const cue = countedCombo(combo, sentences, anywhere, has, whole, combo.cancel ?? cancellers[combo.group]);
      if (cue) out.push(cue);
      continue;
    }
    if (!combo.all.every(anywhere)) continue;
    for (let k = 0; k < sentences.length; k++) {
      let window: string;
      if (combo.window === 0) {
        // The whole message: every concept in some sentence; counted at the first sentence showing the first concept.
        if (!combo.all.every((re) => sentences.some((_, j) => has(re, j)))) break;
        if (!has(combo.all[0]!, k)) continue;
        window = whole;
      } else {
        const wide = combo.window === 2 && k + 1 < sentences.length;
        if (!combo.all.every((re) => has(re, k) || (wide && has(re, k + 1)))) continue;
        window = wide ? `${sentences[k]!.text}${sentences[k + 1]!.text}` : sentences[k]!.text;
      }
      const s = sentences[k]!;
      if ((combo.cancel ?? cancellers[combo.group])?.test(window)) {
        if (combo.window === 0) break;
        continue;
      }
      const first = combo.all[0]!.exec(window);
      const local = first?.index ?? 0;
      let { factor, why } = factorFor(s, combo.family, combo.group, false);
      if (nextChapter && FAREWELL_GROUPS.has(combo.group)) factor *= 0.3;
      if (denied(window, local, first?.[0].trim() ?? '', false)) {
        factor *= 0.2;
        why = why ? `${why}, denied` : 'denied';
      }
      // Someone else at risk: no "I" or "me" at all, or a sentence that opens on them where "me" is only a listener
      // ("my friend is on the bridge, on facetime with me").
      const theirs = (!FIRST_PERSON.test(window) && OTHER_SUBJECT_ANYWHERE.test(window)) || (OTHER_START.test(window) && !/ (?:i|im|myself) /.test(window));
      const family = combo.family === 'self' && (theirs || s.quotedOther) ? 'other_self' : combo.family;
      out.push({ family, group: combo.group, weight: combo.weight, factor, why: why || combo.why });
      break;
    }
  }
  return out;
}

/**
 * A whole-message combo that needs only `atLeast` of its concepts (decision 087): counted at the first sentence
 * showing any of them, discounted by that sentence's context, stronger by half a point for each concept beyond.
 */
function countedCombo(
  combo: (typeof ALL_COMBOS)[number],
  sentences: Sentence[],
  anywhere: (re: RegExp) => boolean,
  has: (re: RegExp, k: number) => boolean,
  whole: string,
  canceller: RegExp | undefined,
): CountedCue | undefined {
  if (combo.need && !combo.need.every(anywhere)) return undefined;
  const present = combo.all.filter(anywhere);
  if (present.length < combo.atLeast!) return undefined;
  if (canceller?.test(whole)) return undefined;
  const k = sentences.findIndex((_, j) => present.some((re) => has(re, j)));
  if (k < 0) return undefined;
  let { factor, why } = factorFor(sentences[k]!, combo.family, combo.group, false);
  if (NEXT_CHAPTER.test(whole) && FAREWELL_GROUPS.has(combo.group)) factor *= 0.3;
  const first = present[0]!.exec(sentences[k]!.text) ?? present.map((re) => re.exec(sentences[k]!.text)).find(Boolean);
  if (first && denied(sentences[k]!.text, first.index, first[0].trim(), false)) {
    factor *= 0.2;
    why = why ? `${why}, denied` : 'denied';
  }
  const weight = combo.weight + 0.5 * (present.length - combo.atLeast!);
  return { family: combo.family, group: combo.group, weight, factor, why: why || `${combo.why} (${present.length})` };
}

/**
 * Per family, the sum over groups of the group's strongest cue, plus half of its second strongest (two different
 * ways of watching someone say more than one).
 */
function scoresOf(cues: CountedCue[]): Record<Family, number> {
  const groups = new Map<string, number[]>();
  for (const c of withoutOverlaps(cues)) {
    const key = `${c.family}/${c.group}`;
    const values = groups.get(key) ?? [];
    values.push(c.weight * c.factor * (c.fromRecent ? RECENT_FACTOR : 1));
    groups.set(key, values);
  }
  const scores = Object.fromEntries(FAMILIES.map((f) => [f, 0])) as Record<Family, number>;
  for (const [key, values] of groups) {
    const [first = 0, second = 0] = values.sort((a, b) => b - a);
    scores[key.split('/')[0] as Family] += first + second / 2;
  }
  return scores;
}

/**
 * Two phrase cues of one family over the same words ("checks who I talk to" read as monitoring and as questioning)
 * are one sign, not two: only the stronger counts.
 */
function withoutOverlaps(cues: CountedCue[]): CountedCue[] {
  const spans = cues.filter((c) => c.span && !c.fromRecent).sort((a, b) => b.weight * b.factor - a.weight * a.factor);
  const kept: CountedCue[] = [];
  const dropped = new Set<CountedCue>();
  for (const c of spans) {
    const [start, end] = c.span!;
    if (kept.some((k) => k.family === c.family && k.span![0] < end && start < k.span![1])) dropped.add(c);
    else kept.push(c);
  }
  return cues.filter((c) => !dropped.has(c));
}

/** What the screen makes of one message, without earlier turns. */
function readOne(message: string): { explicit?: CrisisTopic; cues: CountedCue[]; text: string } {
  return readSentences(sentencesOf(message));
}

/** Earlier turns are read again each time; remembered (bounded) because the same turns come back on every message. */
const recentCache = new Map<string, CountedCue[]>();
const RECENT_CACHE_MAX = 2_000;
/** How much of one earlier turn is read with a new message (decision 074: bounds the worst case to ~18,000 characters). */
const RECENT_CHARS = 2_000;

function recentCues(turn: string): CountedCue[] {
  const key = turn.length > 2_000 ? `${turn.slice(0, 1_000)}\u0000${turn.length}\u0000${turn.slice(-1_000)}` : turn;
  const cached = recentCache.get(key);
  if (cached) return cached;
  // An earlier turn was screened in full when it was sent; here its opening and its end are context enough.
  const bounded = turn.length > RECENT_CHARS ? `${turn.slice(0, RECENT_CHARS / 2)}\n${turn.slice(-RECENT_CHARS / 2)}` : turn;
  const cues = readOne(bounded).cues.map((c) => ({ ...c, fromRecent: true }));
  if (recentCache.size >= RECENT_CACHE_MAX) recentCache.clear();
  recentCache.set(key, cues);
  return cues;
}

/**
 * Reads a message with the person's recent turns (oldest first; only the last RECENT_TURNS are read). Evidence from
 * earlier turns counts only for a family the new message itself shows a sign of, so an ordinary question after a
 * hard moment is not answered with a script of resources again and again.
 */
export function read(message: string, recent: readonly string[] = []): Reading {
  const now = readOne(message);
  const cues = now.cues.some((c) => LIGHT_READINGS.has(c.why)) ? lightRead(now, recent) : [...now.cues];
  const present = new Set(now.cues.filter((c) => c.weight * c.factor >= 1).map((c) => c.family));
  if (present.size > 0) {
    for (const turn of recent.slice(-RECENT_TURNS)) {
      for (const c of recentCues(turn)) if (present.has(c.family)) cues.push(c);
    }
  }
  return { explicit: now.explicit, text: now.text, scores: scoresOf(cues), cues };
}

/** Plain statements read lightly for their setting: the embarrassment idiom (idiom.ts), someone else's worry (worry.ts). */
const LIGHT_READINGS: ReadonlySet<string> = new Set([IDIOM_WHY, WORRY_WHY]);

/**
 * A plain statement read lightly (the embarrassment idiom, someone else's worry about a plan) counts in full again
 * when any other sign stands beside it, in the message or in the person's recent turns; the explicit topic then comes
 * back with it.
 */
function lightRead(now: ReturnType<typeof readOne>, recent: readonly string[]): CountedCue[] {
  if (!otherRiskBeside(now.cues, recent.slice(-RECENT_TURNS).flatMap(recentCues), LIGHT_READINGS)) return [...now.cues];
  if (now.explicit !== 'child_at_risk') now.explicit = 'self_harm';
  return now.cues.map((c) => (LIGHT_READINGS.has(c.why) ? { ...c, factor: 1, why: 'explicit' } : c));
}

/** An ordinary paragraph long enough that V8 compiles each matcher to machine code when warming up. */
const WARM_TEXT = ' we went to the market on saturday and argued a little about what to cook then made up over coffee '.repeat(12);

/**
 * Compiles every matcher the screen uses before the first message arrives. V8 compiles a regular expression lazily,
 * first to bytecode and then to machine code on its next use; for the screen's ~450 patterns that costs some 200 ms,
 * which would otherwise land on the first messages a server screens (decision 074). Each pattern runs twice here, at
 * load, on an ordinary text.
 */
export function warmUp(extra: readonly RegExp[] = []): void {
  const all: RegExp[] = [
    ...EXPLICIT_SCAN.map((e) => e.re),
    ...CUE_SCAN.map((c) => c.re),
    ...ALL_COMBOS.flatMap((c) => [...c.all, ...(c.need ?? []), ...(c.cancel ? [c.cancel] : [])]),
    ...Object.values(CANCELLERS),
    ...Object.values(COMBO_CANCELLERS),
    ...Object.values(CONCEPT_CANCELLERS),
    FICTION, OWN_CHILD, JOKE_RAW, TRIVIAL, IF_MORE, THIRD_PERSON, NEGATOR, HEDGE, NOT_PARTNER, PARTNER_WORD, WORKPLACE, SCOPED_AFTER,
    FUTURE_CONTACT, OTHER_SUBJECT, OTHER_VICTIM, OTHER_START, OTHER_SUBJECT_ANYWHERE, ACCUSED, HALF_JOKE, SPORT, NEXT_CHAPTER, TRAINING, MASK_ASK,
    ...URGENT_PATTERNS,
    ...extra,
  ];
  for (let pass = 0; pass < 2; pass++) {
    for (const re of all) {
      re.lastIndex = 0;
      re.test(WARM_TEXT);
    }
    read(WARM_TEXT, [WARM_TEXT.slice(0, 200)]);
  }
  recentCache.clear();
}
