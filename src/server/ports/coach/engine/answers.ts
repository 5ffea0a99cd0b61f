/**
 * Answers built on what a message asks (understand.ts), tried before the general coach (issue 19): people the
 * person has no connection with or a pending one, what the coach cannot know, terms the product shows (the person's
 * own results, a connection's as shared, the Vibe and each part), comparing and ranking, messages drafted in the
 * person's voice, saying no, saying one was hurt, asking for something, reassurance and ideas within constraints.
 * Each answer comes from stored data or says plainly what it does not have.
 */
import {
  ATTACHMENT_DESCRIPTIONS,
  ATTACHMENT_LABELS,
  LETTER_LABELS,
  LOVE_LANGUAGE_DESCRIPTIONS,
  LOVE_LANGUAGE_GIVING_LABELS,
  LOVE_LANGUAGE_LABELS,
  STABILITY_LABELS,
} from '../../../../shared/assessment/labels.js';
import { findHobbyCategory } from '../../../../shared/assessment/hobbies.js';
import { getPersonalityType } from '../../../../shared/assessment/personalityTypes.js';
import { STABILITY_DIMENSIONS, type AttachmentStyle, type AxisEvidence, type LoveLanguage, type RelationshipType, type TypeLetter, type VibePart, type VibeResult } from '../../../../shared/assessment/types.js';
import type { CoachConnection, CoachContext, CoachPendingPerson, SharedResults } from '../context.js';
import { ATTACHMENT_KB, gesturesFor, LETTER_GIST, LETTER_IN_CONFLICT, LOVE_LANGUAGE_KB, RELATIONSHIP_NAMES, STABILITY_KB } from './knowledge.js';
import { askedLetter } from './specific.js';
import type { Tone } from './thread.js';
import { TOPICS } from './topics.js';
import { editDistance, rolePhrase, spokenTo, type Understanding } from './understand.js';
import { lower } from './text.js';

export interface AnswerInput {
  ctx: CoachContext;
  message: string;
  u: Understanding;
  /** 0 for a first answer, 1, 2… for "another one" (lists rotate). */
  variant: number;
  /** "make it warmer", "more casual": the tone asked for a drafted message. */
  tone?: Tone;
}

type Answer = (input: AnswerInput) => string | null;

const list = (names: string[]) => (names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`);

/** A word of the message within one or two slips of `word` ("atachment", "stabilty"). */
function mentions(text: string, word: string): boolean {
  if (text.includes(word)) return true;
  const slack = word.length >= 8 ? 2 : word.length >= 5 ? 1 : 0;
  if (slack === 0) return false;
  return (text.match(/\p{L}+/gu) ?? []).some((w) => Math.abs(w.length - word.length) <= slack && editDistance(w, word) <= slack);
}

function rotate<T>(items: readonly T[], offset: number, count: number): T[] {
  const out: T[] = [];
  for (let k = 0; k < Math.min(count, items.length); k++) out.push(items[(offset + k) % items.length]!);
  return out;
}

const AXES = ['EI', 'SN', 'TF', 'JP'] as const;
function axesOf(r: SharedResults): AxisEvidence[] {
  return r.evidence.axes.length === 4 ? r.evidence.axes : AXES.map((axis, i) => {
    const letter = (r.personalityType.charAt(i) || axis.charAt(0)) as TypeLetter;
    return { axis, letter, percent: 60, firstPolePercent: letter === axis.charAt(0) ? 60 : 40, borderline: false };
  });
}
const typeName = (code: string) => {
  const info = getPersonalityType(code);
  return info ? `**${code}** (${info.nickname})` : `**${code}**`;
};
const roleOf = (t: RelationshipType) => RELATIONSHIP_NAMES[t];

/** Our knowledge base speaks to the person ("you are…"); about someone else it says "they". */
const aboutThem = (text: string) =>
  text.replace(/\byou are\b/g, 'they are').replace(/\bto you\b/g, 'to them').replace(/\byou\b/g, 'they').replace(/\byour\b/g, 'their');

// ------------------------------------------------------------------------------------------------ nobody, pending

const ABOUT_RESULTS = /\b(vibe|compatib\w*|match|get along|type|love languages?|attachment|stabilit\w*|results?|scores?|introvert\w*|extr[ao]vert\w*)\b/;

/** One line for a general answer about someone who is not a connection (a name, or a role none or several have). */
export function notConnectedNote(u: Understanding): string | null {
  const { connections, pending, unknownNames, unmatchedRole } = u.people;
  if (connections.length || pending.length) return null;
  if (unknownNames[0]) return `${unknownNames[0]} isn't one of your connections on Attune, so I have no results for them; this comes from your own.`;
  if (unmatchedRole) return `I can't tell which connection is your ${unmatchedRole}, so this comes from your own results.`;
  return null;
}

const noSuchPerson: Answer = ({ ctx, message, u }) => {
  const { connections, pending, unknownNames, unmatchedRole } = u.people;
  if (connections.length > 0 || pending.length > 0) return null;
  if (unknownNames.length === 0 && !unmatchedRole) return null;
  // Only a question about their results stops here; anything else about someone not on Attune (an apology, a no, a
  // coworker taking credit) is still coached, from the person's side, with the same note (notConnectedNote).
  if (!ABOUT_RESULTS.test(lower(message)) && !['explain', 'compare', 'rank'].includes(u.wanted)) return null;
  const yours = ctx.connections.map((c) => `${c.firstName} (${roleOf(c.relationshipType)})`);
  const who = unknownNames[0] ?? `your ${unmatchedRole}`;
  const several = unmatchedRole ? ctx.connections.filter((c) => new RegExp(`\\b${unmatchedRole}\\b`).test(roleOf(c.relationshipType))) : [];
  if (several.length > 1) {
    return `You have more than one ${roleOf(several[0]!.relationshipType)} on Attune: ${list(several.map((c) => c.firstName))}. Say the name and I'll answer with their results. Which of them do you mean?`;
  }
  return [
    unknownNames[0]
      ? `I don't see ${who} among your connections on Attune, so I have no results or Vibe for them and won't guess.`
      : `None of your connections on Attune is marked as your ${unmatchedRole}, so I have no results or Vibe for them and won't guess.`,
    yours.length ? `The people I can talk about with their results: ${list(yours)}.` : "You don't have any connections yet.",
    `If ${who} takes the assessment, invite them from Connections; once they accept, I can explain how you two fit. Until then, tell me what is going on with them and I'll coach you from your own results.`,
  ].join('\n\n');
};

function pendingNote(p: CoachPendingPerson): string {
  return p.sentByMe
    ? `You've sent ${p.firstName} a connection request, and it is still pending: ${p.firstName} hasn't accepted yet.`
    : `${p.firstName}'s connection request is still pending: it is waiting for you under Connections › Pending.`;
}

const pendingPerson: Answer = ({ u }) => {
  const p = u.people.pending[0];
  if (!p || u.people.connections.length > 0) return null;
  return [
    pendingNote(p),
    `Results, and the Vibe between two people, are shared only once a request is accepted, so I can't tell you about ${p.firstName}'s type, attachment or love languages yet, and I won't guess.`,
    p.sentByMe
      ? `Once ${p.firstName} accepts, ask me again. In the meantime, tell me what you'd like to do with ${p.firstName} and I'll help from your own results.`
      : `If you accept, I can explain how you and ${p.firstName} fit. In the meantime, tell me what's on your mind about ${p.firstName} and I'll help from your own results.`,
  ].join('\n\n');
};

// ------------------------------------------------------------------------------------------------ what the coach cannot know

const MIND_READING = /\b(what (?:does|do|did) \p{L}+ (?:think|feel)|(?:does|do|did|think|if) \p{L}+ (?:still |really )?(?:loves?|likes?|cares? about|miss(?:es)?|fancies|fancy|wants?|hates?)(?! to\b)|is \p{L}+ (?:mad|angry|upset|annoyed|cross|over me)|what is \p{L}+ thinking|(?:is|will) \p{L}+ (?:going to )?(?:leave|dump|cheat))\b/u;
/** "Will Jordan and I stay friends forever": a future nobody can see. */
const PREDICTION = /\b(?:will|are) (?:we|\p{L}+ and i|i and \p{L}+) (?:going to |gonna )?(?:stay|last|make it|be together|get married|break up|still be|work out)|\b(?:friends|together) forever\b/u;

const cannotKnow: Answer = ({ ctx, message, u }) => {
  const c = u.people.connections[0];
  const predicting = PREDICTION.test(lower(message));
  if (!c || (!MIND_READING.test(lower(message)) && !predicting)) return null;
  const r = c.results;
  const grounded = [
    r?.loveLanguageReceiving ? `- ${c.firstName} feels loved through **${LOVE_LANGUAGE_LABELS[r.loveLanguageReceiving]}**, so that is where care from you is most likely to land.` : null,
    r?.relationshipType ? `- ${c.firstName}'s attachment style is **${ATTACHMENT_LABELS[r.relationshipType]}**: ${aboutThem(ATTACHMENT_KB[r.relationshipType].meaning)}.` : null,
    c.vibe ? `- Your Vibe together is **${c.vibe.score} (${c.vibe.band})**, a measure of how your results fit, not of how ${c.firstName} feels.` : null,
  ].filter(Boolean);
  return [
    predicting
      ? `Honestly, I can't predict that, and no one can: how things go between you and ${c.firstName} depends on what you both do from here, not on a score. What I can see is how your results fit.`
      : `Honestly, I can't know what ${c.firstName} thinks or feels: only ${c.firstName} can tell you that. I only see the results ${c.firstName} shares and what you tell me here.`,
    ...(grounded.length ? [`What I can see:\n${grounded.join('\n')}`] : []),
    predicting
      ? `What keeps ${({ couple: 'a relationship', friend: 'a friendship', family: 'a family bond', professional: 'a working relationship', crush: 'a new connection' } as const)[c.relationshipType]} going is ordinary: regular time together, repair after rough patches, and telling each other what you need.`
      : `The surest way to find out is to ask, gently and without pressure: "I've been wondering how you're feeling about us lately. Could we talk about it this week?" ${ctx.person.results?.relationshipType === 'anxious' ? 'Your anxious side may want an answer right away; giving it a day often gets you a truer one.' : ''}`.trim(),
    predicting ? `Would you like ideas for looking after what you have with ${c.firstName}?` : 'Would you like help with how to bring it up?',
  ].join('\n\n');
};

// ------------------------------------------------------------------------------------------------ the person's own results

const STYLE_WORDS: Array<[RegExp, AttachmentStyle]> = [
  [/fearful[- ]?avoidant|disorgani[sz]ed/, 'fearful_avoidant'],
  [/\banxious(?:ly)?\b|\bpreoccupied\b/, 'anxious'],
  [/\bavoidant\b|\bdismissive\b/, 'avoidant'],
  [/\bsecure(?:ly)?\b/, 'secure'],
];
const LANGUAGE_WORDS: Array<[RegExp, LoveLanguage]> = [
  [/words? of affirmation|affirmation/, 'words_of_affirmation'],
  [/quality time/, 'quality_time'],
  [/acts? of service/, 'acts_of_service'],
  [/physical touch/, 'physical_touch'],
  [/\bgifts?\b|giving gifts|receiving gifts/, 'gifts'],
];

function attachmentStyleNamed(text: string): AttachmentStyle | null {
  return STYLE_WORDS.find(([re]) => re.test(text))?.[1] ?? null;
}
function languageNamed(text: string): LoveLanguage | null {
  return LANGUAGE_WORDS.find(([re]) => re.test(text))?.[1] ?? null;
}

const ownAttachment: Answer = ({ ctx, message, u }) => {
  const text = lower(message);
  if (u.people.connections.length > 0 || !mentions(text, 'attachment') && !attachmentStyleNamed(text)) return null;
  if (!/\b(what|explain|mean|my|why|how|tell me)\b/.test(text)) return null;
  const r = ctx.person.results;
  const named = attachmentStyleNamed(text);
  const own = r?.relationshipType;
  if (named && (named !== own || !/\bmy\b/.test(text))) {
    return [
      `**${ATTACHMENT_LABELS[named]}** attachment, in short: ${aboutThem(ATTACHMENT_KB[named].meaning)}.`,
      `What tends to help: ${list(ATTACHMENT_KB[named].needs)}.`,
      own ? `Your own style is **${ATTACHMENT_LABELS[own]}** (anxiety ${r!.evidence.attachment.anxiety}, avoidance ${r!.evidence.attachment.avoidance}, out of 100)${own === named ? ', so this is you' : ''}. Styles are patterns that can shift with safe relationships, not fixed labels.` : 'Styles are patterns that can shift with safe relationships, not fixed labels.',
      'Would you like to know how this style tends to meet yours?',
    ].join('\n\n');
  }
  if (!r || !own) return null;
  const { anxiety, avoidance } = r.evidence.attachment;
  return [
    `Your attachment style is **${ATTACHMENT_LABELS[own]}**. It comes from two scores out of 100: **anxiety ${anxiety}** (how much distance or silence worries you) and **avoidance ${avoidance}** (how much closeness makes you want room).`,
    `${ATTACHMENT_DESCRIPTIONS[own]} ${anxiety >= 50 ? 'Your anxiety score is the higher one, so reassurance matters to you.' : avoidance >= 50 ? 'Your avoidance score is the higher one, so space matters to you.' : 'Both scores are low, which is what makes the style secure.'}`,
    `What helps you: ${list(ATTACHMENT_KB[own].needs)}.`,
    'Would you like to see how it meets the styles of the people you are connected with?',
  ].join('\n\n');
};

const ownLoveLanguages: Answer = ({ ctx, message, u }) => {
  const text = lower(message);
  if (u.people.connections.length > 0) return null;
  const named = languageNamed(text);
  const aboutLove = /\blove languages?\b/.test(text) || /\b(give|show|receive|feel) (?:love|loved)\b|\bhow do i (?:give|show|receive) love\b/.test(text);
  if (!aboutLove && !(named && /\b(what|mean|explain)\b/.test(text))) return null;
  const r = ctx.person.results;
  // A language by name ("what does quality time mean?") gets its meaning; "my…" or "why…" is about the person's own.
  if (named && (!/\b(my|mine|i|me|why)\b/.test(text) || /\b(someone|somebody|a person|whose|people who)\b/.test(text))) {
    const d = LOVE_LANGUAGE_DESCRIPTIONS[named];
    const mine = r ? [r.loveLanguageGiving === named ? 'it is how you most often give love' : null, r.loveLanguageReceiving === named ? 'it is how you most like to receive it' : null].filter(Boolean) : [];
    return [
      `**${LOVE_LANGUAGE_LABELS[named]}** means ${LOVE_LANGUAGE_KB[named].meaning}. ${named === 'gifts' ? `On the giving side we call it **${LOVE_LANGUAGE_GIVING_LABELS[named]}**.` : ''}`.trim(),
      `- Giving it: ${d.giving}\n- Receiving it: ${d.receiving}`,
      mine.length ? `For you, ${list(mine as string[])}.` : r ? `Yours are **${LOVE_LANGUAGE_GIVING_LABELS[r.loveLanguageGiving]}** for giving and **${LOVE_LANGUAGE_LABELS[r.loveLanguageReceiving]}** for receiving.` : '',
      `A few ways to show it: ${rotate(LOVE_LANGUAGE_KB[named].gestures, 0, 2).join('; ')}.`,
      'Would you like to know who in your life receives love this way?',
    ].filter(Boolean).join('\n\n');
  }
  if (!r) return null;
  // "How do I ask for it": ways to ask for the love language the person receives.
  if (/\bask (?:for|someone|people|my|them)\b|\bhow do i ask\b/.test(text)) {
    return [
      `You feel loved through **${LOVE_LANGUAGE_LABELS[r.loveLanguageReceiving]}**. Asking for it plainly is fair, and most people are glad to know. Some ways to ask:`,
      LOVE_LANGUAGE_KB[r.loveLanguageReceiving].howToAsk.map((a) => `- ${a}`).join('\n'),
      'Ask for one specific thing at a calm moment, and thank them when they do it. Would you like to ask someone in particular?',
    ].join('\n\n');
  }
  const receivingOnly = /\b(receiv\w*|feel loved|get love)\b/.test(text) && !/\b(give|giving|show)\b/.test(text);
  const givingOnly = /\b(give|giving|show)\b/.test(text) && !/\b(receiv\w*|feel loved)\b/.test(text);
  const giving = `You **give** love mostly through **${LOVE_LANGUAGE_GIVING_LABELS[r.loveLanguageGiving]}**: ${LOVE_LANGUAGE_DESCRIPTIONS[r.loveLanguageGiving].giving.replace(/^You /, 'you ')}`;
  const receiving = `You **receive** love best through **${LOVE_LANGUAGE_LABELS[r.loveLanguageReceiving]}**: ${LOVE_LANGUAGE_DESCRIPTIONS[r.loveLanguageReceiving].receiving.charAt(0).toLowerCase()}${LOVE_LANGUAGE_DESCRIPTIONS[r.loveLanguageReceiving].receiving.slice(1)}`;
  // "Why": the scores the answers gave each language, top two on each side.
  const topTwo = (scores: Record<LoveLanguage, number>, labels: Record<LoveLanguage, string>) =>
    (Object.entries(scores) as Array<[LoveLanguage, number]>).sort((a, b) => b[1] - a[1]).slice(0, 2).map(([l, n]) => `${labels[l]} ${Math.round(n)}`).join(', then ');
  const ev = r.evidence.loveLanguages;
  const why = [!receivingOnly ? `giving: ${topTwo(ev.giving, LOVE_LANGUAGE_GIVING_LABELS)}` : null, !givingOnly ? `receiving: ${topTwo(ev.receiving, LOVE_LANGUAGE_LABELS)}` : null].filter(Boolean);
  return [
    ...(receivingOnly ? [receiving] : givingOnly ? [giving] : [giving, receiving]),
    `From your answers (out of 100), ${why.join('; ')}.`,
    r.loveLanguageGiving !== r.loveLanguageReceiving && !receivingOnly && !givingOnly
      ? 'The two differ, which is common: you may offer love in a way that is not the one you most need back, so it is worth telling the people close to you.'
      : givingOnly
        ? `One way to give it this week: ${LOVE_LANGUAGE_KB[r.loveLanguageGiving].gestures[0]}.`
        : `A way to ask for it: ${LOVE_LANGUAGE_KB[r.loveLanguageReceiving].howToAsk[0]}`,
    'Would you like ideas for showing love the way someone close to you receives it?',
  ].join('\n\n');
};

const ownTypeOrOverall: Answer = ({ ctx, message, u }) => {
  const text = lower(message);
  const r = ctx.person.results;
  if (!r || u.people.connections.length > 0) return null;
  if (/\boverall (?:stability|score)\b|\bstability (?:scores|areas|results|breakdown)\b|\ball (?:six|6|my) (?:stability )?(?:areas|scores)\b/.test(text)) {
    return [
      `Your **overall stability is ${Math.round(r.overallStability)}%**: the average of your six areas, Mental ${Math.round(r.mentalStability)}%, Emotional ${Math.round(r.emotionalStability)}%, Physical ${Math.round(r.physicalStability)}%, Social ${Math.round(r.socialStability)}%, Spiritual ${Math.round(r.spiritualStability)}% and Desire ${Math.round(r.desireStability)}%.`,
      'It moves when any area moves, so the fastest way to raise it is one small habit in your lowest area. Your weekly actions are built around exactly that.',
      'Would you like to look at your lowest area?',
    ].join('\n\n');
  }
  // "INFJ" or "INFJs"
  const codes = (message.match(/\b[EI][SN][TF][JP](?=s?\b)/gi) ?? []).map((c) => c.toUpperCase());
  const aboutLove = /\b(love|loves|in love|relationships?|partners?|dating|date|romance|romantic)\b/.test(text);
  const own = getPersonalityType(r.personalityType);
  if (codes.length === 1 && codes[0] === r.personalityType && aboutLove && own) {
    return [
      `As an ${typeName(r.personalityType)}, this is how your type tends to love:`,
      own.inLove,
      `Your own leanings behind it: ${axesOf(r).map((e) => `${e.percent}% ${LETTER_LABELS[e.letter]}`).join(', ')}; the stronger the lean, the more of this you will recognise. Would you like to know which types tend to fit yours?`,
    ].join('\n\n');
  }
  if (codes.length >= 2 && codes[0] !== codes[1]) {
    const [a, b] = [getPersonalityType(codes[0]!), getPersonalityType(codes[1]!)];
    if (!a || !b) return null;
    const fit = a.mostCompatible.includes(b.code) ? 'often a natural fit' : a.challenging.includes(b.code) ? 'a pairing that takes more translation' : 'a workable pairing with its own rhythm';
    const shared = AXES.filter((_, i) => a.code[i] === b.code[i]).map((_, i) => LETTER_LABELS[a.code[i] as TypeLetter]);
    return [
      `${typeName(a.code)} and ${typeName(b.code)} are ${fit}.`,
      `They share ${shared.length ? list(shared) : 'no letter'}${shared.length < 4 ? ` and differ on ${list(AXES.filter((_, i) => a.code[i] !== b.code[i]).map((axis) => axis.split('').join('/')))}` : ''}. Shared letters make everyday rhythm easy; different ones bring balance and need a little explaining.`,
      'A type pairing is only one part of the Vibe: attachment, love languages, stability and shared interests count too, so two real people can do much better (or worse) than their letters suggest.',
      'Is there a connection you would like me to look at with all of it?',
    ].join('\n\n');
  }
  if (/\b(?:what|which) (?:kind|sort|type) of (?:partner|person|people|guy|girl|man|woman|friend)s? (?:suits?|fits?|is (?:best|good|right) for|would suit|should i (?:date|look for))\b|\bmy (?:ideal|perfect) (?:partner|match|type)\b|\bwho (?:am i|would i be) (?:most )?compatible with in general\b/.test(text)) {
    if (!own) return null;
    return [
      `Going by type alone, ${typeName(r.personalityType)} most often fits with ${list(own.mostCompatible.map((code) => typeName(code)))}.`,
      `Those pairings share what matters most to you (${LETTER_LABELS[r.personalityType[1] as TypeLetter]} and ${LETTER_LABELS[r.personalityType[2] as TypeLetter]} ways of seeing and deciding) and balance the rest.${own.challenging.length ? ` ${list(own.challenging.map((code) => code))} tend to take more translation, which is not the same as not working.` : ''}`,
      `Type is only one part: a secure, warm attachment, a love language you can give, and interests you share count as much. Your own: **${ATTACHMENT_LABELS[r.relationshipType]}** attachment, and you feel loved through **${LOVE_LANGUAGE_LABELS[r.loveLanguageReceiving]}**, so look for someone who offers that naturally.`,
      'Would you like to see how the people you are connected with fit?',
    ].join('\n\n');
  }
  const named = codes.length === 1 && codes[0] !== r.personalityType ? getPersonalityType(codes[0]!) : null;
  if (named) {
    // Another type ("what is an ENFP like"): its letters, what it is like, who has it, and how it meets the person's.
    const holders = ctx.connections.filter((c) => c.results?.personalityType === named.code).map((c) => c.firstName);
    const fit = named.mostCompatible.includes(r.personalityType) ? 'often a natural fit' : named.challenging.includes(r.personalityType) ? 'a pairing that takes more translation' : 'a workable pairing with its own rhythm';
    return [
      `${typeName(named.code)} stands for ${named.code.split('').map((l) => LETTER_LABELS[l as TypeLetter]).join(', ')}.`,
      aboutLove ? named.inLove : named.description,
      `With your ${r.personalityType} it is ${fit}.${holders.length ? ` Among your connections, ${list(holders)} ${holders.length > 1 ? 'are' : 'is'} ${named.code}.` : ''}`,
      'A type is a starting point, not a box: the percentages behind each letter say how strongly someone leans. Would you like me to compare it with yours letter by letter?',
    ].join('\n\n');
  }
  if (!/\b(my (?:personality )?type|what type am i|my personality\b|what does (?:my )?[ei][sn][tf][jp] mean)\b/.test(text)) return null;
  const info = getPersonalityType(r.personalityType);
  return [
    `Your type is ${typeName(r.personalityType)}. It comes from four leanings: ${axesOf(r).map((e) => `${e.percent}% ${LETTER_LABELS[e.letter]}`).join(', ')}.`,
    info?.description ?? '',
    // "…and what does it mean for dating": how the type tends to love, too.
    aboutLove && info ? `In love and dating: ${info.inLove.charAt(0).toLowerCase()}${info.inLove.slice(1)}` : '',
    'A percentage near 50 means you recognise yourself in both sides; near 100, the lean is strong. Would you like me to explain one of the four letters?',
  ].filter(Boolean).join('\n\n');
};

// ------------------------------------------------------------------------------------------------ a connection's results

const TERM_ABOUT_THEM = /\b(type|personality|introvert\w*|extr[ao]vert\w*|sensing|intuitive|thinker|feeler|judging|perceiving|attachment|love languages?|stability|stable)\b/;

/** "How does Jordan handle conflict": their strong leanings and attachment, read for an argument. */
const theirConflictStyle: Answer = ({ message, u }) => {
  const c = u.people.connections[0];
  const text = lower(message);
  if (!c || !/\b(handle|handles|deal with|deals with|react|reacts|behave|behaves|act|acts|approach|like)\b.{0,25}\b(conflict|arguments?|fights?|disagreements?|criticism|rows?)\b/.test(text)) return null;
  const r = c.results;
  if (!r) return `${c.firstName} hasn't finished the assessment yet, so I can't read their style from results. What have you noticed when the two of you disagree?`;
  const strong = axesOf(r).filter((e) => e.percent >= 60);
  const style = r.relationshipType;
  return [
    `From ${c.firstName}'s results (${r.personalityType}), this is how ${c.firstName} tends to meet a conflict:`,
    [
      ...(strong.length ? strong : axesOf(r).slice(0, 2)).map((e) => `- Leaning ${e.percent}% ${LETTER_LABELS[e.letter]}, ${c.firstName} ${LETTER_IN_CONFLICT[e.letter]}.`),
      ...(style ? [`- Attachment **${ATTACHMENT_LABELS[style]}**: ${style === 'anxious' ? 'silence during an argument can feel like a threat, so say when you will come back to it' : style === 'avoidant' ? 'intensity pushes them to withdraw, so keep it calm and short with a clear end' : style === 'fearful_avoidant' ? 'they may want closeness and space at once, so offer both: a pause, and a time to talk again' : 'they can usually stay steady and come back to repair'}.`] : []),
    ].join('\n'),
    `So with ${c.firstName}: ${strong.some((e) => e.letter === 'I') ? 'give them time to think before you expect an answer, ' : ''}${strong.some((e) => e.letter === 'T') ? 'bring one clear problem and a fair fix, ' : strong.some((e) => e.letter === 'F') ? 'start by saying the relationship is safe, ' : ''}and end with what each of you will do next. Would you like a way to start the next difficult talk?`,
  ].join('\n\n');
};

const theirResults: Answer = ({ message, u }) => {
  const c = u.people.connections[0];
  const text = lower(message);
  if (!c || u.people.connections.length > 1) return null;
  const first = lower(c.firstName);
  // "Jordan is fearful avoidant": a style said of them ("I'm anxious Sam is losing interest" is the person's worry).
  const styleOfThem = new RegExp(`\\b(?:${first}(?:'s)?|is ${first}|that ${first}) (?:is |being |so |really |quite |more |very )*(?:an? )?(?:anxious(?:ly)?|avoidant|fearful|secure(?:ly)?)\\b`).test(text);
  if (!TERM_ABOUT_THEM.test(text) && !styleOfThem) return null;
  if (!new RegExp(`\\b${first}(?:'s|s')|\\bis ${first}\\b|\\bdoes ${first}\\b|\\b${first} (?:is|has)\\b|\\bmy \\w+'s\\b|\\bwhat is (?:his|her|their)\\b`).test(text) && !/\b(what|which) (?:love language|type|attachment)\b/.test(text)) return null;
  const r = c.results;
  if (!r) return `${c.firstName} hasn't finished the assessment yet, so I have no results for them. Once they do, I can tell you their type, attachment style and love languages, as far as ${c.firstName} shares them. Is there something about ${c.firstName} I can help with from your side?`;
  const privately = (part: string) => `${c.firstName} keeps their ${part} private, so it isn't shared with you and I won't guess it. You could always ask ${c.firstName} directly. Would you like help with how to ask?`;
  if (/\battachment\b/.test(text) || styleOfThem) {
    if (!r.relationshipType) return privately('attachment style');
    return `${c.firstName}'s attachment style is **${ATTACHMENT_LABELS[r.relationshipType]}**${r.evidence.attachment ? ` (anxiety ${r.evidence.attachment.anxiety}, avoidance ${r.evidence.attachment.avoidance}, out of 100)` : ''}: ${aboutThem(ATTACHMENT_KB[r.relationshipType].meaning)}.\n\nWhat helps them: ${list(ATTACHMENT_KB[r.relationshipType].needs)}.\n\nWould you like to see how it meets your own style?`;
  }
  if (/\blove languages?\b/.test(text)) {
    if (!r.loveLanguageReceiving || !r.loveLanguageGiving) return privately('love languages');
    return `${c.firstName} feels loved through **${LOVE_LANGUAGE_LABELS[r.loveLanguageReceiving]}** and shows love mostly through **${LOVE_LANGUAGE_GIVING_LABELS[r.loveLanguageGiving]}**.\n\nTo make ${c.firstName} feel loved: ${rotate(gesturesFor(r.loveLanguageReceiving, c.relationshipType), 0, 2).join('; or ')}.\n\nWould you like more ideas like these?`;
  }
  if (/\bstab\w*/.test(text)) {
    if (r.overallStability === undefined) return privately('stability scores');
    return `${c.firstName}'s overall stability is ${Math.round(r.overallStability)}%, as ${c.firstName} shares it: the average of six areas of life. Would you like to know how to support ${c.firstName} where it is lower?`;
  }
  const axes = axesOf(r);
  const letterWord = /\b(introvert\w*|extr[ao]vert\w*|sensing|intuitive|thinker|feeler|judging|perceiving)\b/.exec(text)?.[1];
  if (letterWord) {
    const axisIndex = /intro|extr/.test(letterWord) ? 0 : /sens|intu/.test(letterWord) ? 1 : /think|feel/.test(letterWord) ? 2 : 3;
    const e = axes[axisIndex]!;
    return `${c.firstName} leans **${e.percent}% ${LETTER_LABELS[e.letter]}** on that axis${e.percent < 60 ? ', a mild lean, so you will see both sides in them' : ''}. ${c.firstName}'s type is ${typeName(r.personalityType)}.\n\nWould you like to know what that means for the two of you?`;
  }
  const info = getPersonalityType(r.personalityType);
  return `${c.firstName}'s type is ${typeName(r.personalityType)}: ${axes.map((e) => `${e.percent}% ${LETTER_LABELS[e.letter]}`).join(', ')}.${info ? `\n\n${info.description}` : ''}\n\nWould you like to compare it with yours?`;
};

// ------------------------------------------------------------------------------------------------ the Vibe

const PART_WORDS: Array<[RegExp, VibePart['id'] | 'lifestyle' | 'personality']> = [
  [/\btype match\b/, 'type_match'],
  [/\b(?:personality )?axes\b/, 'axes'],
  [/\battachment\b/, 'attachment'],
  [/\blove languages?\b/, 'love_languages'],
  [/\bstability\b/, 'stability'],
  [/\bshared activities\b|\bactivities\b|\bhobbies\b/, 'shared_activities'],
  [/\b(?:interest|category) overlap\b|\binterests\b/, 'category_overlap'],
  [/\blifestyle\b/, 'lifestyle'],
  [/\bpersonality\b/, 'personality'],
];

function partNamed(text: string): VibePart['id'] | 'lifestyle' | 'personality' | null {
  return PART_WORDS.find(([re]) => re.test(text))?.[1] ?? null;
}

/** How the app names each part's subject, added to a label that does not say it ("Security & closeness"). */
const PART_TERM: Record<VibePart['id'], string> = {
  type_match: 'type match',
  axes: 'personality axes',
  attachment: 'attachment',
  love_languages: 'love languages',
  stability: 'stability',
  shared_activities: 'shared activities',
  category_overlap: 'interest overlap',
};

function partLabel(p: VibePart): string {
  return p.label.toLowerCase().includes(PART_TERM[p.id]) ? `**${p.label}**` : `**${p.label}** (${PART_TERM[p.id]})`;
}

/** A reason as a sentence: the Vibe's reasons are written without a full stop. */
function sentence(reason: string | undefined): string {
  return !reason ? '' : /[.!?]$/.test(reason) ? reason : `${reason}.`;
}

function partsOf(v: VibeResult): VibePart[] {
  return [...v.personality.parts, ...(v.lifestyle?.parts ?? [])];
}

/** What the two people can do about each part of their Vibe; type and axes are who they are, so they get understanding. */
const PART_STEPS: Record<VibePart['id'], (c: CoachConnection) => string> = {
  type_match: (c) => `learn how ${c.firstName}'s type sees things differently; the gap is where explaining yourselves pays off`,
  axes: (c) => `on the axis where you differ most, say out loud what you each need (time to think, a plan, a flexible one) before deciding together with ${c.firstName}`,
  attachment: (c) => `agree how each of you asks for closeness and for space, so neither reads the other's need as rejection`,
  love_languages: (c) => `give love the way ${c.firstName} receives it${c.results?.loveLanguageReceiving ? ` (**${LOVE_LANGUAGE_LABELS[c.results.loveLanguageReceiving]}**)` : ''}, and tell ${c.firstName} what lands for you`,
  stability: () => 'support each other in the area of life that is under most strain right now: one small weekly habit each',
  shared_activities: (c) => `try one activity ${c.firstName} loves and invite them to one of yours; both of you marking it as a favourite raises this part`,
  category_overlap: () => 'explore a new interest together, picked from an area neither of you has tried',
};

/** "How can we improve our Vibe": the weakest parts and what moves each. */
function improveVibeWith(c: CoachConnection, v: VibeResult, topicTip?: string): string {
  const weakest = partsOf(v)
    .filter((p) => !p.withheld)
    .sort((a, b) => a.score - b.score)
    .slice(0, 2);
  return [
    `Your Vibe with ${c.firstName} is **${v.score} (${v.band})**. The parts with the most room to grow are ${list(weakest.map((p) => `${partLabel(p)} (${p.score})`))}.`,
    weakest.map((p) => `- ${partLabel(p)}: ${sentence(p.watchOut ?? p.reasons[0])} Try this: ${PART_STEPS[p.id](c)}.`).join('\n'),
    ...(topicTip ? [topicTip] : []),
    'The score follows your answers, so it changes when your interests or results do; the relationship changes first, through small things done often. Which of these would you like to try this week?',
  ].join('\n\n');
}

function explainVibeWith(c: CoachConnection, v: VibeResult, part: ReturnType<typeof partNamed>, ownResults: SharedResults | null = null): string {
  const personalityLine = `**Personality** ${v.personality.score} (weighted ${v.personality.weight}%)`;
  const lifestyleLine = v.lifestyle ? `**Lifestyle** ${v.lifestyle.score} (weighted ${v.lifestyle.weight}%)` : 'no lifestyle part, because one of you has not answered the interests questions';
  if (part === 'lifestyle' || part === 'personality') {
    const comp = part === 'lifestyle' ? v.lifestyle : v.personality;
    if (!comp) return `Your Vibe with ${c.firstName} has no lifestyle part yet: one of you hasn't answered the interests questions, so the Vibe is personality only (${v.personality.score}). Would you like me to go through the personality part?`;
    return [
      `The **${part}** part of your Vibe with ${c.firstName} is **${comp.score}**, weighted ${comp.weight}% of the total ${v.score}. ${part === 'lifestyle' ? 'It looks at the activities and interests you share: what you could enjoy doing together.' : 'It looks at how your results fit: type, the four axes, attachment, love languages and stability.'}`,
      comp.parts.map((p) => `- ${partLabel(p)} ${p.score}: ${p.reasons[0] ?? ''}`).join('\n'),
      'Would you like ideas built on this part?',
    ].join('\n\n');
  }
  if (part) {
    const p = partsOf(v).find((x) => x.id === part);
    if (!p) return `That part isn't in your Vibe with ${c.firstName}: it may be kept private by ${c.firstName}, or need answers one of you hasn't given yet. Would you like the parts I can see?`;
    const mine = ownResults;
    const theirs = c.results;
    const both =
      part === 'attachment' && mine?.relationshipType && theirs?.relationshipType
        ? `Your attachment style is **${ATTACHMENT_LABELS[mine.relationshipType]}**; ${c.firstName}'s is **${ATTACHMENT_LABELS[theirs.relationshipType]}**.`
        : part === 'love_languages' && mine?.loveLanguageGiving && mine.loveLanguageReceiving && theirs?.loveLanguageReceiving && theirs.loveLanguageGiving
          ? `You give through **${LOVE_LANGUAGE_GIVING_LABELS[mine.loveLanguageGiving]}** and feel loved through **${LOVE_LANGUAGE_LABELS[mine.loveLanguageReceiving]}**; ${c.firstName} gives through **${LOVE_LANGUAGE_GIVING_LABELS[theirs.loveLanguageGiving]}** and feels loved through **${LOVE_LANGUAGE_LABELS[theirs.loveLanguageReceiving]}**.`
          : null;
    return [
      `In your Vibe with ${c.firstName}, ${partLabel(p)} scores **${p.score}** out of 100.${both ? ` ${both}` : ''}`,
      p.reasons.map((reason) => `- ${reason}`).join('\n'),
      p.watchOut ? `The thing to watch: ${p.watchOut}.` : 'Nothing here needs special care.',
      `It is one part of the ${v.score} overall (${personalityLine}; ${lifestyleLine}). Would you like tips for this part?`,
    ].join('\n\n');
  }
  const sorted = [...partsOf(v)].sort((a, b) => b.score - a.score);
  return [
    `Your Vibe with ${c.firstName} is **${v.score} (${v.band})**: ${personalityLine} and ${lifestyleLine}.`,
    sorted.map((p) => `- ${partLabel(p)} ${p.score}: ${p.reasons[0] ?? ''}`).join('\n'),
    `Strongest: ${sorted[0]!.label}. ${sorted[sorted.length - 1]!.watchOut ? `Worth care: ${sorted[sorted.length - 1]!.watchOut}.` : ''} Would you like to dig into one part?`.trim(),
  ].join('\n\n');
}

const vibe: Answer = ({ ctx, message, u }) => {
  const text = lower(message);
  const c = u.people.connections[0];
  // "What does my attachment style mean for me and Sam": one part of the pair's Vibe, though the word is not said.
  const pairPart = !!c && ['attachment', 'love_languages', 'stability', 'axes', 'type_match'].includes(partNamed(text) ?? '') && /\b(me and|us|we|between us|together|for me and|for us|the two of us)\b/.test(text);
  const asksVibe = /\bvibe\b/.test(text) || pairPart || (!!c && /\b(compatib\w*|how do we fit|good match|get along)\b/.test(text));
  const part = partNamed(text);
  const definesPart = !c && /\b(what (?:is|are|does)|explain|mean)\b/.test(text) && (part === 'shared_activities' || part === 'type_match' || part === 'category_overlap');
  const band = /\b(low|moderate|good|very good|excellent)\b/.exec(text)?.[1];
  if (band && /\b(mean|means|meaning|explain|what is|what's)\b/.test(text) && !c) {
    // "What does Moderate mean": the five bands, and where the person's own Vibes fall.
    const mine = ctx.connections.filter((x) => x.vibe).map((x) => `${x.firstName} ${x.vibe!.score} (${x.vibe!.band})`);
    return [
      `The band is a plain-words reading of the Vibe score: **Excellent** 85 and above, **Very Good** 70–84, **Good** 55–69, **Moderate** 40–54, **Low** below 40.`,
      `**${band.replace(/\b\w/g, (l) => l.toUpperCase())}** ${band === 'low' ? 'means your results differ in many places: more to explain to each other, not a verdict on the relationship' : band === 'moderate' ? 'means a mix: some parts fit easily and some take understanding' : band === 'excellent' ? 'means your results fit unusually well across most parts' : 'means your results fit well in most parts, with a few that need care'}. A band describes how your results fit, not how a relationship feels or will go.`,
      mine.length ? `Yours: ${mine.join(', ')}. Would you like to look at one of them part by part?` : 'Would you like to know what the parts of a Vibe are?',
    ].join('\n\n');
  }
  if (/\bweight\w*/.test(text) && /\b(personality|lifestyle|vibe)\b/.test(text)) {
    // "Why is personality weighted more": the weights are the pair's own choice, not ours.
    const example = (c?.vibe ? c : ctx.connections.find((x) => x.vibe)) ?? null;
    return [
      'The weights are chosen, not fixed: each person picks how much their Vibe should lean on personality or on lifestyle (Profile › Insights › Update Preferences: Personality Focused 70/30, Balanced Approach 50/50, Lifestyle Focused 30/70). A pair\'s Vibe uses the mean of both people\'s choices, so you both read the same number.',
      example?.vibe ? `With ${example.firstName}, **personality** counts ${example.vibe.personality.weight}% and **lifestyle** ${example.vibe.lifestyle?.weight ?? 0}%${example.vibe.lifestyle ? '' : ' (there is no lifestyle part yet, because one of you has not answered the interests questions)'}.` : 'Once you have a Vibe with someone, I can show the weights your pair uses.',
      'If shared interests matter more to you than how your results fit, choose Lifestyle Focused there; the other person\'s choice still counts for half. Would you like me to go through what each part of the Vibe measures?',
    ].join('\n\n');
  }
  if (!asksVibe && !definesPart) return null;
  const d = u.people.connections[1];
  if (c?.vibe && d?.vibe) {
    // Two people ("why is my Vibe with Jordan lower than with Sam"): both figures and the parts that differ most.
    const [hi, lo] = c.vibe.score >= d.vibe.score ? [c, d] : [d, c];
    const gaps = partsOf(hi.vibe!)
      .flatMap((p) => {
        const other = partsOf(lo.vibe!).find((q) => q.id === p.id);
        return other && !p.withheld && !other.withheld ? [{ p, other, gap: p.score - other.score }] : [];
      })
      .sort((x, y) => y.gap - x.gap);
    const ahead = gaps.filter((g) => g.gap > 0).slice(0, 2);
    const behind = gaps.filter((g) => g.gap < 0).at(-1);
    // "Why is it lower with Jordan than with Sam" when it is higher: say so before explaining.
    const claimed = /\b(lower|worse|less)\b/.test(text) ? 'lower' : /\b(higher|better|more)\b/.test(text) ? 'higher' : null;
    const wrongWay = c.vibe.score !== d.vibe.score && claimed && (claimed === 'lower') === (c === hi);
    return [
      `${wrongWay ? "It's actually the other way round: y" : 'Y'}our Vibe with ${hi.firstName} is **${hi.vibe!.score} (${hi.vibe!.band})** and with ${lo.firstName} **${lo.vibe!.score} (${lo.vibe!.band})**.${hi.vibe!.score === lo.vibe!.score ? ' They are level.' : ''}`,
      gaps.length
        ? [`Where ${hi.firstName} is ahead:`, ...ahead.map((g) => `- ${partLabel(g.p)}: ${g.p.score} with ${hi.firstName}, ${g.other.score} with ${lo.firstName}. ${sentence(g.p.reasons[0])}`.trim())].join('\n')
        : 'Their parts cannot be set side by side (some are private).',
      ...(behind ? [`Where ${lo.firstName} is ahead: ${partLabel(behind.other)}, ${behind.other.score} against ${behind.p.score}. ${sentence(behind.other.reasons[0])}`.trim()] : []),
      `A lower Vibe is not a worse relationship: it shows where ${lo.firstName} and you work differently, which is where a little explaining goes furthest. Would you like tips for ${lo.firstName}?`,
    ].join('\n\n');
  }
  if (c) {
    if (!c.vibe) return `There's no Vibe with ${c.firstName} yet: ${c.firstName} hasn't finished the assessment. Once they do, I can explain it part by part. Is there something else about ${c.firstName} I can help with?`;
    if (/\b(improve|raise|boost|increase|better|higher|grow|work on|strengthen)\b/.test(text)) return improveVibeWith(c, c.vibe, u.topic?.tip);
    return explainVibeWith(c, c.vibe, part, ctx.person.results);
  }
  if (u.wanted === 'rank' || u.people.pending.length || u.people.unknownNames.length) return null;
  const example = ctx.connections.find((x) => x.vibe);
  const PART_MEANING: Record<string, string> = {
    type_match: 'Type match: how naturally your two four-letter types tend to go together',
    axes: 'Personality axes: how close you are on each of the four leanings',
    attachment: 'Attachment: how your needs for closeness and space meet',
    love_languages: 'Love languages: whether the way each of you gives love is the way the other receives it',
    stability: 'Stability: how steady each of you is across the six areas of life',
    shared_activities: 'Shared activities: the activities you both marked as interests',
    category_overlap: 'Interest overlap: how much your wider areas of interest overlap',
  };
  return [
    'Your **Vibe** with a connection is a score from 0 to 100 of how your results fit. It has two parts: **personality** (how your assessment results fit) and **lifestyle** (the interests and activities you share). The two are weighted by the pair\'s preferences, and the band (from Low to Excellent) reads the total.',
    ['Personality parts:', ...['type_match', 'axes', 'attachment', 'love_languages', 'stability'].map((id) => `- ${PART_MEANING[id]}`), 'Lifestyle parts:', ...['shared_activities', 'category_overlap'].map((id) => `- ${PART_MEANING[id]}`)].join('\n'),
    example ? `For example, your Vibe with ${example.firstName} is **${example.vibe!.score} (${example.vibe!.band})**. Shall we go through it part by part?` : 'Once you connect with someone who has finished the assessment, I can explain your Vibe with them part by part. Would you like to know how to invite someone?',
  ].join('\n\n');
};

// ------------------------------------------------------------------------------------------------ comparing and ranking

/** "Who is more introverted, Sam or Jordan (or me)?": each one's lean toward that letter, highest first. */
const whoIsMore: Answer = ({ ctx, message, u }) => {
  const text = lower(message);
  const letter = askedLetter(message);
  const withMe = /\b(me|i|myself)\b/.test(text.replace(/^.*?\b(?:more|most|less|least)\b/, ''));
  if (!letter || !/\b(?:who(?:'s| is)?|which)\b.{0,30}\b(?:more|most|less|least)\b/.test(text) || u.people.connections.length + (withMe ? 1 : 0) < 2) return null;
  const toward = (r: SharedResults | null) => {
    const e = r ? axesOf(r).find((x) => x.axis.includes(letter)) : undefined;
    return e ? (e.letter === letter ? e.percent : 100 - e.percent) : null;
  };
  const people = [...u.people.connections.map((c) => ({ name: c.firstName, share: toward(c.results) })), ...(withMe ? [{ name: 'you', share: toward(ctx.person.results) }] : [])];
  const known = people.filter((p): p is { name: string; share: number } => p.share !== null).sort((a, b) => b.share - a.share);
  const unknown = people.filter((p) => p.share === null).map((p) => p.name);
  if (known.length < 2) return `I can only see ${known.length ? `${known[0]!.name}'s` : 'no'} lean on that axis; ${list(unknown)} ${unknown.length > 1 ? 'have' : 'has'} no results I can see yet. Would you like to look at the one I can see?`;
  const least = /\b(less|least)\b/.test(text);
  const order = least ? [...known].reverse() : known;
  // "Who is more organised": the everyday word asked, beside the leaning's own name.
  const asked = /\b(organi[sz]ed|planner|spontaneous|outgoing|logical)\b/.exec(text)?.[1];
  const word = `${LETTER_LABELS[letter]}${asked ? ` (${asked})` : ''}`;
  return [
    `${order[0]!.name === 'you' ? 'You are' : `**${order[0]!.name}** is`} the ${known.length === 2 ? (least ? 'less' : 'more') : least ? 'least' : 'most'} ${word} of ${known.length === 2 ? 'the two' : 'them'}:`,
    order.map((p) => `- ${p.name === 'you' ? 'You' : p.name}: ${p.share}% ${LETTER_LABELS[letter]}`).join('\n'),
    `${Math.abs(known[0]!.share - known[known.length - 1]!.share) < 15 ? 'The difference is small, so day to day you may hardly notice it.' : 'That is a clear difference, and it tends to show in everyday choices.'} Leaning ${LETTER_LABELS[letter]}, people ${LETTER_GIST[letter].replace(/^you /, '').replace(/\byou\b/g, 'they').replace(/\byour\b/g, 'their')}. Would you like to know what that means ${withMe ? 'for the two of you' : 'when they are together'}?`,
  ].join('\n\n');
};

const compare: Answer = ({ ctx, u }) => {
  const c = u.people.connections[0];
  const me = ctx.person.results;
  if (u.wanted !== 'compare' || !c || !me) return null;
  const them = c.results;
  if (!them) return `${c.firstName} hasn't finished the assessment yet, so I can't compare your results. I'll be able to once they do. Is there something about ${c.firstName} I can help with meanwhile?`;
  const a = axesOf(me);
  const b = axesOf(them);
  const rows = AXES.map((axis, i) => {
    const same = a[i]!.letter === b[i]!.letter;
    return `- ${axis.split('').join('/')}: you ${a[i]!.percent}% ${LETTER_LABELS[a[i]!.letter]}, ${c.firstName} ${b[i]!.percent}% ${LETTER_LABELS[b[i]!.letter]}${same ? ' (alike)' : ' (different)'}`;
  });
  const alike = AXES.filter((_, i) => a[i]!.letter === b[i]!.letter).length;
  const more = [
    them.relationshipType ? `- Attachment: you are **${ATTACHMENT_LABELS[me.relationshipType]}**, ${c.firstName} is **${ATTACHMENT_LABELS[them.relationshipType]}**.` : `- Attachment: ${c.firstName} keeps theirs private.`,
    them.loveLanguageReceiving ? `- Love languages: you feel loved through **${LOVE_LANGUAGE_LABELS[me.loveLanguageReceiving]}**, ${c.firstName} through **${LOVE_LANGUAGE_LABELS[them.loveLanguageReceiving]}**${me.loveLanguageGiving === them.loveLanguageReceiving ? `, and you naturally give what ${c.firstName} needs` : ''}.` : `- Love languages: ${c.firstName} keeps theirs private.`,
  ];
  const shared = c.vibe ? partsOf(c.vibe).find((p) => p.id === 'shared_activities') : undefined;
  return [
    `You are ${typeName(me.personalityType)} and ${c.firstName} is ${typeName(them.personalityType)}: alike on ${alike} of the four axes.`,
    rows.join('\n'),
    more.join('\n'),
    [shared ? `What you share: ${shared.reasons[0]}.` : null, c.vibe ? `Your Vibe together is **${c.vibe.score} (${c.vibe.band})**.` : null].filter(Boolean).join(' ') || 'Where you differ is where a little explaining helps most.',
    'Would you like tips for where you differ most?',
  ].join('\n\n');
};

const rankByPart: Answer = ({ ctx, message, u }) => {
  const text = lower(message);
  if (u.wanted !== 'rank') return null;
  const part = partNamed(text);
  if (!part) return null;
  const scored = ctx.connections.flatMap((c) => {
    if (!c.vibe) return [];
    const score = part === 'lifestyle' ? c.vibe.lifestyle?.score : part === 'personality' ? c.vibe.personality.score : partsOf(c.vibe).find((p) => p.id === part)?.score;
    return score === undefined ? [] : [{ c, score }];
  });
  if (scored.length === 0) return `None of your connections has a ${part.replace('_', ' ')} score I can see yet (it may be private, or need answers still missing). Would you like the ranking by overall Vibe instead?`;
  const worst = /\b(worst|hardest|least|lowest)\b/.test(text);
  scored.sort((x, y) => (worst ? x.score - y.score : y.score - x.score));
  const label = part === 'lifestyle' ? 'Lifestyle' : part === 'personality' ? 'Personality' : partLabel(partsOf(scored[0]!.c.vibe!).find((p) => p.id === part)!).replace(/\*\*/g, '');
  const missing = ctx.connections.filter((c) => !scored.some((s) => s.c === c)).map((c) => c.firstName);
  return [
    `Ranked by **${label}** in your Vibe:`,
    scored.map((s, i) => `${i + 1}. **${s.c.firstName}**: ${s.score}`).join('\n'),
    `${scored[0]!.c.firstName} ${worst ? 'takes the most care' : 'fits you best'} on ${label.toLowerCase()}${part !== 'lifestyle' && part !== 'personality' ? `: ${partsOf(scored[0]!.c.vibe!).find((p) => p.id === part)!.reasons[0]}` : ''}.`,
    ...(missing.length ? [`Not ranked: ${list(missing)} (private, or no results yet).`] : []),
    'Would you like to look at one of these more closely?',
  ].join('\n\n');
};

// ------------------------------------------------------------------------------------------------ drafting in the person's voice

/** A no to plans, in the person's words: "I can't make it Friday", "I won't be there". */
const DECLINING = /\b(?:can'?t|won'?t|not) (?:make|come|be (?:at|there)|go)\b/i;

function draftBody(message: string): string | null {
  const text = message.trim().replace(/[?.!]+$/, '');
  const invite = /\b(?:inviting|to invite|invite) (?:\p{L}+ )?(to|for) (.+)$/iu.exec(text);
  if (invite) return capitaliseDays(`Would you like to come ${invite[1]!.toLowerCase()} ${spokenTo(invite[2]!)}? I'd love to see you.`);
  const m = /\b(?:saying|telling (?:\p{L}+ )?(?:that )?|that says|to say(?: that)?|to tell (?:\p{L}+ )?(?:that )?|asking (?:\p{L}+ )?(?:if |whether )?|to ask (?:\p{L}+ )?(?:if |whether )?|to thank (?:\p{L}+ )?|thanking (?:\p{L}+ )?|about )(.+)$/iu.exec(text);
  if (!m) return null;
  const lead = m[0].toLowerCase();
  const body = spokenTo(m[1]!.trim());
  if (/^(?:to ask|asking)/.test(lead)) {
    const asked = m[1]!.trim().replace(/^(?:to |for )/, '');
    // "if he wants to hang out" is their words about them; "to help me move" is the ask itself.
    return /^(?:if |whether )?(?:he|she|they|you) /i.test(asked) ? questionTo(asked) : `Would you like to ${spokenTo(asked)}?`.replace(/Would you like to you /, 'Would you ');
  }
  if (/^(?:to thank|thanking)/.test(lead)) return `Thank you ${body.replace(/^you /, '')}!`.replace(/^Thank you for/, 'Thank you for');
  if (/^happy /i.test(body)) return `${body.charAt(0).toUpperCase()}${body.slice(1)}!`;
  if (/^thank/i.test(body)) return `${body.charAt(0).toUpperCase()}${body.slice(1)}.`;
  if (/^sorry/i.test(body)) return `I'm ${body}.`;
  const said = `${body.charAt(0).toUpperCase()}${body.slice(1)}.`;
  // "I can't come for Christmas": a no to plans says it is missed.
  return DECLINING.test(body) ? `${said} I'm sorry to miss it, and I'll be thinking of you.` : said;
}

/** Days people write with a capital: "christmas" → "Christmas". */
function capitaliseDays(text: string): string {
  return text.replace(/\b(christmas|easter|thanksgiving|diwali|eid|hanukkah|new year'?s?|valentine'?s|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/gi, (d) => d.charAt(0).toUpperCase() + d.slice(1).toLowerCase());
}

/** What a message without its own words is for ("a good luck text before his exam"), and what it then says. */
const OCCASIONS: Array<{ words: RegExp; body: (what: string | null) => string }> = [
  { words: /\b(?:after|about|since) (?:our|the|that|this|last night'?s?|yesterday'?s?) (?:fight|argument|row|disagreement|falling out)\b|\bmake up with\b/, body: () => "I've been thinking about our argument. I'm sorry for my part in it, and you matter more to me than being right. Can we talk when you're ready?" },
  { words: /\bgood ?night\b|\bsleep well\b|\bbedtime\b/, body: () => "Goodnight! Sleep well, and I'll be thinking of you." },
  { words: /\bgood ?morning\b/, body: () => 'Good morning! I hope today is kind to you.' },
  { words: /\b(?:mother'?s|mum'?s|mom'?s) day\b/, body: () => "Happy Mother's Day! Thank you for everything you do, seen and unseen. I'm so lucky to have you." },
  { words: /\b(?:father'?s|dad'?s) day\b/, body: () => "Happy Father's Day! Thank you for everything you've done for me. I'm so lucky to have you." },
  { words: /\blove (?:note|letter|message|text|poem)\b|\bromantic (?:note|message|text)\b/, body: () => "I love you. I don't say often enough how much you mean to me, and how much better my days are with you in them." },
  { words: /\b(?:sorry|apology|apologi[sz]\w*)\b/, body: () => "I'm sorry. I've been thinking about what happened, and I know I got it wrong. I'd like to make it right." },
  { words: /\b(happy )?(birthday|bday)\b/, body: () => 'Happy birthday! I hope today is full of the people and things you love.' },
  { words: /\banniversary\b/, body: () => 'Happy anniversary! Every year with you is my favourite kind of ordinary, and I would choose it all again.' },
  { words: /\bgood luck\b|\bluck\b/, body: (what) => `Good luck${what ? ` with ${what}` : ''}! You've prepared for this, and I'm cheering for you.` },
  { words: /\bcongrat\w*|\bwell done\b|\bproud of\b/, body: (what) => `Congratulations${what ? ` on ${what}` : ''}! I'm so proud of you.` },
  { words: /\bget well\b|\b(?:sick|ill|unwell|poorly|feeling rough)\b/, body: () => "I'm sorry you're feeling rough. Get well soon, and tell me if I can bring you anything." },
  { words: /\bmiss (?:you|him|her|them)\b|\bthinking of (?:you|him|her|them)\b/, body: () => "I've been thinking about you and I miss you. It would be lovely to catch up soon." },
  { words: /\b(christmas|holidays?|new year|diwali|eid|hanukkah|thanksgiving)\b/, body: () => 'Happy holidays! I hope the days ahead bring you rest and good company.' },
];

/** "before his exam", "for her new job", "on his promotion" → "your exam", "your new job", "your promotion". */
function occasionObject(message: string): string | null {
  const m = /\b(?:before|for|on|with) ((?:his|her|their|your) [\p{L}' -]{2,30}?)(?:[?.!,]|$| tomorrow| today| tonight| this| next)/iu.exec(message);
  return m ? spokenTo(m[1]!.trim()) : null;
}

/** The warm, light or formal sentence a change of tone adds, and the greeting it uses. */
const TONES: Record<Tone, { greeting: string; add: string }> = {
  warmer: { greeting: 'Hey', add: "You mean more to me than I say often enough, and I'm grateful you're in my life." },
  lighter: { greeting: 'Hiya', add: "No pressure, no essay needed, a thumbs-up back will do." },
  formal: { greeting: 'Dear', add: 'With warm regards.' },
};

/** What the person calls them, when they named them by a family role ("my mom" → "Mom"). */
function calledBy(message: string, c: CoachConnection): string {
  const role = rolePhrase(message)?.replace(/^my /, '');
  if (c.relationshipType !== 'family' || !role) return c.firstName;
  const called: Record<string, string> = { mom: 'Mom', mum: 'Mum', mother: 'Mum', dad: 'Dad', father: 'Dad', grandma: 'Grandma', grandpa: 'Grandpa', grandmother: 'Grandma', grandfather: 'Grandpa' };
  return called[role] ?? c.firstName;
}

const draft: Answer = ({ ctx, message, u, variant, tone }) => {
  const c = u.people.connections[0];
  if (u.wanted !== 'draft' || !c) return null;
  const text = lower(message);
  const occasion = OCCASIONS.find((o) => o.words.test(text));
  const said = draftBody(message);
  const body = said ? capitaliseDays(said) : (occasion?.body(occasionObject(message)) ?? null);
  const receives = c.results?.loveLanguageReceiving;
  const warmth: Record<LoveLanguage, string> = {
    words_of_affirmation: 'I really appreciate you.',
    quality_time: "I'd love some proper time with you soon.",
    acts_of_service: 'Let me know if I can take anything off your plate.',
    gifts: 'I saw something today that made me think of you.',
    physical_touch: "Can't wait to give you a hug.",
  };
  const closers = ['', receives ? ` ${warmth[receives]}` : '', c.relationshipType === 'couple' ? ' Love you.' : ' Speak soon!'];
  const picked = closers[(variant + 1) % closers.length]!;
  // A closing the message already says ("I really appreciate you") is left off.
  const closing = body && picked && body.toLowerCase().includes(picked.trim().toLowerCase().replace(/^i really /, 'i ').replace(/[.!]$/, '')) ? '' : picked;
  const name = calledBy(message, c);
  const greeting = tone ? TONES[tone].greeting : ['Hey', 'Hi', 'Hello'][variant % 3];
  const toned = tone ? ` ${TONES[tone].add}` : '';
  const sent = body ? `${greeting} ${name}${tone === 'formal' ? ',' : '!'} ${body}${toned}${closing}` : null;
  const intro = tone ? `Here it is ${tone === 'warmer' ? 'warmer' : tone === 'lighter' ? 'lighter' : 'more formal'}, still in your own voice:` : `Here's a message you could send ${c.firstName}, in your own voice:`;
  return [
    sent ? intro : `Here's a start for a message to ${c.firstName}; tell me what it should say and I'll fit it:`,
    `"${sent ?? `${greeting} ${name}, I've been thinking about you and wanted to say something.${closing}`}"`,
    receives ? `${c.firstName} feels loved through **${LOVE_LANGUAGE_LABELS[receives]}**, so ${receives === 'words_of_affirmation' ? 'a specific kind word in it will land well' : receives === 'quality_time' ? 'offering time together will mean a lot' : 'a small gesture to follow it up will mean more than the words alone'}.` : 'Keep it short and specific: it reads as more sincere.',
    tone ? 'Want it shorter, or another tone?' : `Want it ${ctx.person.results?.evidence.axes[2]?.letter === 'T' ? 'warmer' : 'shorter'}, or in a different tone?`,
  ].join('\n\n');
};

// ------------------------------------------------------------------------------------------------ saying no, being hurt, asking

/** "she asks me to host Christmas" → what the request is, as a short phrase. */
function requestOf(message: string): string | null {
  const m = /\b(?:asks?|wants?|expects?|needs?|invites?|invited) (?:me|us) (to|for)\s+(.+?)(?:[?.!,;]|$| without| but| and i)/i.exec(message);
  if (!m) return null;
  const what = spokenTo(m[2]!.trim());
  // "wants us for Thanksgiving", "invited me to your party": a place to come to; "asks me to host": a thing to do.
  return m[1]!.toLowerCase() === 'for' || /^(?:the|a|an|your|my|our)\b/i.test(what) || /^\p{Lu}/u.test(what) ? `come ${m[1]!.toLowerCase()} ${what}` : what;
}

const refusal: Answer = ({ message, u }) => {
  const c = u.people.connections[0];
  if (u.direction !== 'refusing' || !c) return null;
  const asked = requestOf(message)?.replace(/^(?:me|us) /, '');
  const topic = u.topic;
  const cannot = asked ? `I can't ${asked} this time` : topic?.id === 'money' ? "I can't lend money right now" : topic?.id === 'holidays' ? "I can't make it for the holidays this year" : "I can't make it this time";
  return [
    `Saying no to ${c.firstName} kindly is about being clear on the no and warm about the person. Here is a way to put it:`,
    `"${c.firstName}, thank you for thinking of me. ${cannot}, and I wanted to tell you early. ${topic?.id === 'holidays' ? 'Could we find another day over the holidays to get together?' : 'Could we find something else that works for both of us?'}"`,
    [
      '- Say it early and plainly; a vague "maybe" is harder on both of you.',
      '- Give one honest reason if you like, but no long list: reasons invite debate.',
      '- Offer what you can do instead, so the no is about the plan, not about them.',
      ...(topic ? [`- ${topic.tip}`] : []),
      ...(c.results?.loveLanguageReceiving ? [`- ${c.firstName} feels loved through **${LOVE_LANGUAGE_LABELS[c.results.loveLanguageReceiving]}**: pair the no with a little of that.`] : []),
    ].join('\n'),
    'Would you like a shorter version you could send as a message?',
  ].join('\n\n');
};

/** What the other person did, said back to them: "Sam forgot my birthday" → "you forgot my birthday". */
function whatTheyDid(message: string, name: string): string | null {
  const m = new RegExp(`\\b${name}\\b\\s+(.+?)(?:,|\\.|\\?|!|$| and (?:i|now|hasn|won|never))`, 'i').exec(message);
  if (!m) return null;
  return `you ${m[1]!.replace(/\b(me|my)\b/gi, (w) => w.toLowerCase())}`;
}

/** Where the message says what was done to the person ("at me", "my birthday", "hurt me"). */
const DONE_TO_ME = /\b(?:to me|at me|on me|me down|hurt me|my feelings|my birthday|my anniversary|ignor\w* me|forgot|hasn'?t apologi[sz]ed|won'?t apologi[sz]e|never apologi[sz]es|left me|blew me off|stood me up|lied to me|cheated)\b/i;

const hurt: Answer = ({ message, u }) => {
  const c = u.people.connections[0];
  if (u.direction !== 'hurt' || !c) return null;
  // Only when the named person is the one who did it: "he yelled at me, Sam never does that" is not about Sam.
  const named = message.toLowerCase().indexOf(c.firstName.toLowerCase());
  const done = DONE_TO_ME.exec(message)?.index ?? -1;
  if (named < 0 || done < named) return null;
  const did = whatTheyDid(message, c.firstName);
  const topic = u.topic;
  return [
    `That sounds painful. When ${c.firstName} has hurt you, it helps to say how it landed, without attacking, so ${c.firstName} can hear it. Something like:`,
    `"${c.firstName}, I felt hurt when ${did ?? 'that happened'}. ${topic?.id === 'birthday' ? 'Days like that matter to me because they show I matter to you.' : 'It mattered to me, and I would like us to talk about it.'} Can we talk about it tonight?"`,
    [
      '- Start with "I felt", not "you always": it keeps the conversation open.',
      '- Say what you need now (an apology, a plan for next time, or simply to be heard).',
      ...(topic ? [`- ${topic.tip}`] : []),
      ...(c.results?.relationshipType === 'avoidant' ? [`- ${c.firstName}'s attachment style is Avoidant, so a calm, short conversation with a clear end works better than a long one.`] : []),
    ].join('\n'),
    'Would you like help with what to say if they get defensive?',
  ].join('\n\n');
};

/** An ask in the other person's words, said to them: "if he wants to hang out saturday" → "Would you like to hang out Saturday?". */
export function questionTo(clause: string): string {
  const c = clause.trim().replace(/^(?:if|whether) /i, '');
  const like = /^(?:he|she|they|you) (?:wants?|would like|'d like|fanc(?:y|ies)|is up for|are up for) (?:to )?(.+)$/i.exec(c);
  if (like) return capitaliseDays(`Would you like to ${spokenTo(like[1]!)}?`);
  const free = /^(?:he|she|they|you) (?:is|are|'s|'re) free (.+)$/i.exec(c);
  if (free) return capitaliseDays(`Are you free ${spokenTo(free[1]!)}?`);
  const can = /^(?:he|she|they|you) (can|could|will|would) (.+)$/i.exec(c);
  if (can) return capitaliseDays(`Could you ${spokenTo(can[2]!)}?`);
  return capitaliseDays(`Would you ${spokenTo(c).replace(/^you /, '')}?`);
}

function askOf(message: string): string | null {
  const m = /\bask (?:\p{L}+ )?(?:to |if |for |whether )?(.+?)(?:[?.!]|$)/iu.exec(message);
  const ask = m?.[1]!.trim();
  // "ask for." or "ask her for it" says no request of its own.
  return ask && ask.split(/\s+/).length >= 2 ? ask : null;
}

const asking: Answer = ({ message, u }) => {
  const c = u.people.connections[0];
  if (u.direction !== 'asking' || !c) return null;
  const ask = askOf(message);
  const favour = !ask || /^(?:a |for a )?favou?r$/.test(ask);
  const theirWords = !favour && /^(?:if |whether )?(?:he|she|they) /i.test(ask);
  const question = theirWords ? questionTo(ask) : '';
  const line = favour
    ? "could you do me a favour? No pressure at all if it doesn't suit."
    : theirWords
      ? `${question.charAt(0).toLowerCase()}${question.slice(1)} No pressure if it doesn't suit.`
      : `would you ${spokenTo(ask.replace(/^(?:you )?(?:to )?/, ''))}? It would really help me.`;
  return [
    `Asking ${c.firstName} directly and specifically is kinder than hinting. You could say:`,
    `"${c.firstName}, ${line}"`,
    [
      '- Ask for one concrete thing, with when, rather than "more help".',
      '- Say why it matters to you in one sentence.',
      '- Make no an acceptable answer; it makes yes easier.',
      ...(u.topic ? [`- ${u.topic.tip}`] : []),
      ...(c.results?.loveLanguageReceiving === 'words_of_affirmation' ? [`- ${c.firstName} feels loved through Words of Affirmation: thank them specifically afterwards.`] : []),
    ].join('\n'),
    'Would you like a version to send as a message?',
  ].join('\n\n');
};

// ------------------------------------------------------------------------------------------------ how they may react

const REACTION = /\bwhat if (?:he|she|they|\p{L}+) (gets?|is|are|feels?|becomes?|goes|go|takes? it|reacts?|starts?) ?(upset|angry|mad|defensive|hurt|sad|badly|personally|the wrong way|rejected|jealous|cries|crying|quiet|silent|cold|annoyed|offended|yelling|shouting|arguing)/iu;
const THIRD_PERSON: Record<string, string> = { get: 'gets', are: 'is', feel: 'feels', become: 'becomes', go: 'goes', 'take it': 'takes it', react: 'reacts', start: 'starts' };

/** "What if she gets upset?": what to do when the other person reacts with a feeling, for the conversation asked about. */
const theirReaction: Answer = ({ message, u }) => {
  const m = REACTION.exec(message);
  const c = u.people.connections[0];
  if (!m) return null;
  const verb = m[1]!.toLowerCase();
  const feeling = m[2]!.toLowerCase();
  const name = c?.firstName ?? 'they';
  const style = c?.results?.relationshipType;
  return [
    `If ${name} ${THIRD_PERSON[verb] ?? verb} ${feeling}, it doesn't mean you said it wrong: something that matters often lands as a feeling first, and settles later.`,
    [
      '- Meet the feeling before the point: "I can see this is hard to hear. I\'m not going anywhere."',
      ...(/personally|wrong way|rejected|hurt|jealous/.test(feeling) ? ['- Say plainly that it is not about them: "This is about what I need, not about anything you did wrong." Reassurance up front keeps it from sounding like rejection.'] : []),
      "- Don't take back what you asked for to make the feeling stop; you can be kind and still mean it.",
      '- If it gets heated, pause with a time to return: "Let\'s take a break and talk again tomorrow."',
      ...(style === 'anxious' ? [`- ${name}'s attachment style is Anxious, so add reassurance out loud: this is about one thing, not about how much you care.`] : style === 'avoidant' || style === 'fearful_avoidant' ? [`- ${name}'s attachment style is ${style === 'avoidant' ? 'Avoidant' : 'Fearful-Avoidant'}, so keep it short and give them room to come back to it.`] : []),
      ...(u.topic ? [`- ${u.topic.tip}`] : []),
    ].join('\n'),
    'Would you like words for the first minute after they react?',
  ].join('\n\n');
};

// ------------------------------------------------------------------------------------------------ saying what one needs

/** "how do I tell Theo I need more notice before deadlines" → what the person wants to say, in their words. */
const TELL = /(?:\bhow (?:do|can|should|could) i |^(?:please |can you |could you )?(?:help me )?)(?:tell|let|say to) (?:\p{L}+(?:'s)? ){0,3}?(?:know )?(?:that )?(i(?: am|'m| need| want| feel| don'?t| can'?t| cant| won'?t| will|'ll| would| have| had| was| miss| love| really)\b.+?)(?:[?.!]|$)/iu;

/** "without sounding flaky", "without upsetting her": how the person wants it to come across, kept out of the words. */
const WITHOUT = /\s+without (sounding|seeming|looking|coming across as|being|upsetting|hurting|offending|annoying|disappointing) ?(.*)$/i;
const BASE_VERB: Record<string, string> = { upsetting: 'upset', hurting: 'hurt', offending: 'offend', annoying: 'annoy', disappointing: 'disappoint' };

const tellThem: Answer = ({ message, u }) => {
  const c = u.people.connections[0];
  const said = TELL.exec(message)?.[1];
  if (!c || !said || u.direction) return null;
  const without = WITHOUT.exec(said);
  const line = capitaliseDays(spokenTo(said.replace(WITHOUT, '').trim()));
  // Three kinds of telling: a need ("I need more notice"), a no to plans ("I can't make it Friday"), or news ("I'll be
  // home late tonight"). Each ends differently; only a need asks for an agreement.
  const kind = DECLINING.test(line) ? 'declining' : /^I (?:need|want|would like|feel|don'?t|can'?t|really|miss|love|have been)\b/i.test(line) ? 'need' : 'news';
  const howItLands = without
    ? /^(sounding|seeming|looking|coming across as|being)$/i.test(without[1]!)
      ? `- So it doesn't come across as ${without[2] || 'careless'}: say it early, give the reason in a few words, and ${kind === 'declining' ? 'offer another time yourself' : 'say what you will do next'}.`
      : `- So it doesn't ${BASE_VERB[without[1]!.toLowerCase()] ?? 'upset'} ${c.firstName}: lead with something warm, keep the reason short, and ${kind === 'declining' ? 'suggest another time in the same message' : 'ask how it sits with them'}.`
    : null;
  const ending = { need: 'It would make a real difference to me. Could we agree on something that works for both of us?', declining: "I'm sorry to miss it. Could we find another time soon?", news: 'I wanted you to know so you are not left wondering.' }[kind];
  const advice =
    kind === 'need'
      ? ['- Pick a calm moment, not the middle of the problem.', '- Keep to this one point; a list of complaints is harder to hear.']
      : ['- Send it as soon as you know: early notice is the kind part.', '- A short reason is enough; there is no need to over-explain.'];
  // The lateness tip is about a pattern; one "I'll be late" or "I can't make it" is already what it asks for.
  const tip = u.topic && !(kind !== 'need' && u.topic.id === 'lateness') ? [`- ${u.topic.tip}`] : [];
  const leaning = c.results?.evidence.axes[2]?.letter;
  return [
    kind === 'need' ? `Saying it plainly, with the reason and one concrete ask, is the kindest way to tell ${c.firstName}. You could say:` : `Short and early is the kindest way to tell ${c.firstName}. You could say:`,
    `"${c.firstName}, ${line.charAt(0).toUpperCase()}${line.slice(1)}. ${ending}"`,
    [
      ...(howItLands ? [howItLands] : []),
      ...advice,
      ...tip,
      ...(kind === 'need' && leaning === 'T' ? [`- ${c.firstName} leans Thinking: a clear problem and a fair fix will land best.`] : kind === 'need' && leaning === 'F' ? [`- ${c.firstName} leans Feeling: say what it means for the two of you, not only what needs to change.`] : []),
      ...(kind !== 'need' && c.results?.loveLanguageReceiving ? [`- ${c.firstName} feels loved through **${LOVE_LANGUAGE_LABELS[c.results.loveLanguageReceiving]}**: a little of that in the message softens it.`] : []),
    ].join('\n'),
    'Would you like a shorter version to send as a message?',
  ].join('\n\n');
};

// ------------------------------------------------------------------------------------------------ reassurance

const reassure: Answer = ({ ctx, message, u }) => {
  if (u.wanted !== 'reassure') return null;
  const r = ctx.person.results;
  const strength = r ? axesOf(r).sort((a, b) => b.percent - a.percent)[0]! : null;
  // "Is it normal to argue every day": answer the thing asked before the encouragement.
  if (u.topic && /\bis it (?:normal|ok|okay)\b/.test(lower(message))) {
    return [
      `It's common, and asking about it is a good sign. With ${u.topic.label}, what matters most is not whether it happens but what you do with it.`,
      u.topic.tip,
      'Is it happening with someone in particular? Tell me and I can fit this to the two of you.',
    ].join('\n\n');
  }
  return [
    'The fact that you are asking says you care about the people in your life, and caring is where being a good partner, friend or family member starts.',
    r && strength
      ? `Your results show real strengths: as ${typeName(r.personalityType)} leaning ${strength.percent}% ${LETTER_LABELS[strength.letter]}, and feeling loved through ${LOVE_LANGUAGE_LABELS[r.loveLanguageReceiving]}, you bring things others value. Nobody gets it right all the time; what matters is noticing and repairing.`
      : 'Nobody gets it right all the time; what matters is noticing and repairing.',
    'Is something specific behind the question? Tell me what happened and we can look at it together.',
  ].join('\n\n');
};

// ------------------------------------------------------------------------------------------------ the coach and the app

/** "Who are you", "what can you help me with": what this coach is and does, with examples from the person's own people. */
const aboutCoach: Answer = ({ ctx, message, u }) => {
  const text = lower(message);
  if (u.people.connections.length || !/^(?:so |and |but |ok |hey |hi )?(?:who are you|what are you|what (?:can|do) you (?:help (?:me )?with|do)|what can i ask(?: you)?|how (?:can|do) you help|what(?:'s| is) this (?:chat|coach))\b/.test(text)) return null;
  const someone = ctx.connections.find((c) => c.vibe)?.firstName;
  return [
    `I'm ${ctx.coachName || 'your coach'}, Attune's relationship coach. I work from your assessment results, the results your connections share with you, and what you tell me here. I'm not a person or a therapist.`,
    [
      'Things I can help with:',
      '- Understanding your results: your type, attachment style, love languages, stability, and why you got them.',
      `- Understanding someone in your life and your Vibe with them${someone ? ` (try "why is my Vibe with ${someone} what it is?")` : ''}.`,
      '- Hard conversations: what to say, apologies, saying no, asking for what you need.',
      '- Messages in your own voice, and date or activity ideas within a budget or a time.',
    ].join('\n'),
    'What would you like to start with?',
  ].join('\n\n');
};

/** How-to questions about Attune itself: inviting someone, pending requests. */
const appHelp: Answer = ({ message, u }) => {
  const text = lower(message);
  if (/\b(?:how (?:do|can) i|where do i|how to) (?:add|invite|connect (?:with|to)|find)\b.{0,40}(?:on here|on attune|here|\bapp\b|partner|friend|mom|mum|dad|someone|people|them|him|her)\b/.test(text)) {
    const already = u.people.connections[0];
    return [
      `${already ? `You're already connected with ${already.firstName} (your ${RELATIONSHIP_NAMES[already.relationshipType]}). To add someone else, open` : 'To add someone, open'} **Connections** and use **Invite someone** (the + beside it). Enter their e-mail, or copy the invitation link and send it yourself, and choose how you know them (partner, friend, family…).`,
      'When they accept and finish their assessment, you both see your Vibe, and I can help with the two of you. Until then the request waits in their **Pending** tab, and your sent invitations are under **Invitations**, where you can copy the link again or delete it.',
      'Would you like help with what to write in the invitation?',
    ].join('\n\n');
  }
  if (/\bwhat(?:'s| is| are| does)? (?:an? )?pending(?: request| connection)?s?\b|\bpending (?:tab|request) mean\b/.test(text) && !u.people.connections.length && !u.people.pending.length) {
    return [
      'A **pending** request is a connection someone has asked for and the other person has not answered yet. Requests you receive wait in the **Pending** tab of **Connections**, with **Accept** and **Decline**.',
      'Nothing about either of you is shared until the request is accepted: no results, no Vibe. Once accepted, each of you sees what the other chooses to share.',
      'Is there a request you are unsure about?',
    ].join('\n\n');
  }
  return null;
};

/** Good news ("Sam proposed!!", "I got the job"): celebrate it first, and help savour it. */
const goodNews: Answer = ({ message, u }) => {
  const text = lower(message);
  const news = /\b(proposed|got engaged|we'?re engaged|said yes|got the job|got promoted|promotion|passed (?:my|the|her|his) \w+|we'?re (?:pregnant|expecting)|moved in together|good news|great news|(?:had|having) (?:a |the )?(?:really |such a |the most )?(?:good|great|lovely|amazing|wonderful|perfect|best) (?:day|time|night|date|weekend|evening|conversation|talk))\b/.exec(text)?.[1];
  if (!news || /\b(?:but|although|except|however|not)\b/.test(text)) return null;
  const c = u.people.connections[0];
  const big = /proposed|engaged|said yes|pregnant|expecting|moved in/.test(news);
  return [
    big ? `Congratulations! That's wonderful news${c ? ` for you and ${c.firstName}` : ''}.` : `That's lovely to hear${c ? ` about you and ${c.firstName}` : ''}!`,
    `Good moments grow when they are shared and savoured: ${c ? `tell ${c.firstName}` : 'tell the people involved'} what you enjoyed most, in a sentence or two${c?.results?.loveLanguageReceiving === 'words_of_affirmation' ? `, which matters extra to ${c.firstName}, who feels loved through Words of Affirmation` : ''}, and when they share good news, ask questions and enjoy it with them. That kind of response builds closeness more than support in hard times does.`,
    big ? 'What are you most looking forward to?' : 'What made it so good?',
  ].join('\n\n');
};

/** "What should I work on this week": the area of life under the most strain, and one small habit for it. */
const whatToWorkOn: Answer = ({ ctx, message, u }) => {
  const r = ctx.person.results;
  if (!r || u.people.connections.length || !/\bwhat (?:should|can|could|do) i (?:work on|focus on|improve|practi[sc]e)\b/.test(lower(message))) return null;
  const areas = STABILITY_DIMENSIONS.map((d) => ({ d, score: Math.round(r[`${d}Stability` as const]) })).sort((a, b) => a.score - b.score);
  const low = areas[0]!;
  return [
    `Going by your results, your **${STABILITY_LABELS[low.d]}** stability (${low.score}%) has the most room to grow right now, so a small step there will do the most this week.`,
    `One habit to try: ${STABILITY_KB[low.d].habits[0]}`,
    `For a relationship goal alongside it: you feel loved through **${LOVE_LANGUAGE_LABELS[r.loveLanguageReceiving]}**, so ask someone close for a little of it this week, and give them theirs. Would you like a second habit, or one for ${STABILITY_LABELS[areas[1]!.d]} (${areas[1]!.score}%)?`,
  ].join('\n\n');
};

/** "Do opposites attract?": what differences and similarities each bring, with the person's own example. */
const opposites: Answer = ({ ctx, message }) => {
  if (!/\bopposites? attract\b|\b(?:similar|alike) or (?:different|opposite)\b|\b(?:better|best) to be (?:similar|alike|different|opposites)\b/.test(lower(message))) return null;
  const r = ctx.person.results;
  const c = ctx.connections.find((x) => x.vibe && x.results);
  const differ = r && c?.results ? axesOf(r).filter((e, i) => axesOf(c.results!)[i]?.letter !== e.letter).map((e) => e.axis.split('').join('/')) : [];
  return [
    'Partly. Similar values, a similar wish for closeness and some shared interests make everyday life easy; different leanings (one planner, one improviser; one talker, one thinker) bring balance, as long as both are explained rather than judged.',
    'What predicts a good relationship most is less how alike you are than how you handle the differences: curiosity instead of criticism, and repair after rough moments.',
    c && differ.length ? `You and ${c.firstName}, for example, differ on ${list(differ)} and your Vibe is ${c.vibe!.score}: those differences are where a little explaining goes furthest.` : 'Would you like me to look at one of your connections this way?',
  ].join('\n\n');
};

/** "How often should couples have date nights": no magic number, with a sensible rhythm for the thing asked about. */
const howOften: Answer = ({ message }) => {
  const text = lower(message);
  if (!/\bhow (?:often|many times|frequently)\b/.test(text)) return null;
  const rhythm = /\bdate|time together|quality time|see each other|hang out\b/.test(text)
    ? 'A protected evening once a week is a good rhythm for most couples who live together, with small daily moments (ten minutes of real conversation) in between; for friends or long distance, a regular fixed slot matters more than how often.'
    : /\btext|call|message\b/.test(text)
      ? 'There is no right number of texts or calls: what matters is that you have talked about what each of you expects, and that a slow reply is not read as not caring.'
      : /\bargu|fight\b/.test(text)
        ? 'How often you disagree matters less than how: couples who argue often but repair well do better than couples who rarely argue and never repair.'
        : /\bsex|intima\b/.test(text)
          ? 'There is no normal frequency to aim for: what matters is that both of you feel it is enough, and that you can talk about it without blame.'
          : 'There is no right number: what matters is that both of you feel it is enough.';
  return [rhythm, 'The best way to find your rhythm is to ask each other what feels like enough, try it for a month, and adjust. Would you like ideas for making that time count?'].join('\n\n');
};

/** Two people in the person's life who don't get along, with the person in the middle. */
const inTheMiddle: Answer = ({ message, u }) => {
  const [a, b] = u.people.connections;
  if (!a || !b || !/\b(?:don'?t|do not|never|can'?t|cannot|won'?t) get (?:along|on)\b|\bhate each other\b|\bin the middle\b|\b(?:fighting|arguing|clash\w*) with each other\b/.test(lower(message))) return null;
  const needs = [a, b].filter((c) => c.results?.loveLanguageReceiving).map((c) => `${c.firstName} feels loved through **${LOVE_LANGUAGE_LABELS[c.results!.loveLanguageReceiving!]}**`);
  return [
    `Being in the middle of ${a.firstName} and ${b.firstName} is tiring. You are not responsible for making them get along, only for how you treat each of them.`,
    [
      '- Do not carry messages between them; suggest they talk to each other directly.',
      '- Keep your time with each of them about the two of you, not about the other.',
      `- If one of them criticises the other to you, you can say kindly: "I care about you both, and I'd rather not be in the middle."`,
      ...(needs.length ? [`- ${needs.join('; ')}: a little of that keeps each of them feeling you are on their side too.`] : []),
    ].join('\n'),
    'Is there a particular moment coming up, like a gathering, where it will matter?',
  ].join('\n\n');
};

/** "What are green flags in a partner": signs of a safe relationship, tied to what the person needs. */
const greenFlags: Answer = ({ ctx, message }) => {
  const text = lower(message);
  if (!/\b(green|red) flags?\b|\bwhat (?:to|should i) look for in a (?:partner|friend|relationship)\b/.test(text)) return null;
  const red = /\bred flags?\b/.test(text);
  const r = ctx.person.results;
  return [
    red
      ? 'Red flags worth taking seriously: contempt or mocking, controlling who you see or what you spend, checking your phone, lies that keep coming back, and anger that frightens you. Any of these is a reason to talk to someone you trust.'
      : 'Green flags: they are consistent (their words and actions match), they respect a no, they repair after an argument rather than punish, they are curious about your inner world, and you feel more like yourself around them, not less.',
    r ? `For you in particular: you feel loved through **${LOVE_LANGUAGE_LABELS[r.loveLanguageReceiving]}** and your attachment style is **${ATTACHMENT_LABELS[r.relationshipType]}**, so notice whether someone offers that naturally and ${r.relationshipType === 'anxious' ? 'whether they reassure you without being asked twice' : r.relationshipType === 'avoidant' ? 'whether they respect your need for space without taking it personally' : 'whether they can talk things through calmly'}.` : '',
    red ? 'If any of this feels close to home, would you like to talk it through?' : 'Would you like to look at how one of your connections shows these?',
  ].filter(Boolean).join('\n\n');
};

// ------------------------------------------------------------------------------------------------ ideas within constraints

const IDEAS: Array<{ idea: string; cost: 'free' | 'cheap' | 'some'; place: 'indoors' | 'outdoors' | 'either'; quiet: boolean; quick: boolean; categories: string[] }> = [
  { idea: 'a sunset walk to a viewpoint you have never visited, with a flask of tea from home', cost: 'free', place: 'outdoors', quiet: true, quick: true, categories: ['outdoors_movement'] },
  { idea: 'a "pantry challenge" dinner cooked together from whatever is already in the cupboards', cost: 'free', place: 'indoors', quiet: false, quick: true, categories: ['food_home'] },
  { idea: 'a free museum or gallery evening, each picking one piece to show the other', cost: 'free', place: 'indoors', quiet: false, quick: false, categories: ['creative_arts', 'mind_learning'] },
  { idea: 'a picnic in the park with food you already have, phones in a bag', cost: 'free', place: 'outdoors', quiet: false, quick: false, categories: ['outdoors_movement', 'food_home'] },
  { idea: 'a living-room film night where each of you picks a film the other has never seen', cost: 'free', place: 'indoors', quiet: true, quick: false, categories: ['entertainment_media'] },
  { idea: 'a board-game or card-game night with a silly prize for the winner', cost: 'free', place: 'indoors', quiet: false, quick: true, categories: ['entertainment_media', 'social_community'] },
  { idea: 'a library visit: choose a book for each other and read the first chapter side by side', cost: 'free', place: 'indoors', quiet: true, quick: true, categories: ['mind_learning'] },
  { idea: 'stargazing from the darkest spot you can walk or cycle to', cost: 'free', place: 'outdoors', quiet: true, quick: true, categories: ['outdoors_movement'] },
  { idea: 'a slow breakfast in bed or on the balcony, made by one of you for the other', cost: 'free', place: 'indoors', quiet: true, quick: true, categories: ['food_home'] },
  { idea: 'a shared playlist evening: each adds five songs that mean something and you listen together', cost: 'free', place: 'indoors', quiet: true, quick: true, categories: ['entertainment_media', 'creative_arts'] },
  { idea: 'drawing or painting each other badly, then framing the best one', cost: 'cheap', place: 'indoors', quiet: true, quick: true, categories: ['creative_arts'] },
  { idea: 'a market morning with a small budget each to buy the other a surprise snack', cost: 'cheap', place: 'outdoors', quiet: false, quick: false, categories: ['food_home', 'social_community'] },
  { idea: 'a cheap cinema matinee followed by a walk home talking about the film', cost: 'cheap', place: 'either', quiet: false, quick: false, categories: ['entertainment_media'] },
  { idea: 'a beginners\' class you take together (pottery, climbing, dance)', cost: 'some', place: 'indoors', quiet: false, quick: false, categories: ['creative_arts', 'outdoors_movement'] },
  { idea: 'a massage or stretching evening at home, taking turns', cost: 'free', place: 'indoors', quiet: true, quick: true, categories: ['wellness_spirituality'] },
  { idea: 'volunteering together for an afternoon at a garden, shelter or clean-up', cost: 'free', place: 'outdoors', quiet: false, quick: false, categories: ['social_community', 'wellness_spirituality'] },
];

const ideas: Answer = ({ ctx, message, u, variant }) => {
  const k = u.constraints;
  const text = lower(message);
  const asksIdeas = u.wanted === 'ideas' || /\b(date|fun|things? to do|plans?)\b/.test(text);
  const day = /\b(birthday|bday|anniversary|valentine'?s?(?: day)?|big day)\b/.exec(text)?.[1];
  // The topic's tip, unless the topic is only the budget the ideas already keep to.
  const topic = day ? TOPICS.find((t) => t.id === 'birthday')! : u.topic?.id === 'money' && k.budget ? null : u.topic;
  // An interest counts only when ideas are asked for: "I love Sam but he never cooks" is not a request for cooking dates.
  const interest = k.interest && (u.wanted === 'ideas' || /\bdate\b/.test(text)) ? k.interest : undefined;
  if (!asksIdeas || (!k.budget && !k.time && !k.place && !k.withoutTalking && !k.restful && !day && !interest)) return null;
  const c = u.people.connections[0] ?? ctx.focus;
  const mine = new Set((ctx.person.hobbies ?? []).map((h) => h.category));
  const theirs = new Set((c?.hobbies ?? []).map((h) => h.category));
  const quick = k.time && /hour|minute|tonight|today/.test(k.time);
  const fitting = IDEAS.filter(
    (i) =>
      (!k.budget || (k.budget.kind === 'free' ? i.cost === 'free' : i.cost !== 'some')) &&
      (!k.place || i.place === k.place || i.place === 'either') &&
      (!k.withoutTalking || i.quiet) &&
      (!k.restful || i.quiet) &&
      (!quick || i.quick),
  );
  const fit = (i: (typeof IDEAS)[number]) => (interest && i.categories.includes(interest) ? 10 : 0) + i.categories.filter((x) => mine.has(x)).length + 2 * i.categories.filter((x) => theirs.has(x)).length;
  const ranked = [...fitting].sort((a, b) => fit(b) - fit(a));
  const chosen = rotate(ranked, variant * 3, 3);
  const said = [
    k.budget ? (k.budget.kind === 'free' ? 'cost nothing' : k.budget.kind === 'under' ? `stay well under ${k.budget.text} (most are free)` : 'are cheap or free') : null,
    k.time ? `fit ${k.time}` : null,
    k.place ? (k.place === 'indoors' ? 'work indoors or at home' : 'get you outdoors') : null,
    k.withoutTalking ? 'need no big conversation: closeness side by side' : null,
    k.restful ? 'are restful, for when you are both low on energy' : null,
    interest ? `start from what you love: ${findHobbyCategory(interest)?.name ?? 'your interests'}` : null,
  ].filter(Boolean);
  // A birthday is theirs; an anniversary or a big day is shared.
  const withWhom = c ? (day && /birthday|bday/.test(day) ? ` for ${c.firstName}'s birthday` : day ? ` for your ${day} with ${c.firstName}` : ` with ${c.firstName}`) : day ? ` for the ${day}` : '';
  return [
    said.length ? `Here are ideas${withWhom} that ${list(said as string[])}:` : `Here are ideas${withWhom}:`,
    chosen.map((i) => `- ${i.idea.charAt(0).toUpperCase()}${i.idea.slice(1)}.`).join('\n'),
    c?.results?.loveLanguageReceiving
      ? `${c.firstName} feels loved through **${LOVE_LANGUAGE_LABELS[c.results.loveLanguageReceiving]}**: ${k.withoutTalking ? 'being there, fully, says it without words' : 'whichever you pick, build a little of that in'}${k.budget ? ', and it costs nothing' : ''}.`
      : 'Whichever you pick, the attention is the gift: phones away.',
    ...(topic ? [topic.tip] : []),
    ...(k.restful ? ['Rest together counts as time together: a slow evening you both enjoy beats a plan you push through.'] : []),
    'Want another set of ideas?',
  ].join('\n\n');
};

/** The answers in the order they are tried: who is meant first, then the most specific question. */
const ANSWERS: Answer[] = [aboutCoach, appHelp, noSuchPerson, pendingPerson, cannotKnow, goodNews, theirReaction, inTheMiddle, draft, refusal, hurt, asking, tellThem, rankByPart, whoIsMore, compare, vibe, theirConflictStyle, theirResults, ownAttachment, ownLoveLanguages, ownTypeOrOverall, whatToWorkOn, opposites, howOften, greenFlags, ideas, reassure];

export function understoodReply(input: AnswerInput): string | null {
  for (const answer of ANSWERS) {
    const reply = answer(input);
    if (reply) return reply;
  }
  return null;
}
