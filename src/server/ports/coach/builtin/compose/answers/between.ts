/** Understood answers about a connection's results, the Vibe and its parts, who is more…, comparing and ranking. */
import { vibeIdiom } from '../../read/defining.js';
import { LETTER_LABELS, ATTACHMENT_LABELS, LOVE_LANGUAGE_LABELS, LOVE_LANGUAGE_GIVING_LABELS } from '../../../../../../shared/assessment/labels.js';
import { getPersonalityType } from '../../../../../../shared/assessment/personalityTypes.js';
import { VibePart, VibeResult } from '../../../../../../shared/assessment/types.js';
import { CoachConnection, SharedResults } from '../../../context.js';
import { LETTER_IN_CONFLICT, ATTACHMENT_KB, gesturesFor, LETTER_GIST } from '../../content/knowledge.js';
import { lower } from '../../read/text.js';
import { axesOf, rotate, typeName } from '../shared.js';
import { askedLetter } from '../specific.js';
import { Answer, aboutThem, inThirdPerson, list, AXES, bulletsOf } from './common.js';

export const TERM_ABOUT_THEM = /\b(type|personality|introvert\w*|extr[ao]vert\w*|sensing|intuitive|thinker|feeler|judging|perceiving|attachment|love languages?|stability|stable)\b/;

/** "How does Jordan handle conflict": their strong leanings and attachment, read for an argument. */
export const theirConflictStyle: Answer = ({ message, u }) => {
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

export const theirResults: Answer = ({ message, u }) => {
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
    return `${c.firstName}'s attachment style is **${ATTACHMENT_LABELS[r.relationshipType]}**${r.evidence.attachment ? ` (anxiety ${r.evidence.attachment.anxiety}, avoidance ${r.evidence.attachment.avoidance}, out of 100)` : ''}: ${aboutThem(ATTACHMENT_KB[r.relationshipType].meaning)}.\n\nWhat helps them:\n${bulletsOf(ATTACHMENT_KB[r.relationshipType].needs)}\n\nWould you like to see how it meets your own style?`;
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
  return `${c.firstName}'s type is ${typeName(r.personalityType)}: ${axes.map((e) => `${e.percent}% ${LETTER_LABELS[e.letter]}`).join(', ')}.${info ? `\n\nWhat ${info.nickname} types tend to be like in general (a tendency of the type, not a verdict on ${c.firstName}): ${inThirdPerson(info.description)}` : ''}\n\nWould you like to compare it with yours?`;
};

// ------------------------------------------------------------------------------------------------ the Vibe

export const PART_WORDS: Array<[RegExp, VibePart['id'] | 'lifestyle' | 'personality']> = [
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

export function partNamed(text: string): VibePart['id'] | 'lifestyle' | 'personality' | null {
  return PART_WORDS.find(([re]) => re.test(text))?.[1] ?? null;
}

/** How the app names each part's subject, added to a label that does not say it ("Security & closeness"). */
export const PART_TERM: Record<VibePart['id'], string> = {
  type_match: 'type match',
  axes: 'personality axes',
  attachment: 'attachment',
  love_languages: 'love languages',
  stability: 'stability',
  shared_activities: 'shared activities',
  category_overlap: 'interest overlap',
};

export function partLabel(p: VibePart): string {
  return p.label.toLowerCase().includes(PART_TERM[p.id]) ? `**${p.label}**` : `**${p.label}** (${PART_TERM[p.id]})`;
}

/** A reason as a sentence: the Vibe's reasons are written without a full stop. */
export function sentence(reason: string | undefined): string {
  return !reason ? '' : /[.!?]$/.test(reason) ? reason : `${reason}.`;
}

export function partsOf(v: VibeResult): VibePart[] {
  return [...v.personality.parts, ...(v.lifestyle?.parts ?? [])];
}

/** What the two people can do about each part of their Vibe; type and axes are who they are, so they get understanding. */
export const PART_STEPS: Record<VibePart['id'], (c: CoachConnection) => string> = {
  type_match: (c) => `learn how ${c.firstName}'s type sees things differently; the gap is where explaining yourselves pays off`,
  axes: (c) => `on the axis where you differ most, say out loud what you each need (time to think, a plan, a flexible one) before deciding together with ${c.firstName}`,
  attachment: (c) => `agree how each of you asks for closeness and for space, so neither reads the other's need as rejection`,
  love_languages: (c) => `give love the way ${c.firstName} receives it${c.results?.loveLanguageReceiving ? ` (**${LOVE_LANGUAGE_LABELS[c.results.loveLanguageReceiving]}**)` : ''}, and tell ${c.firstName} what lands for you`,
  stability: () => 'support each other in the area of life that is under most strain right now: one small weekly habit each',
  shared_activities: (c) => `try one activity ${c.firstName} loves and invite them to one of yours; both of you marking it as a favourite raises this part`,
  category_overlap: () => 'explore a new interest together, picked from an area neither of you has tried',
};

/** "How can we improve our Vibe": the weakest parts and what moves each. */
export function improveVibeWith(c: CoachConnection, v: VibeResult, topicTip?: string): string {
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

export function explainVibeWith(c: CoachConnection, v: VibeResult, part: ReturnType<typeof partNamed>, ownResults: SharedResults | null = null): string {
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

export const vibe: Answer = ({ ctx, message, u }) => {
  const text = lower(message);
  const c = u.people.connections[0];
  // "What does my attachment style mean for me and Sam": one part of the pair's Vibe, though the word is not said.
  const pairPart = !!c && ['attachment', 'love_languages', 'stability', 'axes', 'type_match'].includes(partNamed(text) ?? '') && /\b(me and|us|we|between us|together|for me and|for us|the two of us)\b/.test(text);
  const asksVibe = (/\bvibe\b/.test(text) && !vibeIdiom(text)) || pairPart || (!!c && /\b(compatib\w*|how do we fit|good match|get along)\b/.test(text));
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
export const whoIsMore: Answer = ({ ctx, message, u }) => {
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

export const compare: Answer = ({ ctx, u }) => {
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

export const rankByPart: Answer = ({ ctx, message, u }) => {
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
