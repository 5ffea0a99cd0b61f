/**
 * The thread state (issue 29, item 5; decision 091), read from the conversation each turn (nothing is stored): who the
 * thread is about, the facts the member has given in any turn (dates, days, times, money, counts), what they asked
 * the other person for and the answer they got ("she said yes, but only until September"), the register they asked
 * for ("without it sounding needy"), and the last draft the coach wrote. Later turns are answered from this state,
 * so a date given in turn one or a price given in turn two is still in the words asked for in turn three.
 */
import type { CoachContext } from '../../context.js';
import { namedOrLastMeant, type Someone } from '../read/people.js';
import { draftIn } from './shorten.js';

export interface Fact {
  kind: 'date' | 'day' | 'time' | 'money' | 'count';
  /** As the member wrote it, tidied: "14 June", "next Saturday", "9:30", "£25", "2600 a month", "12 people". */
  text: string;
  /** The member's sentence it came from, to tell what it belongs to ("a wall hook is about £25"). */
  sentence: string;
}

const MONTHS: Record<string, string> = {
  jan: 'January', feb: 'February', mar: 'March', apr: 'April', may: 'May', jun: 'June', jul: 'July', aug: 'August',
  sep: 'September', sept: 'September', oct: 'October', nov: 'November', dec: 'December',
};
const MONTH = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const WEEKDAY = '(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?';
const NUMBER_WORDS = 'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty';
const UNITS = 'people|guests|friends|nights|days|evenings|weeks|months|hours|minutes|mins?|slides|pages|kids|times';

const month = (m: string) => MONTHS[m.toLowerCase().slice(0, m.toLowerCase().startsWith('sept') ? 4 : 3)] ?? m;
const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase();

/** The dated, priced and counted facts in one message, in the order written. */
export function factsIn(message: string): Fact[] {
  const found: Array<Fact & { at: number }> = [];
  const sentences = message.split(/(?<=[.!?])\s+|\n+/);
  const sentenceAt = (at: number) => {
    let start = 0;
    for (const s of sentences) {
      const i = message.indexOf(s, start);
      if (at >= i && at < i + s.length) return s.trim();
      start = i + s.length;
    }
    return message.trim();
  };
  const add = (kind: Fact['kind'], text: string, at: number) => {
    if (!found.some((f) => f.text.toLowerCase() === text.toLowerCase())) found.push({ kind, text, at, sentence: sentenceAt(at) });
  };
  const each = (re: RegExp, fn: (m: RegExpExecArray) => void) => {
    for (const m of message.matchAll(new RegExp(re.source, 'gi'))) fn(m as RegExpExecArray);
  };
  // "14 june", "june 14", "mar 31st": a month only counts beside a number ("i may be late" is no date).
  each(new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)? (?:of )?${MONTH}\\b`), (m) => add('date', `${m[1]} ${month(m[2]!)}`, m.index));
  each(new RegExp(`\\b${MONTH} (\\d{1,2})(?:st|nd|rd|th)?\\b(?!:)`), (m) => add('date', `${month(m[1]!)} ${m[2]}`, m.index));
  // "from june", "until september": a month said as a limit.
  each(new RegExp(`\\b(from|until|till|by|in|since|after|before) ${MONTH}\\b(?! \\d)`), (m) => {
    if (!(m[1]!.toLowerCase() === 'in' && m[2]!.toLowerCase() === 'may')) add('date', `${m[1]!.toLowerCase().replace('till', 'until')} ${month(m[2]!)}`, m.index);
  });
  each(new RegExp(`\\b((?:next|this|every) )?${WEEKDAY}\\b`), (m) => add('day', `${m[1] ? m[1].toLowerCase() : ''}${cap(m[2]!)}${/s$/i.test(m[0]) && !m[1] ? 's' : ''}`, m.index));
  each(/\b(tonight|tomorrow(?: night| morning)?|this weekend|next weekend|next week)\b/, (m) => add('day', m[1]!.toLowerCase(), m.index));
  each(/\b(\d{1,2}[:.]\d{2}\s?(?:am|pm)?|\d{1,2}\s?(?:am|pm))\b/, (m) => add('time', m[1]!.replace(/\s/g, '').toLowerCase(), m.index));
  each(/\bat (\d{1,2})\b(?!\s*(?:%|people|of|years?|quid|[:.]\d))/, (m) => add('time', m[1]!, m.index));
  // Money: "£25", "$60", "2600/mo", "60 cad", "£1,200 a month", "£50 each".
  each(/((?:\b(?:C|CA|A|US|NZ))?[£$€])\s?(\d[\d,]*(?:\.\d\d)?k?)(\s?(?:\/\s?mo(?:nth)?\b|a month|per month|pm\b|each|a head|per head|between us))?/, (m) => add('money', `${m[1]!.toUpperCase()}${m[2]}${per(m[3])}`, m.index));
  each(/\b(\d[\d,]*)\s?(cad|usd|eur|gbp|euros?|pounds|dollars|bucks|quid)\b/, (m) => add('money', `${m[1]} ${m[2]!.toUpperCase().length === 3 ? m[2]!.toUpperCase() : m[2]!.toLowerCase()}`, m.index));
  each(/(?<![£$€\d,])\b(\d[\d,]*)\s?(?:\/\s?mo(?:nth)?\b|a month|per month)/, (m) => add('money', `${m[1]} a month`, m.index));
  each(new RegExp(`\\b(\\d+|${NUMBER_WORDS}) (?:more |extra |other )?(${UNITS})\\b`), (m) => add('count', `${m[1]!.toLowerCase()} ${m[2]!.toLowerCase()}`, m.index));
  return found.sort((a, b) => a.at - b.at).map(({ kind, text, sentence }) => ({ kind, text, sentence }));
}

function per(suffix: string | undefined): string {
  if (!suffix) return '';
  const s = suffix.trim().toLowerCase();
  if (/^(?:\/\s?mo|a month|per month|pm)/.test(s)) return ' a month';
  return ` ${s}`;
}

/** The other person's answer, as the member reported it: a yes (maybe with a limit), a no, or words they sent. */
export interface Answer {
  verdict: 'yes' | 'no' | 'said';
  /** "until September", "if I do the talking": what the yes came with. */
  limit: string | null;
  /** The member's sentence that reported it. */
  sentence: string;
}

const YES = /\b(?:(?:he|she|they|\p{L}+) (?:said|says) (?:yes|yeah|ok(?:ay)?|sure|fine)|(?:he|she|they|\p{L}+) (?:agreed|accepted|is in|was up for it|is up for it|approved it|signed (?:it )?off)|(?:got|it'?s) a yes)\b/iu;
const NO = /\b(?:(?:he|she|they|\p{L}+) (?:said|says) no|(?:he|she|they|\p{L}+) (?:refused|turned (?:it|me) down|won'?t (?:budge|do it))|(?:got|it'?s) a no)\b/iu;
const LIMIT = /\b(?:but )?(?:only )?((?:until|till|up to|for) [^,.!?]{2,30}|if (?:i|we) [^,.!?]{2,40})/i;

export function answerIn(message: string): Answer | null {
  const sentence = message.split(/(?<=[.!?])\s+/).find((s) => YES.test(s) || NO.test(s));
  if (!sentence) return null;
  const verdict = NO.test(sentence) && !YES.test(sentence) ? 'no' : 'yes';
  const after = sentence.slice((YES.exec(sentence) ?? NO.exec(sentence))!.index);
  const limit = verdict === 'yes' ? (LIMIT.exec(after.replace(/^.*?\b(?:yes|yeah|ok(?:ay)?|agreed|sure)\b/i, ''))?.[1]?.replace(/^till\b/i, 'until') ?? null) : null;
  return { verdict, limit: limit ? limit.replace(/\b(sept?(?:ember)?|jan(?:uary)?|feb(?:ruary)?|june?|july?|aug(?:ust)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|march|april|may)\b/gi, (m) => month(m)) : null, sentence };
}

/** What the member set out to ask someone for: "ask my boss for fridays off from june" → "fridays off from june". */
export function askedFor(message: string): string | null {
  const m = /\bask(?:ing)? (?:my \p{L}+|him|her|them|\p{L}+) (?:for|if i can (?:have|take)) ([^,.!?]+?)(?= so\b| because\b| but\b|[,.!?]|$)/iu.exec(message);
  return m ? m[1]!.trim() : null;
}

export interface ThreadState {
  /** The one the thread is about (last meant), someone off Attune included. */
  person: Someone | null;
  /** Facts from every member turn, oldest first, this message's last. */
  facts: Fact[];
  /** The facts of this message alone. */
  now: Fact[];
  /** What the member asked the other for, and the answer, when they reported one. */
  asked: string | null;
  answer: Answer | null;
  /** The member's earlier messages, oldest first. */
  said: string[];
  /** The last message the coach drafted, if any. */
  lastDraft: string | null;
}

export function threadState(ctx: CoachContext, message: string): ThreadState {
  const said = ctx.history.filter((t) => t.role === 'user' && t.content.trim() !== message.trim()).map((t) => t.content);
  const facts: Fact[] = [];
  for (const text of [...said, message]) for (const f of factsIn(text)) if (!facts.some((g) => g.text === f.text)) facts.push(f);
  let asked: string | null = null;
  let answer: Answer | null = null;
  for (const text of [...said, message]) {
    asked = askedFor(text) ?? asked;
    answer = answerIn(text) ?? answer;
  }
  let lastDraft: string | null = null;
  for (let i = ctx.history.length - 1; i >= 0 && !lastDraft; i--) {
    if (ctx.history[i]!.role === 'assistant') lastDraft = draftIn(ctx.history[i]!.content, 30);
  }
  return { person: namedOrLastMeant(message, ctx), facts, now: factsIn(message), asked, answer, said, lastDraft };
}
