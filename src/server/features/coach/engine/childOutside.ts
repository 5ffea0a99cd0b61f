/**
 * A young child seen outside their home at night, underdressed or crying, with violence heard through the wall
 * (blind round 16, item s04: "a little boy next door, maybe 5 or 6 … on the stairwell at 11pm in just a t-shirt,
 * crying … his mum shouting and then these thuds through the wall"). The older combo for a child shut out
 * (dangers.ts) knew "on the stairs" but not "on the stairwell"; a phrase list will always miss the next place. Read
 * as a situation: a young child + at least two of four signs, each a family of wordings (out of the home late at
 * night, dressed for indoors in the cold, crying or locked out in a shared or outside place, shouting with thuds,
 * bangs or smashing heard at home). One sign alone is every noisy building: a tantrum at bedtime, kids on the stairs
 * at 8pm, sleep training through the wall, a fall off a scooter. The canceller names those.
 *
 * Blind round 17 (item s04: "out on the landing at 10 at night in just a t-shirt … his stepdad shouting and sometimes
 * thuds … a mark on his cheek and said he fell off his scooter") was missed because the scooter, named as the child's
 * excuse, cancelled the whole situation as an ordinary fall. Two more signs, each a family of wordings: an injury
 * with an excuse told for it (a mark, a bruise, a black eye + "said he fell", "says she walked into a door"), and a
 * child afraid at home (flinching, not allowed home until an adult is asleep, scared to go home, always hungry).
 * A fall, a sport or a game said AS the excuse no longer cancels; told as what happened, it still does.
 */
import { rx } from './normalize.js';
import type { Combo } from './signals.js';

const w = (s: string) => rx(`\\b(?:${s})\\b`);

const UNDER_TEN = `[1-9]|one|two|three|four|five|six|seven|eight|nine`;
/** A child under about ten: an age, a small child's word, "can't be more than four". */
const YOUNG_CHILD = w(
  `(?:little|small|tiny|young|wee) (?:boy|girl|lad|kid|one|child|thing|fella|fellow|guy|man|mite)|toddlers?|baby|infant|preschooler|` +
    `(?:${UNDER_TEN}) ?(?:year old|yr old|years old|yo)|(?:maybe|about|around|only|aged|barely|roughly|like|probably|reckon (?:he|she) is|guess (?:he|she) is) (?:${UNDER_TEN})(?! (?:minutes|mins|hours|days|weeks|months|pounds|quid|dollars|euros|percent|times|foot|feet|floors?|stone|kilos?))|` +
    `(?:can not|could not|is not|no) (?:be )?(?:more than|older than|over) (?:${UNDER_TEN})`,
);

/** Out of the home: a shared stair or hall, the doorstep, the street. */
const OUTSIDE_HOME = `outside|out on the [a-z]+|(?:on|in) the (?:stairs|stair|stairwell|staircase|steps|step|landing|doorstep|street|pavement|car park|hallway|hall|corridor|walkway|balcony|lift|entrance|lobby|porch|front step|stoop|garden)|(?:on|at|outside) (?:their|his|her|our|my|the) (?:own )?(?:doorstep|front door|door|step|steps)`;
/** Late at night, whatever the clock looks like once normalised ("11pm" reads "1ipm", "1am" reads "iam"). */
const LATE = `late at night|in the middle of the night|at night|(?:last|every|most|the other) night|tonight|(?:around|about|after|gone|past|til|till|until) (?:10|11|1o|1i|io|ii|12)\\b|midnight|(?:10|11|1o|1i|io|ii)(?: [0-9o]{2})? ?pm|(?:12|1|i|2|3|e|4|a)(?: [0-9o]{2})? ?am|(?:one|two|three|four) in the morning|[1-4] in the morning`;
const OUT_LATE = w(`(?:${OUTSIDE_HOME})(?: [a-z0-9]+){0,8} (?:at |around |after |gone |past )?(?:${LATE})|(?:${LATE})(?: [a-z0-9]+){0,8} (?:${OUTSIDE_HOME})`);
/** Dressed for indoors where it is cold: a t-shirt, a nappy, no shoes. */
const UNDERDRESSED = w(
  `in (?:his|her|their) (?:pants|underwear|nappy|diaper)|in an? (?:t shirt|tshirt|vest|nappy|diaper|pyjamas|pajamas|pjs)|minus [0-9]+|below (?:zero|freezing)|`+
    `in (?:just|only|nothing but) (?:a |an |his |her |their )?(?:t shirt|tshirt|vest|nappy|diaper|pyjamas|pajamas|pjs|pants|underwear|socks|nightie|nightdress|onesie)|` +
    `(?:no|without (?:a |any |his |her )?) (?:coat|shoes|jacket|socks)(?: on)?|barefoot|bare feet|shivering|in the (?:freezing )?cold|freezing cold|blue with cold`,
);
const CRY = `crying|cried|sobbing|sobbed|wailing|whimpering|in tears|crying (?:his|her|their) eyes out`;
/** Crying out of the home, or kept out of it. */
const DISTRESSED_OUT = w(
  `(?:${OUTSIDE_HOME})(?: [a-z0-9]+){0,10} (?:${CRY})|(?:${CRY})(?: [a-z0-9]+){0,6} (?:${OUTSIDE_HOME})|` +
    `locked out|shut out|put out(?:side)? (?:again|at night|in the)|(?:not|never) (?:let|allowed) (?:back )?in|to be let (?:back )?in|left out (?:in|on|at|outside)`,
);
const RAISED = `shouting|yelling|screaming|roaring|raging|swearing|bellowing|shouts|yells|screams|bellows|roars|a scream`;
const BLOWS = `thuds?|thumps?|bangs|banging|a bang|crash(?:es|ing)?|smash(?:es|ed|ing)?|slams?|slamming|slaps?|slapping|something (?:breaking|smashing|hitting|being thrown)|things (?:being )?(?:thrown|smashed|broken|breaking)|glass (?:breaking|smashing)`;
/** Shouting and then blows, or things broken, heard at home. */
const VIOLENCE_HEARD = w(
  `(?:${RAISED})(?: [a-z0-9]+){0,10} (?:${BLOWS})|(?:${BLOWS})(?: [a-z0-9]+){0,6} (?:${RAISED})|` +
    `(?:hear|heard|hearing) (?:him|her|them|(?:his|her|their) (?:mum|mom|dad|mother|father|stepdad|parents?|boyfriend|girlfriend)) (?:hitting|hit|slapping|slap|beating|smacking|smack)|` +
    // Round 21 s04: "I could hear his parents screaming inside" while the child sat in the hallway.
    `(?:his|her|their) (?:parents?|mum|mom|dad|mother|father|stepdad|stepmum|stepmom|mums boyfriend|moms boyfriend) (?:${RAISED})(?: [a-z]+){0,3} (?:inside|in there|behind the door|in the flat|in the apartment|at each other)`,
);
/** A mark on the child's body: a bruise, a black eye, a cut lip, a burn. */
const MARK = `marks?|bruises?|bruised|bruising|black eye|cut|cuts|graze|grazes|scratches|burns?|swollen|split lip|fat lip|handprint|hand print|finger ?marks?`;
/** An excuse told for it, by the child or an adult: "said he fell", "his mum says she walked into a door". */
const EXCUSE_LEAD = `said|says|told (?:me|us|them|everyone)|claims?|claimed|insists?|insisted|swore|swears|explained|apparently|supposedly|according to (?:him|her|them)`;
const EXCUSE = `(?:${EXCUSE_LEAD})(?: that)? (?:he|she|they|it)(?: [a-z]+){0,2} (?:fell|fel|tripped|slipped|walked into|ran into|bumped|banged|got it|did it|was (?:playing|an accident|nothing))`;
/** An injury with an excuse told for it. Whether the excuse fits is not for a pattern to judge: it is one sign of two. */
const INJURY_EXCUSED = w(`(?:${MARK})(?: [a-z0-9]+){0,12} (?:${EXCUSE})|(?:${EXCUSE})(?: [a-z0-9]+){0,10} (?:${MARK})`);
/** A child afraid at home: flinching, kept from home until an adult sleeps, scared to go home, always hungry. */
const AFRAID_AT_HOME = w(
  `flinch(?:es|ed|ing)?|cowers|cowering|(?:scared|afraid|frightened|terrified) (?:to go|of going) (?:home|back|in)|(?:not|never) allowed (?:home|back|in) (?:til|till|until)|` +
    `(?:always|so|really|constantly) (?:hungry|starving)|asks? (?:us|me) for food`,
);
/** A tantrum, sleep training, a party, a film: the same noises and tears in an ordinary evening. */
const ORDINARY_NOISE = `tantrums?|meltdown|sleep training|teething|colic|nightmare|bad dream|party|parties|fireworks|bonfire|halloween|trick or treat|new year|sleepover|camping|festival|film|movie|tv`;
/** A fall or a game, where children really do get hurt, unless it is said AS the excuse for an injury ("said he
 * fell off his scooter"): then it explains nothing, and the other signs stand. */
const FALL_OR_GAME = `play|plays|playing|played|game|games|hide and seek|tag|scooter|bike|fell off|fell over|tripped|trampoline|football`;
const ORDINARY_EVENING = rx(`\\b(?:${ORDINARY_NOISE})\\b|(?<!\\b(?:${EXCUSE_LEAD})(?: [a-z0-9]+){0,6} )\\b(?:${FALL_OR_GAME})\\b`);

export const CHILD_OUTSIDE_COMBOS: Array<Omit<Combo, 'window'> & { window: 0 }> = [
  {
    family: 'other_abuse', group: 'child_harm', cancel: ORDINARY_EVENING, weight: 3, window: 0, atLeast: 2,
    need: [YOUNG_CHILD], all: [OUT_LATE, UNDERDRESSED, DISTRESSED_OUT, VIOLENCE_HEARD, INJURY_EXCUSED, AFRAID_AT_HOME],
    why: 'a young child out at night, underdressed, crying, hurt with an excuse or afraid, with violence heard at home',
  },
];
