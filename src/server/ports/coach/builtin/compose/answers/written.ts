/**
 * Answers that hand the member words to send (issue 29, items 2, 3 and 5), composed by drafts.ts: to the person the
 * message (or the thread) means, someone off Attune included, in the direction it goes. Also the thread's own
 * requests on a draft: "the exact text", "shorter", "softer", "and with my mom?".
 */
import { LOVE_LANGUAGE_LABELS } from '../../../../../../shared/assessment/labels.js';
import type { LoveLanguage } from '../../../../../../shared/assessment/types.js';
import type { CoachContext } from '../../../context.js';
import { lastAssistant } from '../../decide/history.js';
import type { Tone } from '../../decide/thread.js';
import { connectionOf, directionMeant, nameOf, personMeant, someoneIn, type Someone } from '../../read/people.js';
import { lower } from '../../read/text.js';
import { directionOf } from '../../read/understand.js';
import type { Answer } from './common.js';
import { apologyExtras, brokenClause, eventFor, kindOf, writeDraft, type DraftKind, type DraftSlots } from './drafts.js';
import { capitaliseDays, draftBody } from './messages.js';
import { sendable } from './sendable.js';
import { SENT_SILENCE } from '../../decide/after-send.js';
import { briefReplyToWarmth } from './brief-reply.js';

/** The message asks for words to say, or is a situation that calls for them (an apology, a no, thanks). */
export const ASKS_WORDS = /\b(?:how (?:do|can|should|would) i (?:tell|say|apologi[sz]e|thank|let|check (?:in )?on|reach out|word|bring (?:it|this) up|fix this|make (?:it|this) right|make it up)|what (?:do|should|can|could) i (?:even )?(?:say|text|write|send)|what to say|(?:need|want|have) to (?:tell|apologi[sz]e|say sorry|thank|check (?:in )?on)|apologi[sz]e properly|write (?:it|something|a message|a text|me)|draft|(?:a|the) (?:message|text) (?:to|for)|want to check on)\b/;

/** Things said in the member's message about how the words should be: short, low-key, for work. */
function style(message: string): Pick<DraftSlots, 'short' | 'work'> {
  const text = lower(message);
  return {
    short: /\b(?:short|shorter|brief|quick|hate[s]? fuss|no fuss|low[- ]key|one line|a line|keep it simple)\b/.test(text) || undefined,
    work: /\b(?:slack|teams|e-?mail|professional|work chat|at work|formal)\b/.test(text) || undefined,
  };
}

const INTRO: Record<DraftKind, (who: string) => string> = {
  apology: (who) => `A real apology names what you did and doesn't explain it away. To ${who}, you could send:`,
  hurt: (who) => `Say how it landed, not what ${who} is like: that keeps it a conversation, not a fight. You could send:`,
  decline: (who) => `Be clear on the no and warm with ${who}; a long list of reasons invites debate. You could send:`,
  thanks: (who) => `A specific thank-you to ${who} lands better than a general one. You could send:`,
  appreciate: (who) => `Short and specific is enough; you don't need to be good with words for ${who} to feel it. You could send:`,
  checkin: (who) => `Low-key is right: a message ${who} doesn't have to answer properly. You could send:`,
  need: (who) => `One clear ask, with why it matters, is easiest for ${who} to hear. You could say:`,
};

/** One line of advice after the draft, fitted to the kind and, for a connection, what they share on Attune. */
function advice(kind: DraftKind, to: Someone, work = false): string {
  // At work a hurt is raised as a pattern and a fix: "I'm saying it hurt" is no line for a manager.
  if (kind === 'hurt' && (work || (to.kind === 'connection' ? to.c.relationshipType : to.type) === 'professional')) return 'Keep it to the facts and one proposal; if they push back, come back to the fix rather than the frustration.';
  const c = connectionOf(to);
  const receives = c?.results?.loveLanguageReceiving;
  const theirs = receives ? ` ${c!.firstName} feels loved through **${LOVE_LANGUAGE_LABELS[receives]}**, so ${receives === 'acts_of_service' ? 'a concrete thing you will do' : receives === 'quality_time' ? 'offering time together' : receives === 'words_of_affirmation' ? 'the specific words' : receives === 'gifts' ? 'a small token with it' : 'saying it in person'} will mean more than the message alone.` : '';
  const base: Record<DraftKind, string> = {
    apology: 'Send it without a "but", then give them room: they may need to say how it felt before it is settled.',
    hurt: 'Pick a calm moment, and if they get defensive, come back to one sentence: "I\'m not saying you\'re a bad person, I\'m saying it hurt."',
    decline: 'Say it early, keep the reason to one line, and hold the decision kindly if you get pushback.',
    thanks: 'Saying what it made possible for you is what makes a thank-you stick.',
    appreciate: 'Send it as it is; the plainness is what makes it sincere.',
    checkin: "If they don't reply, that's fine: a second short message in a few days says you haven't gone anywhere.",
    need: 'Ask at a calm moment, and make it something they can say yes to this week.',
  };
  return `${base[kind]}${theirs}`;
}

/** A whole answer: intro, the message in quotes, one line of advice, and an offer to change it. */
export function draftAnswer(slots: DraftSlots, variant = 0): string {
  const who = nameOf(slots.to);
  let text = capitaliseDays(writeDraft(slots, variant)).replace(/\b([Yy])ou have been\b/g, "$1ou've been");
  // Should a clause still read badly, the message leaves it as a blank rather than send broken words.
  if (brokenClause(text)) text = capitaliseDays(writeDraft({ ...slots, event: null }, variant));
  const blank = /\[[^\]]+\]/.test(text);
  return [
    slots.tone ? `Here it is ${slots.tone === 'warmer' ? 'softer' : slots.tone === 'lighter' ? 'lighter' : 'more formal'}:` : INTRO[slots.kind](who),
    `"${text}"`,
    ...(blank ? ['Fill in the part in brackets in your own words: a short, plain description of what happened is enough.'] : []),
    advice(slots.kind, slots.to, !!slots.work),
    slots.short ? 'Want it warmer, or is that right?' : 'Want it shorter, or softer?',
  ].join('\n\n');
}

/** The message of the thread that set the situation: the last of the member's messages with a person and a kind. */
export function situationIn(ctx: CoachContext, message: string, to: Someone | null): { text: string; kind: DraftKind } | null {
  const turns = ctx.history.filter((t) => t.role === 'user' && t.content.trim() !== message.trim()).slice(-4).reverse();
  for (const t of turns) {
    const kind = kindOf(t.content, directionOf(t.content));
    const who = someoneIn(t.content, ctx);
    if (kind && who && (!to || nameOf(who) === nameOf(to))) return { text: t.content, kind };
  }
  return null;
}

/** Slots for a draft from this message and, where it says less, the situation earlier in the thread. */
export function slotsFor(ctx: CoachContext, message: string, extra: Partial<DraftSlots> = {}): DraftSlots | null {
  const to = personMeant(message, ctx);
  if (!to) return null;
  const own = kindOf(message, directionMeant(message, ctx));
  const earlier = situationIn(ctx, message, to);
  const kind = own ?? earlier?.kind;
  if (!kind) return null;
  const event = eventFor(message, to, kind) ?? (earlier ? eventFor(earlier.text, to, kind) : null);
  const extras = kind === 'apology' ? apologyExtras(earlier ? `${earlier.text}. ${message}` : message) : {};
  return { to, kind, event, ...extras, ...style(message), ...(earlier ? pick(style(earlier.text)) : {}), ...extra };
}

const pick = (s: Pick<DraftSlots, 'short' | 'work'>) => Object.fromEntries(Object.entries(s).filter(([, v]) => v));

/**
 * Words for someone off Attune ("my mom", "my boss Karen"), or for a connection when the message is a thanks,
 * an appreciation or a check-in: the other answers (messages.ts) cover a connection's no, hurt and ask.
 */
export const composedDraft: Answer = ({ ctx, message, variant, tone }) => {
  const asks = ASKS_WORDS.test(lower(message));
  // "Sam covered for me when I missed a deadline": a thank-you is the answer even when words were not asked for.
  if (!asks && !/\b(?:covered for me|helped me|had my back|stepped in for me|bailed me out)\b/.test(lower(message))) return null;
  const slots = slotsFor(ctx, message, tone ? { tone } : {});
  if (!slots || (!asks && (slots.kind !== 'thanks' || !slots.event))) return null;
  // Without an event read, a no or a need is left to messages.ts (it words a request, a day, a topic), and so is a
  // message that says its own words ("saying …"); for a connection, so are a hurt or an apology (specific.ts).
  if (!slots.event && (slots.kind === 'decline' || slots.kind === 'need' || draftBody(message))) return null;
  // A need asked as "how do I tell him" wants advice first (the other answers); its words come when asked for.
  if (slots.kind === 'need' && !/\b(?:write|draft|text|message|words|wording|send)\b/.test(lower(message))) return null;
  if (slots.to.kind === 'connection' && !['thanks', 'appreciate', 'checkin'].includes(slots.kind) && !slots.event) return null;
  return draftAnswer(slots, variant);
};

/** "Give me the exact text", "what do I actually say", "write it for me": the message for the thread's situation. */
export function exactText(ctx: CoachContext, message: string, tone?: Tone): string | null {
  const read = tone ? null : sendable(ctx, message, earlierStory(ctx, message));
  if (read) return read;
  const slots = slotsFor(ctx, message, tone ? { tone } : {});
  return slots ? draftAnswer(slots) : null;
}

/** "They just replied 'I'm fine', now what?": how to answer what the person said, about the same person. */
const REPLIED = /\b(?:replied|said|answered|texted back|wrote back|responded|just says?)\b.*\b(?:now what|what now|what do i do|what next|what should i do|how do i (?:answer|reply|respond)|is it (?:really )?(?:fine|ok(?:ay)?)|what does (?:that|it|this) (?:even |actually |really )?mean|(?:is|was) (?:she|he|they) (?:still )?(?:mad|angry|upset|annoyed|hurt|pissed))\b/;

/** The make-up that follows an apology met with a short "it's fine.", in the form the person feels loved in. */
const MAKE_UP: Record<LoveLanguage, string> = {
  quality_time: 'time with just the two of you, set now rather than "sometime"',
  words_of_affirmation: 'a few lines, in person or handwritten, about what the day meant to you and why you minded missing it',
  acts_of_service: 'taking something off their plate this week, without being asked',
  gifts: 'a small thing chosen for them, with a note, not a peace offering bought in a hurry',
  physical_touch: 'seeing them in person soon, with a proper hug',
};

export function theyReplied(ctx: CoachContext, message: string): string | null {
  const text = lower(message);
  // "She still hasn't replied. what now?" is the quiet after a message (decide/after-send.ts), not a reply to answer.
  if (!REPLIED.test(text) || SENT_SILENCE.test(text) || /\bi (?:replied|said|answered)\b/.test(text)) return null;
  const to = personMeant(message, ctx);
  if (!to) return null;
  const who = nameOf(to);
  const c = connectionOf(to);
  const fine = /\b(?:i'?m fine|i am fine|i'?m ok(?:ay)?|all good|it'?s fine|no worries|whatever)\b|['"\u2018\u201c]fine[.!]*['"\u2019\u201d]/.test(text);
  // "It's fine." after the member's apology: the hurt is still there, and more words will not settle it (round 17).
  const apologised = /"[^"]*\b(?:sorry|apologi[sz]e)\b[^"]*"/i.test(lastAssistant(ctx));
  if (fine && apologised) {
    const receives = c?.results?.loveLanguageReceiving;
    return [
      `Probably not fully, not yet. A short "it's fine." right after an apology usually means ${who} heard it but is still hurt, and doesn't want to go over it again by text. That is not a door closing; it's a pause.`,
      `- Don't apologise again or ask "are you sure?": it puts the work of reassuring you on ${who}.\n- Reply once, briefly, and make it about ${who}, not you.\n- Then show it rather than say it${receives ? `: ${who} feels loved through **${LOVE_LANGUAGE_LABELS[receives]}**, so the repair that counts is ${MAKE_UP[receives]}` : ', with something concrete you do this week'}.`,
      `You could reply:\n\n"Okay. I still want to make it up to you properly.${receives === 'quality_time' || !receives ? ` Can I take you out for ${ctx.history.some((t) => t.role === 'user' && /\b(?:birthday|bday)\b/i.test(t.content)) ? 'a belated birthday dinner' : 'dinner'} this week, just us? You pick the night.` : ''}"`,
    ].join('\n\n');
  }
  // "I'm not really into labels right now" after asking to be exclusive (round 23 t05 got the member's own results).
  if (/\b(?:into|do|like|want|doing) labels\b|\bnot ready (?:for|to) (?:anything|something) (?:serious|official)\b|\bkeep (?:it|things) casual\b|\bsee where (?:it|this|things) go(?:es)?\b/.test(text)) {
    return [
      `"Not into labels right now" usually means one of three things: ${who} likes you and wants to keep seeing you but isn't ready to commit; ${who} wants to keep other options open; or the label itself feels like pressure. It isn't a no to you, but for now it is a no to exclusive.`,
      `To find out which, ask one plain, light question:\n\n"Totally fair. Can I ask what that means for you: are you seeing other people, or is it more the word itself?"`,
      "Then be honest with yourself about what you need. If being exclusive matters to you and nothing changes after a few more weeks, that is an answer too, and you're allowed to say so.",
    ].join('\n\n');
  }
  const practical = c?.results?.loveLanguageReceiving === 'acts_of_service';
  return [
    fine
      ? `"I'm fine" usually means "not ready to talk", not "go away". Take it at face value for now, don't push, and leave the door open with something easy to say yes to.`
      : `Whatever ${who} said, answer the feeling before the content, keep it short, and leave the door open.`,
    `You could reply:\n\n"${practical ? `Okay. No need to talk about it. I'm doing a food shop Saturday, want me to drop some dinner round?` : `Okay, thanks for letting me know. I'm around if you want to talk, no pressure.`}"`,
    `Then let ${who} set the pace: a short check-in again in a few days keeps you close without making it a thing.${practical ? ` ${c!.firstName} feels loved through **Acts of Service**, so a practical offer says it better than questions.` : ''}`,
  ].join('\n\n');
}

/** The member's earlier turn that told the story, for a request that only asks for the words ("write it then"). */
function earlierStory(ctx: CoachContext, message: string): string {
  const turns = ctx.history.filter((t) => t.role === 'user' && t.content.trim() !== message.trim());
  return turns.slice(-2).map((t) => t.content).join('. ');
}

/**
 * Decision 092: a request for words to send, answered from the situation as read (read/send.ts). In a thread, a
 * short request that tells no story of its own ("write the text then") reads the earlier turns for it.
 */
export function wordsToSend(ctx: CoachContext, message: string): string | null {
  // A warm message met with "np": reassurance and a thank-you in their language, before any texting template.
  const brief = briefReplyToWarmth(ctx, message);
  if (brief) return brief;
  const own = sendable(ctx, message);
  if (own) return own;
  // Only a bare request for the words: one that says what they should be ("proposing that split") is not this story's.
  const short = message.trim().split(/\s+/).length <= 16 && !/\b(?:propos\w*|suggest\w*|saying|asking|about|instead)\b/i.test(message);
  return short && ctx.history.length ? sendable(ctx, message, earlierStory(ctx, message)) : null;
}
