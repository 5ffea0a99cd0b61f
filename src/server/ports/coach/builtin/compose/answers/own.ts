/** Understood answers about nobody or a pending person, what the coach cannot know, and the person's own results. */
// ------------------------------------------------------------------------------------------------ nobody, pending

import { LOVE_LANGUAGE_LABELS, ATTACHMENT_LABELS, ATTACHMENT_DESCRIPTIONS, LOVE_LANGUAGE_DESCRIPTIONS, LOVE_LANGUAGE_GIVING_LABELS, LETTER_LABELS } from '../../../../../../shared/assessment/labels.js';
import { getPersonalityType } from '../../../../../../shared/assessment/personalityTypes.js';
import { AttachmentStyle, LoveLanguage, TypeLetter, VibePart, VibeResult } from '../../../../../../shared/assessment/types.js';
import { CoachPendingPerson } from '../../../context.js';
import { ATTACHMENT_KB, LOVE_LANGUAGE_KB } from '../../content/knowledge.js';
import { lower } from '../../read/text.js';
import { Understanding } from '../../read/understand.js';
import { rotate, typeName, axesOf } from '../shared.js';
import { letters } from '../results/type-lists.js';
import { Answer, roleOf, list, aboutThem, mentions, AXES, bulletsOf } from './common.js';


export const ABOUT_RESULTS = /\b(vibe|compatib\w*|match|get along|type|love languages?|attachment|stabilit\w*|results?|scores?|introvert\w*|extr[ao]vert\w*)\b/;

/** One line for a general answer about someone who is not a connection (a name, or a role none or several have). */
export function notConnectedNote(u: Understanding): string | null {
  const { connections, pending, unknownNames, unmatchedRole } = u.people;
  if (connections.length || pending.length) return null;
  if (unknownNames[0]) return `${unknownNames[0]} isn't one of your connections on Attune, so I have no results for them; this comes from your own.`;
  // Someone off Attune stays themselves (issue 29): no connection is taken for them, and the note says so plainly.
  if (unmatchedRole) return `None of your connections on Attune is marked as your ${unmatchedRole}, so I'm not using anyone's results for them; this comes from your own.`;
  return null;
}

export const noSuchPerson: Answer = ({ ctx, message, u }) => {
  const { connections, pending, unknownNames, unmatchedRole } = u.people;
  if (connections.length > 0 || pending.length > 0) return null;
  if (unknownNames.length === 0 && !unmatchedRole) return null;
  // Only a question about their results stops here; anything else about someone not on Attune (an apology, a no, a
  // coworker taking credit) is still coached, from the person's side, with the same note (notConnectedNote).
  // "How do I explain that to my sister" wants words, not her results: only a results word or a comparison stops here.
  if (!ABOUT_RESULTS.test(lower(message)) && !['compare', 'rank'].includes(u.wanted)) return null;
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

export function pendingNote(p: CoachPendingPerson): string {
  return p.sentByMe
    ? p.firstName
      ? `You've sent ${p.firstName} a connection request, and it is still pending: ${p.firstName} hasn't accepted yet.`
      : "You've sent a connection request, and it is still pending: it hasn't been accepted yet."
    : `${p.firstName}'s connection request is still pending: it is waiting for you under Connections › Pending.`;
}

export const pendingPerson: Answer = ({ u }) => {
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

export const MIND_READING = /\b(what (?:does|do|did) \p{L}+ (?:think|feel)|(?:does|do|did|think|if) \p{L}+ (?:still |really )?(?:loves?|likes?|cares? about|miss(?:es)?|fancies|fancy|wants?|hates?)(?! to\b)|is \p{L}+ (?:mad|angry|upset|annoyed|cross|over me)|what is \p{L}+ thinking|(?:is|will) \p{L}+ (?:going to )?(?:leave|dump|cheat))\b/u;
/** "Will Jordan and I stay friends forever": a future nobody can see. */
export const PREDICTION = /\b(?:will|are) (?:we|\p{L}+ and i|i and \p{L}+) (?:going to |gonna )?(?:stay|last|make it|be together|get married|break up|still be|work out)|\b(?:we|\p{L}+ and i|i and \p{L}+) (?:will|'ll|are going to|are gonna) (?:stay|last|make it|be together|get married|break up|still be|work out)|\b(?:friends|together) forever\b/u;

/** The Vibe's strongest and weakest visible parts, each with its reason, as two bullets. */
function readOf(v: VibeResult): string[] {
  const parts = [...v.personality.parts, ...(v.lifestyle?.parts ?? [])].filter((p) => !p.withheld).sort((a, b) => b.score - a.score);
  const say = (p: VibePart) => `${p.label.toLowerCase()} (${p.score}): ${(p.reasons[0] ?? '').replace(/:.*$/, '').replace(/^Your?\b/, (w) => w.toLowerCase())}`;
  const [top, low] = [parts[0], parts[parts.length - 1]];
  return [top ? `- What holds it up: ${say(top)}.` : null, low && low !== top ? `- What needs looking after: ${low.id === 'shared_activities' && low.score < 20 ? 'shared activities (0): you have not rated any of the same activities yet' : say(low)}.` : null].filter((l): l is string => !!l);
}

export const cannotKnow: Answer = ({ ctx, message, u }) => {
  const c = u.people.connections[0];
  const predicting = PREDICTION.test(lower(message));
  if (!c || (!MIND_READING.test(lower(message)) && !predicting)) return null;
  const r = c.results;
  const grounded = [
    r?.loveLanguageReceiving ? `- ${c.firstName} feels loved through **${LOVE_LANGUAGE_LABELS[r.loveLanguageReceiving]}**, so that is where care from you is most likely to land.` : null,
    // Not for a prediction: the privacy pass (decision 073) takes an unasked attachment line out and left a gap.
    r?.relationshipType && !predicting ? `- ${c.firstName}'s attachment style is **${ATTACHMENT_LABELS[r.relationshipType]}**: ${aboutThem(ATTACHMENT_KB[r.relationshipType].meaning)}.` : null,
    c.vibe ? `- Your Vibe together is **${c.vibe.score} (${c.vibe.band})**, a measure of how your results fit, not of how ${c.firstName} feels.` : null,
    // A prediction asked honestly gets an honest read: what holds the two up, and what needs looking after.
    ...(predicting && c.vibe ? readOf(c.vibe) : []),
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

export const STYLE_WORDS: Array<[RegExp, AttachmentStyle]> = [
  [/fearful[- ]?avoidant|disorgani[sz]ed/, 'fearful_avoidant'],
  [/\banxious(?:ly)?\b|\bpreoccupied\b/, 'anxious'],
  [/\bavoidant\b|\bdismissive\b/, 'avoidant'],
  [/\bsecure(?:ly)?\b/, 'secure'],
];
export const LANGUAGE_WORDS: Array<[RegExp, LoveLanguage]> = [
  [/words? of affirmation|affirmation/, 'words_of_affirmation'],
  [/quality time/, 'quality_time'],
  [/acts? of service/, 'acts_of_service'],
  [/physical touch/, 'physical_touch'],
  [/\bgifts?\b|giving gifts|receiving gifts/, 'gifts'],
];

export function attachmentStyleNamed(text: string): AttachmentStyle | null {
  return STYLE_WORDS.find(([re]) => re.test(text))?.[1] ?? null;
}
export function languageNamed(text: string): LoveLanguage | null {
  return LANGUAGE_WORDS.find(([re]) => re.test(text))?.[1] ?? null;
}

/** Small things the member can practise, by their own style: the "what do I do with it" an explanation leaves open. */
export const OWN_PRACTICE: Record<AttachmentStyle, string> = {
  secure: 'Your steadiness helps others: saying out loud "we can sort this out" when someone close is worried is a gift.',
  anxious: 'Two things to practise: wait ten minutes before a second message when a reply is slow, and ask plainly for the reassurance you need instead of testing for it.',
  avoidant: 'Two things to practise: when you need room, say so and say when you will be back, and in a hard talk stay one minute longer than feels comfortable.',
  fearful_avoidant: 'Two things to practise: name the urge to pull back when you feel it, and send a short holding line instead of going quiet ("I need a day to think, I\'m not upset with you"); before acting on the worst reading of someone, check it with them.',
};

export const ownAttachment: Answer = ({ ctx, message, u }) => {
  const text = lower(message);
  if (u.people.connections.length > 0 || !mentions(text, 'attachment') && !attachmentStyleNamed(text)) return null;
  if (!/\b(what|explain|mean|my|why|how|tell me)\b/.test(text)) return null;
  const r = ctx.person.results;
  const named = attachmentStyleNamed(text);
  const own = r?.relationshipType;
  // A style that is the member's own is explained as theirs, in the second person (round 10: "they… so this is you").
  if (named && named !== own) {
    return [
      `**${ATTACHMENT_LABELS[named]}** attachment, in short: ${aboutThem(ATTACHMENT_KB[named].meaning)}.`,
      `What tends to help:\n${bulletsOf(ATTACHMENT_KB[named].needs)}`,
      own ? `Your own style is **${ATTACHMENT_LABELS[own]}** (anxiety ${r!.evidence.attachment.anxiety}, avoidance ${r!.evidence.attachment.avoidance}, out of 100)${own === named ? ', so this is you' : ''}. Styles are patterns that can shift with safe relationships, not fixed labels.` : 'Styles are patterns that can shift with safe relationships, not fixed labels.',
      'Would you like to know how this style tends to meet yours?',
    ].join('\n\n');
  }
  if (!r || !own) return null;
  const { anxiety, avoidance } = r.evidence.attachment;
  return [
    `Your attachment style is **${ATTACHMENT_LABELS[own]}**. It comes from two scores out of 100: **anxiety ${anxiety}** (how much distance or silence worries you) and **avoidance ${avoidance}** (how much closeness makes you want room).`,
    `${ATTACHMENT_DESCRIPTIONS[own]} ${anxiety < 50 && avoidance < 50 ? 'Both scores are low, which is what makes the style secure.' : anxiety > avoidance ? 'Your anxiety score is the higher of the two, so reassurance matters to you.' : avoidance > anxiety ? 'Your avoidance score is the higher of the two, so space matters to you.' : 'The two scores are level, so you may want both reassurance and room.'}`,
    `What helps you:\n${bulletsOf(ATTACHMENT_KB[own].needs)}`,
    `It is a pattern, not a diagnosis or a flaw, and it can change: styles shift with steady, safe relationships and practice. ${OWN_PRACTICE[own]}`,
    'Would you like to see how it meets the styles of the people you are connected with?',
  ].join('\n\n');
};

export const ownLoveLanguages: Answer = ({ ctx, message, u }) => {
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

export const ownTypeOrOverall: Answer = ({ ctx, message, u }) => {
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
    // The type lists' own letter-by-letter reading (round 23 q40: a second, hand-written one here counted positions
    // after a filter, so INTP and ENFP were said to share Introverted and Intuitive instead of Intuitive and Perceiving).
    const { shared } = letters(a.code, b.code);
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

