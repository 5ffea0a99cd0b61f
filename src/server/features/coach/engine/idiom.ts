/**
 * "I want to die" said of an embarrassing slip (blind round 16, item s14: "i want to DIE. i just called my charge
 * nurse 'mom' in front of the whole unit at handover … now it's my nickname"). The plain statement decides alone
 * everywhere else, so it got the whole suicide answer. Read as a situation: the idiom of dying (want to die, wish I
 * was dead, kill me now, bury me) + an embarrassing slip in the same message (a teacher, a boss or a nurse called
 * mum or dad, a reply to the whole office, a new nickname, mortified, cringe) + NOTHING else: then it is
 * embarrassment and the statement is read lightly. Any other sign keeps it a crisis: "for real" or "not joking", any
 * other cue in the message (hopelessness, a plan, a burden, self-harm), or the person's recent turns showing risk.
 */
import { rx } from './normalize.js';

/** The idiom of dying that people use for embarrassment. */
const DIE_IDIOM = rx(`\\b(?:want|wanted|wanting) to die|wish (?:i (?:was|were|am) |i could be |i )?dead|kil me now|bury me\\b`);
const PARENT_NAME = `mum|mom|mummy|mommy|mama|mam|ma|dad|daddy|papa|pa|babe|baby|honey|sweetie|darling|love|grandma|granny`;
/** The slip: someone called by a parent's or a pet name, a message to everyone, a nickname now, the embarrassment named. */
const SLIP = rx(
  `(?<!\\b(?:he|she|they|who|someone|somebody|everyone|people) (?:just |then |also |had |has )?)\\bcalled (?!me\\b)(?:(?:my|our|the|a|him|her|them) )?(?:[a-z]+ ){0,2}(?:${PARENT_NAME}|by (?:my |the |his |her |their )?(?:[a-z]+ ?s |wrong )name)\\b|\\b(?:replied|reply|replying) (?:to )?al\\b|` +
    `\\bsent (?:it|that|this|the [a-z]+|a [a-z]+|my [a-z]+) to the (?:wrong|whole|entire)\\b|\\b(?:is|it is|its|now) (?:now )?my (?:new )?nickname\\b|\\bmy new nickname\\b|` +
    // A message sent to the one person it was not for (round 19: a moan about work sent to the boss).
    `\\bsent (?:a |the |my |that |this |it )?(?:[a-z]+ ){0,3}(?:meant|intended) for\\b|\\b(?:sent|forwarded|posted) (?:it |that |this |a [a-z]+ |the [a-z]+ |my [a-z]+ )?(?:[a-z]+ ){0,3}to (?:my |the )(?:boss|manager|whole team|team chat|group chat|family chat|work chat|teacher|ex)\\b|\\bwrong (?:chat|person|group|number)\\b|` +
    `\\beveryone (?:now )?calls me that\\b|\\b(?:mortified|cringe|cringing|cringey|cringy|so embarrassing|embarrassed|embarrassing|the shame|facepalm)\\b|\\bground (?:to )?swallow me\\b`,
);
/** A passing misery of the body said as the idiom (round 20: "so hungover i want to die"). */
const PASSING = rx(`\\b(?:hungover|hangover|hung over|food coma|ate (?:way )?too much|so full|period cramps|cramps|leg day|sunburn[a-z]*|toothache|man flu|jet ?lag(?:ged)?|this heat|the heat)\\b`);
/** Said to be meant: the idiom is no longer an idiom. */
const MEANT = rx(`\\b(?:for real|not joking|not kidding|no joke|i mean it|i am serious|seriously|genuinely|actualy want|not (?:because of|about|just) (?:the|my|that)|i just do|(?:for|in) (?:weeks|months|years)|every day)\\b`);

/** Why an idiom read lightly is marked, so the whole reading can take it back when another sign is there. */
export const IDIOM_WHY = 'embarrassment idiom';
/** What the idiom weighs beside its slip: a cue, not a statement, and alone below a check-in. */
export const IDIOM_FACTOR = 0.3;

/**
 * Whether this plain statement of wanting to die is the idiom: said beside a slip or a passing misery of the body, and
 * not "meant".
 */
export function embarrassmentIdiom(statement: string, message: string): boolean {
  return DIE_IDIOM.test(statement) && (SLIP.test(message) || PASSING.test(message)) && !MEANT.test(message);
}

interface IdiomCue {
  family: string;
  weight: number;
  factor: number;
  why: string;
  fromRecent?: boolean;
}

/**
 * Whether anything besides the idiom shows risk: another cue in the message that weighs (a sign, not noise), or a
 * recent turn's sign of the person's own risk. Then the statement counts in full again. `light` names every reading
 * that is itself a lightened statement (the idiom, someone else's worry: worry.ts), so none of them counts as the
 * other sign.
 */
export function otherRiskBeside(cues: readonly IdiomCue[], recent: readonly IdiomCue[], light: ReadonlySet<string> = new Set([IDIOM_WHY])): boolean {
  const weighs = (c: IdiomCue, at: number) => !light.has(c.why) && c.weight * c.factor >= at;
  return cues.some((c) => !c.fromRecent && weighs(c, 1)) || recent.some((c) => c.family === 'self' && weighs(c, 1.5));
}
