/**
 * Words for a message the member dictated (read/dictated.ts): their clause said to the person, framed for what it
 * does (a no keeps the door open with something offered instead, a limit starts and ends with care, a practical ask
 * names the deadline), in the register of the relationship (no "love you" to a landlord). Follow-ups
 * in the thread ("shorter", "softer", "firmer", "less formal") rewrite the same message from the same reading, so a
 * second change keeps the first. What the member did not say is never invented: an offer they made is kept, else the
 * alternative is a general one (a call and a visit for an occasion, a rhythm for calls), never a placeholder (decision 082).
 */
import type { CoachContext } from '../../../context.js';
import { aboutOf, readDictated, type Dictated } from '../../read/dictated.js';
import { calledIn, formsOf, nameOf, someoneIn, typeOf } from '../../read/people.js';
import { spokenTo } from '../../read/understand.js';
import { lower } from '../../read/text.js';
import { capitaliseDays } from './messages.js';
import { changesSaid, UNCHANGED, styleAsked, type Style } from '../../read/style-asked.js';

/** "Keep it short" in the request itself. */
const ASKED_SHORT = /\b(?:short|brief|quick|one line|not long)\b/i;

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const sentence = (s: string) => capitaliseDays(cap(s.trim()).replace(/\s*[.!]*$/, '.').replace(/\bi\b/g, 'I'));

/** A parent, grandparent or partner, to whom "love you" is natural. */
function close(d: Dictated): boolean {
  const type = typeOf(d.to);
  if (type === 'couple') return true;
  return d.to.kind === 'outsider' && !!d.to.role && /^(?:mom|mum|mother|mama|mommy|mummy|ma|dad|father|papa|daddy|pa|grand\w+|nan|nana|gran|granny)$/.test(d.to.role);
}

/** Written at work, or to someone the member knows through work: plain register, signed. */
const atWork = (d: Dictated) => d.medium === 'work' || typeOf(d.to) === 'professional';

function greeting(d: Dictated, style: Style): string {
  const name = calledIn(d.to);
  const work = atWork(d);
  if (style.formal || (work && d.medium === 'email')) return name ? `Hi ${name},` : 'Hello,';
  if (work) return name ? `Hi ${name},` : 'Hi,';
  if (style.casual) return name ? `Hey ${name}!` : 'Hey!';
  return name ? `${close(d) ? 'Hi' : 'Hey'} ${name},` : typeOf(d.to) === 'family' || typeOf(d.to) === 'friend' ? 'Hey,' : 'Hi,';
}

/** What a no offers instead: the member's to choose, with examples that fit what it is about. */
function instead(d: Dictated, work: boolean): string {
  if (d.offer) return d.offer;
  if (work) return 'Could we look at priorities together?';
  if (d.about === 'occasion' && close(d)) return 'Could we have a call on the day, and find a time to see each other before or after?';
  if (d.about === 'occasion') return 'Could we celebrate together another day soon?';
  if (d.about === 'plan') return 'Could we find another day soon?';
  if (d.about === 'money') return "I'd still like to help in other ways if I can.";
  if (d.about === 'time') return 'Could we find another way that works for both of us?';
  return "I hope that's okay.";
}

/** What a limit asks for instead: a rhythm for calls and messages, else a talk about what works for both. */
function change(d: Dictated, firm: boolean): string {
  if (d.about === 'time') return firm ? 'From now on, could we keep it to a couple of times a week?' : 'Could we try keeping it to a couple of times a week, with a proper catch-up at the weekend?';
  return firm ? 'I need that to change from now on.' : 'Could we talk about what would work for both of us?';
}

/** What a no says of the other person's side: missing them for an occasion, or that it is not the answer hoped for. */
function regret(d: Dictated, work: boolean, soft: boolean): string {
  if (work) return "I'm sorry for the trouble.";
  if (d.about === 'occasion') return soft || close(d) ? "I know that's disappointing, and I'll miss you." : "I'm sorry to miss it.";
  if (d.about === 'plan') return "I'm sorry to miss it.";
  return "I know that's not what you hoped to hear.";
}

/** The lines of the message, in order; each style keeps or drops its part. */
function lines(ctx: CoachContext, d: Dictated, style: Style): string[] {
  const me = ctx.person.firstName;
  const work = atWork(d);
  // A sign-off: a name for work or a stranger, warmth for those close.
  const signOff = work || (d.to.kind === 'outsider' && !d.to.role && !d.to.name) ? (me && !style.casual ? `${work && !style.formal ? 'Thanks' : 'Best'}, ${me}` : '') : close(d) && !style.firm && !style.formal ? 'Love you.' : '';
  const said = sentence(d.said);
  const caring = d.care ? sentence(d.care) : null;
  const soft = style.soft || (d.fragile && !style.firm);
  const out: string[] = [];
  switch (d.kind) {
    case 'no':
      if (soft && !style.short) out.push(work ? 'I wanted to let you know early.' : 'I wanted to tell you myself, and early.');
      out.push(said);
      if (d.reason && !style.short) out.push(d.reason);
      if (!style.firm) out.push(regret(d, work, soft));
      if (d.notAbout && !style.firm) out.push("It's nothing to do with you, I promise.");
      out.push(instead(d, work));
      break;
    case 'limit':
      if (!style.firm) out.push(caring ?? (work ? 'I value working with you, so I want to be straight with you.' : 'I care about you, so I want to be honest with you.'));
      out.push(style.firm ? said : `Lately ${/^I\b/.test(said) ? said : lower(said.charAt(0)) + said.slice(1)}`);
      out.push(change(d, style.firm));
      if (soft && !style.short && !style.firm) out.push(work ? 'None of this changes how much I rate you.' : "This isn't about you doing anything wrong, and I still want to hear from you.");
      break;
    case 'ask':
      out.push(said);
      out.push(style.firm ? 'Please confirm today when it will be done.' : 'Could you let me know when it can be done?');
      // "Thanks, Theo" to sign off says it already.
      if (!style.short && !style.casual && !signOff.startsWith('Thanks,')) out.push('Thanks.');
      break;
  }
  out.push(signOff);
  return [...new Set(out.filter(Boolean))];
}

/** How every dictated message ends: what marks the thread's last answer as one to change. */
const OFFER = 'Want it shorter, softer or firmer?';

function compose(ctx: CoachContext, d: Dictated, style: Style, asked: string): string {
  const body = lines(ctx, d, style);
  const hello = greeting(d, style);
  // After "Hi Mom," the message runs on in lower case ("Hi Mom, we won't…"); "I" and names keep their capital.
  const first = hello.endsWith(',') ? body[0]!.replace(/^(?:We|The|It|Our|My|Your|Lately|This|That|There|Just|Thanks)\b/, (w) => w.toLowerCase()) : body[0]!;
  const words = `${hello} ${[first, ...body.slice(1)].join(' ')}`;
  const who = d.to.kind === 'connection' ? d.to.c.firstName : nameOf(d.to);
  const medium = d.medium === 'email' ? 'an email' : d.medium === 'work' ? 'a message' : 'a text';
  const lead = asked ? `Here it is ${asked}:` : `Here's ${medium} you could send ${who}:`;
  const why =
    d.kind === 'no' ? `It says the decision plainly without a list of reasons to argue with${d.offer || d.about ? ', and offers something instead' : ''}.`
    : d.kind === 'limit' ? 'It leads with care, names the one thing, and asks for a change rather than blaming.'
    : 'It states the problem and the deadline and asks for one concrete answer.';
  return [lead, `"${words}"`, why, OFFER].join('\n\n');
}

/** The first answer to a message that dictates its words; null when the member gave none. */
export function dictatedReply(ctx: CoachContext, message: string): string | null {
  const d = readDictated(ctx, message);
  if (!d) return null;
  const style = { ...UNCHANGED, short: ASKED_SHORT.test(message) };
  return compose(ctx, d, style, '');
}

/** After "and what about my brother?", the message is a new one to him: only its softness carries over. */
const afterSwitch = (style: Style): Style => ({ ...UNCHANGED, soft: style.soft });

/**
 * The thread's dictated message, read again from the member's words, with every change asked since and the person it
 * went to last ("and what about my brother?"); null unless the coach's last answer was one.
 */
function lastDictated(ctx: CoachContext): { d: Dictated; style: Style } | null {
  const turns = ctx.history;
  const last = [...turns].reverse().find((t) => t.role === 'assistant')?.content ?? '';
  if (!last.endsWith(OFFER)) return null;
  for (let i = turns.length - 1; i >= 0; i--) {
    const turn = turns[i]!;
    if (turn.role !== 'user') continue;
    let d = readDictated(ctx, turn.content);
    if (!d) continue;
    let style: Style = { ...UNCHANGED, short: ASKED_SHORT.test(turn.content) };
    for (const later of turns.slice(i + 1)) {
      if (later.role !== 'user') continue;
      const other = switched(ctx, later.content, d);
      if (other) [d, style] = [other, afterSwitch(style)];
      else Object.assign(style, styleAsked(later.content) ?? {});
    }
    return { d, style };
  }
  return null;
}

/** "And what about my brother? He calls every night at 10 to complain about his job.": the same kind of message, to them. */
const SWITCH = /^(?:and |but |ok |okay )*(?:what about|how about|same for|and for|and with|what if it'?s|now for)\b/i;

function switched(ctx: CoachContext, message: string, d: Dictated): Dictated | null {
  if (!SWITCH.test(message.trim())) return null;
  const to = someoneIn(message, ctx);
  if (!to || nameOf(to) === nameOf(d.to)) return null;
  // Their situation, when the turn tells one ("He calls every night at 10…"): said to them in the same frame.
  const story = (message.match(/[^.!?]+[.!?]*/g) ?? []).map((x) => x.trim()).find((x) => /^(?:he|she|they)\b/i.test(x));
  const said = story ? spokenTo(story.replace(/[.!?]+$/, '')) : d.said;
  return { ...d, to, said: story && d.kind === 'limit' ? `${said}, and it's become a lot for me` : said, reason: story ? null : d.reason, care: null, about: story ? aboutOf(lower(story)) : d.about };
}

const REACTS = /\b(?:if|what if|and if|when|but if) (?:she|he|they|\p{L}+) (?:just )?(?:replies|reply|says|say|answers|writes back|texts back|responds|goes (?:quiet|silent|cold)|go (?:quiet|silent)|gets (?:upset|angry|mad|defensive|hurt)|ignores|doesn'?t (?:reply|answer|respond|text back)|takes it (?:badly|personally)|cries|guilt)/iu;

/** "And if she replies 'fine. do what you want.' and goes silent?": what to do, and the one short reply that keeps the message. */
function reaction(ctx: CoachContext, message: string, d: Dictated): string | null {
  if (!REACTS.test(message)) return null;
  // A connection whose pronoun the thread never said is spoken of by name.
  const forms = formsOf(d.to.pronoun);
  const name = d.to.pronoun ? null : d.to.kind === 'connection' ? d.to.c.firstName : null;
  const them = name ?? forms.them;
  const they = name ?? forms.they;
  const quote = /['"“‘](.{2,80}?)['"”’](?=[\s,.!?]|$)/.exec(message)?.[1]?.trim().replace(/[.!]+$/, '');
  const silent = /\b(?:silent|silence|quiet|ignores|doesn'?t (?:reply|answer|respond|text back)|cold shoulder|ghost)/i.test(message);
  const love = close(d) ? 'I love you' : 'I care about you';
  const reply =
    d.kind === 'no' ? `I know it's not what you wanted, and I'm sorry it stings. ${love}, and ${d.offer ? 'what I offered still stands' : d.about === 'occasion' || d.about === 'plan' ? "I'd really like to see you soon" : "I'm still here for you"}.`
    : d.kind === 'limit' ? `I get that it's hard to hear. It isn't about you doing anything wrong; I just need a bit more room. I'm still here.`
    : 'I understand, but I do need this sorted. Could you give me a date today?';
  return [
    quote ? `If ${they} answers "${quote}", that's ${d.kind === 'ask' ? 'a brush-off' : 'hurt talking'}, not the last word. Don't argue with the words or send a longer explanation: that reopens what you've decided.` : `Don't argue or add a longer explanation: that reopens what you've decided.`,
    `Send one short reply that keeps the message and keeps the door open:\n\n"${reply}"`,
    silent ? `Then let the silence be. Give ${them} a day or two without chasing; after that, reach out about something ordinary (a photo, a question about ${forms.their} day) and don't go back over it. ${cap(they)}'ll most likely come round once the disappointment has had room.` : null,
  ].filter(Boolean).join('\n\n');
}

/**
 * A later turn on the thread's dictated message: a change of length or tone ("shorter", "make it softer", "less
 * formal"), the same message to someone else ("and what about my brother?"), or what to do when they react ("what if
 * she says 'fine' and goes quiet?"). Null when the coach's last answer was no dictated message, or the turn is none of these.
 */
export function dictatedFollowUp(ctx: CoachContext, message: string): string | null {
  const last = lastDictated(ctx);
  if (!last) return null;
  const change = styleAsked(message);
  if (change) {
    const style = { ...last.style, ...change };
    return compose(ctx, last.d, style, changesSaid(change));
  }
  const other = switched(ctx, message, last.d);
  if (other) return compose(ctx, other, afterSwitch(last.style), '');
  return reaction(ctx, message, last.d);
}
