/**
 * Someone close who was just left by their partner, and the member asking how to help ("my buddy marco's wife left
 * him last week … he's been on my couch since, barely eating … i keep trying to get him out (bars, pickup soccer)
 * and he just says no. what do i actually do here", round 23 q16 got a menu of choices). What shock looks like, what
 * helps instead of outings, the signs to watch, and the member's own limits. The person is named only as the member
 * named them; nothing is pasted from the message.
 */
import { formsOf, type Pronoun } from '../read/people.js';
import { lower } from '../read/text.js';
import { capital } from './kinds-common.js';

const CLOSE = '(?:buddy|friend|best friend|mate|bestie|brother|sister|bro|sis|cousin|flatmate|roommate|housemate|colleague|coworker|dad|mum|mom|uncle|aunt)';
const PARTNER = '(?:wife|husband|girlfriend|boyfriend|partner|fiance|fiancee|gf|bf|missus)';
const LEFT = '(?:left|dumped|broke up with|walked out on|ended it with|is divorcing|kicked out|moved out on)';
/** "My buddy marco's wife left him", "his wife walked out on him", "my sister got dumped". */
const WAS_LEFT = new RegExp(`\\b(?:my |our )?${CLOSE}(?: [a-z]+)?'?s? ${PARTNER} (?:just |finally |suddenly )?${LEFT} (him|her|them)\\b|\\b(his|her|their) ${PARTNER} (?:just |finally |suddenly )?${LEFT} (?:him|her|them)\\b|\\bmy (?:little |big |younger |older |baby |twin )?${CLOSE}(?: [a-z]+)?(?: \\(\\d{1,2}\\))? (?:just )?(?:got|was|has been|'s been|is) (?:dumped|left)\\b`);
const ASKS_HELP = /\bwhat (?:do|should|can) i (?:actually |even )?do\b|\bhow (?:do|can|should) i (?:help|support|be there|get (?:him|her|them))\b|\bhow to (?:help|support)\b|\bany (?:advice|tips)\b|\bwhat (?:helps|would help)\b/;

export interface LeftSomeone {
  pronoun: Pronoun;
  name: string | null;
  onMyCouch: boolean;
  notEating: boolean;
  outingsRefused: boolean;
  /** Said to have come with no warning ("out of nowhere"). */
  sudden: boolean;
  /** A show or film they keep watching. */
  show: boolean;
}

export function readLeftSomeone(message: string): LeftSomeone | null {
  const text = lower(message);
  const m = WAS_LEFT.exec(text);
  if (!m || !ASKS_HELP.test(text)) return null;
  const object = m[1] ?? (m[2] ? { his: 'him', her: 'her', their: 'them' }[m[2]] : null) ?? (/\b(?:he|him|his)\b/.test(text) ? 'him' : /\b(?:she|her)\b/.test(text) ? 'her' : 'them');
  const pronoun: Pronoun = object === 'him' ? 'he' : object === 'her' ? 'she' : 'they';
  const name = new RegExp(`\\b${CLOSE} ([a-z]+)'?s ${PARTNER}\\b`).exec(text)?.[1] ?? null;
  return {
    pronoun,
    name: name ? capital(name) : null,
    onMyCouch: /\bon (?:my|our) (?:couch|sofa|floor)\b|\bstaying (?:with|at) (?:me|us|mine|ours)\b/.test(text),
    notEating: /\b(?:barely|hardly|not|isn'?t|won'?t|doesn'?t) (?:eating|eat)\b/.test(text),
    sudden: /\bout of (?:nowhere|the blue)\b|\bno warning\b|\bsuddenly\b/.test(text),
    show: /\b(?:show|series|film|movie|box ?set)\b/.test(text),
    outingsRefused: /\b(?:get (?:him|her|them) out|take (?:him|her|them) out|bars?|pub|drinks|go out)\b/.test(text) && /\bsays? no\b|\bwon'?t (?:go|come)\b|\brefuses\b|\bnot interested\b/.test(text),
  };
}

export function leftSomeoneReply(message: string): string | null {
  const l = readLeftSomeone(message);
  if (!l) return null;
  const f = formsOf(l.pronoun);
  const is = f.they === 'they' ? 'are' : 'is';
  const says = f.they === 'they' ? 'say' : 'says';
  return [
    `${l.notEating || l.onMyCouch ? `Shut down on the sofa${l.notEating ? ', barely eating' : ''}, just after being left${l.sudden ? ' out of nowhere' : ''}, is what shock looks like.` : `Being left${l.sudden ? ' out of nowhere' : ''} is a shock, and the first weeks are mostly about getting through the days.`} ${l.name ?? capital(f.they)} ${is}n't ready to be cheered up yet; what helps now is company that asks nothing of ${f.them}.`,
    [
      '- **Swap the outings for side-by-side things.** ' + (l.outingsRefused ? `Bars and crowds are a lot to face right now, so stop asking for a while.` : 'Big nights out can wait.') + ` Watch ${l.show ? 'the show' : 'something'} with ${f.them}, walk to get food together, cook something simple; being near ${f.them} is the point.`,
      `- **Make eating easy.** Put a plate in front of ${f.them} at regular times rather than asking if ${f.they} ${f.they === 'they' ? 'want' : 'wants'} anything; "have you eaten?" is a better question than "are you okay?".`,
      `- **Let ${f.them} lead the talking.** Ask once, plainly: "Do you want to talk about it, or not think about it tonight?" and go with the answer. Listen more than you advise, and don't run down the ex while the feelings are still raw.`,
      `- **Help with one practical thing when ${f.they} ${is} ready:** telling work ${f.they} need${f.they === 'they' ? '' : 's'} a few days, the calls ${f.they} can't face, sorting where ${f.they} will live.`,
      `- **Watch for more than sadness.** If after a couple of weeks ${f.they} ${is} still hardly eating or sleeping, suggest a doctor together. If ${f.they} ever ${says} ${f.they === 'they' ? "they'd" : `${f.they}'d`} rather not be here, take it seriously, ask directly, and get a crisis line involved that day.`,
      ...(l.onMyCouch ? [`- **Look after yourself too.** Having ${f.them} on your couch is generous; once ${f.they} ${is} steadier, it is fine to talk kindly about a plan for the next few weeks.`] : []),
    ].join('\n'),
    `Something you could say tonight: "I'm not going anywhere. No plans, no pressure. Want me to get us some food and put the next episode on?"`,
  ].join('\n\n');
}
