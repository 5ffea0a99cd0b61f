/**
 * Concepts added with decision 096, after blind round 9 missed six of eight crisis messages that never named the
 * danger: a farewell told as things given away and a letter someone "will get later"; self-harm told as going back
 * to "something I did at 15" with long sleeves in summer and a lie when asked; a young child who comes round because
 * a parent "is sleeping" and has a burn; a night with no memory of getting home that ends with him "still there";
 * marks on a teenager's neck with "don't tell, he didn't mean it". Each is read as a SITUATION made of two or three
 * ideas, each idea with many wordings, so that a different telling of the same situation meets the same combo; the
 * cancellers name the ordinary reasons behind the same ideas (a move with plans, a hobby taken up again, the cold, a
 * love bite, a scooter fall). A friend on pills who cannot be woken is read in urgent.ts (danger now).
 */
import { rx } from './normalize.js';
import type { Combo } from './signals.js';

const w = (s: string) => rx(`\\b(?:${s})\\b`);
const either = (...res: RegExp[]) => new RegExp(res.map((re) => `(?:${re.source})`).join('|'));

// ------------------------------------------------------------------------------------------ a farewell told as acts

const THINGS = `things|stuff|belongings|possessions|books|records|vinyl|vinyls|guitar|camera|watch|jewellery|jewelry|clothes|games|console|bike|plants|paintings|tools|art|collection`;
/** Own things given or handed out, whatever the things. */
const GIVING_AWAY = w(`(?:giving|gave|given|handing|handed|passing|passed) (?:away |out |on )?(?:all |most |lots |some |half )?(?:of )?my (?:[a-z]+ ){0,2}?(?:${THINGS})|(?:giving|gave|given|handing|handed) (?:[a-z]+ ){0,3}(?:${THINGS}) (?:away|out)`);
/** A letter or note meant to be read later, after, when the writer is gone. */
const LATER = `later|after|afterwards|one day|some day|when i am gone|when i am not here`;
const LETTER_LATER = w(`(?:letter|note|card|message)s? (?:[a-z]+ ){0,5}?(?:she|he|they|you|mum|mom|dad) (?:will|would|is going to|are going to) (?:get|read|find|open|receive) (?:it )?(?:${LATER})|(?:letter|note)s? (?:for|to) (?:[a-z]+ ){1,3}(?:to|they can|she can|he can) (?:read|find|open|get) (?:${LATER})|(?:will|would|is going to) (?:get|read|find|open|receive) (?:a|my|the) (?:[a-z]+ )?(?:letter|note)s? (?:from me )?(?:${LATER})|(?:letter|note)s? to be (?:opened|read|found) (?:${LATER})`);
/** A relief that comes with the giving away. */
const RELIEF = w(`(?:feels|feel|feeling|felt) (?:[a-z]+ ){0,3}?(?:lighter|peaceful|at peace|calm|free|so light|light)`);
const THANKS_ALL = w(`thanks? (?:you )?for everything`);
/** A move with plans after it, or a clear-out: the ordinary reasons to give things away. */
const FAREWELL_CANCEL = rx(`\\b(?:moving to|move to|before (?:the|my|we) move|new (?:flat|place|house|home|job) is|tiny|smaller|no room|make (?:space|room)|declutter[a-z]*|downsiz[a-z]*|minimalis[a-z]*|charity shop|car boot|clear out|spring clean|konmari|marie kondo|next (?:month|year)|excited|looking forward)\\b`);

// ------------------------------------------------------------------------------------------ self-harm come back, hidden

/** An old way of coping taken up again, not named. */
const RELAPSE = w(`(?:used to do|i did|did) (?:it )?(?:at|when i was|as a|in) (?:1[0-9]|[0-9]|a teen|a teenager|teen|school|high school|uni)|relapsed|(?:gone|went|going|slipped|fallen|fell) back (?:in)?to (?:something|the thing|an old|my old|old|what|doing (?:it|that|the thing))|(?:started|starting|begun|began) (?:doing )?(?:it|that|the thing|the old thing) again`);
/** The body covered when the weather says otherwise, or arms and legs hidden. */
const HIDE_SKIN = w(`long sleeves? (?:[a-z]+ ){0,2}(?:in|during|all) (?:july|june|august|summer|the heat|a heatwave|the heatwave)|(?:hoodie|hoodies|jumper|jumpers|sweater|sweaters|cardigan) (?:[a-z]+ ){0,2}(?:in|during|despite) (?:the heat|summer|a heatwave|the heatwave|july|june|august)|(?:hiding|hide|hid|covering|cover|covered) (?:up )?my (?:arms|wrists|thighs|legs|skin)|(?:will not|can not|do not|stopped) (?:wearing|wear) (?:short sleeves|t shirts|shorts|a swimsuit)`);
/** Asked about it, and it was hidden. */
const LIED = w(`i lied|and i lied|lied (?:to|about)|(?:made|make) up (?:an |a )?(?:excuse|story)|said it was (?:nothing|the cat|an accident)|told (?:him|her|them|my [a-z]+) it was (?:nothing|the cat|an accident)|changed the subject|brushed it off`);
/** A named habit or hobby, or the weather and the skin, behind the same ideas. */
const RELAPSE_CANCEL = rx(`\\b(?:smok[a-z]*|vap[a-z]*|cigarettes?|drinking|nail biting|biting my nails|skat[a-z]*|guitar|piano|drawing|painting|gaming|video games|dancing|swimming|running|knitting|coffee|sweets|chocolate|weed|junk food|cold|freezing|aircon|air con|air conditioning|sun|sunburn|allerg[a-z]*|eczema|psoriasis|tattoo[a-z]*|uniform|dress code|mosquito[a-z]*|lol|haha)\\b`);

// ------------------------------------------------------------------------------------------ a night with no memory

/** No memory of getting home or inside, or of the rest of the night. */
const BLANK_ARRIVAL = w(`(?:do not|can not|did not|could not) (?:really |even |fully |actually )?remember (?:getting|going|coming|how i got|walking|anything after|much after|the (?:ride|taxi|drive|walk|rest))|no memory (?:of|after)|blacked out|last thing i remember`);
/** Waking with that person there, in their bed, or undressed. */
const WOKE_WITH = w(`(?:woke|wake|woken) (?:up )?(?:next to|beside|with|in) (?:him|her|them|his|a stranger|some guy|the guy)|when i woke (?:up )?(?:he|she|they) (?:was|were) (?:still )?there|(?:he|she|they) (?:was|were) still (?:there|in my (?:bed|room|flat))|(?:he|she|they|my [a-z]+) (?:was|were) (?:still )?in (?:the|my|his|her) bed|my clothes (?:were|was)(?: (?:off|gone|missing|on the floor|undone|ripped|torn|everywhere|half off))?|woke up (?:naked|undressed|with no clothes)`);
const BLANK_CANCEL = rx(`\\b(?:lol|haha|kebab|pizza|hangover|hungover|bacon|breakfast|so embarrassing|karaoke|the sofa|the couch)\\b`);

// ------------------------------------------------------------------------------------------ marks on a neck, kept secret

/** Marks on someone's neck or throat, or choking named. */
const NECK_OTHER = w(`(?:marks|bruises|bruising|red marks|handprints|finger marks|fingermarks|scratches) (?:on|round|around|across) (?:her|his|their) (?:neck|throat)|(?:choked|strangled|throttled) (?:her|him|them)|(?:grabbed|squeezed|held) (?:her|him|them) (?:by|round|around) the (?:neck|throat)|hands? (?:round|around|on) (?:her|his|their) (?:neck|throat)`);
const NECK_ME = w(`(?:marks|bruises|bruising|red marks|handprints|finger marks) (?:on|round|around) my (?:neck|throat)|(?:choked|strangled|throttled) me|(?:grabbed|squeezed|held) me (?:by|round|around) the (?:neck|throat)|hands? (?:round|around|on) my (?:neck|throat)`);
/** A secret kept for the one who did it, or his excuse. */
const COVER = w(`(?:do not|never|not to) tell (?:anyone|anybody|mom|mum|dad|my [a-z]+|her [a-z]+|his [a-z]+|our [a-z]+|them)|(?:made|make|makes) me promise|begged me not|promise (?:not to|i will not|i would not)|not to say anything|(?:did not|never) mean (?:it|to)|(?:kill|hurt) (?:himself|herself|themselves) if (?:i|she|he|they) (?:leave|leaves|go|goes|tell|tells)|(?:he|she) (?:was|is) just (?:angry|drunk|stressed)`);
/** Under 18: an age, a younger sibling, a teenager. */
const MINOR = w(`(?:is|aged|age|only|just|she is|he is) 1[0-7]|1[0-7] (?:year|yr)s? old|1[0-7] ?yo|(?:sister|brother|cousin|daughter|son|niece|nephew) 1[0-7]|(?:little|younger|baby|kid) (?:sister|brother)|teen|teenage|teenager|underage|minor`);
const NECK_CANCEL = rx(`\\b(?:love bites?|hickeys?|lol|haha|necklace|rash|sunburn|eczema|tattoo|piercing|choked on|martial arts|judo|jiu jitsu|bjj|wrestling|rugby|lanyard|seatbelt)\\b`);

// ------------------------------------------------------------------------------------------ a young child left alone or hurt

/** A young child: an age under ten, or a little one nearby. */
const YOUNG = w(`(?:maybe|about|around|only|aged) [2-9]|[2-9] (?:year|yr)s? old|[2-9] ?yo|(?:the |a )?(?:little |small |young )?(?:boy|girl|kid|child|toddler|lad|baby) (?:next door|upstairs|downstairs|from (?:next door|across the (?:road|street|hall))|across the (?:road|street|hall|landing))|(?:the )?toddler|(?:little|small) (?:boy|girl|one|kid)`);
/** An injury on the child's body. */
const CHILD_INJURY = w(`(?:a |some )?(?:burn|burns|bruise|bruises|cut|cuts|mark|marks|welt|welts|scald|scalds) (?:on|all over|up) (?:her|his|their) (?:arm|arms|leg|legs|face|neck|hand|hands|back|tummy|chest|body|wrist|wrists)`);
/** The adult at home asleep, passed out or not waking, said as the child's reason. */
const CARER_DOWN = w(`(?:mummy|mommy|mum|mom|daddy|dad|mother|father|parents?)s? (?:is |are |s |has been |have been )?(?:always |still )?(?:sleeping|asleep|passed out|in bed all day|not waking up|out of it|drunk again)|(?:mummy|mommy|mum|mom|daddy|dad|mother|father|parents?)s? (?:will not|would not|can not) wake(?: up)?`);
/** Left alone, or coming round for food at mealtimes. */
const LEFT_OUT = w(`alone (?:on|in|at|outside)|(?:on (?:her|his|their) own|by (?:herself|himself|themselves)) (?:again|at night|in the|outside)|(?:keeps coming|comes|has started coming|started coming|knocks|knocking|keeps knocking) (?:round|over|to my door|on my door)(?: [a-z]+){0,4} (?:at )?(?:teatime|tea time|dinner ?time|supper ?time|meal ?times?|for food|hungry)`);
const SECRET = w(`(?:not allowed|is not allowed|not supposed) to (?:tell|talk about it|say)|(?:could not|can not|must not) (?:talk|tell) about it|said (?:she|he) (?:could not|can not) (?:talk|tell)`);
/** The child has had nothing to eat (round 12: a boy turning up hungry at dinnertime). */
export const CHILD_HUNGRY = w(`hungry|starving|no food|nothing to eat|(?:no|without (?:a |any )?) (?:lunch|breakfast|packed lunch|dinner money|lunch money)|(?:has not|had not|not) eaten|not (?:been )?fed|asking for food|begging for food|asks? (?:me )?for food`);
/** Nobody looking after them now: alone, or the adult gone out or not there. */
export const NO_CARER = w(`alone|on (?:her|his|their) own|by (?:herself|himself|themselves)|(?:mummy|mommy|mum|mom|daddy|dad|mother|father|parents?) (?:is |are |s )?(?:out|gone|not (?:home|back|there|around))|(?:nobody|no one|no adult|no grown up) (?:is )?(?:home|there|in|with (?:him|her|them)|looking after (?:him|her|them))`);
const YOUNG_CANCEL = rx(`\\b(?:scooter|fell|fell off|tripped|playground|trampoline|bike|football|play ?date|sleepover|birthday|party|lol|haha|graze|plaster|chickenpox|eczema|sunburn|vaccination|nap|naptime)\\b`);

/** A child of any age up to school leaving, named by who they are to the member or to the adult telling it. */
const ANY_KID = w(`(?:nephew|niece|pupil|student|son|daughter|child|children|kid|boy|girl|grandson|granddaughter|stepson|stepdaughter|toddler|lad)s?|teen|teenager`);
/** A hungry child who is the member's own, or fussy about food, at a meal or a snack: parenting, not neglect. */
const HUNGRY_CANCEL = rx(`${YOUNG_CANCEL.source}|\\bmy (?:little |youngest |eldest |oldest )?(?:boy|girl|son|daughter|kid|kids|child|toddler|baby)\\b|\\b(?:netball|basketball|hockey|rugby|practice|training|match|tournament|swimming|gymnastics|dance|ballet|karate|judo|sports?|pe|vegetables|veg|picky|fussy|snacks?|lunch ?box|growth spurt|eat (?:his|her|their) (?:dinner|tea|food|greens))\\b`);

export const UNSAID_COMBOS: Array<Omit<Combo, 'window'> & { window: 0 | 1 | 2 }> = [
  { family: 'self', group: 'farewell_later', weight: 3, all: [GIVING_AWAY, LETTER_LATER], window: 0, why: 'things given away and a letter to be read later' },
  { family: 'self', group: 'farewell_later', weight: 3, atLeast: 3, all: [GIVING_AWAY, LETTER_LATER, RELIEF, THANKS_ALL], window: 0, why: 'things given away, a relief, a letter for later, thanks for everything' },
  { family: 'self', group: 'injury_back', weight: 3, atLeast: 2, all: [RELAPSE, HIDE_SKIN, LIED], window: 0, why: 'an old way of coping back, the skin hidden, a lie when asked' },
  { family: 'abuse', group: 'assault_blank', weight: 3.5, all: [BLANK_ARRIVAL, WOKE_WITH], window: 0, why: 'no memory of getting in, and woke with him there or undressed' },
  { family: 'other_abuse', group: 'child_neck', weight: 3.5, all: [NECK_OTHER, COVER, MINOR], window: 0, why: 'a young person with marks on the neck, kept secret' },
  { family: 'other_abuse', group: 'neck_harm', weight: 3.5, all: [NECK_OTHER, COVER], window: 0, why: 'marks on someone’s neck, kept secret or excused' },
  { family: 'abuse', group: 'strangled', weight: 3.5, all: [NECK_ME, COVER], window: 0, why: 'choked, and told to keep it quiet or that it was meant' },
  { family: 'other_abuse', group: 'child_alone', weight: 3, all: [YOUNG, CHILD_INJURY, either(CARER_DOWN, LEFT_OUT, SECRET)], window: 0, why: 'a young child hurt, alone or told not to tell' },
  { family: 'other_abuse', group: 'child_alone', weight: 3, all: [YOUNG, CARER_DOWN, either(LEFT_OUT, SECRET)], window: 0, why: 'a young child alone while the adult at home does not wake' },
  // Seen by a teacher or a relative: a child of any school age who comes in hurt and hungry (round 12, item 1).
  { family: 'other_abuse', group: 'child_alone', weight: 3, cancel: HUNGRY_CANCEL, all: [ANY_KID, CHILD_INJURY, CHILD_HUNGRY], window: 0, why: 'a child who turns up hurt and without food' },
  { family: 'other_abuse', group: 'child_alone', weight: 3, cancel: HUNGRY_CANCEL, all: [YOUNG, either(CARER_DOWN, NO_CARER), CHILD_HUNGRY], window: 0, why: 'a young child hungry, with the adult at home not waking or not there' },
];

export const UNSAID_CANCELLERS: Record<string, RegExp> = {
  farewell_later: FAREWELL_CANCEL,
  injury_back: RELAPSE_CANCEL,
  assault_blank: BLANK_CANCEL,
  strangled: NECK_CANCEL,
  child_neck: NECK_CANCEL,
  neck_harm: NECK_CANCEL,
  child_alone: YOUNG_CANCEL,
};
