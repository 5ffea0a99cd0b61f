/**
 * Working with a colleague on Attune (issue 29, items 3 and 6): "how do I work better with Theo", "he answers in one
 * word and never turns his camera on, I think he hates me". The answer is about work, never romance or love
 * languages: what the colleague's shared leanings make likely (as likelihoods, never as what they think), the time
 * difference worked out from the places named, three steps for the working relationship, and words to send. A
 * question about a partner, a friend or family is not this answer's (they have their own).
 */
import type { CoachConnection } from '../../../context.js';
import { lower } from '../../read/text.js';
import { clockHour, elsewhereIn, type Elsewhere } from '../../read/zones.js';
import type { Answer } from './common.js';

/** What a message about working together talks about: the work itself, its channels and its frictions. */
const ABOUT_WORK =
  /\b(?:work(?:ing)? (?:better |well |more smoothly |more easily )?(?:with|together|alongside)|collaborat\w*|slack|teams chat|emails?|camera|video (?:calls?|off|on)|meetings?|stand-?ups?|one[- ]word|short (?:replies|answers)|replies|deadlines?|feedback|code reviews?|hand-?offs?|time zones?|async|get along with)\b/;
/** A worry about how the colleague sees the member, said in passing. */
const WORRY = /\b(?:hates? me|doesn'?t like me|can'?t stand me|annoyed (?:with|at) me|mad at me|ignor\w+ me|cold (?:to|with) me|rude)\b/;
/** A request for words or a plan belongs to those answers, even about a colleague. */
const OTHER_ASK = /\b(?:write|draft|text (?:for|to)|message (?:for|to)|what (?:do|should) i (?:say|write|send)|gift|present|birthday|plan (?:a|an|the|something))\b/;

const axis = (c: CoachConnection, name: 'EI' | 'TF' | 'JP') => c.results?.evidence.axes.find((a) => a.axis === name);

/**
 * What the colleague's shared leanings make likely about how they work, one line each, none about what they feel.
 * Their type only, never a lean's percentage: the app shows a connection only the type (decision 073).
 */
function leaningLines(c: CoachConnection, mine: CoachConnection['results']): string[] {
  const lines: string[] = [];
  const ei = axis(c, 'EI');
  const myEi = mine?.evidence.axes.find((a) => a.axis === 'EI');
  if (ei?.letter === 'I') {
    const contrast = myEi?.letter === 'E' ? ` You lean ${Math.round(myEi.percent)}% Extraverted, so the quiet can feel colder to you than it is meant.` : '';
    lines.push(`- ${c.firstName} leans Introverted. Camera off and brief messages are common for people who lean this way, and on their own they say little about how ${c.firstName} sees you.${contrast}`);
  } else if (ei?.letter === 'E') {
    lines.push(`- ${c.firstName} leans Extraverted, so a quick call will often get further than a long written thread.`);
  }
  const tf = axis(c, 'TF');
  if (tf?.letter === 'T') lines.push(`- ${c.firstName} leans Thinking: short, to-the-point answers are usually about the task, not a verdict on you.`);
  else if (tf?.letter === 'F') lines.push(`- ${c.firstName} leans Feeling: a line of thanks or context before the ask tends to land well.`);
  const jp = axis(c, 'JP');
  if (jp?.letter === 'J') lines.push(`- ${c.firstName} leans Judging: clear deadlines and a plan agreed early suit them.`);
  else if (jp?.letter === 'P') lines.push(`- ${c.firstName} leans Perceiving: room to change course suits them, so agree the few dates that really are fixed.`);
  return lines;
}

function timeLine(c: CoachConnection, away: Elsewhere): string {
  const hours = Math.abs(away.ahead);
  const way = away.ahead > 0 ? 'ahead of' : 'behind';
  const span = `${hours} hour${hours === 1 ? '' : 's'}`;
  if (!away.overlap) return `- ${away.city} is ${span} ${way} you, so your working days hardly meet: agree to work mostly in writing, and pick one time a week that is reasonable for both of you for anything that needs a conversation.`;
  const [from, to] = away.overlap;
  return `- ${away.city} is ${span} ${way} you, so if you both work 9 to 5 your days overlap only from ${clockHour(from)} to ${clockHour(to)} your time. Keep that window for anything that needs a conversation with ${c.firstName}, and put the rest in writing.`;
}

export const workingTogether: Answer = ({ ctx, message, u }) => {
  const c = u.people.connections[0] ?? ctx.focus;
  if (!c || c.relationshipType !== 'professional') return null;
  const text = lower(message);
  if (!ABOUT_WORK.test(text) || OTHER_ASK.test(text)) return null;
  const away = elsewhereIn(message, ctx.timeZone);
  const seen = [...leaningLines(c, ctx.person.results), ...(away ? [timeLine(c, away)] : [])];
  const worried = WORRY.test(text);
  const opening = worried
    ? `I can't tell you what ${c.firstName} thinks of you: only ${c.firstName} can. But the signs you describe fit a way of working at least as well as they fit dislike.`
    : `Here is what could make working with ${c.firstName} easier.`;
  const window = away?.overlap ? ` in our overlap (${clockHour(away.overlap[0])}–${clockHour(away.overlap[1])} my time)` : '';
  return [
    opening,
    seen.length ? `What your results and ${c.firstName}'s shared ones suggest:\n${seen.join('\n')}` : '',
    [
      'Three things to try:',
      `- Ask ${c.firstName} how they like to work: a short weekly call, or written updates they can answer when it suits them.`,
      '- Make your messages easy to answer briefly: one question each, with the options spelled out, and what you will do if you hear nothing by a set time.',
      `- After a piece of work, ask once for one thing that would make it easier next time, and act on it${worried ? '; that tells you more than guessing from short replies' : ''}.`,
    ].join('\n'),
    `Words you could send: "Hi ${c.firstName}, I'd like to make working together easier. Would a 20-minute call once a week${window} help, or would you rather keep things in writing? Happy either way."`,
  ]
    .filter(Boolean)
    .join('\n\n');
};
