/** Decides what the builtin coach answers: a follow-up on the thread, a specific or understood answer, else the general answer for the intent; and the greeting and chat title. */
// ------------------------------------------------------------------------------------------------ public API

import { hash } from '../compose/shared.js';
import { ATTACHMENT_LABELS, LOVE_LANGUAGE_LABELS } from '../../../../../shared/assessment/labels.js';
import { CoachContext, CoachConnection } from '../../context.js';
import { understoodReply } from '../compose/answers/index.js';
import { notConnectedNote } from '../compose/answers/own.js';
import { Env, pairBullet, scriptLine, scriptFor, pick, fill, Parts, theirLoveLanguageBullet, myLoveLanguageBullet, technique, typeName, strongestAxis, lean, cap } from '../compose/shared.js';
import { specificReply } from '../compose/specific.js';
import { understandSelf, understandConnection, conflict, communication, attachment, loveLanguages, dateIdeas, stability, resultMeaning, other } from '../compose/topical.js';
import { OPENERS, FOLLOW_UPS } from '../content/knowledge.js';
import { topicOf, GENERIC_SCRIPT } from '../content/topics.js';
import { detectIntent, findNamedConnection, CoachIntent } from '../read/intents.js';
import { relevantMemories, inSentence } from '../read/memories.js';
import { correctSpelling, roleType, understand } from '../read/understand.js';
import type { Reading } from '../read/classify.js';
import { planSlots } from '../read/slots.js';
import { planReply } from '../compose/plan.js';
import { chosen, clarifyingQuestion, needsClarifying, UNSURE } from './clarify.js';
import { situationReply, topicReply } from './route.js';
import { draftFollowUp, followUp, Tone } from './thread.js';
import { exactText, theyReplied } from '../compose/answers/written.js';


export const HUMAN_QUESTION =
  /\b(are|r) (you|u) (a |an )?(real|human|person|people|bot|robot|ai|machine|chatbot|actual person|real person|real human|therapist)\b|\b(am i|is this) (talking|chatting|speaking) (to|with) (a |an )?(real|human|person|bot|robot|ai|machine)\b|\bis this (a )?(real )?(person|human|bot|ai)\b/i;

export function lastAssistant(ctx: CoachContext): string {
  for (let i = ctx.history.length - 1; i >= 0; i--) if (ctx.history[i]!.role === 'assistant') return ctx.history[i]!.content;
  return '';
}

/** The person's last `count` messages before this one, most recent first (a repeat of this one is skipped). */
export function earlierUserMessages(ctx: CoachContext, message: string, count: number): string[] {
  const out: string[] = [];
  for (let i = ctx.history.length - 1; i >= 0 && out.length < count; i--) {
    const t = ctx.history[i]!;
    if (t.role === 'user' && t.content.trim() !== message.trim()) out.push(t.content);
  }
  return out;
}

/** The topic of the thread: the intent of the most recent of the last three messages that had a clear one. */
export function threadIntent(ctx: CoachContext, message: string): ReturnType<typeof detectIntent> | undefined {
  for (const content of earlierUserMessages(ctx, message, 3)) {
    const found = detectIntent(content, ctx);
    if (found.intent !== 'other' && found.intent !== 'greeting' && found.intent !== 'thanks') return found;
  }
  return undefined;
}

/** The connection the last few messages were about (the most recent one named), if any. */
export function recentConnection(ctx: CoachContext, message: string): CoachConnection | undefined {
  for (const content of earlierUserMessages(ctx, message, 3)) {
    const named = findNamedConnection(content, ctx.connections);
    if (named) return named;
  }
  return undefined;
}

/** The assistant's last two replies: a new reply does not repeat a suggestion or the Vibe summary from them. */
export function recentReplies(ctx: CoachContext): string {
  return ctx.history
    .filter((t) => t.role === 'assistant')
    .slice(-2)
    .map((t) => t.content)
    .join('\n');
}

/** Drops bullets already given in recent replies, topping up from `spare` (also unseen) to keep at least two. */
export function freshBullets(bullets: string[], recent: string, spare: string[]): string[] {
  if (!recent) return bullets;
  // A short heading ("Sam receives love through …. A few ideas:") may repeat; the suggestions under it may not.
  const seen = (b: string) => !b.endsWith(':') && recent.includes(b);
  const out = bullets.filter((b) => !seen(b));
  if (out.length === 0 && spare.length === 0) return bullets;
  for (const extra of spare) {
    if (out.length >= Math.min(3, bullets.length)) break;
    if (!seen(extra) && !out.includes(extra)) out.push(extra);
  }
  return out;
}

export function stripHtml(s: string): string {
  return s.replace(/<[^>]*>/g, '');
}

/** The message with typos in our terms mended; people's names are never "corrected". */
export function mended(ctx: CoachContext, message: string): string {
  return correctSpelling(message, [...ctx.connections, ...(ctx.pending ?? [])].map((c) => c.firstName));
}

export function builtinReply(ctx: CoachContext, said: string, reading: Reading | null = null): string {
  // The answer to a clarifying question ("the second one") is the question its choice stands for.
  const picked = chosen(ctx, said);
  if (picked) return answer(ctx, picked.ask, { intent: picked.intent, score: 1, runnerUp: null });
  return answer(ctx, said, reading);
}

function answer(ctx: CoachContext, said: string, reading: Reading | null): string {
  const message = mended(ctx, said);
  // "The exact text", "make it softer" after a draft: the words for the thread's situation (issue 29, item 5).
  const replied = ctx.history.length ? theyReplied(ctx, message) : null;
  if (replied) return stripHtml(replied);
  const drafted = draftFollowUp(ctx, message);
  if (drafted?.kind === 'exact') {
    const words = exactText(ctx, message, drafted.tone);
    if (words) return stripHtml(words);
  }
  // A situation the model reads with confidence (a breakup, a gift for him…), before rules that may take one word for it.
  const situation = situationReply(ctx, message, reading, recentConnection(ctx, message));
  if (situation) return stripHtml(situation);
  // A short follow-up ("and with Jordan?", "another one", "make it shorter") continues what came before.
  const follow = followUp(ctx, message);
  if (follow?.kind === 'shorter') return stripHtml(follow.reply);
  if (follow?.kind === 'example') return exampleFor(ctx, mended(ctx, follow.message));
  if (follow?.kind === 'ask') {
    const reply = replyTo(ctx, mended(ctx, follow.message), follow.variant, follow.tone);
    return follow.lead ? `${follow.lead}\n\n${reply}` : reply;
  }
  return replyTo(ctx, message, 0, undefined, reading);
}

/** "Give me an example" after a question: a script for its topic, said to the person it was about. */
export function exampleFor(ctx: CoachContext, message: string): string {
  const c = understand(message, ctx).people.connections[0];
  const topic = topicOf(message);
  const env: Env = { ctx, message, seed: hash(message), me: ctx.person.firstName || 'there', r: ctx.person.results, c, cr: c?.results ?? null, topic };
  return [
    `Here is an example you could use${c ? ` with ${c.firstName}` : ''}:`,
    scriptLine(env, scriptFor(env) ?? GENERIC_SCRIPT),
    [
      '- Say it at a calm moment, not in the middle of it.',
      '- Keep the "I feel" part about you; it is harder to argue with than "you always".',
      ...(topic ? [`- ${topic.tip}`] : []),
    ].join('\n'),
    'Would you like it in different words, or shorter to send as a message?',
  ].join('\n\n');
}

/** Words that ask about the Vibe or how well two people match. */
const VIBE_ASKED = /\b(vibe|compatib\w*|match\w*|get along|chemistry|good together|work as a couple)\b/i;

/** Words that ask for something to do, confirming a plan (not "shared activities" or "he never plans anything"). */
const PLAN_ASK = /\b(ideas?|what (?:can|could|should|shall) we(?: \w+)? do\b(?! about| when| if| after)|something (?:to do|fun|relaxing|cosy|cozy|cheap|different)|plan (?:a|something|our|the)|plans? for|things to do|suggest\w*|date night|day out|weekend away|where (?:to|should we) go|what to do (?:with|together|on|this|for (?:our|a|the)))\b/i;

export function replyTo(ctx: CoachContext, message: string, variant: number, tone?: Tone, reading: Reading | null = null): string {
  const me = ctx.person.firstName || 'there';
  const avoid = lastAssistant(ctx);
  const seed = hash(message) + ctx.history.length * 7 + variant;
  const coach = ctx.coachName || 'your coach';

  if (HUMAN_QUESTION.test(message)) {
    const follow = pick(['What would you like to talk through?', "What's on your mind today?", 'How can I help right now?'], seed, avoid);
    return `No, I'm not a person. I'm ${coach}, an AI relationship coach. I work from your assessment results, your connections and what you tell me here, and I don't have feelings or a life of my own. For anything urgent or clinical, please talk to a qualified professional or someone you trust.\n\n${follow}`;
  }

  // What the message asks (who, topic, constraints, the kind of answer), then a precise answer when there is one:
  // people unknown or pending, terms, the Vibe, comparing and ranking, drafts, the direction of what happened, ideas
  // within constraints; then ranking by Vibe, one axis or area, an apology, my pattern in an argument.
  const understood = understand(message, ctx);
  // A plan with constraints: ideas from the library that meet every one of them, for the person meant (issue 29, item 4).
  const slots = planSlots(message);
  if (reading?.intent === 'plan' && reading.score >= 0.8 && PLAN_ASK.test(message) && Object.keys(slots).length > 0) {
    const about = understood.people.connections[0] ?? (/\b(he|she|they|him|her|them|we|us)\b/i.test(message) ? recentConnection(ctx, message) : undefined) ?? ctx.focus ?? undefined;
    return stripHtml(planReply(ctx, slots, about, variant, roleType(message)));
  }
  const precise = understoodReply({ ctx, message, u: understood, variant, tone }) ?? specificReply({ ctx, message });
  if (precise) return stripHtml(precise);
  let { intent, connection } = detectIntent(message, ctx);
  // Decision 062: a topic question gets that topic's answer, not a profile. About a connection, the scripts below
  // already answer a conflict, an attachment worry or a talk with both people's results: the topic answers the rest.
  const topical = variant === 0 && !tone && (!connection || intent === 'other') ? topicReply(ctx, message, reading, recentConnection(ctx, message)) : null;
  // The same topic twice in a row ("the chores", then "the dishes") gets the scripts below, not the same page again.
  if (topical && !avoid.startsWith(stripHtml(topical).slice(0, 60))) return stripHtml(topical);

  // "Explain my results and how to use them with Sam": about Sam too, so answer for the two of them.
  const about = understood.people.connections[0];
  let bothOfUs = false;
  if ((intent === 'understand_self' || intent === 'result_meaning') && about && new RegExp(`\\b(?:with|for|and) ${about.firstName}\\b`, 'i').test(message)) {
    intent = 'understand_connection';
    connection = about;
    bothOfUs = true;
  }
  // Carry the thread: short follow-ups ("what else?", "something cheaper?") continue the previous topic and the
  // person it was about; pronouns continue with the connection named in the last few messages.
  const [previous] = earlierUserMessages(ctx, message, 1);
  if (previous) {
    const prev = threadIntent(ctx, message) ?? detectIntent(previous, ctx);
    const words = message.trim().split(/\s+/).length;
    if (intent === 'other' && words <= 6 && prev.intent !== 'other' && prev.intent !== 'greeting' && prev.intent !== 'thanks') intent = prev.intent;
    const earlier = recentConnection(ctx, message) ?? prev.connection;
    const aboutThem = /\b(he|she|they|him|her|them|his|their|hers|theirs)\b/i.test(message);
    const aboutMe = /\b(my|me|myself|mine)\b/i.test(message);
    if (!connection && earlier && (aboutThem || (words <= 6 && !aboutMe))) connection = earlier;
  }
  if (!connection && !ctx.focus) {
    const named = findNamedConnection(message, ctx.connections);
    if (named) connection = named;
  }

  // Nothing above placed the message and the model cannot tell what it asks either: one question back, not filler.
  // A vague opener ("idk what to do about sam") is asked about even when a name placed it; within a thread it is not.
  if ((intent === 'other' && !understood.topic) || (!previous && reading?.intent === 'vague' && reading.score >= 0.9 && UNSURE.test(message))) {
    if (reading && needsClarifying(message, reading)) return clarifyingQuestion(reading, connection);
  }
  // "fun stuff to do with Sam" asks for ideas even without the word "date".
  if (understood.wanted === 'ideas' && (intent === 'other' || intent === 'understand_connection')) intent = 'date_ideas';
  const env: Env = { ctx, message, seed, me, r: ctx.person.results, c: connection, cr: connection?.results ?? null, topic: understood.topic };
  const vars = { me, name: connection?.firstName };

  if (intent === 'greeting') {
    const opener = pick(OPENERS.greeting, seed, avoid, (t) => fill(t, vars));
    return stripHtml(`${opener} ${greetingBody(ctx)}\n\n${pick(FOLLOW_UPS.greeting, seed, avoid, (t) => fill(t, vars))}`);
  }
  if (intent === 'thanks') {
    const opener = pick(OPENERS.thanks, seed, avoid, (t) => fill(t, vars));
    return stripHtml(`${opener} It's good to see you putting this into practice.\n\n${pick(FOLLOW_UPS.thanks, seed, avoid, (t) => fill(t, vars))}`);
  }

  const builders: Record<Exclude<CoachIntent, 'greeting' | 'thanks'>, (e: Env) => Parts> = {
    understand_self: understandSelf,
    understand_connection: understandConnection,
    conflict,
    communication_script: communication,
    attachment,
    love_languages: loveLanguages,
    date_ideas: dateIdeas,
    stability,
    result_meaning: resultMeaning,
    other,
  };
  const parts = builders[intent](env);
  // The Vibe paragraph closes a reply only when the Vibe or how well two people match is what was asked (issue 29).
  if (parts.closing && intent !== 'understand_connection' && !VIBE_ASKED.test(message)) {
    parts.closing = undefined;
    // The person the message is about still gets a line of their own, from both people's results.
    if (connection && !parts.bullets.some((b) => b.includes(connection!.firstName))) {
      const about = pairBullet(env) ?? theirLoveLanguageBullet(env);
      if (about) parts.bullets.push(about);
    }
  }
  // The topic the person named gets its own practical suggestion first.
  if (understood.topic && !parts.bullets.includes(understood.topic.tip)) parts.bullets.unshift(understood.topic.tip);
  // Vary across turns: no suggestion, and no Vibe summary, that the last two replies already gave.
  const recent = recentReplies(ctx);
  if (recent) {
    const talk = intent === 'conflict' || intent === 'communication_script' || intent === 'other';
    // Top-ups stay personal first (the other person's love language, then the person's own), then techniques.
    const personal = [theirLoveLanguageBullet(env), myLoveLanguageBullet(env)].filter((b): b is string => !!b);
    const spare = talk ? [...personal, technique(env, 1), technique(env, 4), technique(env, 6)] : [];
    // The tip for the topic asked about stays even when given before: "and with Jordan?" asks it again for Jordan.
    const keep = variant === 0 && understood.topic && parts.bullets[0] === understood.topic.tip ? [parts.bullets.shift()!] : [];
    parts.bullets = [...keep, ...freshBullets(parts.bullets, recent, spare)];
    if (parts.closing && connection && recent.includes(`Your Vibe with ${connection.firstName} is`)) parts.closing = undefined;
    // Say once that results are missing, not in every reply.
    if (parts.note && recent.includes("I don't have your assessment results yet")) parts.note = parts.note.replace(/^I don't have your assessment results yet[^.]*\.[^.]*\.\s*/, '') || undefined;
  }
  const openerIntent: CoachIntent = intent === 'understand_connection' && !connection ? 'other' : intent;
  // Without results, no opener may promise "what your results suggest".
  const openers = env.r ? OPENERS[openerIntent] : OPENERS[openerIntent].filter((o) => !/results/.test(o));
  const opener = pick(openers.length ? openers : OPENERS.other, seed, avoid, (t) => fill(t, vars));
  const followIntent: CoachIntent = openerIntent;
  // When the topic is understood, "could you tell me more about what is going on?" would say it was not; with nobody
  // named, the topic's own question, or an offer to go on, fits better than "who is this about?".
  const follows = understood.topic ? FOLLOW_UPS[followIntent].filter((f) => !/tell me a bit more/.test(f)) : FOLLOW_UPS[followIntent];
  const follow =
    understood.topic && intent === 'other' && !connection
      ? (understood.topic.question ?? 'Would you like to talk it through a bit more, or is it about someone in particular?')
      : pick(follows, seed + 1, avoid, (t) => fill(t, vars));

  const sections = [opener];
  // Asked about their own results too: a one-line summary of them before the two of you.
  const r0 = ctx.person.results;
  if (bothOfUs && r0) sections.push(`Your results in short: ${typeName(r0.personalityType)}, **${ATTACHMENT_LABELS[r0.relationshipType]}** attachment, and you feel loved through **${LOVE_LANGUAGE_LABELS[r0.loveLanguageReceiving]}**. Here is how they meet ${connection!.firstName}'s.`);
  // What the person asked the coach to remember, when it bears on this message: used, and said to be used.
  const remembered = relevantMemories(ctx.person.memories ?? [], message);
  if (remembered.length > 0) sections.push(`You told me ${remembered.map((f) => `that ${inSentence(f)}`).join(', and ')}, so I'm keeping that in mind.`);
  const notConnected = notConnectedNote(understood);
  if (notConnected) sections.push(notConnected);
  if (parts.note) sections.push(parts.note);
  if (parts.bullets.length) sections.push(parts.bullets.map((b) => `- ${b}`).join('\n'));
  if (parts.closing) sections.push(parts.closing);
  sections.push(follow);
  return stripHtml(sections.join('\n\n'));
}

export function greetingBody(ctx: CoachContext): string {
  const r = ctx.person.results;
  const first = ctx.focus ?? ctx.connections[0];
  if (!r) {
    return "I'm your AI relationship coach. I don't have your assessment results yet; once you finish it, I can tailor everything to your type, attachment style, love languages and stability.";
  }
  const e = strongestAxis(r);
  const about = ctx.focus
    ? `We can talk about ${ctx.focus.firstName}: how you two communicate, what makes them feel appreciated, or something that's been hard.`
    : first
      ? `We could look at you, at someone like ${first.firstName}, a conversation you're planning, or ideas for time together.`
      : 'We could look at your results, a relationship on your mind, or a habit you want to build.';
  return `As an ${r.personalityType} who leans ${lean(e)} and feels loved through ${LOVE_LANGUAGE_LABELS[r.loveLanguageReceiving]}, you bring a lot to your relationships. ${about}`;
}

const AND_LIST = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

/**
 * "yourself and Sam", "yourself, Sam and Jo", "yourself, Sam, Jo and your 3 other connections": two names at most,
 * then a count, so a long list never crowds the greeting; no one in the list reads as "the people in your life".
 */
export function whoToUnderstand(names: string[]): string {
  if (names.length === 0) return 'yourself and the people in your life';
  const rest = names.length - 2;
  const shown = rest > 0 ? [...names.slice(0, 2), `your ${rest === 1 ? 'other connection' : `${rest} other connections`}`] : names;
  return AND_LIST.format(['yourself', ...shown]);
}

/** The greeting shown in an empty chat. */
export function builtinGreeting(ctx: CoachContext): string {
  const me = ctx.person.firstName || 'there';
  const coach = ctx.coachName || 'your coach';
  const r = ctx.person.results;
  const lines = [`Hi ${me}, I'm ${coach}, your AI relationship coach.`];
  if (!r) {
    lines.push(
      "I don't have your assessment results yet. Once you complete the assessment, I can ground my suggestions in your personality type, attachment style, love languages and stability. Until then, I'm happy to help with general questions.",
    );
    lines.push('What would you like to talk about?');
    return lines.join('\n\n');
  }
  const e = strongestAxis(r);
  if (ctx.focus) {
    const f = ctx.focus;
    lines.push(
      `This is a private space to talk about ${f.firstName}.${f.results ? ` ${f.firstName} is ${typeName(f.results.personalityType)}${f.results.loveLanguageReceiving ? ` and receives love through **${LOVE_LANGUAGE_LABELS[f.results.loveLanguageReceiving]}**` : ''}.` : ''}${f.vibe ? ` Your Vibe together is **${f.vibe.score} (${f.vibe.band})**.` : ''}`,
    );
    lines.push(`What would you like to understand about ${f.firstName}?`);
    return lines.join('\n\n');
  }
  lines.push(
    `I know you're ${typeName(r.personalityType)}, leaning ${lean(e)}, with ${/^[AEIOU]/.test(ATTACHMENT_LABELS[r.relationshipType]) ? 'an' : 'a'} **${ATTACHMENT_LABELS[r.relationshipType]}** attachment style, and you feel loved through **${LOVE_LANGUAGE_LABELS[r.loveLanguageReceiving]}**. I can help you:`,
  );
  lines.push(
    [
      `- understand ${whoToUnderstand(ctx.connections.map((c) => c.firstName))} better`,
      '- plan what to say in a hard conversation',
      '- find gestures, date ideas and small weekly habits that fit you',
    ].join('\n'),
  );
  lines.push("What's on your mind today?");
  return lines.join('\n\n');
}

/** A short conversation title (max 60 chars) from the first message. */
export function titleFromMessage(message: string): string {
  const clean = message
    .replace(/<[^>]*>/g, ' ')
    .replace(/[*_`#>\[\]]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!clean) return 'New conversation';
  const firstSentence = clean.split(/(?<=[.!?])\s/)[0] ?? clean;
  let t = firstSentence.replace(/[.!]+$/, '');
  if (t.length > 60) {
    const cut = t.slice(0, 59);
    const space = cut.lastIndexOf(' ');
    t = (space > 30 ? cut.slice(0, space) : cut).replace(/[\s,;:-]+$/, '') + '…';
  }
  return cap(t);
}
