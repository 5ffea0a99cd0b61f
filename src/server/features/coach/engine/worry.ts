/**
 * Someone else's worry that the person will die doing what they plan (blind round 17, item s12: "planning a 5-day solo
 * sea-kayak trip on lake superior … maya thinks i'm going to die out there lol. how do i get her to chill"). The plain
 * statement "going to die" decides alone everywhere else, so a partner's fear about a kayak trip got the suicide
 * answer. Read as a situation: the statement is a fate (going to die, not wanting to) + put in someone else's mouth
 * or mind just before it ("maya thinks", "my mum is convinced", "everyone at work is sure") + an activity the person
 * is planning (a trip, a climb, a ride, a dive, a race, "out there"). Then it is their worry, and it is read lightly.
 *
 * What keeps the crisis: the person agreeing with the fear ("I hope she's right"), any other sign in the message that
 * weighs (a farewell act, a wish, a plan not to come back), or a recent turn in crisis (screen.ts, as for idiom.ts).
 *
 * A plan not to come back from the water, the mountains or the road is its own sign (NO_RETURN below): it is what was
 * missing when the worry was the only thing that made such a message an alarm.
 */
import { rx } from './normalize.js';
import type { Combo } from './signals.js';

const w = (s: string) => rx(`\\b(?:${s})\\b`);

/** A fate, not a wish: "going to die", "about to die" (a want, a plan or being ready is the person's own). */
const FATE = rx(`\\b(?:going|about) to die\\b`);
/** Someone other than the person believes it: "maya thinks", "my mum is convinced", "sams sure", "everyone swears"
 * (about the person, or "we" on a trip together). */
const WORRIER_BEFORE = rx(
  `\\b(?!(?:i|we)\\b)[a-z]+ (?:(?:is|are|was|were|s|has been|keeps|kept|seems|got) )?(?:(?:so|really|totally|completely|absolutely|half|100 percent) )?` +
    `(?:thinks|think|thought|reckons|reckon|reckoned|convinced|sure|certain|positive|swears|swear|swore|worries|worried|scared|afraid|terrified|fears|feared|saying|says|said|believes|believe|predicts|jokes|joked|bets) ` +
    `(?:that )?(?:i am|we are) $`,
);
/** What the person is planning: a trip, a sport, a ride, somewhere far or wild. */
const PLANNED_ACTIVITY = w(
  `trip|trek|trekking|hike|hiking|climb|climbing|expedition|tour|journey|adventure|road ?trip|ride|riding|motorbike|motorcycle|bike|cycle|cycling|kayak[a-z]*|canoe[a-z]*|` +
    `paddl[a-z]*|sail|sailing|dive|diving|freediv[a-z]*|scuba|skydiv[a-z]*|parachut[a-z]*|paraglid[a-z]*|bungee|base jump[a-z]*|surf[a-z]*|ski|skiing|snowboard[a-z]*|` +
    `mountaineer[a-z]*|summit|everest|marathon|ultra|ironman|triathlon|race|racing|fight|boxing|mma|rodeo|backpacking|travel[a-z]*|solo|out there|up there|on the way|` +
    `camping|wild camp[a-z]*|crossing|voyage|flight|flying lessons?`,
);
/** The person agrees with the fear: the worry is no longer only someone else's. */
const AGREES = w(
  `(?:hope|hoping|wish) (?:she|he|they|you|so|that) (?:is |are |s )?(?:right|true)|(?:hope|hoping) so|(?:she|he|they) (?:might|may|could) be right|maybe (?:she|he|they) (?:is|are) right|` +
    `part of me hopes|(?:would not|wouldnt|do not|dont) (?:mind|care) if i (?:did|do|die)|(?:that is|thats|that would be) the (?:plan|idea|point)|(?:would not|wouldnt) be the worst thing`,
);

/** Why a statement read as someone else's worry is marked, so the whole reading can take it back (screen.ts). */
export const WORRY_WHY = 'someone else’s worry about a plan';
/** What the worry weighs: a cue, not a statement, and alone below a check-in. */
export const WORRY_FACTOR = 0.3;

/**
 * Whether this plain statement is someone else's worry about the person's plan: a fate, a worrier just before it, an
 * activity named in the message, and the person not agreeing with it.
 */
export function othersWorry(statement: string, before: string, message: string): boolean {
  return FATE.test(statement) && WORRIER_BEFORE.test(` ${before.slice(-80).trimStart()}`) && PLANNED_ACTIVITY.test(message) && !AGREES.test(message);
}

/** Not coming back, as a plan or a wish: "I don't plan on coming back", "better if I didn't come home". */
/** Back or home, not "back to work", "home for Christmas", "home every weekend", "back until 3am". */
const BACK = `(?:back home|back|home)(?! (?:home|to|until|til|till|before|after|for|in time|early|late|here|tonight|today|tomorrow|at|by|soon|later|with|every|each|on|so|as|that|during|over|this (?:week|weekend|evening|afternoon)))`;
const NO_RETURN = w(
  `(?:do not|not|never|no) (?:plan|plans|planning|intend|intending|mean|meaning) (?:on |to |of )?(?:coming|come|returning|return) ${BACK}|` +
    `(?:better|easier|simpler|best|kinder)(?: for (?:everyone|everybody|them|all of them|all|her|him|my [a-z]+))? if i (?:just )?(?:did not|never|do not|would not|was not to|were not to) (?:come|came|make it|made it|get|got) ${BACK}|` +
    `(?:hope|hoping|wish|praying) i (?:do not|never|did not|wil not) (?:come|make it|get) ${BACK}`,
);
/** A move, a new life, a job left, a place the person will not go back to: leaving that is not dying. */
const LEAVING_FOR_GOOD = rx(
  `\\b(?:moving|move|moved|emigrat[a-z]*|relocat[a-z]*|for good|new life|new job|job offer|got (?:a|the) job|job (?:in|at|abroad|overseas)|(?:flying|fly|relocating|emigrating|moving) to|overseas|quit|quitting|resign[a-z]*|handed in|notice|restaurant|cafe|bar|pub|shop|store|hotel|gym|salon|review|customer service|visa|citizenship|settle|settled|settling|one way ticket)\\b`,
);

export const WORRY_COMBOS: Array<Omit<Combo, 'window'> & { window: 0 }> = [
  { family: 'self', group: 'no_return', cancel: LEAVING_FOR_GOOD, weight: 3, window: 0, all: [NO_RETURN], why: 'a plan or a wish not to come back' },
];
