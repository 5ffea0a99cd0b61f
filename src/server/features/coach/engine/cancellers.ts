/**
 * Cue groups a sentence's context cancels outright: the sign is plainly about something else ("giving my old sofa
 * away before the move", "cut myself cooking"). Moved out of screen.ts (decision 083) so it stays a reader.
 */
import { CONCEPT_CANCELLERS } from './concepts.js';
import { rx } from './normalize.js';

const CANCEL_GIVING = rx(`\\b(?:charity|declutter|decluttering|donate|donated|donating|moving|move out|moved|care home|garage sale|yard sale|sold|seling|minimalis[a-z]*|spring clean|thrift|upgrade|new one|outgrew|birthday|christmas|present|gift for|company one|since i got|now that i|new car|new phone|bought a)\\b`);
const CANCEL_MEANS = rx(`\\b(?:climb|climbing|camp|camping|hike|hiking|boat|sail|sailing|swing|hamock|tow|garden|gym|tent|headache|migraine|back pain|cramps|cold|flu|prescribed|doctor|alergy|alergies|vitamins|hay fever|shaving|shave|woodwork|craft|project|dog|tug|jump rope|skiping|photo|photos|selfie|view|views|sunset|waiting for|meeting|meet|running late|late again|bus|tram)\\b`);
const CANCEL_HOPELESS = rx(`\\b(?:for us|with (?:him|her|them)|together|this relationship|our relationship|as a couple|arguing|argue|fighting about|this job|the job|my job|dishes|dating apps|the project|this date|planning|the game|the match)\\b`);
const CANCEL_CALM = rx(`\\b(?:relationship|end things|leave the|leaving the|job|offer|house|flat|apartment|move|moving|degree|course|university|wedding|proposal|break up|breakup|divorce|quit|which|whether|dress|car|trip|holiday|vacation)\\b`);

/** Cue groups a sentence's context cancels outright (the sign is plainly about something else). */
const CANCEL_SELFHARM = rx(`\\b(?:barbecue|barbeque|bbq|campfire|bonfire|candle|ouch|blister|cooking|oven|stove|pan|iron|kitchen|accident|acidentaly|shaving|paper|gardening|hiking|fell|chopping|slicing|onions?|vegetables|veg|knife slipped|slipped|cutting board|chopping board|dicing|peeling)\\b`);
const CANCEL_CONFINE = rx(`\\b(?:toddler|baby|puppy|kitten|dog|cat|visa application|aplication|renewal|to renew|for safekeping|burglar[a-z]*|pints|beers|had (?:two|three|four|five|a few) |fair enough|so i would not drive|drinking|drunk|drink driving|over the limit|had been drinking|had a few|tipsy|lost them|by mistake)\\b`);
const CANCEL_PREP = rx(`\\b(?:pen ?pals?|moving|move|moved|new job|new flat|new house|relocat[a-z]*|emigrat[a-z]*|travel[a-z]*|backpacking|holiday|vacation|wedding|baby|maternity|paternity|retir[a-z]*|care home|exam|exams|surgery|operation|trip|flight)\\b`);
/** "Can't see myself here next year: we're moving", but not "not like moving". */
const CANCEL_MOVE = rx(`(?<!\\bnot (?:like |as in |because of )?)\\b(?:moving|move|relocat[a-z]*|emigrat[a-z]*|new job|abroad|transfer|graduat[a-z]*|lease)\\b`);
export const CANCELLERS: Record<string, RegExp> = {
  giving: CANCEL_GIVING,
  means: CANCEL_MEANS,
  hopeless: CANCEL_HOPELESS,
  calm: CANCEL_CALM,
  selfharm: CANCEL_SELFHARM,
  confine: CANCEL_CONFINE,
  // "Banged my head on the cupboard again": a knock in a house, not a blow struck on purpose (decision 097).
  selfharm_other: rx(`\\b(?:cupboard|cabinet|shelf|door ?frame|low ceiling|beam|car door|boot|bunk|by accident|accidentally|by mistake|clumsy|tripped|slipped|fell|ouch|menace|getting up|stood up|bent down)\\b`),
  noneed: CANCEL_GIVING,
  affairs: CANCEL_PREP,
  affairs_cleared: CANCEL_PREP,
  affairs_done: CANCEL_PREP,
  handover: CANCEL_PREP,
  confine_items: CANCEL_CONFINE,
  letters: rx(`\\b(?:future self|santa|pen ?pals?|council|landlord|complaint|cover letter|application|reference|editor|new year|thank you|birthday|wedding|anniversary|valentine|mothers day|fathers day|christmas|love letter)\\b`),
  future_self: CANCEL_MOVE,
  farewell: CANCEL_PREP,
  // "Saying goodbye to everyone before we move abroad": a goodbye for a move, a trip or a job (decision 087).
  goodbye: rx(`\\b(?:moving|move|moved|abroad|emigrat[a-z]*|relocat[a-z]*|new job|leaving do|leaving party|last day|travel[a-z]*|holiday|trip|flight|gap year|university|uni|retir[a-z]*)\\b`),
  final: CANCEL_PREP,
  // "So drunk I don't remember getting home lol, woke up with a kebab": a night laughed about in its own sentence (096).
  no_memory: rx(`\\b(?:lol|haha|kebab|pizza|hangover|hungover|so embarrassing|karaoke|mortified|sofa|couch|my own bed)\\b`),
  ...CONCEPT_CANCELLERS,
};
