/**
 * The everyday situation a message describes, read from concepts rather than one word (issue 29): working with a
 * colleague (sharing a task, a public correction, a deadline moved, credit taken, an event to get out of), a friend's
 * event (a hen or stag do, a wedding, what it costs), a family event or the load of organising it, a housemate's habit,
 * someone who says yes and cancels. Each kind needs two things the situation is made of (a context and an act), so a
 * stray word ("deadline" in a story about a date) does not decide it. The person comes from read/people.ts: a
 * connection, or someone not on Attune kept as themselves with their role.
 */
import type { CoachContext } from '../../context.js';
import { pronounIn, someoneIn, type Someone } from './people.js';
import { resolvePeople } from './understand.js';
import { lower } from './text.js';

export type SituationKind =
  | 'work_share'
  | 'work_corrected'
  | 'work_deadline'
  | 'work_credit'
  | 'work_opt_out'
  | 'friend_event'
  | 'family_event'
  | 'family_load'
  | 'housemate'
  | 'unreliable_yes';

export interface Situation {
  kind: SituationKind;
  who: Someone | null;
  /** A day or date the message gives ("Thursday", "Sat 9 Jan"), as written. */
  when: string | null;
  /** An amount with its currency ("£600"), never a duration. */
  amount: string | null;
  /** The occasion named ("Christmas", "the hen do"), in the coach's words; null when none is named. */
  event: string | null;
  /** Who did it, where it matters (a public correction): the member, the other person, or others to them (a witness). */
  byMe: boolean | 'witness' | null;
  /** How much of it the member can do, as written ("4 days"), for a draft that says it. */
  limit: string | null;
  /** The message in lower case, for the details an answer looks for itself. */
  text: string;
  /** Whether the member wants the words to send (a draft), not only advice. */
  wantsWords: boolean;
}

const WORK = /\b(?:present\w*|pitch|conference|work|office|team\w*|all-?hands|meetings?|sprint|stand-?ups?|reviews?|slides?|deck|project|clients?|colleagues?|co-?workers?|workmates?|boss|manager|supervisor|line manager|desk)\b/;
/** [kind, what the situation needs besides its context, the context (or null when the act carries it)] */
// A public correction needs the act of correcting: "asked me in front of everyone" is an audience, not a correction.
const KINDS: Array<[SituationKind, RegExp, RegExp | null]> = [
  ['work_credit', /\b(?:took|taking|takes|take|steal\w*|stole|claim\w*|got) (?:the |all the )?credit\b|\bcredit for my\b|\bpresented my (?:idea|work)\b|\bmy idea\b.{0,40}\b(?:as (?:his|hers|theirs|their own)|his idea|her idea)\b/, null],
  ['work_deadline', /\b(?:deadlines?|(?:release|launch|due|delivery|go-?live|ship) dates?)\b.{0,60}\b(?:moved|forward|brought|changed|shifted|pulled|earlier|cut|again|up)\b|\b(?:moved|brought|pulled|shifted) (?:my |the |our )?(?:deadlines?|(?:release|launch|due|delivery|go-?live|ship) dates?)\b/, null],
  ['work_share', /\b(?:co-?present\w*|present(?:ing)? together|split (?:it|the (?:talk|slides|work|presentation|project))|pair(?:ed)? (?:up|on)|share (?:a|the) (?:task|project|presentation)|work(?:ing)? together on|divide (?:it|the work) up)\b/, WORK],
  ['work_corrected', /\b(?:corrected|interrupt\w*|re-?explained|jumped in|talked over|cut (?:me|him|her) off|contradicted|undermined|showed (?:me|him|her) up|called (?:me|him|her) out)\b/, WORK],
  ['work_opt_out', /\b(?:get out of|skip|avoid|decline|dodge|not go to|sit out|bail on|excuse myself from)\b/, /\b(?:team[- ](?:bonding|building|social|drinks|event|day|lunch|dinner|outing)|escape room|office (?:party|drinks|do)|away ?day|work (?:party|drinks|do|social))\b/],
  ['friend_event', /\b(?:hen (?:do|party|weekend)|stag (?:do|party|weekend)|bachelor(?:ette)? (?:party|weekend)|bridesmaid|maid of honou?r|best man|wedding|birthday trip|group (?:holiday|trip))\b/, /\b(?:£|\$|€|money|afford|cost\w*|expensive|budget|pull out|drop out|back out|can'?t go|cannot go|not go|say no|tell her|tell him|tell them|skip)\b/],
  ['family_load', /\b(?:always (?:the one|me)|eldest|oldest|siblings?|brothers|sisters)\b/, /\b(?:organi[sz]\w*|arrang\w*|plan(?:ning)? everything|doing everything|just turn up|all the work|exhausted|on me)\b/],
  ['family_event', /\b(?:host\w* (?:christmas|thanksgiving|diwali|eid|easter|the family|family|dinner|lunch)|family (?:do|lunch|dinner|gathering|party|event|get-?together)s?|christmas (?:at|dinner|day)|coming home for|(?:come|coming|go|going|be|me) home for|home for (?:the (?:whole )?(?:of )?)?(?:holidays|christmas|xmas|diwali|eid|easter|thanksgiving)|days at christmas|at christmas)\b/, /\b(?:host\w*|coming|come over|go(?:ing)? home|days?|stay\w*|invit\w*|attend\w*|make it nice|plan\w*|skip|max|how long)\b/],
  ['housemate', /\b(?:room-?mate|flat-?mate|housemate)\b/, /\b(?:eat\w*|ate|us(?:e|es|ing) my|borrow\w*|mess\w*|noise|loud|dishes|clean\w*|bills?|rent|guests?|food)\b/],
  // Someone else who cancels ("says yes then cancels"); "I cancelled our plans" is the member's own apology.
  ['unreliable_yes', /\b(?:cancels|cancell?ing on me|cancell?ed on me|flakes|bails|pulls out|no-?shows)\b/, /\b(?:says? yes|help(?:ing)? me|favou?r|lift|move|moving)\b/],
];

const DAY = /\b(?:(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?: \d{1,2}(?:st|nd|rd|th)?(?: (?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)\w*)?)?|(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun) \d{1,2}(?:st|nd|rd|th)?(?: (?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)\w*)?|tomorrow|tonight|next week|this weekend)\b/i;
/** Money needs its currency: "2 hours" is a duration, never "$2". */
const MONEY = /(?:£|\$|€)\s?\d{1,3}(?:,\d{3})*(?:\.\d\d)?(?!\d)|(?:£|\$|€)\s?\d+|\b\d+\s?(?:pounds|quid|dollars|euros|bucks)\b/i;
const EVENTS: Array<[RegExp, string]> = [
  [/\b(?:christmas|xmas)\b/, 'Christmas'],
  [/\bdiwali\b/, 'Diwali'],
  [/\beid\b/, 'Eid'],
  [/\bthanksgiving\b/, 'Thanksgiving'],
  [/\beaster\b/, 'Easter'],
  [/\bhanukkah\b/, 'Hanukkah'],
  [/\bhen (?:do|party|weekend)\b/, 'the hen do'],
  [/\bstag (?:do|party|weekend)\b/, 'the stag do'],
  [/\bbachelor(?:ette)? (?:party|weekend)\b/, 'the party'],
  [/\bwedding\b/, 'the wedding'],
  [/\bescape room\b/, 'escape room'],
  [/\boffice (?:party|drinks)\b/, 'office party'],
  [/\bfamily (?:lunch|dinner)\b/, 'family lunch'],
];
const WANTS_WORDS = /\b(?:write|draft|text|message|msg|what (?:do|should|can) i (?:actually )?(?:say|text|write|send)|the words|how do i (?:tell|say|word|ask)|how (?:do|can) i (?:bring (?:it|this) up|push back|get out of|ask)|how to (?:tell|say|ask))\b/;

export function situationOf(message: string, ctx: CoachContext): Situation | null {
  const text = lower(message).replace(/[\u2018\u2019]/g, "'");
  const found = KINDS.find(([kind, act, context]) => act.test(text) && (!context || context.test(text)) && (kind !== 'family_event' || !/\b(?:partner|boyfriend|girlfriend|husband|wife)'?s? family\b.*\bwhose\b/.test(text)));
  if (!found) return null;
  const when = DAY.exec(message)?.[0] ?? null;
  const toMe = /\bi (?:keep |always |often )?(?:getting|get|got|am being|was) (?:talked over|interrupted|corrected|cut off|shut down)\b/.test(text);
  const byMe = toMe
    ? false
    : /\b(?:keeps? )?(?:getting|gets|got|being) (?:talked over|interrupted|corrected|cut off|shut down)\b|\bback (?:him|her|them) up\b|\bstand up for (?:him|her|them)\b/.test(text)
    ? 'witness'
    : /\bi (?:\p{L}+ ){0,3}?(?:jumped in|corrected|re-?explained|talked over|cut (?:\p{L}+ )?off|contradicted|undermined|spoke for)\b/u.test(text)
    ? true
    : /\b(?:corrected|contradicted|talked over|cut|undermined|showed|called) me\b|\bme (?:up )?in front of\b/.test(text)
        ? false
        : null;
  // "flatmate Ollie", "Hannah from school": a name the member gives without "my" is still who they mean.
  let who = someoneIn(message, ctx);
  const known = [ctx.person.firstName, ...ctx.connections.map((c) => c.firstName), ...(ctx.pending ?? []).map((p) => p.firstName)];
  const afterRole = /\b(?:room-?mate|flat-?mate|housemate|boss|manager|colleague|co-?worker|friend|bestie|brother|sister|cousin|neighbou?r)\s+(\p{Lu}\p{Ll}{2,})\b/u.exec(message)?.[1];
  const unknown = resolvePeople(message, ctx).unknownNames[0] ?? (afterRole && !known.includes(afterRole) ? afterRole : undefined);
  if (unknown && !who) who = { kind: 'outsider', role: null, name: unknown, mine: false, type: null, pronoun: pronounIn(message) };
  else if (unknown && who?.kind === 'outsider' && !who.name) who = { ...who, name: unknown };
  const event = EVENTS.find(([re]) => re.test(text))?.[1] ?? null;
  const limit = /\b(\d+|one|two|three|four|five|a couple of) (days?|nights?|hours?)(?: max| at most| tops| maximum)\b|\b(?:only|just) (?:come|stay|do) (?:for )?(\d+|one|two|three|four|five) (days?|nights?)\b|\bmax(?:imum)? (?:of )?(\d+|two|three|four|five) (days?|nights?)\b/.exec(text);
  const limitText = limit ? `${limit[1] ?? limit[3] ?? limit[5]} ${limit[2] ?? limit[4] ?? limit[6]}` : null;
  return { kind: found[0], limit: limitText, text, event, byMe, who, when, amount: MONEY.exec(message)?.[0] ?? null, wantsWords: WANTS_WORDS.test(text) };
}

// A request for words to send, read as a situation of its own (decision 092).
export { readSend, type SendAct, type SendRead } from './send.js';
