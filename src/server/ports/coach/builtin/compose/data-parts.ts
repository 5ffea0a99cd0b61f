/**
 * More questions about the members' own data (decision 105), each computed from the figures the member may see: a
 * line of a Vibe the member quotes, the two halves of one Vibe set against each other, the "weighted your way" figure,
 * who the member is more alike, and how to make someone feel cared for. Parts a connection keeps private are
 * withheld in the context already and are never named here.
 */
import { LOVE_LANGUAGE_LABELS } from '../../../../../shared/assessment/labels.js';
import type { LoveLanguage, VibeComponent, VibePart } from '../../../../../shared/assessment/types.js';
import type { CoachConnection, CoachContext } from '../../context.js';
import { gesturesFor, LOVE_LANGUAGE_KB, RELATIONSHIP_NAMES } from '../content/knowledge.js';
import { lower } from '../read/text.js';
import { PART_STEPS } from './answers/between.js';

const role = (c: CoachConnection) => RELATIONSHIP_NAMES[c.relationshipType];
const reasonOf = (p: VibePart) => (p.reasons[0] ?? '').replace(/:.*$/, '');
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The connections a message names by first name, in the order it names them. */
export function namedIn(ctx: CoachContext, text: string): CoachConnection[] {
  return ctx.connections
    .map((c) => ({ c, at: text.search(new RegExp(`\\b${lower(c.firstName)}\\b`)) }))
    .filter((x) => x.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((x) => x.c);
}

/** One part of a Vibe explained: its figure, its reason, what it does not mean, and a step for this relationship. */
export function partExplained(c: CoachConnection, p: VibePart, line?: string): string {
  const v = c.vibe!;
  const half = v.personality.parts.includes(p) ? 'personality' : 'lifestyle';
  const said = (line ?? p.reasons[0] ?? '').replace(/^You\b/, 'you');
  const friction = /\b(?:friction|wide|differ|while)\b/.test(said);
  return [
    `That line is from the **${p.label}** part of your Vibe with ${c.firstName}, which scores **${p.score}** out of 100 (in the ${half} half, ${half === 'personality' ? v.personality.score : v.lifestyle?.score}).`,
    `In full it says: ${said}. ${friction ? `It names a real difference between you and ${c.firstName}: a difference in how you work, not a sign that anything is wrong.` : p.score >= 70 ? 'This is one of the easy parts between you.' : 'This part is workable: neither easy nor hard.'}`,
    `In practice, for you and your ${role(c)}: ${PART_STEPS[p.id](c)}.`,
  ].join('\n\n');
}

/** A line the member quotes ("what does '…' mean"), found among the visible reasons of their Vibes. */
export function quotedPart(ctx: CoachContext, message: string): { c: CoachConnection; part: VibePart; line: string } | null {
  const quoted = [...message.matchAll(/['"‘’“”]([^'"‘’“”]{8,120})['"‘’“”]/g)].map((m) => lower(m[1]!.replace(/[.…]+$/, '')));
  if (quoted.length === 0) return null;
  const named = namedIn(ctx, lower(message));
  for (const c of named.length ? named : ctx.connections) {
    const parts = c.vibe ? [...c.vibe.personality.parts, ...(c.vibe.lifestyle?.parts ?? [])].filter((p) => !p.withheld) : [];
    for (const part of parts) {
      const line = [...part.reasons, part.watchOut ?? ''].find((r) => quoted.some((q) => lower(r).includes(q)));
      if (line) return { c, part, line };
    }
  }
  return null;
}

function halfLines(name: string, h: VibeComponent): string {
  return h.parts.filter((p) => !p.withheld).sort((a, b) => b.score - a.score).map((p) => `- ${p.label} ${p.score}${reasonOf(p) ? `: ${reasonOf(p).replace(/^You\b/, 'you')}` : ''}`).join('\n') || `- (${name} keeps what is behind this half private)`;
}

/** "Why is our lifestyle 78 but personality only 56?": the two halves of one Vibe, each with what makes it. */
function halvesAnswer(c: CoachConnection, text: string): string | null {
  const v = c.vibe!;
  if (!v.lifestyle) return null;
  const [p, l] = [v.personality.score, v.lifestyle.score];
  const higher = p === l ? null : p > l ? 'personality' : 'lifestyle';
  return [
    higher
      ? `With ${c.firstName}, ${higher} is the higher half: ${higher === 'personality' ? `personality ${p} against lifestyle ${l}` : `lifestyle ${l} against personality ${p}`}. They measure different things: lifestyle is what you enjoy doing, personality is how your results fit.`
      : `With ${c.firstName}, both halves are ${p}: they measure different things, lifestyle what you enjoy doing and personality how your results fit.`,
    `**Lifestyle ${l}**:\n${halfLines(c.firstName, v.lifestyle)}`,
    `**Personality ${p}**:\n${halfLines(c.firstName, v.personality)}`,
    `${/\bget on|get along|fine|close\b/.test(text) ? 'Getting on well and a middling personality figure go together all the time: ' : ''}a lower personality half means you work differently, not that you get on worse. The lowest part there is where a little explaining goes furthest.`,
  ].join('\n\n');
}

/** "What's the 49 'your way' thing?": the same Vibe with the member's own weighting of the two halves. */
function yourWayAnswer(c: CoachConnection, text: string): string | null {
  const v = c.vibe!;
  if (!v.yourWay || !v.lifestyle) return null;
  const w = v.yourWay.personalityWeight;
  const lower_ = v.yourWay.score < v.score;
  // "Which one is real?" is answered before how the two are made.
  const whichReal = /\bwhich (?:one |number |figure )?(?:is|'s) (?:the )?(?:real|right|correct|true|accurate)\b/.test(text);
  return [
    whichReal
      ? `Both are real: **${v.score}** is the Vibe with ${c.firstName} as the two of you set it, and **${v.yourWay.score}** is the same comparison weighted your way.`
      : `First the ${v.score}: it comes from personality ${v.personality.score} and lifestyle ${v.lifestyle.score}${v.lifestyle.score < v.personality.score ? '; lifestyle, the activities you both rated, is the lower half' : ''}.`,
    `Your Vibe with ${c.firstName} is **${v.score}**, with personality and lifestyle weighted the way the two of you set them together (${v.personality.weight}% personality, ${v.lifestyle.weight}% lifestyle). The **${v.yourWay.score}** "your way" figure is the same two halves weighted only by your own setting: ${w}% personality and ${100 - w}% lifestyle.`,
    `It is ${lower_ ? 'lower' : 'higher'} because you give ${w < v.personality.weight ? 'more' : 'less'} weight to lifestyle (${v.lifestyle.score}) than the pair's setting does, and lifestyle is ${v.lifestyle.score < v.personality.score ? 'the lower' : 'the higher'} half. Nothing about ${c.firstName} changes between the two numbers; only the weighting does.`,
    `Neither figure says how ${c.firstName} feels about you: both only compare how your answers line up.`,
  ].join('\n\n');
}

/**
 * "If I cared more about personality, like 70%, what would it be?" (round 23 t06 read it as a 70% missing from her
 * results): both figures recomputed with that setting. The shared Vibe uses the mean of both people's settings
 * (decision 012), so the other person's is what the pair's setting implies, and the member's change moves it halfway.
 */
function whatIfAnswer(c: CoachConnection, weight: number): string | null {
  const v = c.vibe!;
  if (!v.yourWay || !v.lifestyle) return null;
  const [p, l] = [v.personality.score, v.lifestyle.score];
  const mine = v.yourWay.personalityWeight;
  const theirs = Math.min(100, Math.max(0, 2 * v.personality.weight - mine));
  const pair = (weight + theirs) / 2;
  const at = (w: number) => Math.round((p * w + l * (100 - w)) / 100);
  const pct = (w: number) => `${Math.round(w * 10) / 10}%`;
  return [
    `At ${weight}% personality, your own "your way" figure with ${c.firstName} would be about **${at(weight)}** (${weight}% of personality ${p} plus ${100 - weight}% of lifestyle ${l}), against ${v.yourWay.score} now.`,
    `The shared Vibe would move to about **${at(pair)}**, from ${v.score}: it uses the mean of both your settings, so your change moves it only halfway (from ${pct(v.personality.weight)} to ${pct(pair)} personality).`,
    `Nothing about you or ${c.firstName} changes, only the weighting; ${p > l ? 'personality is the higher half, so more weight on it raises the figure' : p < l ? 'lifestyle is the higher half, so more weight on personality lowers the figure' : 'both halves are equal, so the weighting changes nothing'}.`,
  ].join('\n\n');
}

/** "Which number does Maya see?": the shared Vibe, the same from both sides; a "your way" figure is each person's own. */
function seenFigureAnswer(c: CoachConnection): string {
  const v = c.vibe!;
  return `${c.firstName} sees the same Vibe you do: **${v.score}**. It is one shared figure, the same from both sides.${v.yourWay ? ` Your **${v.yourWay.score}** "your way" figure is only yours; ${c.firstName} may see a "your way" figure of their own, weighted by their setting.` : ''}`;
}

/** "Who am I more alike, Jordan or Sam?": shared type letters with each, the larger count called larger. */
function alikeAnswer(ctx: CoachContext, people: CoachConnection[]): string | null {
  const mine = ctx.person.results?.personalityType;
  if (!mine) return null;
  const counted = people
    .filter((c) => c.results?.personalityType)
    .map((c) => ({ c, same: [...mine].filter((l, i) => c.results!.personalityType[i] === l).length }))
    .sort((a, b) => b.same - a.same);
  if (counted.length < 2) return null;
  const [a, b] = counted as [(typeof counted)[0], (typeof counted)[0]];
  const head = a.same === b.same
    ? `By type you are equally alike with both: ${a.c.firstName} (${a.c.results!.personalityType}) and ${b.c.firstName} (${b.c.results!.personalityType}) each share ${a.same} of your four letters (${mine}).`
    : `By type you are more alike with **${a.c.firstName}**: ${a.c.firstName} (${a.c.results!.personalityType}) shares ${a.same} of your four letters (${mine}), ${b.c.firstName} (${b.c.results!.personalityType}) shares ${b.same}.`;
  return [
    head,
    `Being alike and fitting well are different things: someone alike gets you without explaining, someone different often balances you. Feeling understood by a ${role(a.c)} ${a.c.relationshipType === 'couple' ? '' : `more easily than by ${b.c.relationshipType === 'couple' ? 'your partner' : b.c.firstName} `}is common and is no sign that anything is wrong.`,
    `If you want ${b.c.firstName} to get you the way ${a.c.firstName} does, tell ${b.c.firstName} what you need in plain words; people who differ from us cannot guess it, but they can learn it.`,
  ].join('\n\n');
}

/** "What's one thing I can do to make Maya feel more loved?": their love language, for this relationship. */
function caredForAnswer(c: CoachConnection): string | null {
  const want = c.results?.loveLanguageReceiving;
  if (!want) return null;
  const ideas = gesturesFor(want, c.relationshipType).slice(0, 3);
  return [
    `${c.firstName} feels most cared for through **${LOVE_LANGUAGE_LABELS[want]}**: ${LOVE_LANGUAGE_KB[want].meaning}.`,
    `One thing this week: ${ideas[0]}.${ideas.length > 1 ? ` Other ideas for your ${role(c)}:\n${ideas.slice(1).map((g) => `- ${capital(g)}`).join('\n')}` : ''}`,
    `Small and regular beats big and rare; it is the habit ${c.firstName} notices.`,
  ].join('\n\n');
}

/** What the member already does for them, said in their words ("i usually send her little parcels"), as a love language. */
const ALREADY: Array<[RegExp, string, LoveLanguage]> = [
  [/\b(?:send|sending|post|posting|buy|buying|get|getting) (?:her|him|them) (?:little |small |the odd )?(?:parcels?|packages?|gifts?|presents?|care packages?)\b|\b(?:parcels?|gifts?|presents?) (?:i send|for (?:her|him|them))\b/, 'your parcels and presents', 'gifts'],
  [/\b(?:help|helping) (?:her|him|them) (?:out|with)\b|\bdo (?:things|jobs|stuff) for (?:her|him|them)\b/, 'the help you give', 'acts_of_service'],
  [/\b(?:text|texting|message|messaging|call|calling) (?:her|him|them) (?:a lot|every|all the time|often)\b/, 'your messages', 'words_of_affirmation'],
];

/**
 * "maya's INFJ, gives words of affirmation, wants quality time. what does that mean for me as her cousin? i usually
 * send her little parcels" (round 23 q28 got the member's own type): how they feel cared for, and how what the member
 * already does can speak to it.
 */
function languagesForMe(ctx: CoachContext, c: CoachConnection, text: string): string | null {
  const want = c.results?.loveLanguageReceiving;
  if (!want) return null;
  const base = caredForAnswer(c);
  const already = ALREADY.find(([re]) => re.test(text));
  if (!already || !base) return base;
  const [, what, lang] = already;
  const mine = ctx.person.results?.loveLanguageGiving;
  const keep = lang === want
    ? `Keep ${what} going: that is exactly the language ${c.firstName} feels it in.`
    : `Keep ${what} going${mine === lang ? `, which is how you show love (your own results say you give through **${LOVE_LANGUAGE_LABELS[lang].replace(/^Receiving /, '')}**)` : ''}, and let them carry ${LOVE_LANGUAGE_LABELS[want]} too: ${want === 'quality_time' ? `a call while ${c.firstName} opens one, so it becomes time together` : want === 'words_of_affirmation' ? 'a short note inside saying why you chose it' : want === 'physical_touch' ? 'hand it over in person when you can, with a hug' : want === 'acts_of_service' ? 'something in it that saves them a job' : 'a small thing chosen for them'}.`;
  return `${base}\n\n${keep}`;
}

/**
 * "Does Maya have other connections on here? Is her ex on it?", "did he add her on here?": someone else's connections
 * and requests, which nobody else sees (round 18: a colleague asked whether Theo had sent Maya a request). A question
 * about the member's own requests ("did he add me") is not this.
 */
const WHO_ELSE = /\b(?:does|has) \p{L}+ (?:have|got) (?:any )?(?:other |more )?connections\b|\bwho (?:else )?is \p{L}+ connected (?:to|with)\b|\bis (?:his|her|their) ex (?:on (?:here|it|attune)|connected)\b|\b(?:check|see|tell me) (?:who|whether|if) \p{L}+ (?:is connected|has connections)\b|\b(?:did|has|have|is|are) (?:he|she|they|(?!(?:one|a|an|any|no|some|many|few|more|much|the|this|that|enough|every|each|our|your)\b)\p{L}+)(?: \p{L}+)? (?:add(?:ed)?|request(?:ed)?|connect(?:ed)?(?: (?:to|with))?|friend(?:ed)?|invit(?:ed|e)|sent)\b(?: (?!me\b|us\b)(?:him|her|them|\p{L}+))?(?: \p{L}+){0,2} (?:on here|here|on attune|on the app)\b/u;

/** "Who is Maya dating?", "Maya's partner, is he on here? what's his type?": a connection's partner, who is not the member's. */
const THEIR_PARTNER = /\bwho (?:is|'s) \p{L}+ (?:dating|seeing|going out with|with now)\b|\bwho \p{L}+ is (?:dating|seeing|going out with|with now)\b|\b(?!(?:dad|mum|mom|mother|father|brother|sister|son|daughter|aunt|uncle|cousin|gran|grandma|grandpa|granddad|nan)'s)\p{L}+'s (?:new )?(?:partner|boyfriend|girlfriend|bf|gf|husband|wife|fianc[ée]e?|ex)\b[^.?!]{0,60}\b(?:on here|on attune|type|results?|like)\b|\b(?:quiet|secretive|weird) about (?:her|his|their) (?:partner|boyfriend|girlfriend|bf|gf|husband|wife)\b/u;

function whoElseAnswer(c: CoachConnection | undefined, single: boolean, worried = false, quiet = false): string {
  const name = c?.firstName ?? 'they';
  if (worried && c) {
    return [
      `I can't tell you that: who ${name} is with, and whether they are on Attune, is ${name}'s to share, and each member's connections are visible only to them. I wouldn't look even if I could.`,
      `If it's ${name} you're worried about, ask about ${name} rather than about them: "${quiet ? "I've noticed you've been a bit quiet lately. How are you doing, really?" : "How are things with you these days, really? I'd love to hear about your life."}" Then listen without steering it towards the partner; people say more when they don't feel checked on.`,
    ].join('\n\n');
  }
  const ask = c?.relationshipType === 'couple'
    ? `If it's on your mind, ${name} is the one to ask, as a question about what you're feeling rather than a check: "I've been a bit unsure about something, can we talk about it?" A worry like this usually points to needing some reassurance, which is fine to ask for.`
    : `If you're curious, ${c ? `asking ${name}` : 'asking them'} directly and lightly is fine, and it's ${c ? `${name}'s` : 'their'} call what to say.`;
  return [
    `I can't see that, and I wouldn't check if I could: each member's connections and requests are visible only to them. I only know your own connections and what each of them shares with you.`,
    ...(single ? ["Attune doesn't know whether someone is single either."] : []),
    ask,
  ].join('\n\n');
}

/** Someone else's connections or requests asked about, answered before any story a word of the message could pick. */
export function whoElseReply(ctx: CoachContext, message: string): string | null {
  const text = lower(message);
  const asked = WHO_ELSE.exec(text) ?? THEIR_PARTNER.exec(message.toLowerCase());
  if (!asked || /\b(?:me|my|i)\b/.test(asked[0])) return null;
  // Someone's current partner asked about out of care for them; an ex is the past, and asked out of curiosity.
  const worried = (THEIR_PARTNER.test(message.toLowerCase()) && !/'s ex\b/.test(text)) || /\b(?:is|she'?s|he'?s|they'?re) (?:ok|okay|alright|safe|happy)\b|\blooking out for\b|\bworried\b/.test(text);
  return whoElseAnswer(namedIn(ctx, text)[0], /\b(?:single|seeing (?:someone|anyone)|taken|has a (?:girlfriend|boyfriend|partner))\b/.test(text), worried, /\bquiet\b/.test(text));
}

/** "It says 64 but another number says 63, which is real?" (round 21): the Vibe and its "your way" figure, both quoted. */
function quotesBothFigures(c: CoachConnection, text: string): boolean {
  const v = c.vibe;
  if (!v?.yourWay || v.yourWay.score === v.score) return false;
  const figures = new Set([...text.matchAll(/\b\d{1,3}\b/g)].map((m) => Number(m[0])));
  return figures.has(v.score) && figures.has(v.yourWay.score);
}

/** The answer to one of these data questions, or null when the message asks something else. */
export function dataPartsReply(ctx: CoachContext, message: string): string | null {
  const text = lower(message);
  const named = namedIn(ctx, text);
  const whoElse = whoElseReply(ctx, message);
  if (whoElse) return whoElse;
  const quoted = quotedPart(ctx, message);
  if (quoted && quoted.part.id !== 'love_languages') return partExplained(quoted.c, quoted.part, quoted.line);
  // Nobody named: the one connection with a Vibe, or the one the member's last message was about.
  const lastAsked = [...ctx.history].reverse().find((t) => t.role === 'user')?.content;
  const meant = named.length === 0 && lastAsked ? namedIn(ctx, lower(lastAsked)).filter((c) => c.vibe) : [];
  const one = named.length === 1 && named[0]!.vibe ? named[0]! : named.length === 0 && ctx.connections.filter((c) => c.vibe).length === 1 ? ctx.connections.find((c) => c.vibe)! : meant.length === 1 ? meant[0]! : null;
  const weight = /\b(?:if|what if|say)\b[^.?!]{0,40}\b(?:personality|lifestyle)\b[^.?!]{0,25}?\b(\d{1,3}) ?(?:%|percent)/.exec(text);
  if (one && weight && Number(weight[1]) <= 100) return whatIfAnswer(one, /\blifestyle\b[^.?!]{0,25}?\d{1,3} ?(?:%|percent)/.test(weight[0]) && !/\bpersonality\b/.test(weight[0]) ? 100 - Number(weight[1]) : Number(weight[1]));
  if (one && (/\b(?:which|what) (?:number|score|figure|vibe|one)\b[^.?!]{0,20}\b(?:does|do|will|can) (?:\p{L}+) see\b/u.test(text) || /\bcan (?:\p{L}+) see (?:my|the|that) (?:\d{1,3}|your way)\b/u.test(text))) return seenFigureAnswer(one);
  if (one && (/\byour way\b/.test(text) || quotesBothFigures(one, text))) return yourWayAnswer(one, text);
  if (one && /\blifestyle\b/.test(text) && /\bpersonality\b/.test(text) && /\b(?:why|how come|but|than|differ\w*)\b/.test(text)) return halvesAnswer(one, text);
  if (named.length >= 2 && /\b(?:more alike|most alike|more similar|more like me|similar to me)\b|\bwho am i (?:more |most )?(?:alike|similar|like)\b/.test(text)) return alikeAnswer(ctx, named);
  if (named.length === 1 && /\bmake (?:\p{L}+ )?feel (?:more |really )?(?:loved|appreciated|cared for|special|valued)\b/u.test(text) && !/\b(?:gift|present|buy)\b/.test(text)) return caredForAnswer(named[0]!);
  if (named.length === 1 && /\b(?:words of affirmation|quality time|acts of service|physical touch|receiving gifts|love languages?)\b/.test(text) && /\bwhat (?:does|do) (?:that|this|it|they) mean for (?:me|us)\b/.test(text)) return languagesForMe(ctx, named[0]!, text);
  return null;
}
