/**
 * Follow-ups that act on the thread state (issue 29, item 5), for the cases the older follow-ups (thread.ts) miss:
 * "what if he says I'm rigid" / "she replied 'you always say that'" answers that objection in the same topic, to the
 * same person; "the exact words" when no draft could be composed from slots gives the thread's last draft, addressed to
 * the thread's person, or a draft with [blanks] in the person's voice; "shorter" cuts the last draft (decide/shorten.ts, the one way to shorten).
 * The thread state is read from the history itself: the person last meant, the last answer and its last draft.
 */
import type { CoachContext } from '../../context.js';
import { lastMeant, someoneIn, typeOf, type Someone } from '../read/people.js';

const typeOfSomeone = (p: Someone | null) => (p ? typeOf(p) : null);
import { draftAnswer } from '../compose/answers/written.js';
import { keyLine, scenarioOf, type Scenario } from './scenario.js';
import { shorter } from './shorten.js';
import { spelledOutRequest, wordsFromState } from './words.js';
import { draftIn } from './shorten.js';
import { supportReply } from './support.js';
import { sendable } from '../compose/answers/sendable.js';
import { planGroupMessage, planGrows } from './plan-message.js';
import { afterSilence, ifTheySayNo, keepsActs, shorterSent, workPushback } from './after-send.js';

/** "What if he says I'm rigid", "but what if she calls me controlling", "and if they say no?" */
const WHAT_IF = /^(?:(?:and|but|ok(?:ay)?|so|hmm+|right)[,.]?\s+)?(?:what )?if (?:he|she|they|\p{L}+) (?:just |only |then |still |instead )?(?:says?|tells? me|calls? me|thinks?|accuses me of(?: being)?|goes|replies|answers|responds(?: with)?)\s+(.+?)[?.!]*$/iu;
/** "She replied 'you always say that'. now what" (thread.ts reads "I'm fine"; this reads the rest). */
const REPLIED = /(?<!\bi )\b(?:replied|said|answered|texted back|wrote back|responded|just says?)\s+['"\u2018\u201c]?(.+?)['"\u2019\u201d]?[.!,]?\s*(?:now what|what now|what do i do|what next|what should i do|how do i (?:answer|reply|respond))\b/i;
const EXACT = /\b(?:exact|actual|real) (?:words|text|wording|message)\b|\bwhat (?:do|should) i (?:actually |literally )?(?:say|text|send)\b|\bwrite (?:it|that|the text|the message)(?: out)?(?: for me)?\b|\bgive me (?:the )?(?:words|text|message)\b/i;
/** "What if she doesn't reply for a few days?": silence after the message, not an objection to answer. */
const SILENCE = /\b(?:what )?if (?:he|she|they|\p{L}+) (?:doesn'?t|does not|won'?t|will not|never|still doesn'?t|just doesn'?t) (?:reply|answer|respond|text back|write back|get back|say anything|pick up|read it)\b|\b(?:what )?if (?:he|she|they|\p{L}+) (?:ignores (?:it|me|the (?:text|message))|leaves me on (?:read|delivered)|goes (?:silent|quiet|dark|cold) on me|ghosts me)\b|\b(?:what )?if (?:i get |there'?s )?no (?:reply|answer|response)\b|\b(?:what )?if (?:i|we) (?:hear|get) nothing(?: back)?\b/iu;
/** "And if that doesn't work?", "what if it backfires", "plan b?": the next step in the same situation. */
const NEXT = /^(?:(?:and|but|ok(?:ay)?|so|right)[,.]?\s+)?(?:(?:what )?if (?:that|it|this|the (?:text|message|talk|apology)) (?:doesn'?t|does not|won'?t|will not|still doesn'?t) (?:work|help|land|fix (?:it|things)|go (?:well|down well))|(?:what )?if (?:that|it|this) (?:fails|backfires|goes (?:badly|wrong)|makes (?:it|things) worse)|(?:what'?s |what is )?(?:the )?plan b|what then|then what)\b[^]{0,40}$/i;
/** "Shorter", "shorter please, not cheesy", "shorter. and less feelings", "can you cut it down": the last draft, cut. */
const SHORTER_DRAFT = /^(?:(?:ok(?:ay)?|right|hmm+|nah|too long)[,.!]?\s+)?(?:(?:can you |could you |please )?(?:make it |make that |keep it )?(?:shorter|briefer|less wordy|more concise|cut it down|trim it|shorten it)|(?:a )?shorter (?:one|version)|(?:(?:this|that|it)(?:'s| is) )?(?:good but )?(?:way |much |far |a bit |bit )?too long|(?:can you |could you |please )?(?:make it|keep it|cut it to|get it down to) (?:like |about |just |only )?(?:\d|one|two|three|a couple of) (?:lines?|sentences?))\b[^]{0,60}$/i;
/** "Now for my brother instead", "same for my mum", "and what if it was my dad": the situation, for someone else. */
const FOR_SOMEONE = /^(?:(?:ok(?:ay)?|and|now|right|so)[,.]?\s+)*(?:(?:the )?same (?:thing )?(?:for|with|to) |(?:now |and )?(?:for|with|to) |what about |how about |what if it was |and if it was |could you do (?:one|it) for )(my \p{L}+|\p{Lu}\p{L}+)\b/iu;

/**
 * The anchored pattern matched by the whole message or by one of its clauses: "too robotic. make it warmer, he's
 * nice" asks for warmer in its second clause (blind round 13), after a remark the anchored pattern could not pass.
 */
function clauseMatch(re: RegExp, text: string): RegExpExecArray | null {
  const whole = re.exec(text);
  if (whole) return whole;
  for (const clause of text.split(/[.!?;]+\s*|,\s+(?=(?:make|keep|can|could|please|pls|but|just)\b)/i)) {
    const m = re.exec(clause.trim());
    if (m) return m;
  }
  return null;
}

const shorterAsked = (text: string) => !!clauseMatch(SHORTER_DRAFT, text);

/** The last drafted words in the thread: a quoted passage of some length in one of the coach's replies. */
function lastDraft(ctx: CoachContext): string | null {
  for (let i = ctx.history.length - 1; i >= 0; i--) {
    const t = ctx.history[i]!;
    if (t.role !== 'assistant') continue;
    // A draft stands as its own paragraph; a quote inside a bullet is an example line ("it's fair to ask: '…___'"),
    // and a line with a blank to fill is not words anyone could send as they are.
    const quotes = [...t.content.matchAll(/^\s*"([^"\n]{40,})"\s*$/gm)].map((m) => m[1]!).filter((q) => !/_{2,}|\[[^\]]+\]/.test(q));
    if (quotes.length) return quotes.sort((a, b) => b.length - a.length)[0]!;
  }
  return null;
}

function nameOf(p: Someone | null): { name: string | null; ref: string } {
  if (!p) return { name: null, ref: 'them' };
  if (p.kind === 'connection') return { name: p.c.firstName, ref: p.c.firstName };
  return { name: p.name, ref: p.name ?? (p.role ? (p.mine ? `your ${p.role}` : p.role) : 'them') };
}

/**
 * Words the member quotes are theirs as said: "what if she says 'after everything I've done for you'" keeps every
 * pronoun, and the quote ends at its closing mark (what follows, "does that mean she's upset?", is the member's own
 * question, not their words). Null when the words are not quoted.
 */
export function quotedWords(words: string): string | null {
  const m = /^\s*['"\u2018\u201c](.+?)(?:['"\u2019\u201d](?=[\s.,!?;:]|$)|$)/u.exec(words);
  if (!m) return null;
  return m[1]!.trim().replace(/[.,!?;:]+$/, '').replace(/\bi\b/g, 'I').replace(/\bim\b/g, "I'm").replace(/\bive\b/g, "I've");
}

/** Their words, as they would say them to the member: "I'm being rigid" → "you're being rigid". */
function asTheySay(words: string): string {
  const quoted = quotedWords(words);
  if (quoted) return quoted;
  // "says he already spends loads of time with me": reported in the third person, said in the first.
  const reported = /^(?:that )?(?:he|she|they)\b/i.test(words.trim());
  const first = reported
    ? words.trim().replace(/^(?:that )?(?:he|she|they)(?:'s| is)\b/i, 'I am').replace(/^(?:that )?(?:he|she|they) (has|does|was)\b/i, (_, v: string) => `I ${({ has: 'have', does: 'do', was: 'was' } as Record<string, string>)[v.toLowerCase()]}`).replace(/^(?:that )?(?:he|she|they) (\p{L}+ )?(\p{L}+?)s\b/iu, (_, adv: string | undefined, v: string) => `I ${adv ?? ''}${v}`).replace(/^(?:that )?(?:he|she|they)\b/i, 'I')
    : words;
  if (reported) return first.replace(/\bme\b/gi, 'you').replace(/\bmy\b/gi, 'your').replace(/\b(?:his|her|their)\b/gi, 'my').replace(/^I am\b/, "I'm").replace(/^['"\u2018\u201c]|['"\u2019\u201d]$/g, '');
  return words
    .trim()
    .replace(/^(?:that |like )/i, '')
    .replace(/\bi'?m\b/gi, "you're")
    .replace(/\bi am\b/gi, 'you are')
    .replace(/\bi was\b/gi, 'you were')
    .replace(/\bmy\b/gi, 'your')
    .replace(/\bme\b/gi, 'you')
    .replace(/\bi\b/gi, 'you')
    // Said by them, "his family" is "my family".
    .replace(/\b(?:his|her|their) (family|parents|mum|mom|dad|friends|sister|brother|job|work|feelings|side)\b/gi, 'my $1')
    .replace(/^['"\u2018\u201c]|['"\u2019\u201d]$/g, '');
}

/** The ask in a draft ("Could we agree to…?"), to come back to after an objection. */
function askIn(draft: string | null): string | null {
  // "Hey Sam, could we have…?": the greeting is not part of the ask.
  const ask = draft?.split(/(?<=[.!?])\s+/).map((s) => s.replace(/^(?:hey|hi|hello)\b[^,]{0,20},\s*/i, '')).find((s) => /^(?:could|can|would|will) (?:we|you)\b/i.test(s));
  return ask ? `${ask.charAt(0).toUpperCase()}${ask.slice(1)}` : null;
}

/** "No worries", "it was nothing", "don't mention it": thanks brushed off, not an objection to answer. */
const BRUSH_OFF = /^(?:['"\u2018\u201c])?(?:no worries|no problem|np|it was nothing|it'?s nothing|don'?t mention it|any ?time|no biggie|not a big deal|it'?s fine|all good|you'?re welcome)\b/i;

function brushedOff(ctx: CoachContext, said: string): string {
  const who = nameOf(lastMeant(ctx, said));
  const them = who.name ?? who.ref;
  return [
    `Then let it be. For a lot of people "${said.replace(/^['"\u2018\u201c]|['"\u2019\u201d?]+$/g, '')}" is simply how they take thanks, and pushing it makes it awkward for both of you.`,
    `If you want the last word to be warm, one line is enough:\n\n"Well, it meant a lot to me. I owe you one."`,
    `Then show it when the chance comes: doing something back for ${them} says the rest.`,
  ].join('\n\n');
}

function objection(ctx: CoachContext, said: string): string {
  if (BRUSH_OFF.test(said.trim())) return brushedOff(ctx, said);
  const who = nameOf(lastMeant(ctx, said));
  // "says I'm overreacting and gets defensive": what they say, without what they then do.
  // "says I'm boring or that I can just stay home": the first thing they might say is the one quoted.
  const theirs = asTheySay(said.replace(/\s+(?:and|then) (?:gets|starts|goes|storms|walks|shuts|gets all)\b.*$/i, '').replace(/\s+or (?:that|says?|tells? me)\b.*$/i, ''));
  const ask = askIn(lastDraft(ctx));
  const key = keyLine(scenarioOf(ctx, said));
  // "You're always the one saying no" is a claim about how often, not a word for you ("Maybe I am a bit always").
  const absolute = /\byou(?:'re| are)? (?:always|never|constantly|forever)\b/i.test(theirs);
  const word = /\byou(?:'re| are)(?: being)? (?:so |too |really )?(\p{L}+)/iu.exec(theirs)?.[1];
  const label = word && !absolute && !/^(?:always|never|just|only|still|not|the|a|an|such|constantly|forever|one|doing|going|saying|making|trying)$/i.test(word) ? word : undefined;
  return [
    `If ${who.ref} says "${theirs}", don't argue about the word. ${label ? `Arguing that you're not ${label} turns the talk into a debate about you` : absolute ? 'Counting the times it did or did not happen turns the talk into a debate' : 'Defending yourself turns the talk into a debate'}, and the thing you came to say gets lost.`,
    [
      '- Take the grain of truth first: it costs nothing and lowers the temperature.',
      '- Then come back, once and calmly, to what you actually need.',
      `- If it is getting heated, suggest a pause and a time to pick it up again.`,
    ].join('\n'),
    `You could say:\n\n"${label ? `Maybe I am a bit ${label}, and I can work on that. ` : absolute ? 'You might be right that it happens more than I notice, and I can work on that. ' : "I hear you, and you might have a point. "}But this isn't about who's right. ${[key, ask ?? 'Can we find a way that works for both of us?'].filter(Boolean).join(' ')}"`,
    `Would you like words for ${who.name ?? 'them'} if it still goes badly?`,
  ].join('\n\n');
}

function silence(ctx: CoachContext, message: string): string {
  const who = nameOf(lastMeant(ctx, message));
  const they = who.name ?? 'they';
  return [
    `A few days of quiet after a message like that usually means ${they} ${who.name ? 'is' : 'are'} taking it in, not that it failed. Give it the room you offered.`,
    [
      '- Don\'t send a second message the same day, and don\'t ask whether they got it.',
      '- After three or four days, one short, light follow-up that asks for nothing.',
      '- Carry on as normal where your lives cross; ordinary warmth says the door is open.',
    ].join('\n'),
    `If you want to follow up, you could send:\n\n"${who.name ? `Hi ${who.name}, ` : 'Hi, '}no pressure to reply to my last message. I just wanted you to know I'm thinking of you, and I'm here whenever you're ready."`,
    'Would you like it worded differently?',
  ].join('\n\n');
}

/** "Warmer", "softer", "less formal", "more casual": a change of tone for the last draft. */
const TONE_CHANGE = /^(?:(?:ok(?:ay)?|hmm+|nah)[,.!]?\s+)?(?:(?:can you |could you |please )?(?:make it|make that|keep it) )?(?:a bit |a little |much )?(warmer|softer|kinder|friendlier|gentler|nicer|less blunt|less harsh|less direct|more polite|more diplomatic|less formal|more casual|more relaxed|less stiff)\b[^]{0,60}$/i;

/**
 * "Shorter" or "warmer" after a request that spelled out what the words should do: the words rebuilt from that ask
 * (the thread state), then cut or warmed, so a first draft that came out wrong is not carried on. Null without one.
 */
function rebuilt(ctx: CoachContext, message: string, change: 'shorter' | 'warmer' | 'casual'): string | null {
  const found = spelledOutRequest(ctx, message);
  // A request the words reader composed from (read/send.ts) already has its draft with every part: that draft is cut
  // or warmed, not the request's raw words.
  if (found && sendable(found.ctx, found.request)) return null;
  const words = found ? wordsFromState(found.ctx, found.request) : null;
  const draft = words ? draftIn(words, 20) : null;
  if (!draft) return null;
  // Rebuilt from one act of a request that had two (a thanks and a suggestion): the thread's own draft is cut instead.
  const before = lastDraft(ctx);
  if (before && !keepsActs(before, draft)) return null;
  if (change === 'shorter') return shorter(`"${draft}"`, message);
  const casual = draft.replace(/^Hi\b/, 'Hey').replace(/\s*Let me know what you think\.$/, '');
  const warm = change === 'warmer' && !/\b(?:appreciate|means a lot|thank)/i.test(casual) ? `${casual} Thank you, it means a lot.` : casual;
  return [change === 'warmer' ? 'A warmer version:' : 'A more relaxed version:', `"${warm}"`, 'Want it shorter?'].join('\n\n');
}

/** "Write my reply to him", "draft the message then": words asked for with nothing said about what they should say. */
const WRITE_IT = /^(?:(?:ok(?:ay)?|right|great|cool|so)[,.!]?\s+)?(?:(?:can you|could you|please|now|then)\s+)?(?:write|draft|type)(?: out| up)? (?:my|the|a|that|this) (?:reply|response|message|text|answer)(?: (?:to|for) (?:him|her|them|\p{L}+))?(?: then| now| please| pls)?[.!?]*$/iu;

/**
 * A message the coach wrote in its latest reply for the thread's person by name ("Hi Sam, one thought on dividing
 * this up…"): written for this situation, unlike a general example line, so "write my reply to him" is this one.
 */
function namedDraft(ctx: CoachContext, message: string): string | null {
  const last = [...ctx.history].reverse().find((t) => t.role === 'assistant');
  const who = lastMeant(ctx, message);
  const name = who?.kind === 'connection' ? who.c.firstName : who?.name;
  if (!last || !name) return null;
  const quotes = [...last.content.matchAll(/^\s*"([^"\n]{60,})"\s*$/gm)].map((m) => m[1]!).filter((q) => new RegExp(`^(?:(?:hi|hey|hello) )?${name}\\b`, 'i').test(q) && !/_{2,}|\[[^\]]+\]/.test(q));
  return quotes.sort((a, b) => b.length - a.length)[0] ?? null;
}

/** The draft in the coach's latest reply, when it has one: what "the exact text" right after it means. */
function latestDraft(ctx: CoachContext): string | null {
  const last = [...ctx.history].reverse().find((t) => t.role === 'assistant');
  // Only a reply that was the draft: one line leading into it, then the words. An example line after advice
  // ("Words you could use: …") is a start, not the message the member asked to have; the situation words that one.
  const [lead, quote] = last?.content.split('\n\n') ?? [];
  const m = quote ? /^\s*"([^"\n]{40,})"\s*$/.exec(quote) : null;
  if (!lead || !m || !/:\s*$/.test(lead) || /\n- /.test(lead) || /_{2,}|\[[^\]]+\]/.test(m[1]!)) return null;
  return m[1]!;
}

/**
 * The draft made warmer without losing a part: a greeting that is not stiff, and one closing line that fits what the
 * message does (a no says it is sorry to miss it; a work message thanks; anything else says what they mean).
 */
function warmed(draft: string, warmer: boolean, atWork: boolean): string {
  const work = atWork || /^Hi,|\bThanks,\n|\b(?:deadlines?|rota|meeting|priorities)\b/.test(draft);
  let out = draft.replace(/^Hi\b(?! all)/, work ? 'Hi' : 'Hey');
  const no = /\b(?:can'?t|won'?t|not going to|pass this time|say no)\b/i.test(out);
  // At work a no thanks them for understanding; anything else says, plainly, that working with them is good.
  const line = work ? (/\b(?:can'?t|won'?t|sorry|pass)\b/i.test(out) ? 'Thanks so much for understanding, I really appreciate it.' : "I've really enjoyed working on this with you, and I think we'll make a good team on it.") : no ? "I'm sorry to say no, and I really hope you understand." : 'You mean a lot to me, and I wanted you to hear it from me.';
  // Saying one was hurt is softened where it starts: that they did not mean it, and it is not about who they are.
  const hurt = /\b(?:felt hurt|it hurt|hurt me|bothered me|upset me)\b/i.test(out);
  // A no at work opens with thanks for being included: appreciation first, then the no as written.
  if (warmer && work && no && !/\bthank/i.test(out)) out = out.replace(/^((?:Hey|Hi)[^,]{0,30}, )?(\S)/, (_, hi: string | undefined, c: string) => `${hi ?? ''}thanks so much for including me, I really appreciate it. ${c.toUpperCase()}`).replace(/^(Hi|Hey)([^,]{0,30}), thanks/, '$1$2, thanks');
  else if (warmer && hurt) out = out.replace(/^((?:Hey|Hi)[^,]{0,30}, )?/, (hi: string) => `${hi || ''}${hi ? 'I' : 'I'} know you didn’t mean it, and I'm not upset with you as a person. `).replace(/(, )I know/, '$1I know');
  else if (warmer && !out.includes(line)) out = `${out.replace(/\s*(?:I can't wait to see you\.)$/, '')} ${line}`;
  return [warmer ? 'A warmer version, with everything it said kept:' : 'A more relaxed version:', `"${out}"`, 'Want it shorter?'].join('\n\n');
}

/** A request that says what the words should be ("the exact text saying I can't come"), not only asks for them. */
const spelled = (text: string) => /\b(?:saying|asking|telling|that says|about|for (?:my|his|her)|to (?:my|him|her|them|\p{Lu}\p{L}+))\b/u.test(text);

function readyToSend(draft: string, request: string): string {
  const spoken = /\b(?:say (?:it|this)|in person|face to face|over dinner|meeting|tonight at|bring it up|tell (?:him|her|them) (?:tonight|later))\b/i.test(request);
  return [`Here it is, ready to ${spoken ? 'say' : 'send'}:`, `"${draft}"`, spoken ? 'Say it at a calm moment, then stop and listen.' : 'Send it as it is; the plainness is what makes it land.'].join('\n\n');
}

/** The last draft in the thread, shorter (and plain when asked): null when the thread has no draft to cut. */
function shorterDraft(ctx: CoachContext, message: string): string | null {
  const draft = lastDraft(ctx);
  if (!draft) return null;
  const cut = shorter(`"${draft}"`, message);
  // Two sentences already (the need and the ask): shorter drops the warm lead-in and keeps both parts.
  if (!cut.includes(`"${draft}"`)) return cut;
  const trimmed = draft.replace(/\bI (?:love|really value|really appreciate) [^,.]+, and (?=I\b)/, '').replace(/\s*(?:It would make a real difference to me|It would mean a lot to me|I can't wait to see you)\.$/, '');
  return trimmed !== draft ? cut.replace(`"${draft}"`, `"${trimmed}"`) : cut;
}

/** What to do if the first attempt does not land, for the same person and the same situation. */
function nextStep(ctx: CoachContext, message: string): string {
  const s: Scenario = scenarioOf(ctx, message);
  const who = nameOf(s.to);
  const them = who.name ?? who.ref;
  const key = keyLine(s);
  const kind = s.slots?.kind;
  const hello = who.name ? `${who.name}, ` : '';
  const second = kind === 'apology'
    ? `${hello}I know one message doesn't fix it. ${key ?? "I'm still sorry."} Is there something I can do, or would you rather talk about it in person?`
    : `${hello}I don't think I said it well last time. ${key ?? 'It still matters to me.'} Could we find ten minutes this week to talk it through properly?`;
  return [
    `If it doesn't land the first time, that isn't the end of it. With ${them}, the second go is usually quieter and shorter than the first.`,
    [
      `- Give it a day or two rather than pushing straight away; ${them} may need time before ${who.name ? 'they can' : 'they can'} answer well.`,
      `- Ask instead of tell: "What would make this work for you?" gives ${them} a part in the answer.`,
      kind === 'apology' ? '- Show it as well as say it: doing the thing differently next time is the apology that counts.' : '- Offer one small, concrete change you could both try for a couple of weeks, then look at it together.',
    ].join('\n'),
    `When you try again, you could say:\n\n"${second}"`,
    `If it keeps going round in circles, it's fine to say you need a pause and come back to it. Would you like help with what to say if ${them} gets upset?`,
  ].join('\n\n');
}

/** The thread's situation, for someone else: the draft the setting called for, addressed to the new person. */
function forSomeoneElse(ctx: CoachContext, message: string): string | null {
  const m = FOR_SOMEONE.exec(message.trim());
  if (!m || (message.trim().split(/\s+/).length > 6 && !/\b(?:instead|too|as well|same)\b/i.test(message))) return null;
  const now = { to: someoneIn(m[1]!, ctx) };
  const before = scenarioOf(ctx, message);
  if (!now.to || !before.slots || !before.setting) return null;
  const other = nameOf(now.to).ref;
  if (other === nameOf(before.to).ref) return null;
  // "She does the same with my spare key": the thing changes with the person.
  const thing = /\bthe same (?:thing )?with (my [\p{L}-]+(?: [\p{L}-]+)?)\b/iu.exec(message)?.[1];
  const event = thing && before.slots.event ? before.slots.event.replace(/\bmy [\p{L}-]+\b/iu, thing).replace(/ and .*$/, '') : before.slots.event;
  const slots = { ...before.slots, to: now.to, event };
  // The event is re-read for the new person only when it was said about them in this message ("she does the same").
  const reply = draftAnswer(slots);
  return /\[[^\]]+\]/.test(reply) ? null : `The same situation, for ${other}:\n\n${reply}`;
}

/** Nothing could be read to write the words from: an honest line and one question, never a template with blanks. */
export function askForDetails(p: Someone | null): string {
  const who = nameOf(p);
  const them = who.name ?? (who.ref === 'them' ? 'them' : who.ref);
  return `I'd rather not guess at the words and get the details wrong. In a sentence, what happened with ${them}, and what would you like ${them} to know or do next?`;
}

export interface ThreadFollowUp {
  kind: 'objection' | 'silence' | 'exact' | 'shorter' | 'next' | 'someone' | 'words' | 'support';
  reply: string;
}

export function threadFollowUp(ctx: CoachContext, message: string): ThreadFollowUp | null {
  if (!ctx.history.some((t) => t.role === 'assistant')) return null;
  const text = message.trim();
  const words = text.split(/\s+/).length;
  // Decision 091: words asked for with what they should say, or from what the thread settled, come from the state.
  // "The exact text" right after a draft: that draft, as it stands (shortened or warmed), ready to send.
  const latest = EXACT.test(text) && words <= 24 && !spelled(text) ? latestDraft(ctx) : null;
  // "Write it, but nice": the same draft, warmed.
  if (latest && /\b(?:nice|nicer|soft|softer|warm|warmer|kind|kinder|gentle|gentler)\b/i.test(text)) return { kind: 'words', reply: warmed(latest, true, false) };
  if (latest) return { kind: 'words', reply: readyToSend(latest, text) };
  // "Write my reply to him" after advice that already held his message: that message, not a new one about the ask.
  const named = WRITE_IT.test(text) ? namedDraft(ctx, message) : null;
  if (named) return { kind: 'words', reply: readyToSend(named, text) };
  // After a plan: the message that locks it in with the people going carries the plan's facts (plan-message.ts).
  const locked = planGroupMessage(ctx, message);
  if (locked) return { kind: 'words', reply: locked };
  const grown = planGrows(ctx, message);
  if (grown) return { kind: 'next', reply: grown };
  // After a draft: the quiet once it was sent, their no, a colleague's pushback (after-send.ts).
  const quiet = words <= 30 ? afterSilence(ctx, message) : null;
  if (quiet) return { kind: 'silence', reply: quiet };
  const no = words <= 14 ? ifTheySayNo(ctx, message) : null;
  if (no) return { kind: 'objection', reply: no };
  const pushback = words <= 24 ? workPushback(ctx, message) : null;
  if (pushback) return { kind: 'objection', reply: pushback };
  const fromState = wordsFromState(ctx, message);
  if (fromState) return { kind: 'words', reply: fromState };
  // "And for my brother? he just got dumped": someone else's hardship is help for the member to support them.
  const support = supportReply(ctx, message);
  if (support) return { kind: 'support', reply: support };
  if (SILENCE.test(text) && words <= 16) return { kind: 'silence', reply: silence(ctx, message) };
  if (NEXT.test(text) && words <= 14) return { kind: 'next', reply: nextStep(ctx, message) };
  // Decision 091 addendum: a change of length or tone rebuilds from the spelled-out ask when the thread has one.
  const tone = clauseMatch(TONE_CHANGE, text)?.[1]?.toLowerCase();
  const change = shorterAsked(text) && words <= 24 ? 'shorter' : tone ? (/warm|soft|kind|friend|gentl|nicer|blunt|harsh|direct|polite|diplomatic/.test(tone) ? 'warmer' : 'casual') : null;
  const brief = change === 'shorter' ? shorterSent(ctx, message) : null;
  if (brief) return { kind: 'shorter', reply: brief };
  const again = change ? rebuilt(ctx, message, change) : null;
  if (again) return { kind: change === 'shorter' ? 'shorter' : 'words', reply: again };
  // "Warmer" right after a draft: the same draft, every part kept, with warmth added rather than rewritten away.
  const warm = change === 'warmer' || change === 'casual' ? latestDraft(ctx) : null;
  // At work (a colleague, a manager, a project lead), warmer means appreciation, not affection.
  const atWork = typeOfSomeone(lastMeant(ctx, message)) === 'professional' || /\b(?:boss|manager|lead|colleague|client|team|slack|work)\b/i.test(`${message} ${ctx.history.filter((t) => t.role === 'user').slice(-2).map((t) => t.content).join(' ')}`);
  if (warm) return { kind: 'words', reply: warmed(warm, change === 'warmer', atWork) };
  const cut = shorterAsked(text) && words <= 24 ? shorterDraft(ctx, message) : null;
  if (cut) return { kind: 'shorter', reply: cut };
  const other = words <= 20 ? forSomeoneElse(ctx, message) : null;
  if (other) return { kind: 'someone', reply: other };
  const ifSaid = WHAT_IF.exec(text);
  if (ifSaid && words <= 26) return { kind: 'objection', reply: objection(ctx, ifSaid[1]!) };
  const replied = REPLIED.exec(text);
  if (replied && words <= 20 && !/\b(?:i'?m fine|i am fine|all good|no worries)\b/i.test(replied[1]!)) return { kind: 'objection', reply: objection(ctx, replied[1]!) };
  if (EXACT.test(text) && words <= 24) {
    const who = nameOf(lastMeant(ctx, message));
    // The situation's own words first (its event or need, read from the thread); the last draft only without them.
    const s = scenarioOf(ctx, message);
    const own = s.slots?.event ? draftAnswer(s.slots) : null;
    if (own && !/\[[^\]]+\]/.test(own)) return { kind: 'exact', reply: own };
    const draft = lastDraft(ctx);
    if (draft) {
      // After the name the draft goes on in lower case, except "I" and what follows it ("I'm", "I'd").
      const addressed = who.name && !draft.includes(who.name) ? `${who.name}, ${/^I\b/.test(draft) ? draft : `${draft.charAt(0).toLowerCase()}${draft.slice(1)}`}` : draft;
      const reply = [`Here are the words, ready to ${/\b(?:tonight|meeting|in person|face to face|at \d)/i.test(text) ? 'say' : 'send'}:`, `"${addressed}"`, 'Say it at a calm moment, then stop and listen: the first answer is rarely the last word.'].join('\n\n');
      return { kind: 'exact', reply };
    }
    const composed = s.slots ? draftAnswer(s.slots) : null;
    if (composed && !/\[[^\]]+\]/.test(composed)) return { kind: 'exact', reply: composed };
    return { kind: 'exact', reply: askForDetails(s.to) };
  }
  return null;
}
