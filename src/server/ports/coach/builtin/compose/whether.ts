/**
 * "Am I a control freak or is this normal?", "am I nagging or is this fair?", "am I overreacting?" with a story
 * (decision 093, addendum). The member asks for a judgement on their own reaction to someone; a menu ("is it how you
 * feel, what to do next…?") does not give one. The answer is direct and kind: a verdict on the reaction, the reasons
 * the story gives (how often they asked, how soon it matters), the difference the Vibe with that person shows when it
 * bears on the story, and one thing to do, about the person the story is about. A bare "is this normal??" names
 * nothing to judge and keeps its question back (it never reaches here: it has no act).
 */
import type { CoachConnection, CoachContext } from '../../context.js';
import { lower } from '../read/text.js';

/** The asking clause: a judgement on the member's own reaction, or on whether what happens is normal or fair. */
const JUDGE = /\bam i (?:being )?((?:a |an )?(?:too |so )?[a-z][a-z -]{1,24}?) or (?:is (?:this|that|it) |am i )|\bam i (overreacting|over-reacting|being unreasonable|being too much|too much|crazy|the problem|unreasonable)\b|\b(?:is|was) (?:this|that|it) (?:normal|fair|reasonable|ok|okay|too much)\b/;

interface Concern {
  /** The story is about this. */
  story: RegExp;
  /** The Vibe reason that bears on it, matched in a part's reasons. */
  reason: RegExp;
  /** What to do, for the person `name`; `things` are the fixed parts the story names. */
  step: (name: string, things: string[]) => string;
}

const CONCERNS: Concern[] = [
  {
    story: /\b(?:book(?:ed|ing)?|plan(?:ned|s|ning)?|organi[sz]\w*|sort(?:ed)?|last minute|figure it out|wing it|see how (?:i|we|he|she) feel|reserv\w*|tickets?|hotel|train|flights?|agent|call(?:ed)? (?:the \w+ )?back)\b/,
    reason: /\bplan|improvis|spontan|routine\b/i,
    step: (name, things) =>
      `Divide the work so both styles have a job: you take the fixed parts${things.length ? ` (${things.join(', ')})` : ''} and settle them this week, and ${name} takes the open parts, what to do once it's booked. Say it as a plan, not a complaint: "I'll sort ${things[0] ? `the ${things[0]}` : 'the bookings'} tonight so it's done; you pick what we do when we're there."`,
  },
  {
    story: /\b(?:texts?|texted|texting|repl(?:y|ies|ied)|messages?|left on read|answer(?:s|ed)? (?:my|me))\b/,
    reason: /\brecharge|alone|around people|space\b/i,
    step: (name) => `Tell ${name} once, plainly, what you need ("a quick 'busy, talk later' is enough for me") rather than counting replies; then see what changes over a couple of weeks.`,
  },
  {
    story: /\b(?:chores?|dishes|clean(?:ing|ed)?|tidy|laundry|bins?|housework)\b/,
    reason: /\bActs of Service|Quality Time|Words of Affirmation|Physical Touch|Gifts\b/,
    step: (name) => `Agree one concrete split with ${name} (who does what, by when) instead of reminding each time; a list you both made is easier than a nudge.`,
  },
];

const FIXED = /\b(train|hotel|tickets?|flights?|table|restaurant|car|agent|insurance|babysitter|venue|room|ferry|bus)\b/g;
const TIMES: Record<string, string> = { twice: 'twice', 'two times': 'twice', 'three times': 'three times', 'four times': 'four times', 'a few times': 'a few times', 'several times': 'several times', again: 'more than once' };

/** How often the member already asked: "ive asked 3 times", "i've reminded him twice". */
function tries(text: string): string | null {
  const m = /\b(?:asked|reminded|told|mentioned|nudged|chased|brought (?:it )?up)\b(?: (?:him|her|them|\w+))?(?: about it)? (twice|two times|three times|four times|\d+ times|a few times|several times|again)\b/.exec(text);
  if (!m) return null;
  const n = /^(\d+) times$/.exec(m[1]!)?.[1];
  return n ? `${n === '2' ? 'twice' : `${n} times`}` : (TIMES[m[1]!] ?? m[1]!);
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** How soon it matters: two dates of one month a few days apart, or a near day named. */
function soon(text: string): string | null {
  const dates = [...text.matchAll(/\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w* (\d{1,2})\b/g)].map((m) => ({ month: MONTHS.indexOf(m[1]!), day: Number(m[2]) }));
  if (dates.length >= 2 && dates[0]!.month === dates[1]!.month) {
    const days = Math.abs(dates[0]!.day - dates[1]!.day);
    if (days > 0 && days <= 14) return days === 7 ? 'a week away' : `${days} days away`;
  }
  const day = /\b(tomorrow|tonight|this weekend|next week|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b/.exec(text)?.[1];
  return day ? `${day.replace(/^on /, 'on ')}` : null;
}

/** The label the member fears ("a control freak", "nagging", "lazy"), as they wrote it. */
function verdict(text: string, story: string[]): string {
  const m = JUDGE.exec(text);
  const label = m?.[1]?.trim();
  const reasons = story.length ? ` ${capital(story[0]!)}.` : '';
  if (!label && m?.[2]) return `No, I don't think you're ${m[2].replace(/^being /, 'being ')}.${reasons}`;
  if (!label) return `It's a fair thing to mind, and a common one between two people.${reasons}`;
  const said = /ing$/.test(label) ? `that isn't ${label}` : `that doesn't make you ${label}`;
  return `No, ${said}.${reasons}`;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The answer to a judgement asked about the member's own reaction, about `person`, or null when nothing is asked or told. */
export function whetherReply(ctx: CoachContext, message: string, person: CoachConnection | undefined): string | null {
  const text = lower(message);
  if (!JUDGE.test(text) || text.split(/\s+/).length < 12) return null;
  const name = person?.firstName ?? 'them';
  const concern = CONCERNS.find((c) => c.story.test(text));
  const story: string[] = [];
  const asked = tries(text);
  if (asked) story.push(`you've asked ${asked} already`);
  const when = soon(text);
  if (when) story.push(`it's ${when}${/\bnothing\b[^.]{0,20}\bbooked|not booked|hasn'?t (?:booked|called|sorted)/.test(text) ? ' and still not sorted' : ''}`);
  const lines = [verdict(text, story.length ? [`${story.join(' and ')}: wanting it settled is reasonable`] : [])];
  // The Vibe reason that bears on the story, from the member's view of it (never a part the other person keeps private).
  const parts = person?.vibe ? [...person.vibe.personality.parts, ...(person.vibe.lifestyle?.parts ?? [])].filter((p) => !p.withheld) : [];
  const reason = concern ? parts.flatMap((p) => [p.watchOut, ...p.reasons]).find((r): r is string => !!r && concern.reason.test(r) && r.includes(name)) : undefined;
  if (reason) {
    const at = reason.indexOf(': ');
    const fact = (at > 0 ? reason.slice(0, at) : reason).replace(/^You\b/, 'you');
    lines.push(`Part of it is a real difference between you, and your results show it: ${fact}. Neither way is wrong${at > 0 ? (/^(?:useful|fine|good|helpful|workable)\b/.test(reason.slice(at + 2)) ? `, and the difference is ${reason.slice(at + 2).replace(/, though.*$/, '')}` : `; ${reason.slice(at + 2)}`) : ''}.`);
  }
  const things = [...new Set([...text.matchAll(FIXED)].map((m) => m[1]!))].slice(0, 3);
  lines.push(concern ? concern.step(name, things) : `Say it to ${name} once, plainly: what you need and by when. Then leave ${name === 'them' ? 'them' : name} room to choose how to do their part.`);
  lines.push(`Would you like that as a message you could send ${name}?`);
  return lines.join('\n\n');
}
