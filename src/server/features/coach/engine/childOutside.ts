/**
 * A young child seen outside their home at night, underdressed or crying, with violence heard through the wall
 * (blind round 16, item s04: "a little boy next door, maybe 5 or 6 … on the stairwell at 11pm in just a t-shirt,
 * crying … his mum shouting and then these thuds through the wall"). The older combo for a child shut out
 * (dangers.ts) knew "on the stairs" but not "on the stairwell"; a phrase list will always miss the next place. Read
 * as a situation: a young child + at least two of four signs, each a family of wordings (out of the home late at
 * night, dressed for indoors in the cold, crying or locked out in a shared or outside place, shouting with thuds,
 * bangs or smashing heard at home). One sign alone is every noisy building: a tantrum at bedtime, kids on the stairs
 * at 8pm, sleep training through the wall, a fall off a scooter. The canceller names those.
 */
import { rx } from './normalize.js';
import type { Combo } from './signals.js';

const w = (s: string) => rx(`\\b(?:${s})\\b`);

const UNDER_TEN = `[1-9]|one|two|three|four|five|six|seven|eight|nine`;
/** A child under about ten: an age, a small child's word, "can't be more than four". */
const YOUNG_CHILD = w(
  `(?:little|small|tiny|young) (?:boy|girl|lad|kid|one|child|thing)|toddlers?|baby|infant|preschooler|` +
    `(?:${UNDER_TEN}) ?(?:year old|yr old|years old|yo)|(?:maybe|about|around|only|aged|barely|roughly|like|probably) (?:${UNDER_TEN})|` +
    `(?:can not|could not|is not|no) (?:be )?(?:more than|older than|over) (?:${UNDER_TEN})`,
);

/** Out of the home: a shared stair or hall, the doorstep, the street. */
const OUTSIDE_HOME = `outside|out on the [a-z]+|(?:on|in) the (?:stairs|stairwell|staircase|steps|step|landing|doorstep|street|pavement|car park|hallway|hall|corridor|walkway|balcony|lift|entrance|lobby|porch|front step|stoop|garden)|(?:on|at|outside) (?:their|his|her|our|my|the) (?:own )?(?:doorstep|front door|door|step|steps)`;
/** Late at night, whatever the clock looks like once normalised ("11pm" reads "1ipm", "1am" reads "iam"). */
const LATE = `late at night|in the middle of the night|at night|midnight|(?:10|11|1o|1i|io|ii)(?: [0-9o]{2})? ?pm|(?:12|1|i|2|3|e|4|a)(?: [0-9o]{2})? ?am|(?:one|two|three|four) in the morning|[1-4] in the morning`;
const OUT_LATE = w(`(?:${OUTSIDE_HOME})(?: [a-z0-9]+){0,8} (?:at |around |after |gone |past )?(?:${LATE})|(?:${LATE})(?: [a-z0-9]+){0,8} (?:${OUTSIDE_HOME})`);
/** Dressed for indoors where it is cold: a t-shirt, a nappy, no shoes. */
const UNDERDRESSED = w(
  `in (?:his|her|their) (?:pants|underwear|nappy|diaper)|in (?:just|only|nothing but) (?:a |an |his |her |their )?(?:t shirt|tshirt|vest|nappy|diaper|pyjamas|pajamas|pjs|pants|underwear|socks|nightie|nightdress|onesie)|` +
    `(?:no|without (?:a |any |his |her )?) (?:coat|shoes|jacket|socks)(?: on)?|barefoot|bare feet|shivering|in the (?:freezing )?cold|freezing cold|blue with cold`,
);
const CRY = `crying|cried|sobbing|sobbed|wailing|whimpering|in tears|crying (?:his|her|their) eyes out`;
/** Crying out of the home, or kept out of it. */
const DISTRESSED_OUT = w(
  `(?:${OUTSIDE_HOME})(?: [a-z0-9]+){0,10} (?:${CRY})|(?:${CRY})(?: [a-z0-9]+){0,6} (?:${OUTSIDE_HOME})|` +
    `locked out|shut out|put out(?:side)? (?:again|at night|in the)|(?:not|never) (?:let|allowed) (?:back )?in|to be let (?:back )?in`,
);
const RAISED = `shouting|yelling|screaming|roaring|raging|swearing|shouts|yells|screams|a scream`;
const BLOWS = `thuds?|thumps?|bangs|banging|a bang|crash(?:es|ing)?|smash(?:es|ed|ing)?|slams?|slamming|slaps?|slapping|something (?:breaking|smashing|hitting|being thrown)|things (?:being )?(?:thrown|smashed|broken|breaking)|glass (?:breaking|smashing)`;
/** Shouting and then blows, or things broken, heard at home. */
const VIOLENCE_HEARD = w(
  `(?:${RAISED})(?: [a-z0-9]+){0,8} (?:${BLOWS})|(?:${BLOWS})(?: [a-z0-9]+){0,6} (?:${RAISED})|` +
    `(?:hear|heard|hearing) (?:him|her|them|(?:his|her|their) (?:mum|mom|dad|mother|father|stepdad|parents?|boyfriend|girlfriend)) (?:hitting|hit|slapping|slap|beating|smacking|smack)`,
);
/** A tantrum, sleep training, play, a fall, a party: the same noises and tears in an ordinary evening. */
const ORDINARY_EVENING = rx(
  `\\b(?:tantrums?|meltdown|sleep training|teething|colic|nightmare|bad dream|play|plays|playing|played|game|games|hide and seek|tag|scooter|bike|fell off|fell over|tripped|trampoline|party|parties|fireworks|bonfire|halloween|trick or treat|new year|sleepover|camping|festival|film|movie|tv|football)\\b`,
);

export const CHILD_OUTSIDE_COMBOS: Array<Omit<Combo, 'window'> & { window: 0 }> = [
  {
    family: 'other_abuse', group: 'child_harm', cancel: ORDINARY_EVENING, weight: 3, window: 0, atLeast: 2,
    need: [YOUNG_CHILD], all: [OUT_LATE, UNDERDRESSED, DISTRESSED_OUT, VIOLENCE_HEARD],
    why: 'a young child out at night, underdressed or crying, with violence heard at home',
  },
];
